"""A simple computer player for Number Duel: play the best card, else draw."""

from game.core.decisions import answer


class GreedyPlayer:
    name = "greedy"

    def choose(self, seen, rng):
        d = seen.decision
        ids = [o["id"] for o in d["options"]]
        if d["kind"] == "turn":
            plays = [i for i in ids if i.startswith("play:")]
            if plays:
                return answer(d["seat"], [max(plays, key=lambda i: int(_value(i)))])
            return answer(d["seat"], ["draw" if "draw" in ids else "roll"])
        if d["kind"] == "may_draw":
            return answer(d["seat"], ["yes"])
        return answer(d["seat"], [o["id"] for o in d["options"][: d["min"]]])


_VALUES = {"one": 1, "two": 2, "three": 3, "five": 5, "seven": 7}


def _value(oid):
    return _VALUES.get(oid.split(":")[1].split("#")[0], 0)

"""The normal computer player in situations where the plain move is clear (strength is measured by
`simulate`, never here)."""

from game.core.players import SeatView
from game.core.rng import Rng
from game.vs_system.ai import ComputerPlayer


def test_bound_by_a_real_fight_it_attacks_abomination_or_ends_but_never_takes_back_forever(table):
    """Abomination's Give Me a Real Fight! binds the first attack to one character, at him. The
    normal player planned that character's attack on the weak character beside him, was asked only
    about Abomination, took the attack back, and made it again, until the game's decision cap."""
    t = table(current=1)
    ab = t.main(0, "abomination_l2", row="front")
    t.vanilla(0, "1/1", team="V")  # the easy stun beside him
    x = t.vanilla(1, "3/3", team="H")
    t.main(1)
    t.s["hist"]["fight"] = [{"by": 0, "on": 1, "src": ab, "turn": t.s["turn"]["n"], "char": x, "armed": True}]
    t.start()
    normal = ComputerPlayer(t.rules.book)
    answers = []
    for step in range(20):
        p = t.pending
        if p is None or p["seat"] != 1 or p["kind"] not in ("main", "attack"):
            break
        picks = normal.choose(SeatView(t.rules, t.s, 1), Rng(step))["picks"]
        answers.append(picks)
        t.answer(*picks)
    assert ["back"] not in answers, answers
    assert len(answers) < 20


def test_it_does_not_pay_for_rockets_power_when_nothing_would_happen(table):
    t = table()
    rocket = t.char(0, "rocket")
    t.res(0, "academy")
    t.ko_pile(0, "crossbones", "crossbones")
    t.vanilla(1, "1/1", team="V")
    t.ch(rocket)["ready"] = False  # it has attacked: the power is all it could do
    t.start()
    assert f"p:{rocket}:0" in t.ids() and not any(i.startswith("a:") for i in t.ids())
    assert ComputerPlayer(t.rules.book).choose(SeatView(t.rules, t.s, 0), Rng(1))["picks"] != [f"p:{rocket}:0"]

"""Option labels say what they do; a "may" is a named option; giving something up says what; and a
combat prompt never reveals whether a hidden hand holds a response."""

from game.core.players import RandomPlayer, SeatView, player_rng
from game.core.rules import apply, visible_state


def _decisions(loaded, seeds, **opts):
    rules = loaded.rules
    for seed in seeds:
        s = rules.new_game(loaded.setup(["random", "random"], seed, options=opts), [])
        i = 0
        while s["result"] is None and i < 3000:
            d = s["pending"]
            yield s, d
            a = RandomPlayer().choose(SeatView(rules, s, d["seat"]), player_rng(s, d["seat"], i))
            apply(rules, s, a)
            i += 1


def test_labels_say_what_they_do(loaded):
    seen = set()
    for _s, d in _decisions(loaded, range(4)):
        seen.add(d["kind"])
        for o in d["options"]:
            label = o["label"]
            assert len(label) >= 4 and label[0].isupper(), (d["kind"], label)
            if d["kind"] == "may" and o["id"] == "no":
                assert label.startswith("Don't ") and len(label) > 10, label
            if o["id"] == "end":
                assert label.startswith("End your turn"), label
            if o["id"] in ("cancel", "back", "skip", "done"):
                assert len(label.split()) >= 3, label
            if d["kind"] == "attack" and o["id"] == "back":  # names who would have attacked, not "them"
                assert label == f"Don't attack with {d['prompt'].split(':')[0]} after all", (label, d["prompt"])
        if d["min"] == 0:  # finishing with none picked says what it means (the Formation Step keeps the rows)
            assert d.get("none"), (d["kind"], d["prompt"])
    assert {"main", "attack", "respond", "recruit", "resource", "formation"} <= seen


def test_strict_windows_ask_everyone_with_the_same_prompt(loaded):
    prompts = set()
    asked_without = 0
    for s, d in _decisions(loaded, range(3), response_privacy="strict"):
        if d["kind"] != "respond":
            continue
        has_something = len(d["options"]) > 1
        asked_without += not has_something
        prompts.add((has_something, d["prompt"].rsplit(". ", 1)[1], d["public_prompt"].split(" ", 2)[2]))
        other = 1 - d["seat"]
        public = visible_state(loaded.rules, s, other)["pending"]
        assert set(public) == {"seat", "kind", "prompt"} and "option" not in str(public)
    assert asked_without > 0
    tails = {p[1:] for p in prompts}
    assert len(tails) == 1  # with or without a response in hand, the same words


def test_relaxed_windows_skip_who_has_nothing(loaded):
    for _s, d in _decisions(loaded, range(3), response_privacy="relaxed"):
        if d["kind"] == "respond":
            assert len(d["options"]) > 1


def test_an_option_that_uses_a_power_says_its_whole_effect(loaded):
    """A power whose text takes two sentences gives the option its whole effect in `does`: Star-Lord's
    Dance Off, Bro read "... until one player is left" and never said what the winner gets."""
    book = loaded.rules.book
    for d in book.defs.values():
        for p in d.powers:
            if p["kind"] in ("super", "plot_twist", "level_up", "trigger") and ". " in p["text"].strip():
                assert p["does"] != p["text"].split(". ", 1)[0], (d.name, p["name"])
    dance = next(p for d in book.defs.values() for p in d.powers if p["name"] == "Dance Off, Bro")
    assert "1 XP" in dance["does"]
    infiltrate = next(p for d in book.defs.values() for p in d.powers if p["name"] == "Infiltrate")
    assert infiltrate["label"].startswith("Use Black Widow's Infiltrate: ") and "discard" in infiltrate["label"]


def test_a_location_put_face_up_says_what_it_pays(table):
    """The Resource Step names what a face-up location will pay, and a special location that pays all
    four symbols says "any symbol" (as its card does), for its team only (it pays no other's powers)."""
    t = table()
    tower, lab, groot = t.hand(0, "avengers_tower", "laboratory", "baby_groot")
    t.start("build")
    label = dict(zip(t.ids(), t.labels()))
    assert label[f"r:{tower}:up"] == "Put Avengers Tower into your Resource Row face up (pays any symbol, for MCU Heroes only)"
    assert label[f"r:{lab}:up"] == "Put Laboratory into your Resource Row face up (pays Energy)"
    assert label[f"r:{groot}:down"] == "Put Baby Groot into your Resource Row face down"

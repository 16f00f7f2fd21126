"""Every option says what it does: a "may" names what is on offer, and giving something up says what."""

from game.smash_up.wording import does, parts


def _label(sc, oid: str) -> str:
    return next(o["label"] for o in sc.pending["options"] if o["id"] == oid)


def test_a_winner_may_reward_is_a_named_option_and_passing_says_what_is_given_up(table):
    sc = table(bases=["kree_lar", "b40", "b40"])
    for _ in range(3):
        sc.char(0, "c7", 0)
    sc.deck(0, *["c1"] * 6)
    sc.start().end_play()
    assert sc.pending["kind"] == "respond"
    use = next(o for o in sc.pending["options"] if o["id"].startswith("u"))
    assert use["label"] == "Use Kree-Lar: draw two cards"
    assert _label(sc, "pass") == "Pass: don't use Kree-Lar"


def test_ending_the_play_phase_says_which_plays_go_unused(table):
    sc = table()
    sc.hand(0, "c2", "fx_destroy")
    sc.start()
    assert _label(sc, "end") == "End the Play Cards phase: 1 character and 1 action unplayed"


def test_ending_the_play_phase_with_nothing_left_to_play_gives_nothing_up(table):
    sc = table()
    (c2,) = sc.hand(0, "c2")
    sc.start().play(c2, sc.base(0))
    assert _label(sc, "end") == "End the Play Cards phase"


def test_declining_an_extra_play_says_it_is_lost(table):
    sc = table()
    giver, _c2 = sc.hand(0, "fx_extra2", "c2")
    sc.start().play(giver, sc.base(0))
    assert _label(sc, "decline") == "Don't play it (the extra character is lost)"
    assert _label(sc, "later") == "Keep it for later this phase"


def test_a_talent_option_says_what_the_talent_does(table):
    sc = table()
    hulk = sc.char(0, "hulk", 0)
    sc.start()
    assert _label(sc, f"t:{hulk}:0") == "Use Hulk's Talent: Hulk gains +2 power until the end of the turn"


def test_a_destroy_target_names_the_verb(table):
    sc = table()
    victim = sc.char(1, "c3", 0)
    (act,) = sc.hand(0, "fx_destroy")
    sc.char(1, "c4", 1)
    sc.start().play(act)
    assert _label(sc, f"c:{victim}") == "Destroy C3"


def test_a_card_text_splits_into_its_labelled_parts(loaded):
    text = loaded.content.get("cards", "thor").text
    by = parts(text)
    assert by["Talent"].startswith("Move Mjolnir") and by[""].startswith("Look through")


def test_what_a_special_does_leaves_out_when_it_is_played(rules):
    d = rules.book.defs["with_great_power"]
    assert does(d, d.specials[0]) == "give a character there +2 power until the end of the turn"
    boots = rules.book.defs["repulsor_boots"]
    assert does(boots, boots.specials[0]) == "move Iron Man from any base to any other base"


def test_a_may_ability_offers_the_clause_after_may(rules):
    ock = rules.book.defs["doctor_octopus"]
    assert does(ock, ock.abilities[0]) == "give this base -4 breakpoint until the end of the turn"

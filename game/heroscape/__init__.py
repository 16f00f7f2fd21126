"""Heroscape Marvel: The Conflict Begins, on the hex-grid view.

Importing this package is cheap: the rules, content models and computer player are
imported inside the factories below.
"""

from game.catalog import GameOption, GameSpec


def content_spec():
    """What data/heroscape/ and maps/heroscape/ hold."""
    from game.core.content import ContentSpec, Kind
    from game.core.maps import MapSpec

    from .content import Destructible, Figure, Glyph, Scenario, check
    return ContentSpec(
        game="heroscape",
        kinds={"figures": Kind("figures", Figure, description="army cards, one figure each"),
               "scenarios": Kind("scenarios", Scenario, description="the battles of the scenario guide"),
               "destructibles": Kind("destructibles", Destructible, description="the Breakable Wall Section card"),
               "glyphs": Kind("glyphs", Glyph, description="glyphs, given meaning by each scenario")},
        check=check,
        maps=MapSpec("hexagonal", tile_layers=("terrain",), object_layers=("ruin", "zones", "glyphs", "figures"),
                     tile_properties={"terrain": str, "elevation": int}, count_as="battlefields"),
    )


def _rules(content):
    from .rules import HeroscapeRules
    return HeroscapeRules(content)


def _players():
    from game.core.players import PlayerRegistry

    from .ai import NormalPlayer
    from .easy import EasyPlayer
    from .search_hooks import hard_player
    return PlayerRegistry({"computer": lambda rules, seat: NormalPlayer(),
                           "computer:easy": lambda rules, seat: EasyPlayer(),
                           "computer:hard": lambda rules, seat: hard_player(rules)})


def _scenarios(content):
    return [(s.id, f"{s.title} ({'Basic' if s.mode == 'basic' else 'Master'})")
            for s in sorted(content.all("scenarios"), key=lambda x: x.order)]


def _setup_field(content, name, setup):
    from .setup_view import setup_field
    return setup_field(content, name, setup)


GAME = GameSpec(
    id="heroscape",
    title="Heroscape Marvel",
    view="hex_grid",
    min_seats=2,
    max_seats=2,
    blurb="Heroes and villains on a hex battlefield where height, line of sight and order markers decide.",
    accent=(70, 160, 80),
    status="playable",
    content=content_spec,
    rules=_rules,
    players=_players,
    setup_field=_setup_field,
    view_class="game.heroscape.view:HeroscapeView",
    scenarios=_scenarios,
    default_scenario="theft_at_stark",
    options=[
        GameOption("mode", "The Basic Game (no powers, no order markers) or the Master Game.", lambda c: ["basic", "master"],
                   label="Rules", choice_labels=lambda c: {"basic": "Basic Game", "master": "Master Game"}),
        GameOption("army", "How the armies are gathered, as the scenario allows.",
                   lambda c: ["draft", "premade", "preset"], label="Armies",
                   choice_labels=lambda c: {"draft": "Draft cards in turn", "premade": "Choose each army's cards",
                                            "preset": "The scenario's armies"}),
        GameOption("army0", "Player 1's army when armies are chosen: the figures' cards.",
                   lambda c: [f.id for f in c.all("figures")], multiple=True, label="Player 1's army",
                   choice_labels=lambda c: {f.id: f.name for f in c.all("figures")}, picker="figures"),
        GameOption("army1", "Player 2's army when armies are chosen: the figures' cards.",
                   lambda c: [f.id for f in c.all("figures")], multiple=True, label="Player 2's army",
                   choice_labels=lambda c: {f.id: f.name for f in c.all("figures")}, picker="figures"),
        GameOption("combined_sets", "Both armies may field the same unique figure (as with two boxes).",
                   lambda c: ["true", "false"], default="false", label="Two boxes combined", picker="toggle"),
        GameOption("swipes", "Leaving an engagement: each enemy left behind swipes at once when it could wound "
                   "(a swipe never harms the swiper), or its player is asked each time.",
                   lambda c: ["auto", "ask"], default="auto", label="Swipes",
                   choice_labels=lambda c: {"auto": "Rolled at once", "ask": "Ask each time"}),
        GameOption("round_limit", "The game ends after this many rounds; the side with more still on the "
                   "battlefield wins (points, or figures first where the scenario says so).",
                   None, label="Round limit", low=1, high=30),
    ],
)

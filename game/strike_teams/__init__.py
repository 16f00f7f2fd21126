"""Marvel Strike Teams, on the square-grid view.

Importing this package is cheap: the rules, content models and computer players are imported
inside the factories below.
"""

from game.catalog import GameOption, GameSpec


def content_spec():
    """What data/strike_teams/ and maps/strike_teams/ hold."""
    from game.core.content import ContentSpec, Kind
    from game.core.maps import MapSpec

    from .content import (ActionCard, ActionDie, Character, Level, ObjectKind, Scenario, Tile, TokenKind,
                          VictorySide, check)
    return ContentSpec(
        game="strike_teams",
        kinds={"characters": Kind("characters", Character, description="the 8 character cards"),
               "action_cards": Kind("action_cards", ActionCard, description="8 action cards per character"),
               "scenarios": Kind("scenarios", Scenario, description="18 stage cards and the tutorial card"),
               "tokens": Kind("tokens", TokenKind, description="objective token kinds"),
               "objects": Kind("objects", ObjectKind, description="objects printed on map tiles"),
               "tiles": Kind("tiles", Tile, description="the 30 double-sided map tiles"),
               "levels": Kind("levels", Level, description="build points per Level"),
               "dice": Kind("dice", ActionDie, description="the action die"),
               "victory": Kind("victory", VictorySide, description="the Victory Card's two sides")},
        check=check,
        maps=MapSpec("orthogonal", tile_layers=("floor",), object_layers=("tiles", "walls", "doors", "objects", "spawns"),
                     tile_properties={"terrain": str}, count_as="maps"),
    )


def _rules(content):
    from .rules import StrikeTeamsRules
    return StrikeTeamsRules(content)


def _players():
    from game.core.players import PlayerRegistry

    from .ai import NormalPlayer
    from .ai_easy import EasyPlayer
    from .ai_lookahead import hard_player
    return PlayerRegistry({"computer": lambda rules, seat: NormalPlayer(),
                           "computer:easy": lambda rules, seat: EasyPlayer(),
                           "computer:hard": lambda rules, seat: hard_player(rules)})


def _maps(content):
    return {"random": "a random map card"} | {k: str(m.properties.get("title", k)) for k, m in sorted(content.maps.items())
                                               if not m.properties.get("tutorial")}


def _stage(n):
    def choices(content):
        return ["random"] + sorted(s.id for s in content.all("scenarios") if s.stage == n)

    def labels(content):
        return {"random": "a random card"} | {s.id: s.title for s in content.all("scenarios") if s.stage == n}
    return choices, labels


def _save_slot(setup):
    """A campaign keeps its own autosave, so a single mission started meanwhile never replaces it."""
    return "campaign" if (setup.get("options") or {}).get("mode") == "campaign" else None


GAME = GameSpec(
    id="strike_teams",
    title="Marvel Strike Teams",
    view="square_grid",
    status="playable",
    view_class="game.strike_teams.view:StrikeTeamsView",
    seat_names=("Heroes", "Mastermind"),
    save_slot=_save_slot,
    min_seats=2,
    max_seats=2,
    blurb="A Mastermind against a team of heroes, mission after mission across map tiles.",
    accent=(150, 80, 190),
    content=content_spec,
    rules=_rules,
    players=_players,
    options=[
        GameOption("mode", "A single mission, the tutorial (Level 0, one stage of 4 rounds) or a campaign of missions.",
                   lambda c: ["single", "tutorial", "campaign"], default="single", label="Mode",
                   choice_labels=lambda c: {"single": "Single mission", "tutorial": "Tutorial",
                                            "campaign": "Campaign"}),
        GameOption("units", "Unit points each side brings (heroes: one per hero).", lambda c: ["2", "3", "4"],
                   default="3", label="Team size", choice_labels=lambda c: {"2": "2 units", "3": "3 units", "4": "4 units"}),
        GameOption("level", "The Level of every character in a single mission (its build points for action cards).",
                   None, default="1", label="Character level", low=0, high=8),
        GameOption("map", "The map card of a single mission.", lambda c: list(_maps(c)), default="random",
                   label="Map", choice_labels=_maps),
        GameOption("stage1", "The Stage 1 scenario card of a single mission.", _stage(1)[0], default="random",
                   label="Stage 1 scenario", choice_labels=_stage(1)[1]),
        GameOption("stage2", "The Stage 2 scenario card of a single mission.", _stage(2)[0], default="random",
                   label="Stage 2 scenario", choice_labels=_stage(2)[1]),
        GameOption("stage3", "The Stage 3 scenario card of a single mission.", _stage(3)[0], default="random",
                   label="Stage 3 scenario", choice_labels=_stage(3)[1]),
        GameOption("missions", "How many missions a campaign has; the winner of the last wins the campaign.",
                   None, default="6", label="Campaign length", low=1, high=20),
    ],
)

"""Smash Up: Marvel, on the card-table view.

Rules in rules.py (and the modules it names), content models in content.py,
data in data/smash_up/, the computer player in ai.py. Importing this package
stays cheap: everything is loaded lazily by the factories below.
"""

from game.catalog import GameOption, GameSpec


def _content():
    from .content import content_spec
    return content_spec()


def _rules(content):
    from .rules import SmashUpRules
    return SmashUpRules(content)


def _players():
    from game.core.players import PlayerRegistry

    from .ai import ComputerPlayer
    return PlayerRegistry({"computer": lambda rules, seat: ComputerPlayer(rules.book)})


GAME = GameSpec(
    id="smash_up",
    title="Smash Up: Marvel",
    view="card_table",
    min_seats=2,
    max_seats=4,
    blurb="Two factions shuffled into one deck: break bases with your characters and actions; first to 15 VP.",
    accent=(220, 50, 50),
    status="playable",
    view_class="game.smash_up.view:SmashUpView",
    settings_options=("response_privacy",),
    content=_content,
    rules=_rules,
    players=_players,
    options=[
        GameOption("factions", "two faction ids per seat in seat order (comma-separated), or 'draft'; "
                   "default: dealt at random",
                   choices=lambda content: [f.id for f in content.all("factions")], multiple=True),
        GameOption("response_privacy", "strict: every seat is asked in scoring response windows; "
                   "relaxed: only seats with a usable Special", choices=lambda content: ["strict", "relaxed"],
                   default="strict"),
    ],
)

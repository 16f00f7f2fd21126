"""Smash Up: Marvel, on the card-table view.

Rules in rules.py (and the modules it names), content models in content.py,
data in data/smash_up/, the computer players in ai.py (easy, normal) and
search_hooks.py (hard). Importing this package
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

    from .ai import EasyPlayer, NormalPlayer

    def hard(rules, seat):
        from .search_hooks import hard_player
        return hard_player(rules)
    return PlayerRegistry({"computer": lambda rules, seat: NormalPlayer(rules),
                           "computer:easy": lambda rules, seat: EasyPlayer(rules),
                           "computer:hard": hard})


def _setup_field(content, name, setup):
    from .setup_view import setup_field
    return setup_field(content, name, setup)


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
    setup_field=_setup_field,
    options=[
        GameOption("factions", "Two factions per player, shuffled together into one deck; or a draft, "
                   "or dealt at random.", label="Factions",
                   choices=lambda content: [f.id for f in content.all("factions")], multiple=True,
                   choice_labels=lambda content: {f.id: f.name for f in content.all("factions")},
                   picker="factions", specials=("draft",)),
        GameOption("response_privacy", "Who is asked when a base scores: everyone (so being asked never "
                   "gives away a Special in hand), or only players who can answer.", label="Response windows",
                   choices=lambda content: ["strict", "relaxed"],
                   choice_labels=lambda content: {"strict": "Ask everyone", "relaxed": "Ask only who can answer"},
                   default="strict"),
    ],
)

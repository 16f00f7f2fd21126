"""Vs. System 2PCG: The MCU Battles, on the card-table view.

Rules in rules.py (and the modules it names), content models in content.py, data in
data/vs_system/ (decks in data/vs_system/decks/), the computer player in ai.py; see README.md.
Importing this package stays cheap: everything is loaded lazily by the factories below.
"""

from game.catalog import GameOption, GameSpec


def _content():
    from .content import content_spec
    return content_spec()


def _rules(content):
    from .rules import VsSystemRules
    return VsSystemRules(content)


def _players():
    from game.core.players import PlayerRegistry

    from .ai import ComputerPlayer, EasyPlayer

    def hard(rules, seat):
        from .search_hooks import hard_player
        return hard_player(rules)
    return PlayerRegistry({"computer": lambda rules, seat: ComputerPlayer(rules.book),
                           "computer:easy": lambda rules, seat: EasyPlayer(rules.book),
                           "computer:hard": hard})


def _setup_field(content, name, setup):
    from .setup_view import setup_field
    return setup_field(content, name, setup)


def _decks(content):
    from .deck_files import playable
    return [d.id for d in content.all("decks")] + [d.option for d in playable(content)]


def _deck_names(content):
    from .deck_files import playable
    return {**{d.id: d.name for d in content.all("decks")}, **{d.option: d.name for d in playable(content)}}


def _prepare(content, options):
    from .deck_files import expand_options, plural_names
    return expand_options(content, plural_names(options))


def _mains(content):
    return ["random"] + [m.id for m in content.all("main_characters")]


GAME = GameSpec(
    id="vs_system",
    title="Vs. System 2PCG: The MCU Battles",
    view="card_table",
    min_seats=2,
    max_seats=4,
    blurb="Main characters level up while supporting characters and plot twists battle across the rows.",
    accent=(60, 110, 210),
    status="playable",
    view_class="game.vs_system.view:VsSystemView",
    content=_content,
    rules=_rules,
    players=_players,
    settings_options=("response_privacy",),
    setup_field=_setup_field,
    prepare_options=_prepare,
    options=[
        GameOption("format", "1 vs 1; Free-for-All for 3 or 4; 2 vs 2 (teammates opposite); or 2-Headed "
                   "Teammates (a team shares its rows and its turn).", label="Format",
                   choices=lambda content: ["1v1", "ffa", "2v2", "2hg"],
                   choice_labels=lambda content: {"1v1": "1 vs 1", "ffa": "Free-for-All", "2v2": "2 vs 2",
                                                  "2hg": "2-Headed Teammates"}),
        GameOption("decks", "Each seat's deck, in seat order (one deck may serve all): a starter, or one of your own "
                   "from the deck builder (user:NAME on the command line).", label="Decks",
                   choices=_decks, multiple=True, choice_labels=_deck_names),
        GameOption("mains", "Each seat's main character, in seat order; random picks one of its deck's team.",
                   label="Main characters", choices=_mains, multiple=True,
                   choice_labels=lambda content: {"random": "Random (of the deck's team)",
                                                  **{m.id: m.name for m in content.all("main_characters")}}),
        GameOption("deck", "The same as decks (the issue's wording): each seat's deck, in seat order, or one for all.",
                   label="Deck", choices=_decks, multiple=True, choice_labels=_deck_names),
        GameOption("main", "The same as mains: each seat's main character, in seat order, or one for all.",
                   label="Main character", choices=_mains, multiple=True,
                   choice_labels=lambda content: {"random": "Random (of the deck's team)",
                                                  **{m.id: m.name for m in content.all("main_characters")}}),
        GameOption("teammate_recruit", "2 vs 2's optional rule: a character you recruit may go into your "
                   "teammate's rows (they control it).", label="Recruit for a teammate",
                   choices=lambda content: ["false", "true"],
                   choice_labels=lambda content: {"false": "No", "true": "Yes"}, default="false", picker="toggle"),
        GameOption("response_privacy", "Who is asked at each turn of a combat's exchange: everyone (so being "
                   "asked never gives away a plot twist in hand), or only players who can answer.",
                   label="Response windows", choices=lambda content: ["strict", "relaxed"],
                   choice_labels=lambda content: {"strict": "Ask everyone", "relaxed": "Ask only who can answer"},
                   default="strict"),
    ],
)

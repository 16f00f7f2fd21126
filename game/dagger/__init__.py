"""Marvel D.A.G.G.E.R.: cooperative, on the world-map view.

Rules in rules.py (and the modules it names), content models in content.py, data in data/dagger/,
the world map in maps/dagger/world.tmx, the computer teams in ai.py (normal), ai_easy.py (easy) and
search_hooks.py (hard); see README.md. Importing this package stays cheap: everything is loaded
lazily by the factories below.
"""

from game.catalog import GameOption, GameSpec


def _content():
    from .content import content_spec
    return content_spec()


def _rules(content):
    from .rules import DaggerRules
    return DaggerRules(content)


def _players():
    from game.core.players import PlayerRegistry

    from .ai import NormalTeam
    from .ai_easy import EasyTeam

    def hard(rules, seat):
        from .search_hooks import hard_player
        return hard_player(rules)
    return PlayerRegistry({"computer": lambda rules, seat: NormalTeam(rules),
                           "computer:easy": lambda rules, seat: EasyTeam(rules), "computer:hard": hard})


def _nemeses(content):
    return ["random"] + [n.id for n in content.all("nemeses")]


def _nemesis_names(content):
    return {"random": "Random", **{n.id: n.name for n in content.all("nemeses")}}


def _heroes(content):
    return [h.id for h in content.all("heroes")]


def _aspects(content):
    return [a.id for a in content.all("aspects")]


def _first_strikes(content):
    return ["random"] + [m.id for m in content.all("first_strikes")]


GAME = GameSpec(
    id="dagger",
    title="Marvel D.A.G.G.E.R.",
    view="world_map",
    min_seats=1,
    max_seats=5,
    blurb="Heroes together against a nemesis, racing the threat track around the world.",
    accent=(220, 150, 40),
    status="playable",
    view_class="game.dagger.view:DaggerView",
    content=_content,
    rules=_rules,
    players=_players,
    options=[
        GameOption("nemesis", "The villain the heroes face (Loki is suggested for a first game).", label="Nemesis",
                   choices=_nemeses, choice_labels=_nemesis_names, default="random"),
        GameOption("difficulty", "Easier reads every spawn and per-player icon as one hero fewer, harder as one "
                   "more.", label="Difficulty", choices=lambda c: ["easy", "normal", "hard"],
                   choice_labels=lambda c: {"easy": "Easier", "normal": "Standard", "hard": "Harder"},
                   default="normal"),
        GameOption("heroes", "Each seat's hero, in seat order (a solo player names two), each from a different "
                   "sheet; random when left out.", label="Heroes", choices=_heroes, multiple=True,
                   choice_labels=lambda c: {h.id: h.name for h in c.all("heroes")}),
        GameOption("aspects", "Each hero's aspect, in the same order, all different; random when left out.",
                   label="Aspects", choices=_aspects, multiple=True,
                   choice_labels=lambda c: {a.id: a.name for a in c.all("aspects")}),
        GameOption("first_strike", "The first strike card (its enemy pod and first mission); random by default.",
                   label="First strike", choices=_first_strikes,
                   choice_labels=lambda c: {"random": "Random", **{m.id: m.name for m in c.all("first_strikes")}},
                   default="random"),
    ],
)

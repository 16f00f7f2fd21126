"""Placeholder; the normal computer player comes later in this file."""

from game.core.players import RandomPlayer


class NormalPlayer(RandomPlayer):
    name = "computer"

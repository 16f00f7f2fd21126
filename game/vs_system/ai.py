"""The computer player (placeholder until the real one lands)."""

from game.core.players import RandomPlayer


class ComputerPlayer(RandomPlayer):
    name = "computer"

    def __init__(self, book=None) -> None:
        self.book = book

"""Placeholder, replaced below."""
from game.core.players import RandomPlayer as ComputerPlayer  # noqa: F401

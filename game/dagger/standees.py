"""Enemy standees on the board: spawning by rank from the pods in play, limited by the standees in
the box (a rank with none left adds threat instead: its rank, or the nemesis's threat value)."""

from __future__ import annotations

from typing import Any

from . import board
from .tracks import add_threat

RANK_WORDS = {1: "rank 1", 2: "rank 2", 3: "rank 3", "N": "nemesis", "elite": "elite"}


def on_board(s: dict[str, Any], rank: Any) -> int:
    """Standees of a rank in play."""
    return sum(1 for e in s["enemies"] if e["rank"] == rank)


def place(g: Any, card: str, rank: Any, space: str) -> dict[str, Any]:
    """Put an enemy of `card` on `space` (no standee check)."""
    s = g.s
    e = {"u": s["nu"], "card": card, "rank": rank, "space": space, "dmg": 0, "primed": False}
    s["nu"] += 1
    s["enemies"].append(e)
    return e


def spawn(g: Any, rank: Any, space: str) -> dict[str, Any] | None:
    """Spawn an enemy of `rank` (1, 2, 3 or "N") on `space`; with every standee of that rank out,
    threat rises instead."""
    s, book = g.s, g.book
    key = str(rank)
    if on_board(s, rank) >= book.standees.get(key, 0):
        why = f"no {RANK_WORDS[rank]} standee left to spawn"
        add_threat(g, book.nemeses[s["nem"]["id"]].threat if rank == "N" else int(rank), why)
        return None
    e = place(g, s["pods"][key], rank, space)
    g.log("spawn", f"{g.ename(e)} ({RANK_WORDS[rank]}) spawns in {board.space_name(book, s, space)}.",
          enemy=e["u"], space=space)
    return e


def health(g: Any, e: dict[str, Any]) -> int:
    """An enemy's health (elites with the per-player icon: times the heroes)."""
    card = g.book.enemies[e["card"]]
    return card.health * (g.s["opt"]["n_pp"] if card.per_player else 1)

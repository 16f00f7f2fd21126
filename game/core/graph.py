"""A board of named spaces joined by links: a world map rather than a grid.

Spaces are nodes with properties; links are undirected edges (optionally labelled, like a map's
lettered long-distance lines). Distances are steps along links, found breadth-first. A game may
add edges that come and go during play (a token that makes two spaces adjacent) by passing
`extra` pairs; the fixed graph's distances are computed once.

`from_map` reads a Tiled map's object layers: each object of the spaces layer is a space keyed by
one of its properties, each object of the links layer joins the spaces named by its ``a`` and
``b`` properties.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Iterable, Sequence

Edge = tuple[str, str]


class SpaceGraph:
    """Spaces, their links and the steps between them."""

    def __init__(self, nodes: dict[str, dict[str, Any]], edges: Iterable[tuple[str, str, str]]) -> None:
        self.nodes = nodes
        self.labels: dict[frozenset[str], str] = {}
        adj: dict[str, set[str]] = {n: set() for n in nodes}
        self.bad_edges: list[tuple[str, str]] = []
        for a, b, label in edges:
            if a not in adj or b not in adj or a == b:
                self.bad_edges.append((a, b))
                continue
            adj[a].add(b)
            adj[b].add(a)
            if label:
                self.labels[frozenset((a, b))] = label
        self.adj: dict[str, tuple[str, ...]] = {n: tuple(sorted(v)) for n, v in adj.items()}
        self._dist: dict[str, dict[str, int]] = {}

    # -- adjacency ------------------------------------------------------------------------------
    def neighbours(self, sid: str, extra: Sequence[Edge] = ()) -> tuple[str, ...]:
        """The spaces one step from `sid` (with the `extra` edges)."""
        base = self.adj.get(sid, ())
        if not extra:
            return base
        more = [b if a == sid else a for a, b in extra if sid in (a, b) and a != b]
        return tuple(sorted(set(base).union(more))) if more else base

    def adjacent(self, a: str, b: str, extra: Sequence[Edge] = ()) -> bool:
        """Whether one step joins `a` and `b`."""
        return b in self.neighbours(a, extra)

    def nearby(self, a: str, b: str, extra: Sequence[Edge] = ()) -> bool:
        """Whether something in `b` is nearby something in `a`: the same space or an adjacent one.

        (Two things are never nearby themselves; that is for the caller, which knows the things.)"""
        return a == b or self.adjacent(a, b, extra)

    # -- distances ------------------------------------------------------------------------------
    def distances(self, src: str, extra: Sequence[Edge] = ()) -> dict[str, int]:
        """Steps from `src` to every space it can reach."""
        if not extra:
            got = self._dist.get(src)
            if got is None:
                got = self._dist[src] = self._bfs(src, ())
            return got
        return self._bfs(src, extra)

    def distance(self, a: str, b: str, extra: Sequence[Edge] = ()) -> int | None:
        """Steps from `a` to `b`; None when no path joins them."""
        return self.distances(a, extra).get(b)

    def within(self, src: str, steps: int, extra: Sequence[Edge] = ()) -> dict[str, int]:
        """Every space at most `steps` away, with its distance (`src` itself at 0)."""
        return {s: d for s, d in self.distances(src, extra).items() if d <= steps}

    def steps_toward(self, src: str, dst: str, extra: Sequence[Edge] = ()) -> list[str]:
        """The neighbours of `src` that lie on a shortest path to `dst` (empty at `dst` or with no path)."""
        back = self.distances(dst, extra)
        d = back.get(src)
        if not d:
            return []
        return [n for n in self.neighbours(src, extra) if back.get(n) == d - 1]

    def _bfs(self, src: str, extra: Sequence[Edge]) -> dict[str, int]:
        out = {src: 0}
        todo = deque([src])
        while todo:
            s = todo.popleft()
            d = out[s] + 1
            for n in self.neighbours(s, extra):
                if n not in out:
                    out[n] = d
                    todo.append(n)
        return out

    # -- checks ---------------------------------------------------------------------------------
    def problems(self, isolated_ok: Iterable[str] = ()) -> list[str]:
        """What is wrong with the graph: links to unknown spaces or to themselves, and spaces the
        rest cannot reach (except those in `isolated_ok`, joined only during play)."""
        out = [f"link {a}-{b} joins {'a space to itself' if a == b else 'an unknown space'}"
               for a, b in self.bad_edges]
        loose = set(isolated_ok)
        rest = [n for n in self.nodes if n not in loose]
        if rest:
            reach = self.distances(rest[0])
            cut = [n for n in rest if n not in reach]
            if cut:
                out.append(f"spaces not linked to the rest: {', '.join(sorted(cut))}")
        return out

    # -- reading a map --------------------------------------------------------------------------
    @classmethod
    def from_map(cls, bm: Any, spaces: str = "spaces", links: str = "links",
                 key: str = "sid") -> tuple["SpaceGraph", list[str]]:
        """The graph of a loaded map (game.core.maps.BoardMap) and its problems in words.

        A space's properties are its object's, plus ``name`` (the object's name), ``kind`` (its
        class), ``x`` and ``y`` (where it is drawn)."""
        nodes: dict[str, dict[str, Any]] = {}
        issues: list[str] = []
        for o in bm.objects(spaces):
            sid = o.props.get(key)
            if sid is None or sid == "":
                issues.append(f"space {o.name or o.id!r} has no {key!r} property")
                continue
            sid = str(sid)
            if sid in nodes:
                issues.append(f"two spaces are called {sid!r}")
                continue
            nodes[sid] = {**o.props, "name": o.name, "kind": o.kind, "x": o.x, "y": o.y}
        edges = []
        for o in bm.objects(links):
            a, b = o.props.get("a"), o.props.get("b")
            if a is None or b is None:
                issues.append(f"link {o.name or o.id!r} needs both 'a' and 'b' properties")
                continue
            edges.append((str(a), str(b), str(o.props.get("label") or "")))
        g = cls(nodes, edges)
        return g, issues

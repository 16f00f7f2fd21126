"""Hex grid maths on cube coordinates (q + r + s == 0), after Red Blob Games.

The rules speak only in `Hex` values. Tiled stores staggered hex maps by
column and row; `from_offset` and `to_offset` convert for each stagger axis
(``x``: flat-top columns, ``y``: pointy-top rows) and index (``odd``/``even``:
which columns or rows are pushed out by half a tile). Pixels belong to the
view (game/ui/hex_layout.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator


@dataclass(frozen=True, slots=True)
class Hex:
    """A hex in cube coordinates."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate."""
        return -self.q - self.r

    def __add__(self, other: "Hex") -> "Hex":
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def key(self) -> str:
        """A JSON-friendly text form, e.g. '3,-1'."""
        return f"{self.q},{self.r}"

    @staticmethod
    def parse(text: str) -> "Hex":
        """The hex of a `key()` text."""
        q, r = text.split(",")
        return Hex(int(q), int(r))


DIRECTIONS = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def neighbors(h: Hex) -> list[Hex]:
    """The six hexes that share an edge with `h`."""
    return [Hex(h.q + d.q, h.r + d.r) for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes."""
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def cube_round(fq: float, fr: float) -> Hex:
    """The hex containing fractional cube coordinates."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes a straight line from `a` to `b` passes through, ends included."""
    if a == b:
        return [a]
    return [Hex(q, r) for q, r in line_qr((a.q, a.r), (b.q, b.r))]


def line_qr(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """`line` on (q, r) pairs, without Hex objects (sight asks it in a hot loop)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    n = (abs(dq) + abs(dr) + abs(dq + dr)) // 2
    if n == 0:
        return [a]
    # Nudge off exact edges so ties always break the same way.
    aq, ar = a[0] + 1e-6, a[1] + 1e-6
    bq, br = b[0] + 1e-6, b[1] + 1e-6
    out = []
    for i in range(n + 1):
        fq, fr = aq + (bq - aq) * i / n, ar + (br - ar) * i / n
        fs = -fq - fr
        q, r, s = round(fq), round(fr), round(fs)
        eq, er, es = abs(q - fq), abs(r - fr), abs(s - fs)
        if eq > er and eq > es:
            q = -r - s
        elif er > es:
            r = -q - s
        out.append((int(q), int(r)))
    return out


def ring(center: Hex, radius: int) -> Iterator[Hex]:
    """The hexes exactly `radius` steps from `center`."""
    if radius == 0:
        yield center
        return
    h = Hex(center.q + DIRECTIONS[4].q * radius, center.r + DIRECTIONS[4].r * radius)
    for i in range(6):
        for _ in range(radius):
            yield h
            h = h + DIRECTIONS[i]


def within(center: Hex, radius: int) -> Iterator[Hex]:
    """Every hex at most `radius` steps from `center`."""
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            yield Hex(center.q + dq, center.r + dr)


def from_offset(col: int, row: int, axis: str = "y", index: str = "odd") -> Hex:
    """The hex of a Tiled staggered cell (`axis` is staggeraxis, `index` staggerindex)."""
    if axis == "y":
        shift = (row - (row & 1)) // 2 if index == "odd" else (row + (row & 1)) // 2
        return Hex(col - shift, row)
    if axis == "x":
        shift = (col - (col & 1)) // 2 if index == "odd" else (col + (col & 1)) // 2
        return Hex(col, row - shift)
    raise ValueError(f"stagger axis must be 'x' or 'y', not {axis!r}")


def to_offset(h: Hex, axis: str = "y", index: str = "odd") -> tuple[int, int]:
    """The Tiled (column, row) of a hex (inverse of `from_offset`)."""
    if axis == "y":
        row = h.r
        shift = (row - (row & 1)) // 2 if index == "odd" else (row + (row & 1)) // 2
        return h.q + shift, row
    if axis == "x":
        col = h.q
        shift = (col - (col & 1)) // 2 if index == "odd" else (col + (col & 1)) // 2
        return col, h.r + shift
    raise ValueError(f"stagger axis must be 'x' or 'y', not {axis!r}")


def tiled_center(col: int, row: int, tilewidth: float, tileheight: float, side: float,
                 axis: str = "y", index: str = "odd") -> tuple[float, float]:
    """The pixel centre Tiled draws a staggered hex cell at (for reading object positions)."""
    odd = index == "odd"
    if axis == "y":
        step = (tileheight + side) / 2
        shifted = (row % 2 == 1) == odd
        return col * tilewidth + (tilewidth / 2 if shifted else 0) + tilewidth / 2, row * step + tileheight / 2
    step = (tilewidth + side) / 2
    shifted = (col % 2 == 1) == odd
    return col * step + tilewidth / 2, row * tileheight + (tileheight / 2 if shifted else 0) + tileheight / 2

"""How far a position of The Towers looks from won: the order in which the exact solver
opens positions. Order only changes how soon an answer comes, never the answer.

A position looks further from won the more deeply its cards due home soon are buried
(the card a foundation wants next counts most), the more towers it fills, the fewer
cards it has home, the more places in its columns where a card does not fit on the one
beneath (each needs at least one more move), and the more cards lie above such a place.
The weights were tuned on deals 50–200 of alternating colour, the rule whose searches
wander most, and checked on deals 201–600. No one ordering suits every deal, so there
are three (``GUIDES``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .towers_moves import KING, Position, Table

URGE = (16, 8, 4, 2, 1)
"""Weight of a buried card by how many ranks it is from going home (0 = it goes next)."""
CACHE_LIMIT = 200_000


@dataclass(frozen=True)
class Weights:
    buried: int
    towers: int
    home: int
    breaks: int
    loose: int


BALANCED = Weights(buried=1, towers=5, home=30, breaks=10, loose=3)
HOMEWARD = Weights(buried=2, towers=10, home=60, breaks=15, loose=0)
TIDY = Weights(buried=0, towers=5, home=30, breaks=0, loose=10)
GREEDY = Weights(buried=1, towers=3, home=120, breaks=5, loose=1)
"""Cards home above all: finds in a few hundred positions the wins of alternating deals
147, 882 and 958 that the first three orderings miss in 60,000."""
DEEP = Weights(buried=4, towers=8, home=40, breaks=20, loose=2)
"""Buried cards and broken runs first: alternating deals 147, 409 and 882 in a few thousand."""
GUIDES = (BALANCED, GREEDY, HOMEWARD, DEEP, TIDY)
"""Under alternating colour and any suit the search runs one frontier per guide, in
turns (``towers_search``). In tuning, each ordering tried alone left 4 to 36 of deals
50–200 of alternating colour undecided at 20,000 positions, each a different few; the
first three together left 3 of deals 1–600 at 40,000, and four of deals 1–1000 in 2 s;
GREEDY and DEEP were found on those four and checked on deals 1–300 (none undecided in
2 s, where the three alone left deal 147; the median unchanged). Same-suit runs BALANCED
alone: its many lost deals are proven by exhausting the graph, which every extra frontier
would repeat."""


class Guide:
    """``cost`` of positions under one set of weights, remembering each column's share
    (a child differs from its parent in one or two columns)."""

    def __init__(self, table: Table, weights: Weights) -> None:
        self.fits = table.fits
        self.weights = weights
        self.columns: dict[tuple[bytes, tuple[int, ...]], int] = {}

    def cost(self, position: Position) -> int:
        columns, towers, homes = position
        memo, total = self.columns, 0
        for col in columns:
            share = memo.get((col, homes))
            if share is None:
                if len(memo) > CACHE_LIMIT:
                    memo.clear()
                share = memo[col, homes] = self._column(col, homes)
            total += share
        w = self.weights
        return total + w.towers * (4 - towers.count(None)) - w.home * sum(homes)

    def _column(self, col: bytes, homes: tuple[int, ...]) -> int:
        fits, w = self.fits, self.weights
        buried = breaks = loose = 0
        top = len(col) - 1
        broken = False
        for i, card in enumerate(col):
            need = (card >> 2) - homes[card & 3]
            if need < 5:
                buried += (top - i) * URGE[need]
            if i < top and not fits[col[i + 1]][card]:
                breaks += 1
                broken = True
            loose += broken
        if col and col[0] >> 2 != KING:
            loose += 1  # the column must be emptied one day, for a King
        return w.buried * buried + w.breaks * breaks + w.loose * loose

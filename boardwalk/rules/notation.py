"""Move notation (RULES.md §14): one short string per move, parsed and formatted.

The same strings are used in saves, move lists, tutorial scripts and tests, so a move
always round-trips: ``str(parse_move(s)) == s`` for every canonical ``s``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .errors import IllegalMove, shown

BLIND = "?"
_MOVE = re.compile(
    r"(?P<fav>[1-4][a-h])\*"
    r"|(?P<src>[1-4][a-h]|h[1-9])-(?P<dst>[1-4][a-h]|h[1-9])(?:/(?P<ret>\?|[1-4][a-h]|h[1-9]))?"
)


@dataclass(frozen=True, slots=True)
class Move:
    """``src-dst/ret``, or ``src*`` for a favor (``dst`` empty)."""

    src: str
    dst: str = ""
    ret: str = ""

    @property
    def is_favor(self) -> bool:
        return not self.dst

    def __str__(self) -> str:
        if self.is_favor:
            return f"{self.src}*"
        return f"{self.src}-{self.dst}" + (f"/{self.ret}" if self.ret else "")


def parse_move(text: str) -> Move:
    """The move a string names; IllegalMove explaining the notation for anything else."""
    if not isinstance(text, str):
        raise IllegalMove(f"A move is written in notation, as in 1c-4e, not as {shown(text)}.")
    return _parse(text)


@lru_cache(maxsize=8192)
def _parse(text: str) -> Move:
    m = _MOVE.fullmatch(text.strip().lower())
    if m is None:
        raise IllegalMove(
            f"{shown(text)} is not a move. Moves are written like 1c-4e (card to place), "
            "h2-4d/3g (hand play with its return card), h2-4d/? (blind play) or 1c* (favor)."
        )
    if m["fav"]:
        return Move(m["fav"])
    return Move(m["src"], m["dst"], m["ret"] or "")

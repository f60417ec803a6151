"""Move notation of The Towers (§1, §5): ``c-f2``, ``c-t1``, ``t3-e``, ``c-e``, ``c-e:3``.

One string per move, the same in saves, move lists and tests. Capitals and spaces are
forgiven and ``:1`` is the same move as no count, but a move is always recorded in its
listed form: ``str(parse_move(s)) == s`` for every listed ``s``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..errors import IllegalMove, shown
from .board import Place, locate

_MOVE = re.compile(r"(?P<src>[a-z][0-9]*)-(?P<dst>[a-z][0-9]*)(?::(?P<count>[0-9]{1,3}))?")
FORMS = "c-e (a card), c-e:3 (a run of 3), c-t1 (into a tower), t3-e, c-f2 (to a foundation)"


@dataclass(frozen=True, slots=True)
class Move:
    """``src-dst``, with ``:count`` when more than one card moves together."""

    src: str
    dst: str
    count: int = 1

    def __str__(self) -> str:
        return f"{self.src}-{self.dst}" + (f":{self.count}" if self.count > 1 else "")

    @property
    def source(self) -> Place:
        return locate(self.src)

    @property
    def target(self) -> Place:
        return locate(self.dst)


def parse_move(text: object) -> Move:
    """The move a string names; IllegalMove explaining the notation for anything else."""
    if not isinstance(text, str):
        raise IllegalMove(f"A move is written in notation, as in c-e, not as {shown(text)}.")
    return _parse(text)


@lru_cache(maxsize=4096)
def _parse(text: str) -> Move:
    m = _MOVE.fullmatch("".join(text.split()).lower())
    if m is None:
        raise IllegalMove(f"{shown(text)} is not a move. Moves are written like {FORMS}.")
    for name in (m["src"], m["dst"]):
        try:
            locate(name)
        except ValueError:
            raise IllegalMove(
                f"{shown(text)} is not a move: The Towers has no place {shown(name)}. Its places "
                "are the columns a–j, the towers t1–t4 and the foundations f1–f4."
            ) from None
    count = int(m["count"] or 1)
    if count == 0:
        raise IllegalMove(f"{shown(text)} moves no card: a move carries at least one.")
    return Move(m["src"], m["dst"], count)

"""Move notation of The Republic (§2, §5): ``s``, ``s-w``, ``w-f3``, ``pc-e``, ``c-e:4``,
``f3-c``, ``R``.

One string per move, the same in saves, move lists and tests. Capitals and spaces are
forgiven (``r`` is the redeal, ``S`` the turn) and ``:1`` is the same move as no count, but
a move is always recorded in its listed form: ``str(parse_move(s)) == s`` for every listed
``s``. Packet turn-ups, a last card's drop and the auto-talon trip are never moves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..errors import IllegalMove, shown
from .board import PLACE_WORDS, Place, locate

_MOVE = re.compile(r"(?P<src>[a-z]+[0-9]*)-(?P<dst>[a-z]+[0-9]*)(?::(?P<count>[0-9]{1,3}))?")
FORMS = (
    "s (turn the stock), s-w, w-f3, pc-e, c-e, c-e:4 (a run of 4), f3-c (play-back) and R (redeal)"
)
TURN = "s"
REDEAL = "R"


@dataclass(frozen=True, slots=True)
class Move:
    """``src-dst``, with ``:count`` when more than one card moves together; or the turn
    (``src == "s"``, no ``dst``) or the redeal (``src == "R"``)."""

    src: str
    dst: str = ""
    count: int = 1

    def __str__(self) -> str:
        if not self.dst:
            return self.src
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
    flat = "".join(text.split()).lower()
    if flat in (TURN, REDEAL.lower()):
        return Move(TURN if flat == TURN else REDEAL)
    m = _MOVE.fullmatch(flat)
    if m is None:
        raise IllegalMove(f"{shown(text)} is not a move. Moves are written like {FORMS}.")
    for name in (m["src"], m["dst"]):
        try:
            locate(name)
        except ValueError:
            raise IllegalMove(
                f"{shown(text)} is not a move: The Republic has no place {shown(name)}. Its "
                f"places are {PLACE_WORDS}."
            ) from None
    if "stock" in (m["src"], m["dst"]):
        raise IllegalMove(
            f"{shown(text)} is not a move: the stock is turned with s and filled again with R, "
            "and cards go nowhere else from it or to it."
        )
    count = int(m["count"] or 1)
    if count == 0:
        raise IllegalMove(f"{shown(text)} moves no card: a move carries at least one.")
    return Move(m["src"], m["dst"], count)

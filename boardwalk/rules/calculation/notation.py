"""Move notation of Calculation (§3, §5): ``p-2``, ``p-b``, ``b-3``, ``b-e``.

One string per move, the same in saves, move lists and tests. Capitals and spaces are
forgiven, and ``:1`` is the same move as no count (every move carries one card), but a move
is always recorded in its listed form: ``str(parse_move(s)) == s`` for every listed ``s``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..errors import IllegalMove, shown
from .board import Place, locate

_MOVE = re.compile(r"(?P<src>[a-z0-9]+)-(?P<dst>[a-z0-9]+)(?::(?P<count>[0-9]{1,3}))?")
FORMS = "p-2 (the card in play to a stack), p-b (to a discard pile), b-3 (a discard top up)"


@dataclass(frozen=True, slots=True)
class Move:
    """``src-dst``: one card from a place to another."""

    src: str
    dst: str

    def __str__(self) -> str:
        return f"{self.src}-{self.dst}"

    @property
    def source(self) -> Place:
        return locate(self.src)

    @property
    def target(self) -> Place:
        return locate(self.dst)


def parse_move(text: object) -> Move:
    """The move a string names; IllegalMove explaining the notation for anything else."""
    if not isinstance(text, str):
        raise IllegalMove(f"A move is written in notation, as in p-2, not as {shown(text)}.")
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
                f"{shown(text)} is not a move: Calculation has no place {shown(name)}. Its "
                "places are the stacks 1–4, the discard piles a–f, the card in play p and "
                "the deck."
            ) from None
    move = Move(m["src"], m["dst"])
    count = int(m["count"] or 1)
    if count != 1:
        raise IllegalMove(
            f"{shown(text)} moves {count} cards, but in Calculation every move carries one "
            f"card: write {move}."
        )
    return move

"""What a move did, for renderers and sound to follow, as in ``boardwalk/rules/events.py``.

A card moving is Boardwalk's own :class:`CardMoved`; the next card dealt into play after a
move of the card in play is one too, from ``deck`` to ``p`` (part of the move, never a move
of its own, §5), and so are the bases and Kings the deal lays out. Cards are codes
(``"7H"``), places are notation (``"2"``, ``"b"``, ``"p"``, ``"deck"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..events import CardMoved
from .scoring import Score


@dataclass(frozen=True, slots=True)
class GameOver:
    """The game is won, or lost as §3 says (moves among discards may remain)."""

    score: Score

    @property
    def won(self) -> bool:
        return self.score.won


Event = CardMoved | GameOver

__all__ = ["CardMoved", "Event", "GameOver"]

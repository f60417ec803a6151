"""What a move did, for renderers and sound to follow, as in ``boardwalk/rules/events.py``.

A single card moving is Boardwalk's own :class:`CardMoved`, so a shell that animates one
game's card moves animates the other's the same way. A run moves as one event, so that a
renderer can carry its cards together, fanned as they lay. Cards are codes (``"7H"``),
places are notation (``"c"``, ``"t2"``, ``"f3"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..events import CardMoved
from .scoring import Score


@dataclass(frozen=True, slots=True)
class RunMoved:
    """A run of two or more cards moved together, ``cards`` from its highest card up."""

    cards: tuple[str, ...]
    src: str
    dst: str

    @property
    def card(self) -> str:
        """The run's highest card, the one that lands on the target (or heads an empty column)."""
        return self.cards[0]


@dataclass(frozen=True, slots=True)
class GameOver:
    """No legal move remains (all 52 cards up, or the game is lost)."""

    score: Score


Event = CardMoved | RunMoved | GameOver

__all__ = ["CardMoved", "Event", "GameOver", "RunMoved"]

"""What a move of The Republic did, in order, for renderers and sound to follow.

A single card moving is Boardwalk's own :class:`CardMoved` and a card turning face up where
it lies is its :class:`CardFlipped`; a run is The Towers' :class:`RunMoved`, so a shell that
animates those games animates this one the same way. What follows a move as part of it
comes after it: a packet card turning up (``CardFlipped(card, "pc")``), a last packet card
dropping into its column (``CardMoved(card, "pc", "c")``), the auto-talon trip
(``CardMoved(card, "s", "w")``). The turn is ``CardFlipped(card, "stock")`` then
``CardMoved(card, "stock", "s")``; a redeal is :class:`TalonTurnedOver`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..events import CardFlipped, CardMoved
from ..towers.events import RunMoved
from .scoring import Score


@dataclass(frozen=True, slots=True)
class TalonTurnedOver:
    """A redeal: the talon, turned over whole, became the stock (``cards`` bottom to top as
    they lay on the talon, so the first of them is the next to turn)."""

    cards: tuple[str, ...]
    src: str = "w"
    dst: str = "stock"


@dataclass(frozen=True, slots=True)
class GameOver:
    """No legal move remains (all 104 cards up, or the game is lost)."""

    score: Score


Event = CardMoved | CardFlipped | RunMoved | TalonTurnedOver | GameOver

__all__ = ["CardFlipped", "CardMoved", "Event", "GameOver", "RunMoved", "TalonTurnedOver"]

"""What a move did, in the order it happened, for renderers and sound to follow.

``apply`` returns these so that nothing outside the rules has to diff two boards to
find out which card went where. Cards are codes (``"7H"``), places are notation
(``"3c"``, ``"h2"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import Score


@dataclass(frozen=True, slots=True)
class CardMoved:
    card: str
    src: str
    dst: str


@dataclass(frozen=True, slots=True)
class CardFlipped:
    """A card turned face up where it lies (``place``), or as it reached the hand."""

    card: str
    place: str


@dataclass(frozen=True, slots=True)
class ColumnDeclared:
    place: str
    value: str
    """The face value as a rank letter, ``"7"`` or ``"K"``."""


@dataclass(frozen=True, slots=True)
class LockSet:
    """The perpetual play rule locked this row-1 card (RULES.md §11)."""

    card: str
    place: str


@dataclass(frozen=True, slots=True)
class LockCleared:
    card: str
    place: str


@dataclass(frozen=True, slots=True)
class GameOver:
    """No legal move remains."""

    score: Score


Event = CardMoved | CardFlipped | ColumnDeclared | LockSet | LockCleared | GameOver

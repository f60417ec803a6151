"""The score of any position (RULES.md §13): what the player would score by ending now."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .cards import value

if TYPE_CHECKING:
    from .board import Board

PERFECT = 52


@dataclass(frozen=True, slots=True)
class Score:
    destinations: int
    hand: int
    spikes: int
    total: int
    won: bool
    perfect: bool


def hand_score(board: Board) -> int:
    """The count of the hand's most frequent face value; less than a pair scores 1."""
    if not board.hand:
        return 0
    return max(Counter(value(c) for c in board.hand).values())


def spike_columns(board: Board) -> list[tuple[int, int]]:
    """(column, card) for every spike, when every face-down card left is one; else [].

    A spike is a face-down row-3 card whose column is declared with its own value. When
    all face-down cards are spikes none can ever flip, so they count (§13).
    """
    spikes = []
    for column, card in board.face_down_cards():
        if board.is_upper(column) or board.declared(column) != value(card):
            return []
        spikes.append((column, card))
    return spikes


def score(board: Board) -> Score:
    destinations = sum(len(p) for p in board.piles)
    hand = hand_score(board)
    spikes = len(spike_columns(board))
    total = destinations + hand + spikes
    won = not any(board.stacks[: board.variant.upper_columns])
    return Score(destinations, hand, spikes, total, won, total == PERFECT)

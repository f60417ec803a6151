"""The score of any position of Calculation (§3): what ending the game now would record.

The readme has no points table (§3 Decision): a game is a win or a loss, with the cards up
(on the stacks, bases included; 52 for a win) as its result, and ``points`` always 0.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import Board


@dataclass(frozen=True, slots=True)
class Score:
    total: int
    """Cards on the stacks, bases included, 0 … 52."""
    won: bool
    points: int = 0


def score(board: Board) -> Score:
    return Score(board.cards_up(), board.won)

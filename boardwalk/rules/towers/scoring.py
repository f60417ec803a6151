"""The score of any position of The Towers (§1): what ending the game now would record.

Scoring once, when the game is won or abandoned (§0), is the shell's business; this only
says what that score would be: the cards on the foundations, and the Card Shell points of
the rule in force (the win value if won, else the loss value, even with no move made).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import Board


@dataclass(frozen=True, slots=True)
class Score:
    total: int
    """Cards on the foundations, 0 … 52."""
    won: bool
    points: int


def score(board: Board) -> Score:
    won = board.won
    return Score(board.on_foundations(), won, board.rule.points(won))

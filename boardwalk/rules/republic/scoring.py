"""The score of any position of The Republic (§2): what ending the game now would record.

Scoring once, when the game is won or abandoned (§0), is the shell's business; this only
says what that score would be: the cards on the foundations, and the Card Shell points of
the rule in force (the win value and any bonus if won, else the loss value). The redeals
that count for the bonus are the ``R`` moves in the game's record, which the board counts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import Board


@dataclass(frozen=True, slots=True)
class Score:
    total: int
    """Cards on the foundations, 0 … 104."""
    won: bool
    points: int
    """The win value plus the bonus if won, else the loss value."""
    bonus: int = 0


def score(board: Board) -> Score:
    won = board.won
    bonus = board.rule.bonus(won, board.redeals)
    return Score(board.on_foundations(), won, board.rule.points(won, board.redeals), bonus)

"""Layoff (§4, ⌘L) for The Republic: the moves it plays, in order, each its own move.

Sources are looked at from column ``a`` to ``j``, then packets ``pa`` to ``pj`` (never the
stock card or the talon), each card going to the lower-numbered foundation of its pair that
takes it; after each card the look starts again from ``a``, until no card fits. The shell
plays these one by one, so each is recorded and undone like any other move.

>>> from boardwalk.rules.republic.game import new_game
>>> g = new_game(deck=deal_string({"b": "AS", "pb": "2S AH", "c": "AS"}))
>>> layoff(g.board)[:3]  # an A♠ to f1 turns pb up; the other A♠ to f2; then the 2♠ from pb
['b-f1', 'c-f2', 'pb-f1']
"""

from __future__ import annotations

from .board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, Board
from .deal import deal_string
from .engine import perform

__all__ = ["deal_string", "layoff", "layoff_move"]


def layoff_move(board: Board) -> str | None:
    """The next card Layoff plays, as a listed move, or None when no card fits."""
    if board.won:
        return None
    for c, name in enumerate(COLUMNS):
        top = board.exposed(c)
        if top is not None and (takers := board.takers(top)):
            return f"{name}-{FOUNDATION_NAMES[takers[0]]}"
    for c, name in enumerate(PACKET_NAMES):
        card = board.packet_card(c)
        if card is not None and (takers := board.takers(card)):
            return f"{name}-{FOUNDATION_NAMES[takers[0]]}"
    return None


def layoff(board: Board) -> list[str]:
    """Every move Layoff plays from ``board``, in order (each a legal move in turn)."""
    moves: list[str] = []
    while (move := layoff_move(board)) is not None:
        board = perform(board, move)[0]
        moves.append(move)
    return moves

"""Carrying out a legal move of The Towers: the new board and what happened.

``perform`` trusts its move (``apply`` in ``game.py`` checks it first), so it holds only
the mechanics: which cards leave which place and where they land. Nothing happens as a
side effect of a move in The Towers (the Aces go up only at the deal), so one move is one
event.
"""

from __future__ import annotations

from ..cards import code
from .board import Board
from .events import CardMoved, Event, RunMoved
from .notation import parse_move


def perform(board: Board, text: str) -> tuple[Board, list[Event]]:
    """The board after a legal move, and its event."""
    move = parse_move(text)
    src, dst = move.source, move.target
    columns = list(board.columns)
    towers = list(board.towers)
    foundations = list(board.foundations)
    if src.kind == "column":
        col = columns[src.index]
        cards = col[-move.count :]
        columns[src.index] = col[: -move.count]
    else:
        card = towers[src.index]
        assert card is not None, "perform trusts a checked move"
        cards = (card,)
        towers[src.index] = None
    if dst.kind == "column":
        columns[dst.index] = columns[dst.index] + cards
    elif dst.kind == "tower":
        towers[dst.index] = cards[0]
    else:
        foundations[dst.index] += 1
    new = Board(board.rule, tuple(columns), tuple(towers), tuple(foundations))
    if len(cards) == 1:
        return new, [CardMoved(code(cards[0]), move.src, move.dst)]
    return new, [RunMoved(tuple(code(c) for c in cards), move.src, move.dst)]

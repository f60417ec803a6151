"""Carrying out a legal move of Calculation: the new board and what happened.

``perform`` trusts its move (``apply`` in ``game.py`` checks it first), so it holds only the
mechanics: which card leaves which place and where it lands, then, when the card in play
was used, the next card dealt into play (part of the move, §3).
"""

from __future__ import annotations

from ..cards import code
from ..events import CardMoved
from .board import DECK, IN_PLAY, PILE_NAMES, STACK_NAMES, Board


def perform(board: Board, text: str) -> tuple[Board, list[CardMoved]]:
    """The board after a legal move (in its listed form), and its events."""
    src, dst = text.split("-")
    stacks = board.stacks
    piles = list(board.piles)
    in_play, stock = board.in_play, board.stock
    if src == IN_PLAY:
        card = in_play
        assert card is not None, "perform trusts a checked move"
        in_play, stock = (stock[0], stock[1:]) if stock else (None, stock)
    else:
        p = PILE_NAMES.index(src)
        card = piles[p][-1]
        piles[p] = piles[p][:-1]
    if dst in STACK_NAMES:
        s = STACK_NAMES.index(dst)
        stacks = (*stacks[:s], (*stacks[s], card), *stacks[s + 1 :])
    else:
        p = PILE_NAMES.index(dst)
        piles[p] = piles[p] + (card,)
    events = [CardMoved(code(card), src, dst)]
    if src == IN_PLAY and in_play is not None:
        events.append(CardMoved(code(in_play), DECK, IN_PLAY))
    return Board(board.rule, stacks, tuple(piles), in_play, stock), events

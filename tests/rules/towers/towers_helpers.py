"""Positions of The Towers built by hand, for tests that need one exact situation.

A test board need not hold all 52 cards: legality only looks at the cards in play, and a
small board says plainly which cards the test is about.
"""

from __future__ import annotations

import pytest

from boardwalk.rules import IllegalMove
from boardwalk.rules.cards import parse_card
from boardwalk.rules.towers import RULES, Board, apply, legal_moves
from boardwalk.rules.towers.board import COLUMNS, TOWER_NAMES
from boardwalk.rules.towers.explain import FALLBACK

SUITS = "SHDC"


def board_of(
    columns: dict[str, str] | None = None,
    towers: dict[str, str] | None = None,
    up: dict[str, int] | None = None,
    rule: str = "same-suit",
) -> Board:
    """A board: ``columns`` deepest card first, ``towers`` one card each, ``up`` the count on
    each suit's foundation (``{"S": 3}``: A♠ 2♠ 3♠ are up)."""
    cols = [tuple(parse_card(w) for w in (columns or {}).get(c, "").split()) for c in COLUMNS]
    held = [parse_card(towers[t]) if towers and t in towers else None for t in TOWER_NAMES]
    counts = tuple((up or {}).get(s, 0) for s in SUITS)
    return Board(RULES[rule], tuple(cols), tuple(held), counts)


def refusal(board: Board, move: str) -> str:
    """The sentence a refused move gets; fails the test if the move plays or the fallback."""
    assert move not in legal_moves(board)
    with pytest.raises(IllegalMove) as err:
        apply(board, move)
    message = str(err.value)
    assert message != FALLBACK and message.endswith("."), message
    return message


def plays(board: Board, move: str) -> Board:
    """The board after a move that must be listed and must play."""
    assert move in legal_moves(board), (move, legal_moves(board))
    return apply(board, move)[0]

"""Positions of The Republic built by hand, for tests that need one exact situation.

A test board need not hold all 104 cards: legality only looks at the cards in play, and a
small board says plainly which cards the test is about.
"""

from __future__ import annotations

import pytest

from boardwalk.rules import IllegalMove
from boardwalk.rules.cards import parse_card
from boardwalk.rules.republic import RULES, Board, apply, legal_moves
from boardwalk.rules.republic.board import COLUMNS
from boardwalk.rules.republic.explain import FALLBACK


def cards_of(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split())


def board_of(
    columns: dict[str, str] | None = None,
    packets: dict[str, str] | None = None,
    *,
    stock: str = "",
    card: str | None = None,
    talon: str = "",
    up: dict[str, int] | None = None,
    rule: str = "alternating",
    redeals: int = 0,
) -> Board:
    """A board. ``columns`` first card first; ``packets`` bottom card first (the top, last,
    turns up once its column is empty); ``stock`` bottom first (the last turns next);
    ``talon`` bottom first; ``up`` the count on each foundation (``{"f3": 2}``: A♥ 2♥).
    A column with no packet given is under an empty packet."""
    cols = tuple(cards_of((columns or {}).get(c, "")) for c in COLUMNS)
    packs = tuple(cards_of((packets or {}).get(f"p{c}", "")) for c in COLUMNS)
    counts = tuple((up or {}).get(f"f{i}", 0) for i in range(1, 9))
    held = None if card is None else parse_card(card)
    return Board(RULES[rule], packs, cols, cards_of(stock), held, cards_of(talon), counts, redeals)


# Columns kept busy so that only the columns a test names can be vacancies.
BUSY = {c: "KC" for c in "abcdefghij"}


def busy(columns: dict[str, str] | None = None, **kwargs) -> Board:
    """``board_of`` with every column not named holding a K♣ (so none is a vacancy)."""
    return board_of({**BUSY, **(columns or {})}, **kwargs)


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

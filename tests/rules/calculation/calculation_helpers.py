"""Positions of Calculation built by hand, for tests that need one exact situation.

A test board need not hold all 52 cards: legality only looks at the cards in play, and a
small board says plainly which cards the test is about.
"""

from __future__ import annotations

import pytest

from boardwalk.rules import IllegalMove
from boardwalk.rules.calculation import Board, apply, find_rule, legal_moves
from boardwalk.rules.calculation.explain import FALLBACK
from boardwalk.rules.cards import parse_card


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split())


def board_of(
    stacks: dict[str, str] | None = None,
    piles: dict[str, str] | None = None,
    play: str | None = None,
    stock: str = "",
    rule: str = "4-000000",
) -> Board:
    """A board: ``stacks`` and ``piles`` bottom card first, ``play`` the card in play,
    ``stock`` the undealt cards, next first."""
    chosen = find_rule(rule)
    held = [cards((stacks or {}).get(s, "")) for s in "1234"]
    lying = [cards((piles or {}).get(p, "")) for p in chosen.pile_names]
    card = parse_card(play) if play else None
    return Board(chosen, tuple(held), tuple(lying), card, cards(stock))


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

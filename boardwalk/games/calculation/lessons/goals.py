"""What a step of Calculation's lesson wants, as tests over a move and the board it is made
on (``boardwalk.play.lesson.Test``): "the 5♠, wherever it goes", "any card up to a stack",
"onto an empty pile", "a King onto a pile of Kings", "a move the rules refuse because the
card does not fit". A step built from these takes every move that shows its point, not
one move string.
"""

from __future__ import annotations

from boardwalk.play.lesson import Test
from boardwalk.rules.calculation import Board, Move, explain, parse_move
from boardwalk.rules.calculation.board import cards_at

KING = "K"


def _move(text: str) -> Move | None:
    try:
        return parse_move(text)
    except ValueError:
        return None


def _top(board: Board, place: str) -> str | None:
    """The top card at a place by code (the card in play, a pile's top), if any."""
    try:
        held = cards_at(board, place)
    except ValueError:
        return None
    return held[-1] if held else None


def card(code: str) -> Test:
    """The move takes this card (``"5S"``), from play or from a pile's top."""
    return lambda board, text: (m := _move(text)) is not None and _top(board, m.src) == code


def to(kind: str) -> Test:
    """The move ends on a place of this kind: ``stack`` or ``pile``."""
    return lambda board, text: (m := _move(text)) is not None and m.target.kind == kind


def source(kind: str) -> Test:
    """The move starts from a place of this kind: ``play`` or ``pile``."""
    return lambda board, text: (m := _move(text)) is not None and m.source.kind == kind


def onto(code: str) -> Test:
    """The move puts its card on this card, the top of a discard pile."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        return m is not None and m.target.kind == "pile" and _top(board, m.dst) == code

    return test


def onto_empty() -> Test:
    """The move puts its card on an empty discard pile."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        return m is not None and m.target.kind == "pile" and _top(board, m.dst) is None

    return test


def onto_kings() -> Test:
    """The move puts its card on a pile that holds only Kings (one kept for them)."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        if m is None or m.target.kind != "pile":
            return False
        held = cards_at(board, m.dst)
        return bool(held) and all(c[0] == KING for c in held)

    return test


def every(*tests: Test) -> Test:
    return lambda board, text: all(t(board, text) for t in tests)


def either(*tests: Test) -> Test:
    return lambda board, text: any(t(board, text) for t in tests)


def because(phrase: str) -> Test:
    """The rules refuse the move for the reason the step is about: their sentence says
    ``phrase`` (so a try-it step takes every move that shows its rule, and no other)."""
    return lambda board, text: _move(text) is not None and phrase in explain(board, text)

"""What a step of The Towers' lesson wants, as tests over a move and the board it is made
on (``boardwalk.play.lesson.Test``): "the 9♥, from wherever it lies", "any card up to
its foundation", "a run", "a move the rules refuse because of the run limit". A step
built from these takes every move that shows its point, not one move string.
"""

from __future__ import annotations

from boardwalk.play.lesson import Test
from boardwalk.rules.towers import Board, Move, explain, parse_move
from boardwalk.rules.towers.board import cards_at


def _move(text: str) -> Move | None:
    try:
        return parse_move(text)
    except ValueError:
        return None


def card(code: str) -> Test:
    """The move takes this card (``"9H"``), or a run headed by it."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        if m is None:
            return False
        cards = cards_at(board, m.src)
        return len(cards) >= m.count and cards[-m.count] == code

    return test


def to(kind: str) -> Test:
    """The move ends on a place of this kind: ``column``, ``tower`` or ``foundation``."""
    return lambda board, text: (m := _move(text)) is not None and m.target.kind == kind


def source(kind: str) -> Test:
    """The move starts from a place of this kind."""
    return lambda board, text: (m := _move(text)) is not None and m.source.kind == kind


def run() -> Test:
    """More than one card moves together."""
    return lambda board, text: (m := _move(text)) is not None and m.count > 1


def into_empty() -> Test:
    """The move goes into an empty column."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        return m is not None and m.target.kind == "column" and not cards_at(board, m.dst)

    return test


def every(*tests: Test) -> Test:
    return lambda board, text: all(t(board, text) for t in tests)


def because(phrase: str) -> Test:
    """The rules refuse the move for the reason the step is about: their sentence says
    ``phrase`` (so a try-it step takes every move that shows its rule, and no other)."""
    return lambda board, text: _move(text) is not None and phrase in explain(board, text)

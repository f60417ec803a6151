"""What a step of The Republic's lesson wants, as tests over a move and the board it is made
on (``boardwalk.play.lesson.Test``): "any card up", "a build onto a column", "a move that
empties a column whose packet waits above it", "a run", "any card into a vacancy", "a card
played back", "a move the rules refuse because of the run limit". A step built from these
takes every move that shows its point, not one move string.
"""

from __future__ import annotations

from boardwalk.play.lesson import Test
from boardwalk.rules.republic import Board, Move, explain, parse_move


def _move(text: str) -> Move | None:
    """The move a string names, if it names one from a place to a place."""
    try:
        move = parse_move(text)
    except ValueError:
        return None
    return move if move.dst else None


def to(kind: str) -> Test:
    """The move ends on a place of this kind: ``column``, ``talon`` or ``foundation``."""
    return lambda board, text: (m := _move(text)) is not None and m.target.kind == kind


def source(kind: str) -> Test:
    """The move starts from a place of this kind: ``column``, ``packet``, ``foundation``…"""
    return lambda board, text: (m := _move(text)) is not None and m.source.kind == kind


def source_is(place: str) -> Test:
    """The move takes its card from this one place (``"pc"``)."""
    return lambda board, text: (m := _move(text)) is not None and m.src == place


def builds() -> Test:
    """One card goes onto a column that holds cards: a build down."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        return (
            m is not None
            and m.count == 1
            and m.target.kind == "column"
            and bool(board.columns[m.target.index])
        )

    return test


def empties_under_packet() -> Test:
    """The move takes a column's last card while its packet still holds cards, so the
    packet's top card turns up as part of the move."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        if m is None or m.source.kind != "column":
            return False
        c = m.source.index
        return len(board.columns[c]) == m.count and bool(board.packets[c])

    return test


def makes_vacancy() -> Test:
    """The move takes a column's last card when its packet is empty: a vacancy opens."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        if m is None or m.source.kind != "column":
            return False
        c = m.source.index
        return len(board.columns[c]) == m.count and not board.packets[c]

    return test


def into_vacancy() -> Test:
    """The move puts a card into a vacancy (an empty column under an empty packet)."""

    def test(board: Board, text: str) -> bool:
        m = _move(text)
        return m is not None and m.target.kind == "column" and board.is_vacancy(m.target.index)

    return test


def run() -> Test:
    """More than one card moves together."""
    return lambda board, text: (m := _move(text)) is not None and m.count > 1


def every(*tests: Test) -> Test:
    return lambda board, text: all(t(board, text) for t in tests)


def because(phrase: str) -> Test:
    """The rules refuse the move for the reason the step is about: their sentence says
    ``phrase`` (so a try-it step takes every move that shows its rule, and no other)."""
    return lambda board, text: _move(text) is not None and phrase in explain(board, text)

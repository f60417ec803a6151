"""What a lesson step wants, as tests over a move and the board it is made on.

A step says "put a 7 between the 5s and the 9s", not "1d-4e": each function here builds
one such test (``boardwalk.play.lesson.Test``), and ``every``/``any_of`` combine them, so
every move a player could mean by the step's words advances it.
"""

from __future__ import annotations

from boardwalk.play.lesson import Test
from boardwalk.rules import Board, CardFlipped, IllegalMove, Move, apply, parse_move
from boardwalk.rules.board import cards_at
from boardwalk.rules.explain import explain

KINDS = ("live", "filing", "slide", "basic", "power", "blind", "trump", "juggle", "favor")


def _move(text: str) -> Move | None:
    try:
        return parse_move(text)
    except IllegalMove:
        return None


def _top(board: Board, place: str) -> str | None:
    try:
        cards = cards_at(board, place)
    except ValueError:
        return None
    return cards[-1] if cards and cards[-1] != "##" else None


def kind_of(move: Move) -> str:
    """The kind of a move, by its notation (RULES.md §14); ``juggle`` covers a coax."""
    if move.is_favor:
        return "favor"
    row = move.dst[0]
    if move.src[0] == "h":
        if row == "4":
            return {"": "basic", "?": "blind"}.get(move.ret, "power")
        return "trump" if row == "2" else "juggle"
    return {"4": "live", "2": "filing", "3": "slide"}.get(row, "")


def card(code: str) -> Test:
    """The move takes this card (``"7D"``), from wherever it lies."""
    return lambda board, text: (m := _move(text)) is not None and _top(board, m.src) == code


def value(rank: str) -> Test:
    """The move takes a card of this value (``"7"``)."""
    return lambda board, text: (
        (m := _move(text)) is not None
        and ((top := _top(board, m.src)) is not None and top[0] == rank)
    )


def to(*places: str) -> Test:
    """The move puts its card on one of these places."""
    return lambda board, text: (m := _move(text)) is not None and m.dst in places


def source(*places: str) -> Test:
    return lambda board, text: (m := _move(text)) is not None and m.src in places


def back(*places: str) -> Test:
    """The hand play brings its return card from one of these places (``"?"``: blind)."""
    return lambda board, text: (m := _move(text)) is not None and m.ret in places


def kind(*kinds: str) -> Test:
    """The move is of one of these kinds (``live``, ``power``, ``trump``…: ``KINDS``)."""
    unknown = set(kinds) - set(KINDS)
    if unknown:
        raise ValueError(f"No such kind of move: {', '.join(sorted(unknown))}.")
    return lambda board, text: (m := _move(text)) is not None and kind_of(m) in kinds


def moves(*texts: str) -> Test:
    return lambda board, text: text in texts


def every(*tests: Test) -> Test:
    return lambda board, text: all(t(board, text) for t in tests)


def any_of(*tests: Test) -> Test:
    return lambda board, text: any(t(board, text) for t in tests)


def but(test: Test) -> Test:
    return lambda board, text: not test(board, text)


def because(phrase: str) -> Test:
    """The rules refuse the move for the reason the step is about: their sentence says
    ``phrase`` (so a try-it step takes every move that shows its rule, and no other)."""
    return lambda board, text: phrase in explain(board, text)


def flips() -> Test:
    """The move turns a card face up somewhere (the perpetual play rule's key, §11)."""

    def test(board: Board, text: str) -> bool:
        try:
            _, events = apply(board, text)
        except IllegalMove:
            return False
        return any(isinstance(e, CardFlipped) for e in events)

    return test

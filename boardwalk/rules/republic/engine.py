"""Carrying out a legal move of The Republic: the new board and what happened.

``perform`` trusts its move (``apply`` in ``game.py`` checks it first), so it holds only
the mechanics: which cards leave which place, where they land, and what follows as part of
the same move (§2): the packet turning up under a column just emptied, or under a packet
card just played, its last card dropping into the empty column, and the auto-talon trip of
a turned card that nothing can take.
"""

from __future__ import annotations

from ..cards import code
from .board import COLUMNS, PACKET_NAMES, Board
from .events import CardFlipped, CardMoved, Event, RunMoved, TalonTurnedOver
from .moves import can_take
from .notation import REDEAL, TURN, parse_move


def perform(board: Board, text: str) -> tuple[Board, list[Event]]:
    """The board after a legal move, and its events in order."""
    move = parse_move(text)
    if move.src == TURN and not move.dst:
        return _turn(board)
    if move.src == REDEAL:
        return _redeal(board)
    parts = _Parts(board)
    cards = parts.take(move.source, move.count)
    parts.put(move.target, cards)
    if len(cards) == 1:
        events: list[Event] = [CardMoved(code(cards[0]), move.src, move.dst)]
    else:
        events = [RunMoved(tuple(code(c) for c in cards), move.src, move.dst)]
    if move.source.kind in ("column", "packet"):
        events += parts.turn_up(move.source.index)
    return parts.board(), events


def _turn(board: Board) -> tuple[Board, list[Event]]:
    """The top of the stock turns up; to the talon at once if nothing can take it."""
    card = board.stock[-1]
    events: list[Event] = [CardFlipped(code(card), "stock"), CardMoved(code(card), "stock", TURN)]
    stock = board.stock[:-1]
    if can_take(board, card):
        return _with(board, stock=stock, card=card), events
    events.append(CardMoved(code(card), TURN, "w"))
    return _with(board, stock=stock, talon=(*board.talon, card)), events


def _redeal(board: Board) -> tuple[Board, list[Event]]:
    """The talon turned over whole: its first card is the stock's next, in the same order."""
    event = TalonTurnedOver(tuple(code(c) for c in board.talon))
    new = _with(board, stock=tuple(reversed(board.talon)), talon=(), redeals=board.redeals + 1)
    return new, [event]


def _with(board: Board, **changes) -> Board:
    fields = {
        "rule": board.rule,
        "packets": board.packets,
        "columns": board.columns,
        "stock": board.stock,
        "card": board.card,
        "talon": board.talon,
        "foundations": board.foundations,
        "redeals": board.redeals,
    }
    fields.update(changes)
    return Board(**fields)


class _Parts:
    """The board's piles as lists while one move changes them."""

    def __init__(self, board: Board) -> None:
        self.old = board
        self.packets = list(board.packets)
        self.columns = list(board.columns)
        self.card = board.card
        self.talon = board.talon
        self.foundations = list(board.foundations)

    def take(self, src, count: int) -> tuple[int, ...]:
        i = src.index
        if src.kind == "column":
            cards = self.columns[i][-count:]
            self.columns[i] = self.columns[i][:-count]
            return cards
        if src.kind == "packet":
            cards = self.packets[i][-1:]
            self.packets[i] = self.packets[i][:-1]
            return cards
        if src.kind == "card":
            card, self.card = self.card, None
            assert card is not None, "perform trusts a checked move"
            return (card,)
        if src.kind == "talon":
            cards, self.talon = self.talon[-1:], self.talon[:-1]
            return cards
        self.foundations[i] -= 1
        return ((self.foundations[i]) * 4 + i // 2,)

    def put(self, dst, cards: tuple[int, ...]) -> None:
        if dst.kind == "column":
            self.columns[dst.index] = self.columns[dst.index] + cards
        elif dst.kind == "talon":
            self.talon = (*self.talon, *cards)
        else:
            self.foundations[dst.index] += 1

    def turn_up(self, c: int) -> list[Event]:
        """What an emptied column or a played packet card turns up (§2 Packets)."""
        packet = self.packets[c]
        if self.columns[c] or not packet:
            return []
        top = packet[-1]
        events: list[Event] = [CardFlipped(code(top), PACKET_NAMES[c])]
        if len(packet) == 1:  # the last card drops into the empty column below (§2 Decision)
            self.packets[c] = ()
            self.columns[c] = (top,)
            events.append(CardMoved(code(top), PACKET_NAMES[c], COLUMNS[c]))
        return events

    def board(self) -> Board:
        return _with(
            self.old,
            packets=tuple(self.packets),
            columns=tuple(self.columns),
            card=self.card,
            talon=self.talon,
            foundations=tuple(self.foundations),
        )

"""Carrying out a legal move: the new board and the events, in the order they happen.

``perform`` trusts its move (``apply`` in ``game.py`` checks it first), so it holds only
the mechanics: where each card goes and which cards flip (§4), lock and unlock (§11).
"""

from __future__ import annotations

from .board import HAND, Board, locate, names
from .cards import RANKS, code
from .events import CardFlipped, CardMoved, ColumnDeclared, Event, LockCleared, LockSet
from .notation import BLIND, parse_move


class _Edit:
    """A board being changed by one move, recording what happens as events."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.names = names(board.variant)
        self.stacks = list(board.stacks)
        self.down = list(board.down)
        self.piles = list(board.piles)
        self.hand = list(board.hand)
        self.dormant = board.dormant
        self.locked = set(board.locked)
        self.events: list[Event] = []
        self.self_flips: list[int] = []

    def done(self) -> tuple[Board, list[Event]]:
        for column in self.self_flips:
            self.flip(column)
        board = Board(
            variant=self.board.variant,
            stacks=tuple(self.stacks),
            down=tuple(self.down),
            piles=tuple(self.piles),
            hand=tuple(self.hand),
            dormant=self.dormant,
            locked=frozenset(self.locked),
            plies=self.board.plies + 1,
        )
        return board, self.events

    def take(self, column: int) -> int:
        """Lift the face-up top card of a source stack.

        A row-1 stack flips its next card (§4); that flip is held back until the move
        is done, so the events show the lifted card arriving before the flip.
        """
        stack = self.stacks[column]
        card = stack[-1]
        self.stacks[column] = stack[:-1]
        if column in self.locked:
            self.locked.discard(column)
            self.events.append(LockCleared(code(card), self.names.src[column]))
        if (
            self.board.is_upper(column)
            and column not in self.dormant
            and len(stack) > 1
            and self.down[column] == len(stack) - 1
        ):
            self.self_flips.append(column)
        return card

    def flip(self, column: int) -> None:
        """Turn the top face-down card of a stack up; every flip unlocks every lock (§11)."""
        self.down[column] -= 1
        card = self.stacks[column][self.down[column]]
        self.events.append(CardFlipped(code(card), self.names.src[column]))
        self.unlock_all()

    def unlock_all(self) -> None:
        for column in sorted(self.locked):
            self.events.append(LockCleared(code(self.stacks[column][-1]), self.names.src[column]))
        self.locked.clear()

    def to_pile(self, column: int, card: int, src: str) -> None:
        pile = self.piles[column]
        dst = self.names.dst[column]
        self.events.append(CardMoved(code(card), src, dst))
        if not pile:
            self.events.append(ColumnDeclared(dst, RANKS[card >> 2]))
        self.piles[column] = (*pile, card)

    def to_hand(self, slot: int, card: int, src: str) -> None:
        self.hand[slot] = card
        self.events.append(CardMoved(code(card), src, self.names.hand[slot]))

    def to_stack(self, column: int, card: int, src: str) -> None:
        """A juggle or coax: the hand card lands face up on row 1, locked (§10–§12)."""
        self.stacks[column] = self.stacks[column] + (card,)
        place = self.names.src[column]
        self.events.append(CardMoved(code(card), src, place))
        self.locked.add(column)
        self.events.append(LockSet(code(card), place))


def perform(board: Board, text: str) -> tuple[Board, list[Event]]:
    """The board after a legal move and what happened, in order."""
    move = parse_move(text)
    variant = board.variant
    edit = _Edit(board)
    if move.is_favor:
        _, column = locate(variant, move.src)
        edit.dormant = edit.dormant - {column}
        edit.flip(column)
        return edit.done()
    src_row, src = locate(variant, move.src)
    dst_row, dst = locate(variant, move.dst)
    if src_row != HAND:
        _board_play(edit, src, dst_row, dst, move.src)
    else:
        _hand_play(edit, src, dst_row, dst, move)
    return edit.done()


def _board_play(edit: _Edit, src: int, dst_row: int, dst: int, src_name: str) -> None:
    card = edit.take(src)
    if dst_row == 3:  # slide to an opening
        edit.stacks[dst] = (card,)
        edit.down[dst] = 0
        edit.events.append(CardMoved(code(card), src_name, edit.names.src[dst]))
        return
    edit.to_pile(dst, card, src_name)
    if dst_row == 4:  # live play: flip on the column played to
        edit.flip(dst)


def _hand_play(edit: _Edit, slot: int, dst_row: int, dst: int, move) -> None:
    card = edit.hand[slot]
    h = move.src
    variant = edit.board.variant
    if dst_row == 4:
        edit.to_pile(dst, card, h)
        if not move.ret:  # basic play: the blocker comes back, then the column flips
            edit.to_hand(slot, edit.take(dst), edit.names.src[dst])
            edit.flip(dst)
        elif move.ret == BLIND:  # the card that would flip goes to the hand instead
            edit.down[dst] -= 1
            blind = edit.take(dst)
            edit.to_hand(slot, blind, edit.names.src[dst])
            edit.events.append(CardFlipped(code(blind), h))
            edit.unlock_all()
        else:  # power play
            _, ret = locate(variant, move.ret)
            edit.to_hand(slot, edit.take(ret), move.ret)
            edit.flip(dst)
        return
    if dst_row == 2:  # trump
        edit.to_pile(dst, card, h)
    else:  # juggle or coax
        edit.to_stack(dst, card, h)
    _, ret = locate(variant, move.ret)
    edit.to_hand(slot, edit.take(ret), move.ret)

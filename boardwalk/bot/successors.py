"""Every legal move of a position with the board it leads to, in one pass: the search's
engine.

The rules engine answers one question at a time (is this move legal? what happens, in
which events?) for a player who makes one move a minute. A search asks for every child of
tens of thousands of positions, so this module fuses the two: it walks the same cases as
``rules.moves.iter_legal`` and builds each child board directly, without notation to
parse or events to record. Tests hold it to the rules engine on random positions of every
variant: the same moves, and for each the board ``engine.perform`` makes.
"""

from __future__ import annotations

from boardwalk.rules.board import Board, names
from boardwalk.rules.moves import accepting

Child = tuple[str, Board]


class _Kid:
    """One child being built: lists copied from the parent, then frozen into a Board."""

    __slots__ = ("board", "dormant", "down", "flips", "hand", "locked", "piles", "stacks")

    def __init__(self, board: Board) -> None:
        self.board = board
        self.stacks = list(board.stacks)
        self.down = list(board.down)
        self.piles = list(board.piles)
        self.hand = board.hand
        self.dormant = board.dormant
        self.locked = board.locked
        self.flips: list[int] = []

    def take(self, column: int) -> int:
        """Lift a source stack's top card; a live row-1 stack flips its next one (§4),
        after the move, as the engine does."""
        stack = self.stacks[column]
        card = stack[-1]
        self.stacks[column] = stack[:-1]
        if column in self.locked:
            self.locked = self.locked - {column}
        b = self.board
        if (
            column < b.variant.upper_columns
            and column not in self.dormant
            and len(stack) > 1
            and self.down[column] == len(stack) - 1
        ):
            self.flips.append(column)
        return card

    def flip(self, column: int) -> None:
        self.down[column] -= 1
        self.locked = frozenset()  # every flip unlocks every lock (§11)

    def pile(self, column: int, card: int) -> None:
        self.piles[column] = (*self.piles[column], card)

    def held(self, slot: int, card: int) -> None:
        hand = list(self.hand)
        hand[slot] = card
        self.hand = tuple(hand)

    def done(self) -> Board:
        for column in self.flips:
            self.flip(column)
        b = self.board
        return Board(
            b.variant,
            tuple(self.stacks),
            tuple(self.down),
            tuple(self.piles),
            self.hand,
            self.dormant,
            self.locked,
            b.plies + 1,
        )


def successors(board: Board) -> list[Child]:
    """(move, board after it) for every legal move, in no particular order."""
    variant = board.variant
    n = names(variant)
    stacks, down = board.stacks, board.down
    out: list[Child] = []
    for c in sorted(board.dormant):
        if down[c] == len(stacks[c]):
            kid = _Kid(board)
            kid.dormant = kid.dormant - {c}
            kid.flip(c)
            out.append((f"{n.src[c]}*", kid.done()))
    if variant.opening_favor and board.plies == 0:
        return out
    accept = accepting(board)
    up = [s[-1] if len(s) > down[c] else -1 for c, s in enumerate(stacks)]
    _board_children(board, accept, up, out)
    if board.hand:
        _hand_children(board, accept, up, out)
    return out


def _board_children(board: Board, accept: list, up: list[int], out: list[Child]) -> None:
    """Live plays, filings and slides (§5, §6, §8)."""
    variant = board.variant
    n = names(variant)
    stacks, piles = board.stacks, board.piles
    u = variant.upper_columns
    upper, lower = range(u), range(u, variant.columns)
    openings = [x for x in lower if not stacks[x]]
    for c, card in enumerate(up):
        if card < 0:
            continue
        value, src = card >> 2, n.src[c]
        for x in lower:
            acc = accept[x]
            if acc is not None and value in acc and (up[x] < 0 or x == c):
                kid = _Kid(board)
                kid.pile(x, kid.take(c))
                kid.flip(x)
                out.append((f"{src}-{n.dst[x]}", kid.done()))
        for x in upper:
            acc = accept[x]
            if (
                acc is not None
                and value in acc
                and (not stacks[x] or (x == c and len(stacks[x]) == 1))
            ):
                kid = _Kid(board)
                kid.pile(x, kid.take(c))
                out.append((f"{src}-{n.dst[x]}", kid.done()))
        if c < u or len(piles[c]) < 4:
            for x in openings:
                kid = _Kid(board)
                kid.stacks[x] = (kid.take(c),)
                kid.down[x] = 0
                out.append((f"{src}-{n.src[x]}", kid.done()))


def _hand_children(board: Board, accept: list, up: list[int], out: list[Child]) -> None:
    """Hand plays, each with its return card (§9, §10, §12)."""
    variant = board.variant
    n = names(variant)
    u = variant.upper_columns
    upper, lower = range(u), range(u, variant.columns)
    face_up_lower = [y for y in lower if up[y] >= 0]
    returns = []
    if variant.hand_to_upper:
        returns = [y for y in upper if up[y] >= 0 and y not in board.locked]
    for slot, card in enumerate(board.hand):
        value, h = card >> 2, n.hand[slot]
        for x in lower:
            acc = accept[x]
            if acc is None or value not in acc:
                continue
            dst = n.dst[x]
            if up[x] >= 0:  # basic play: the blocker comes back
                kid = _Kid(board)
                kid.pile(x, card)
                kid.held(slot, kid.take(x))
                kid.flip(x)
                out.append((f"{h}-{dst}", kid.done()))
                continue
            kid = _Kid(board)  # blind play: the card that would flip comes to the hand
            kid.pile(x, card)
            kid.down[x] -= 1
            kid.held(slot, kid.take(x))
            kid.locked = frozenset()
            out.append((f"{h}-{dst}/?", kid.done()))
            for y in face_up_lower:  # power play
                kid = _Kid(board)
                kid.pile(x, card)
                kid.held(slot, kid.take(y))
                kid.flip(x)
                out.append((f"{h}-{dst}/{n.src[y]}", kid.done()))
        if returns:
            _upper_hand_children(board, slot, card, accept, returns, out)


def _upper_hand_children(
    board: Board, slot: int, card: int, accept: list, returns: list[int], out: list[Child]
) -> None:
    """Trumps, juggles and coaxes of one hand card (§10, §12)."""
    variant = board.variant
    n = names(variant)
    stacks, piles, down = board.stacks, board.piles, board.down
    h = n.hand[slot]
    for x in range(variant.upper_columns):
        if not stacks[x]:
            acc = accept[x]
            if acc is not None and card >> 2 in acc:
                for y in returns:  # trump
                    kid = _Kid(board)
                    kid.pile(x, card)
                    kid.held(slot, kid.take(y))
                    out.append((f"{h}-{n.dst[x]}/{n.src[y]}", kid.done()))
            if piles[x]:
                continue
        elif not (variant.coaxing and not piles[x] and down[x] == len(stacks[x])):
            continue
        for y in returns:  # juggle onto an empty column, or coax onto a dormant stack
            kid = _Kid(board)
            kid.stacks[x] = (*kid.stacks[x], card)
            kid.locked = kid.locked | {x}
            kid.held(slot, kid.take(y))
            out.append((f"{h}-{n.src[x]}/{n.src[y]}", kid.done()))

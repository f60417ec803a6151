"""Which moves are legal in Calculation (§3 Moves): the one place legality is decided.

``play`` accepts exactly the moves listed here; ``explain`` only words the reason for a
refusal. Each (source, target) pair is one move, so the list has no duplicates by design.
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import IN_PLAY, PILE_NAMES, STACK_NAMES, Board


def legal_moves(board: Board) -> list[str]:
    """Every legal move in notation, sorted as Python sorts strings (§5)."""
    return sorted(iter_legal(board))


def any_legal(board: Board) -> bool:
    return next(iter_legal(board), None) is not None


def is_legal(board: Board, text: str) -> bool:
    """Whether a move in its listed form is legal, listing only its source's moves."""
    return any(m == text for m in iter_legal(board, text.split("-", 1)[0]))


def iter_legal(board: Board, source: str | None = None) -> Iterator[str]:
    """Yield every legal move once (unsorted); with ``source``, only that place's moves."""
    card = board.in_play
    if card is not None and source in (None, IN_PLAY):
        for s, name in enumerate(STACK_NAMES):  # move 1
            if board.fits(card, s):
                yield f"{IN_PLAY}-{name}"
        for p in range(len(board.piles)):  # move 2: any pile, whatever it shows
            yield f"{IN_PLAY}-{PILE_NAMES[p]}"
    empty = [PILE_NAMES[p] for p, pile in enumerate(board.piles) if not pile]
    for p, pile in enumerate(board.piles):
        name = PILE_NAMES[p]
        if not pile or source not in (None, name):
            continue
        for s, stack in enumerate(STACK_NAMES):  # move 3, also while a card is in play
            if board.fits(pile[-1], s):
                yield f"{name}-{stack}"
        if board.rule.discard_moves and len(pile) > 1:  # move 4; never a pile's only card
            for target in empty:
                yield f"{name}-{target}"


def one_click(board: Board, place: str) -> str | None:
    """The move a double-click (shift-click, a key) on ``place``'s top card makes: up to the
    lowest-numbered stack it fits (§4), or None if it fits none."""
    if place == IN_PLAY:
        card = board.in_play
    elif len(place) == 1 and place in PILE_NAMES[: len(board.piles)]:
        pile = board.piles[PILE_NAMES.index(place)]
        card = pile[-1] if pile else None
    else:
        return None
    if card is None:
        return None
    for s, name in enumerate(STACK_NAMES):
        if board.fits(card, s):
            return f"{place}-{name}"
    return None

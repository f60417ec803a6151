"""Which moves are legal in The Towers (§1 Moves): the one place legality is decided.

``play`` accepts exactly the moves listed here; ``explain`` only words the reason for a
refusal. Between two columns at most one count of cards can ever be right (the run's
highest card must be one rank below the target, or a King for an empty column), so each
(source, target) pair gives at most one move, and the list has no duplicates by design.
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import COLUMNS, FOUNDATION_NAMES, KING, TOWER_NAMES, Board


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
    empty_towers = [TOWER_NAMES[i] for i, t in enumerate(board.towers) if t is None]
    limit = 1 + len(empty_towers)
    for c, col in enumerate(board.columns):
        name = COLUMNS[c]
        if col and (source is None or source == name):
            yield from _column_moves(board, c, empty_towers, limit)
    for t, card in enumerate(board.towers):
        name = TOWER_NAMES[t]
        if card is not None and (source is None or source == name):
            yield from _tower_moves(board, card, name)


def _column_moves(board: Board, c: int, empty_towers: list[str], limit: int) -> Iterator[str]:
    """The exposed card to its foundation or a tower (moves 1, 2), runs to columns (3–5)."""
    col = board.columns[c]
    name = COLUMNS[c]
    top = col[-1]
    if board.foundations[top & 3] == top >> 2:
        yield f"{name}-{FOUNDATION_NAMES[top & 3]}"
    for tower in empty_towers:
        yield f"{name}-{tower}"
    run = board.run_length(c, limit)
    fits = board.rule.fits
    for x, target in enumerate(board.columns):
        if x == c:
            continue
        if target:
            k = (target[-1] >> 2) - (top >> 2)
            ok = 1 <= k <= run and fits(col[-k], target[-1])
        else:
            k = KING + 1 - (top >> 2)
            # A King-headed run already at the bottom changes nothing by moving (§1 Decision).
            ok = 1 <= k <= run and k < len(col)
        if ok:
            yield f"{name}-{COLUMNS[x]}" + (f":{k}" if k > 1 else "")


def _tower_moves(board: Board, card: int, name: str) -> Iterator[str]:
    """A tower card to its foundation or onto a column; never to another tower (§1)."""
    if board.foundations[card & 3] == card >> 2:
        yield f"{name}-{FOUNDATION_NAMES[card & 3]}"
    fits = board.rule.fits
    for x, target in enumerate(board.columns):
        if (target and fits(card, target[-1])) or (not target and card >> 2 == KING):
            yield f"{name}-{COLUMNS[x]}"

"""Which moves are legal in The Republic (§2 Moves): the one place legality is decided.

``play`` accepts exactly the moves listed here; ``explain`` only words the reason for a
refusal. Each (source, target) pair gives one move, except a run into a vacancy, where
any tail of the run is a run (§2 Decision) and so each count that the limit allows is
listed. A foundation move is listed once per foundation of the pair that takes the card.
Once the game is won nothing is listed: the win is the end (play-back would only undo it).
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, Board
from .notation import REDEAL, TURN


def legal_moves(board: Board) -> list[str]:
    """Every legal move in notation, sorted as Python sorts strings (§5)."""
    return sorted(iter_legal(board))


def any_legal(board: Board) -> bool:
    return next(iter_legal(board), None) is not None


def is_legal(board: Board, text: str) -> bool:
    """Whether a move in its listed form is legal, listing only its source's moves."""
    return any(m == text for m in iter_legal(board, text.split("-", 1)[0]))


def iter_legal(board: Board, source: str | None = None) -> Iterator[str]:
    """Yield every legal move once (unsorted); with ``source``, only that place's moves
    (``"s"`` covers the turn and the stock card's moves, ``"R"`` the redeal)."""
    if board.won:
        return
    vacancies = [x for x in range(len(COLUMNS)) if board.is_vacancy(x)]
    if source in (None, TURN):
        yield from _stock_moves(board, vacancies)
    if source in (None, REDEAL) and _may_redeal(board):
        yield REDEAL
    if source in (None, "w") and board.talon:
        yield from _card_moves(board, board.talon[-1], "w", vacancies)
    for c in range(len(COLUMNS)):
        name = PACKET_NAMES[c]
        card = board.packet_card(c)
        if card is not None and source in (None, name):
            yield from _card_moves(board, card, name, vacancies)
    for c, col in enumerate(board.columns):
        if col and source in (None, COLUMNS[c]):
            yield from _column_moves(board, c, vacancies)
    for f, name in enumerate(FOUNDATION_NAMES):
        top = board.foundation_top(f)
        if top is not None and source in (None, name):
            yield from _card_moves(board, top, name, vacancies, up=False)


def _may_redeal(board: Board) -> bool:
    """The stock is empty with no card showing, the talon has cards, the rule allows one."""
    return (
        not board.stock
        and board.card is None
        and bool(board.talon)
        and board.rule.may_redeal(board.redeals)
    )


def _stock_moves(board: Board, vacancies: list[int]) -> Iterator[str]:
    """The turn (move 1), or the stock card's moves: to the talon (2) and where it plays."""
    if board.card is None:
        if board.stock:
            yield TURN
        return
    yield f"{TURN}-w"
    yield from _card_moves(board, board.card, TURN, vacancies)


def _card_moves(
    board: Board, card: int, name: str, vacancies: list[int], up: bool = True
) -> Iterator[str]:
    """One available card to a foundation (move 3, unless ``up`` is False: no card moves
    from one foundation to another), onto a column it matches or into a vacancy (4, 6)."""
    if up:
        for f in board.takers(card):
            yield f"{name}-{FOUNDATION_NAMES[f]}"
    fits = board.rule.fits
    for x, target in enumerate(board.columns):
        if target and fits(card, target[-1]):
            yield f"{name}-{COLUMNS[x]}"
    for x in vacancies:
        yield f"{name}-{COLUMNS[x]}"


def can_take(board: Board, card: int) -> bool:
    """Whether any foundation, column or vacancy takes ``card``: the auto-talon check."""
    if board.takers(card):
        return True
    fits = board.rule.fits
    return any(
        (col and fits(card, col[-1])) or board.is_vacancy(x) for x, col in enumerate(board.columns)
    )


def run_limit(vacancies: int, into_vacancy: bool) -> int:
    """2^n onto a column; 2^(n−1) into a vacancy, n counting the target (§2 move 5)."""
    return 1 << (vacancies - 1 if into_vacancy else vacancies)


def _column_moves(board: Board, c: int, vacancies: list[int]) -> Iterator[str]:
    """The exposed card to a foundation (3), runs onto columns or into vacancies (4, 5)."""
    col = board.columns[c]
    name = COLUMNS[c]
    top = col[-1]
    for f in board.takers(top):
        yield f"{name}-{FOUNDATION_NAMES[f]}"
    run = board.run_length(c)
    fits = board.rule.fits
    n = len(vacancies)
    for x, target in enumerate(board.columns):
        if x == c or not target:
            continue
        k = (target[-1] >> 2) - (top >> 2)
        if 1 <= k <= min(run, run_limit(n, False)) and fits(col[-k], target[-1]):
            yield f"{name}-{COLUMNS[x]}" + (f":{k}" if k > 1 else "")
    if not vacancies:
        return
    most = min(run, run_limit(n, True))
    if most == len(col) and not board.packets[c]:
        most -= 1  # all of it into a vacancy would leave a vacancy: nothing changes (§2)
    for x in vacancies:
        for k in range(1, most + 1):
            yield f"{name}-{COLUMNS[x]}" + (f":{k}" if k > 1 else "")

"""Which moves are legal (RULES.md §5–§12): the one place legality is decided.

``play`` and ``apply`` accept exactly the moves listed here; ``explain`` only words the
reason for a refusal. Keeping one generator as the single source of truth is what lets
the tests prove that the list of legal moves and the player's moves always agree.
"""

from __future__ import annotations

from collections.abc import Iterator

from .board import Board, names

_ALL_VALUES = range(13)


def declarable(board: Board, column: int) -> range | frozenset[int]:
    """The face values an undeclared column may be declared for (RULES.md §7).

    On an ascending walk: strictly between the nearest declared values on each side
    (no look-ahead). Elsewhere: any value not yet declared on the walk.
    """
    variant = board.variant
    upper = column < variant.upper_columns
    walk = range(variant.upper_columns) if upper else range(variant.upper_columns, variant.columns)
    if upper and not variant.upper_ascends:
        taken = {board.declared(c) for c in walk}
        return frozenset(v for v in _ALL_VALUES if v not in taken)
    low, high = -1, 13
    for c in walk:
        d = board.declared(c)
        if d is None:
            continue
        if c < column:
            low = max(low, d)
        elif c > column:
            high = min(high, d)
    return range(low + 1, high)


def accepting(board: Board) -> list[range | frozenset[int] | None]:
    """Per column, the values its destination takes now (None when it is full)."""
    result: list[range | frozenset[int] | None] = []
    for c, pile in enumerate(board.piles):
        if len(pile) >= 4:
            result.append(None)
        elif pile:
            d = pile[0] >> 2
            result.append(range(d, d + 1))
        else:
            result.append(declarable(board, c))
    return result


def legal_moves(board: Board) -> list[str]:
    """Every legal move in notation, sorted, without duplicates."""
    return sorted(iter_legal(board))


def any_legal(board: Board) -> bool:
    return next(iter_legal(board), None) is not None


def iter_legal(board: Board, source: str | None = None) -> Iterator[str]:
    """Yield every legal move once (unsorted); with ``source``, only the moves of the
    card at that place (a favor's source is its stack), so that checking one move
    does not list all the others."""
    variant = board.variant
    n = names(variant)
    stacks, down = board.stacks, board.down
    favors = [f"{n.src[c]}*" for c in sorted(board.dormant) if down[c] == len(stacks[c])]
    yield from (f for f in favors if source is None or f[:2] == source)
    if variant.opening_favor and board.plies == 0:
        return
    accept = accepting(board)
    up = [s[-1] if len(s) > down[c] else -1 for c, s in enumerate(stacks)]
    if source is None or source[0] != "h":
        yield from _board_moves(board, accept, up, source)
    if board.hand and (source is None or source[0] == "h"):
        yield from _hand_moves(board, accept, up, source)


def is_legal(board: Board, text: str) -> bool:
    """Whether a move in canonical notation is legal, listing only its source's moves."""
    source = text[:2]
    return any(m == text for m in iter_legal(board, source))


def _board_moves(board: Board, accept: list, up: list[int], source: str | None) -> Iterator[str]:
    """Live plays, filings and slides of face-up board cards (§5, §6, §8)."""
    variant = board.variant
    n = names(variant)
    stacks, piles = board.stacks, board.piles
    upper = range(variant.upper_columns)
    lower = range(variant.upper_columns, variant.columns)
    openings = [x for x in lower if not stacks[x]]
    for c, card in enumerate(up):
        if card < 0 or (source is not None and n.src[c] != source):
            continue
        value, src = card >> 2, n.src[c]
        for x in lower:
            acc = accept[x]
            if acc is not None and value in acc and (up[x] < 0 or x == c):
                yield f"{src}-{n.dst[x]}"
        for x in upper:
            acc = accept[x]
            if (
                acc is not None
                and value in acc
                and (not stacks[x] or (x == c and len(stacks[x]) == 1))
            ):
                yield f"{src}-{n.dst[x]}"
        # A row-3 card on a completed column relieves nothing by sliding (§6 Decision).
        if c in upper or len(piles[c]) < 4:
            for x in openings:
                yield f"{src}-{n.src[x]}"


def _hand_moves(board: Board, accept: list, up: list[int], source: str | None) -> Iterator[str]:
    """Hand plays, each with its return card (§9, §10, §12)."""
    variant = board.variant
    n = names(variant)
    stacks, piles, down = board.stacks, board.piles, board.down
    upper = range(variant.upper_columns)
    lower = range(variant.upper_columns, variant.columns)
    face_up_lower = [n.src[y] for y in lower if up[y] >= 0]
    returns = []
    if variant.hand_to_upper:
        returns = [n.src[y] for y in upper if up[y] >= 0 and y not in board.locked]
    for slot, card in enumerate(board.hand):
        value, h = card >> 2, n.hand[slot]
        if source is not None and h != source:
            continue
        for x in lower:
            acc = accept[x]
            if acc is None or value not in acc:
                continue
            dst = n.dst[x]
            if up[x] >= 0:
                yield f"{h}-{dst}"
            else:
                yield f"{h}-{dst}/?"
                for ret in face_up_lower:
                    yield f"{h}-{dst}/{ret}"
        if not returns:
            continue
        for x in upper:
            targets = []
            if not stacks[x]:
                acc = accept[x]
                if acc is not None and value in acc:
                    targets.append(n.dst[x])
                if not piles[x]:
                    targets.append(n.src[x])
            elif variant.coaxing and not piles[x] and down[x] == len(stacks[x]):
                targets.append(n.src[x])
            for target in targets:
                for ret in returns:
                    yield f"{h}-{target}/{ret}"

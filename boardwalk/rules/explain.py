"""Why a move is refused, in a sentence that names the rule.

Legality itself is decided in ``moves.py``; this module is consulted only after a move
has been found missing from the legal list, to tell the player which rule stands in the
way. Tests check that every refused move gets a specific reason, never the fallback.
"""

from __future__ import annotations

from .board import HAND, LETTERS, Board, locate, names
from .cards import a_value, code, value, value_word, values_word
from .notation import BLIND, Move, parse_move

FALLBACK = "That move is not legal here."


def explain(board: Board, text: str) -> str:
    """The reason ``text`` is not legal on ``board`` (IllegalMove for bad notation)."""
    move = parse_move(text)
    try:
        return _reason(board, move) or FALLBACK
    except ValueError as err:  # a place this variant does not have
        return str(err)


def _reason(board: Board, move: Move) -> str | None:
    variant = board.variant
    if move.is_favor:
        return _favor(board, move)
    if variant.opening_favor and board.plies == 0:
        stacks = ", ".join(names(variant).src[c] for c in sorted(variant.dormant))
        return (
            f"{variant.name} opens with a favor: flip the top card of one of the dormant "
            f"stacks ({stacks}) first, as in {names(variant).src[min(variant.dormant)]}*."
        )
    src_row, src = locate(variant, move.src)
    dst_row, dst = locate(variant, move.dst)
    if src_row in (2, 4):
        return f"The cards on {move.src} stay there: a card on a destination never moves again."
    if dst_row == HAND:
        return "Cards reach the hand only as the return card of a hand play."
    if src_row == HAND:
        return _hand(board, move, src, dst_row, dst)
    return _board(board, move, src, dst_row, dst)


def _source(board: Board, column: int, place: str) -> str | None:
    if board.top_up(column) is not None:
        return None
    if not board.stacks[column]:
        return f"There is no card on {place}."
    if column in board.dormant:
        return (
            f"{place} is dormant: its top card stays face down until a favor ({place}*) turns it."
        )
    return f"The top card of {place} is face down: only face-up cards move."


def _board(board: Board, move: Move, src: int, dst_row: int, dst: int) -> str | None:
    variant = board.variant
    reason = _source(board, src, move.src)
    if reason:
        return reason
    if move.ret:
        bare = Move(move.src, move.dst)
        reason = _board(board, bare, src, dst_row, dst)
        return reason or f"Only a hand play brings a card back to the hand; write {bare}."
    if dst_row == 1:
        if variant.hand_to_upper:
            how = "juggled or coaxed" if variant.coaxing else "juggled"
            return f"Board cards never go to row 1: only a hand card is {how} there."
        return f"Nothing is ever played to row 1 in {variant.name}."
    if dst_row == 3:
        return _slide(board, move, src, dst)
    card = board.stacks[src][-1]
    reason = _pile(board, dst, card)
    if reason:
        return reason
    if dst_row == 4:
        return _blocked(board, dst) if src != dst else None
    return _covered(board, move, src, dst)


def _slide(board: Board, move: Move, src: int, dst: int) -> str | None:
    if board.stacks[dst]:
        return f"{move.dst} is not an opening: a slide needs an empty row-3 place."
    if not board.is_upper(src) and len(board.piles[src]) >= 4:
        card = code(board.stacks[src][-1])
        return (
            f"The {card} on {move.src} sits on a completed column: sliding it to another "
            "opening would relieve nothing."
        )
    return None


def _covered(board: Board, move: Move, src: int, dst: int) -> str | None:
    """Filing needs the column's own row-1 stack empty, or its last card playing (§8)."""
    stack = board.stacks[dst]
    if not stack or (src == dst and len(stack) == 1):
        return None
    place = names(board.variant).src[dst]
    if src == dst:
        beneath = len(stack) - 1
        return (
            f"Only the last card of {place} may be filed onto its own destination; "
            f"{beneath} more {'lies' if beneath == 1 else 'lie'} beneath it."
        )
    count = f"{len(stack)} card" + ("s" if len(stack) > 1 else "")
    return f"{move.dst} opens only when its source stack {place} is empty; {place} holds {count}."


def _pile(board: Board, column: int, card: int) -> str | None:
    """Why this destination will not take this card, or None (§1, §7)."""
    variant = board.variant
    n = names(variant)
    pile, v = board.piles[column], value(card)
    if len(pile) >= 4:
        return f"{n.dst[column]} is complete: a destination holds at most 4 cards."
    if pile:
        d = value(pile[0])
        if d != v:
            return (
                f"{n.dst[column]} is declared for {values_word(d)}: {a_value(v)} cannot go there."
            )
        return None
    upper = board.is_upper(column)
    walk_name = "upperwalk" if upper else "lowerwalk"
    first = 0 if upper else variant.upper_columns
    walk = range(first, variant.upper_columns if upper else variant.columns)
    for c in walk:
        if c != column and board.declared(c) == v:
            return (
                f"{values_word(v)} are already declared on column {LETTERS[c - first]} of the "
                f"{walk_name}: a value is declared at most once on each walk."
            )
    if upper and not variant.upper_ascends:
        return None
    for c in walk:
        d = board.declared(c)
        if d is None or (c < column and d < v) or (c > column and d > v) or c == column:
            continue
        side = "right" if c < column else "left"
        return (
            f"{walk_name.capitalize()} columns must ascend: {a_value(v)} cannot be declared "
            f"{side} of the {value_word(d)} on column "
            f"{LETTERS[c - first]}."
        )
    return None


def _lower(board: Board) -> range:
    return range(board.variant.upper_columns, board.variant.columns)


def _blocked(board: Board, column: int) -> str | None:
    blocker = board.top_up(column)
    if blocker is None:
        return None
    place = names(board.variant).src[column]
    letter = place[1]
    return (
        f"Column {letter} of the lowerwalk is blocked by the {code(blocker)} on {place}: no board "
        f"card plays live onto it until that card leaves (the {code(blocker)} itself may play "
        "onto its own column)."
    )


def _hand(board: Board, move: Move, slot: int, dst_row: int, dst: int) -> str | None:
    variant = board.variant
    card = board.hand[slot]
    if dst_row == 3:
        return "A hand card can never slide: the hand always holds exactly 4 cards."
    if dst_row != 4 and not variant.hand_to_upper:
        return f"In {variant.name} the hand plays only to the lowerwalk."
    if dst_row == 4:
        return _pile(board, dst, card) or _hand_lower(board, move, dst)
    if dst_row == 2:
        reason = _pile(board, dst, card)
        if reason:
            return reason
        if board.stacks[dst]:
            src = names(variant).src[dst]
            return (
                f"{move.dst} opens only when {src} is empty: a trump needs an empty source stack."
            )
        return _upper_return(board, move, "trump")
    return _juggle_or_coax(board, move, dst)


def _hand_lower(board: Board, move: Move, column: int) -> str | None:
    place = names(board.variant).src[column]
    blocker = board.top_up(column)
    if blocker is not None:
        if not move.ret:
            return None
        return (
            f"Column {place[1]} is blocked by the {code(blocker)}: the hand play there is the "
            f"basic play, which brings that card back. Write {move.src}-{move.dst}."
        )
    if not move.ret:
        face_up = any(board.top_up(c) is not None for c in _lower(board))
        power = f" or a face-up row-3 card ({move.src}-{move.dst}/3…)" if face_up else ""
        return (
            f"Column {place[1]} is not blocked, so a hand play there needs a return card: the "
            f"blind card ({move.src}-{move.dst}/?){power}."
        )
    if move.ret == BLIND:
        return None
    ret_row, ret = locate(board.variant, move.ret)
    if ret_row != 3:
        return (
            "A hand play to the lowerwalk brings back a row-3 card or the blind card (?), "
            f"not {move.ret}."
        )
    if board.top_up(ret) is None:
        return f"There is no face-up card on {move.ret} to bring back to the hand."
    return None


def _juggle_or_coax(board: Board, move: Move, column: int) -> str | None:
    variant = board.variant
    stack, pile = board.stacks[column], board.piles[column]
    if not stack:
        if pile:
            return f"Juggling needs an entirely empty column: 2{move.dst[1]} already holds cards."
        return _upper_return(board, move, "juggle")
    if not variant.coaxing:
        return f"Juggling needs an entirely empty column: {move.dst} still holds cards."
    top = board.top_up(column)
    if top is not None:
        return (
            f"{move.dst} is topped by the {code(top)}: a hand card is juggled only onto an "
            "entirely empty column, or coaxed onto a face-down top."
        )
    return _upper_return(board, move, "coax")


def _upper_return(board: Board, move: Move, kind: str) -> str | None:
    """The return card of a trump, juggle or coax: a face-up, unlocked row-1 card (§10, §11)."""
    upper = range(board.variant.upper_columns)
    if not any(board.top_up(c) is not None and c not in board.locked for c in upper):
        return (
            "Row 1 holds no card that may return to the hand (it is empty, or its cards are "
            "locked), so the hand cannot play to the upperwalk now."
        )
    if not move.ret or move.ret == BLIND:
        return (
            f"A {kind} brings a face-up row-1 card back to the hand: write it as "
            f"{move.src}-{move.dst}/1… with the stack it comes from."
        )
    row, column = locate(board.variant, move.ret)
    if row != 1:
        return f"A {kind} brings back a row-1 card, not {move.ret}."
    if move.ret == move.dst:
        return "A juggle or coax can never bring back the card it has just placed."
    top = board.top_up(column)
    if top is None:
        return f"There is no face-up card on {move.ret} to bring back to the hand."
    if column in board.locked:
        return (
            f"The {code(top)} on {move.ret} came from the hand and is locked until another card "
            "flips (the perpetual play rule)."
        )
    return None


def _favor(board: Board, move: Move) -> str | None:
    variant = board.variant
    if not variant.dormant:
        return f"There are no favors in {variant.name}: only Cheshire has dormant stacks."
    row, column = locate(variant, move.src)
    stacks = ", ".join(names(variant).src[c] for c in sorted(variant.dormant))
    if row != 1:
        return f"Favors flip the dormant row-1 stacks ({stacks}), as in 1b*."
    if column not in variant.dormant:
        return f"{move.src} was never dormant: favors wake the dormant stacks ({stacks})."
    if column not in board.dormant:
        return f"{move.src} has already woken: each dormant stack takes one favor."
    if board.top_up(column) is not None:
        return (
            f"A coaxed card sits on {move.src}: a favor needs the stack's face-down top uncovered."
        )
    return None

"""Why a move is refused, in a sentence that names the rule.

Legality itself is decided in ``moves.py``; this module is consulted only after a move
has been found missing from the legal list, to tell the player which rule stands in the
way. Tests check that every refused move gets a specific reason, never the fallback.

A player sees cards, not place names: a reason names the card first ("The 7♦ cannot
declare column a of the lowerwalk: …") and ends with the move's notation in brackets,
the one thing a player might type or find in the move list ("(1b-4a)"). A reason that
suggests another move brackets that move instead ("(write h1-4c)").
"""

from __future__ import annotations

from .board import HAND, LETTERS, Board, locate, names
from .cards import a_value, value, values_word
from .errors import IllegalMove
from .notation import BLIND, Move, parse_move
from .text import (
    capital,
    card_name,
    column_words,
    held_words,
    letters_words,
    pile_words,
    stack_words,
)

FALLBACK = "That move is not legal here."


def explain(board: Board, text: str) -> str:
    """The reason ``text`` is not legal on ``board``; for text that is no move at all,
    what is wrong with it (a sentence either way: the table says it, whatever was asked)."""
    try:
        move = parse_move(text)
    except IllegalMove as err:
        return str(err)
    reason = _missing(board, move) or _reason(board, move)
    if not reason:
        return FALLBACK
    return f"{reason}." if reason.endswith(")") else f"{reason} ({move})."


def _missing(board: Board, move: Move) -> str | None:
    """A place this variant does not have: the notation's mistake, said in words."""
    variant = board.variant
    for place in (move.src, move.dst, move.ret):
        if not place or place == BLIND:
            continue
        try:
            locate(variant, place)
        except ValueError:
            if place[0] == "h" and not variant.hand_size:
                return f"{variant.name} has no hand"
            if place[0] == "h":
                return f"The hand holds {variant.hand_size} cards: there is no slot {place[1]}"
            upper = place[0] in "12"
            width = variant.upper_columns if upper else variant.lower_columns
            walk = "upperwalk" if upper else "lowerwalk"
            return (
                f"{variant.name}'s {walk} has columns a–{LETTERS[width - 1]} only: "
                f"there is no column {place[1]}"
            )
    return None


def _reason(board: Board, move: Move) -> str | None:
    variant = board.variant
    if move.is_favor:
        return _favor(board, move)
    who = capital(held_words(board, move.src))
    if variant.opening_favor and board.plies == 0:
        wait = f"{who} must wait, as " if who else ""
        example = names(variant).src[min(variant.dormant)]
        return (
            f"{wait}{variant.name} opens with a favor: click a dormant stack, in "
            f"{letters_words(variant, variant.dormant)} ({example}*)"
        )
    src_row, src = locate(variant, move.src)
    dst_row, dst = locate(variant, move.dst)
    if src_row in (2, 4):
        if not who:
            return f"The empty destination in {column_words(variant, src)} has no card to move"
        return f"{who} stays where it is: a card on a destination never moves again"
    if dst_row == HAND:
        rule = "cards reach the hand only as the return card of a hand play"
        return f"{who} cannot go into your hand: {rule}" if who else capital(rule)
    if src_row == HAND:
        return _hand(board, move, who, dst_row, dst)
    return _source(board, src) or _board(board, move, who, src, dst_row, dst)


def _source(board: Board, column: int) -> str | None:
    if board.top_up(column) is not None:
        return None
    stack = capital(stack_words(board.variant, column))
    if not board.stacks[column]:
        return f"{stack} is empty: there is no card to move"
    if column in board.dormant:
        favor = names(board.variant).src[column]
        return f"{stack} is dormant: its top card stays face down until a favor turns it ({favor}*)"
    return f"The top card of {stack[0].lower()}{stack[1:]} is face down: only face-up cards move"


def _board(board: Board, move: Move, who: str, src: int, dst_row: int, dst: int) -> str | None:
    """A board card (a face-up row-1 or row-3 top) going anywhere but the hand."""
    variant = board.variant
    if move.ret:
        bare = Move(move.src, move.dst)
        reason = _board(board, bare, who, src, dst_row, dst)
        rule = "only a hand play returns a card to the hand"
        return reason or f"{who} brings nothing back: {rule} (write {bare})"
    if dst_row == 1:
        if variant.hand_to_upper:
            how = "juggled or coaxed" if variant.coaxing else "juggled"
            return f"{who} cannot go onto an upperwalk stack: only a hand card is {how} there"
        return (
            f"{who} cannot go onto an upperwalk stack: nothing is ever played there in "
            f"{variant.name}"
        )
    if dst_row == 3:
        return _slide(board, who, src, dst)
    card = board.stacks[src][-1]
    reason = _pile(board, dst, card, who)
    if reason:
        return reason
    if dst_row == 4:
        return _blocked(board, dst, who) if src != dst else None
    return _covered(board, who, src, dst)


def _slide(board: Board, who: str, src: int, dst: int) -> str | None:
    if board.stacks[dst]:
        return (
            f"{who} cannot slide to {column_words(board.variant, dst)}: cards lie on its stack, "
            "and a slide needs an opening"
        )
    if not board.is_upper(src) and len(board.piles[src]) >= 4:
        return (
            f"{who} sits on a completed column: sliding it to another opening would relieve nothing"
        )
    return None


def _covered(board: Board, who: str, src: int, dst: int) -> str | None:
    """Filing needs the column's own row-1 stack empty, or its last card playing (§8)."""
    stack = board.stacks[dst]
    if not stack or (src == dst and len(stack) == 1):
        return None
    if src == dst:
        beneath = len(stack) - 1
        lie = "card lies" if beneath == 1 else "cards lie"
        return (
            f"{who} cannot be filed yet: {beneath} more {lie} beneath it, and only a stack's "
            "last card files onto its own destination"
        )
    count = f"{len(stack)} card" + ("s" if len(stack) > 1 else "")
    return (
        f"{who} cannot be filed in {column_words(board.variant, dst)}: its destination opens "
        f"only when its stack is empty, and that holds {count}"
    )


def _pile(board: Board, column: int, card: int, who: str) -> str | None:
    """Why this destination will not take this card, or None (§1, §7)."""
    variant = board.variant
    pile, v = board.piles[column], value(card)
    if len(pile) >= 4:
        return (
            f"{who} cannot go onto {pile_words(board, column)}: they are complete, and a "
            "destination holds at most 4 cards"
        )
    if pile:
        if value(pile[0]) != v:
            return (
                f"{who} cannot go onto {pile_words(board, column)}: a declared destination "
                "takes only its own value"
            )
        return None
    upper = board.is_upper(column)
    walk_name = "upperwalk" if upper else "lowerwalk"
    first = 0 if upper else variant.upper_columns
    walk = range(first, variant.upper_columns if upper else variant.columns)
    declare = f"{who} cannot declare {column_words(variant, column)}"
    for c in walk:
        if c != column and board.declared(c) == v:
            return (
                f"{declare}: {values_word(v)} are already declared in column "
                f"{LETTERS[c - first]}, and no walk declares a value twice"
            )
    if upper and not variant.upper_ascends:
        return None
    for c in walk:
        d = board.declared(c)
        if d is None or (c < column and d < v) or (c > column and d > v) or c == column:
            continue
        side = "right" if c < column else "left"
        return (
            f"{declare}: the {walk_name} must ascend, and {a_value(v)} cannot go {side} of "
            f"the {values_word(d)} in column {LETTERS[c - first]}"
        )
    return None


def _lower(board: Board) -> range:
    return range(board.variant.upper_columns, board.variant.columns)


def _blocked(board: Board, column: int, who: str) -> str | None:
    blocker = board.top_up(column)
    if blocker is None:
        return None
    name = card_name(blocker)
    return (
        f"{who} cannot play onto {column_words(board.variant, column)}: the {name} on its "
        "stack blocks it until that card leaves or plays there itself"
    )


def _hand(board: Board, move: Move, who: str, dst_row: int, dst: int) -> str | None:
    variant = board.variant
    card = board.hand[_slot(move)]
    if dst_row == 3:
        return f"{who} can never slide: the hand always holds exactly 4 cards"
    if dst_row != 4 and not variant.hand_to_upper:
        return (
            f"{who} cannot go to the upperwalk: in {variant.name} the hand plays only to the "
            "lowerwalk"
        )
    if dst_row == 4:
        return _pile(board, dst, card, who) or _hand_lower(board, move, who, dst)
    if dst_row == 2:
        reason = _pile(board, dst, card, who)
        if reason:
            return reason
        if board.stacks[dst]:
            return (
                f"{who} cannot be trumped onto {column_words(variant, dst)}: its destination "
                "opens only when its stack is empty"
            )
        return _upper_return(board, move, who, "trump")
    return _juggle_or_coax(board, move, who, dst)


def _slot(move: Move) -> int:
    return int(move.src[1]) - 1


def _hand_lower(board: Board, move: Move, who: str, column: int) -> str | None:
    blocker = board.top_up(column)
    where = column_words(board.variant, column)
    bare = f"{move.src}-{move.dst}"
    if blocker is not None:
        if not move.ret:
            return None
        return (
            f"{who} can go onto blocked {where} only by a basic play, which brings back the "
            f"blocking {card_name(blocker)} (write {bare})"
        )
    if not move.ret:
        face_up = any(board.top_up(c) is not None for c in _lower(board))
        power = " or a face-up lowerwalk card" if face_up else ""
        written = f"{bare}/?" + (f" or {bare}/3…" if face_up else "")
        return (
            f"{who} needs a return card, as {where} is not blocked: the blind card{power} "
            f"({written})"
        )
    if move.ret == BLIND:
        return None
    ret_row, ret = locate(board.variant, move.ret)
    if ret_row != 3:
        return f"{who} can bring back only the blind card or a face-up card from a lowerwalk stack"
    if board.top_up(ret) is None:
        return _nothing_back(board, who, ret)
    return None


def _nothing_back(board: Board, who: str, column: int) -> str:
    return (
        f"{who} cannot bring back a card from {column_words(board.variant, column)}: no "
        "face-up card lies on its stack"
    )


def _juggle_or_coax(board: Board, move: Move, who: str, column: int) -> str | None:
    variant = board.variant
    stack, pile = board.stacks[column], board.piles[column]
    juggle = (
        f"{who} cannot go onto {column_words(variant, column)}: a juggle needs an entirely "
        "empty column, and its"
    )
    if not stack:
        if pile:
            return f"{juggle} destination holds cards"
        return _upper_return(board, move, who, "juggle")
    if not variant.coaxing:
        return f"{juggle} stack still holds cards"
    top = board.top_up(column)
    if top is not None:
        return (
            f"{who} cannot go onto the {card_name(top)}: a hand card is juggled only onto an "
            "entirely empty column, or coaxed onto a face-down top"
        )
    return _upper_return(board, move, who, "coax")


def _upper_return(board: Board, move: Move, who: str, kind: str) -> str | None:
    """The return card of a trump, juggle or coax: a face-up, unlocked row-1 card (§10, §11)."""
    upper = range(board.variant.upper_columns)
    if not any(board.top_up(c) is not None and c not in board.locked for c in upper):
        return (
            f"{who} cannot play to the upperwalk now: no upperwalk stack shows a face-up, "
            "unlocked card to bring back to the hand"
        )
    if not move.ret or move.ret == BLIND:
        return (
            f"{who} needs a return card: a {kind} brings back a face-up card from an upperwalk "
            f"stack (write {move.src}-{move.dst}/1…)"
        )
    row, column = locate(board.variant, move.ret)
    if row != 1:
        return (
            f"{who} cannot bring that card back: a {kind} brings back only a card from an "
            "upperwalk stack"
        )
    if move.ret == move.dst:
        return (
            f"{who} cannot come straight back: a juggle or coax never brings back the card it "
            "has just placed"
        )
    top = board.top_up(column)
    if top is None:
        return _nothing_back(board, who, column)
    if column in board.locked:
        return (
            f"The {card_name(top)} cannot come back to the hand yet: it came from the hand and "
            "is locked until another card flips, by the perpetual play rule"
        )
    return None


def _favor(board: Board, move: Move) -> str | None:
    variant = board.variant
    if not variant.dormant:
        return f"There are no favors in {variant.name}: only Cheshire has dormant stacks"
    row, column = locate(variant, move.src)
    dormant = letters_words(variant, variant.dormant)
    stack = capital(stack_words(variant, column))
    if row != 1:
        return f"Favors wake only the dormant stacks, in {dormant}"
    if column not in variant.dormant:
        return f"{stack} was never dormant: favors wake only {dormant}"
    if column not in board.dormant:
        return f"{stack} has already woken: each dormant stack takes one favor"
    top = board.top_up(column)
    if top is not None:
        where = column_words(variant, column)
        return (
            f"The coaxed {card_name(top)} sits on the dormant stack in {where}: a favor needs "
            "its face-down top uncovered"
        )
    return None

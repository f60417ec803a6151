"""A one-line reason for a move, from what the player can see (never a face-down card)."""

from __future__ import annotations

from boardwalk.rules.board import HAND, Board, locate
from boardwalk.rules.cards import code, values_word
from boardwalk.rules.notation import BLIND, parse_move


def reason(board: Board, text: str) -> str:
    """Why a player might make this move, in a sentence."""
    move = parse_move(text)
    if move.is_favor:
        return f"Take a favor: wake the dormant stack {move.src} and see its top card."
    variant = board.variant
    src_row, src = locate(variant, move.src)
    dst_row, dst = locate(variant, move.dst)
    card = code(board.hand[src] if src_row == HAND else board.stacks[src][-1])
    if dst_row == 3:
        freed = " and frees the column it blocked" if src_row == 3 else ""
        return f"Slide the {card} onto the opening {move.dst}{freed}."
    if dst_row == 1:
        kind = "Juggle" if not board.stacks[dst] else "Coax"
        return f"{kind} the {card} onto {move.dst}; the {top(board, move.ret)} comes back."
    declared = board.declared(dst)
    if declared is None:
        where = f"onto {move.dst}, declaring it for {values_word(parse_value(card))}"
        point = "a point and a new column"
    else:
        where, point = f"onto the {values_word(declared)} on {move.dst}", "a point"
    if dst_row == 2 and src_row == HAND:
        return f"Trump the {card} {where}: {point}, and the {top(board, move.ret)} comes back."
    if src_row == HAND:
        if not move.ret:
            back = f"the blocking {code(board.stacks[dst][-1])} comes back"
        elif move.ret == BLIND:
            back = "blind: the column stays open and its next card comes to your hand"
        else:
            back = f"and the {top(board, move.ret)} blocking {move.ret} comes back"
        return f"Play the {card} {where}: {point}, {back}."
    empties = src < variant.upper_columns and len(board.stacks[src]) == 1
    if dst_row == 2:
        return f"File the {card} {where}: {point}" + (f"; {move.src} is empty." if empties else ".")
    if src == dst:
        return f"Play the blocking {card} onto its own column: {point}, and a new card turns."
    tail = f"; {move.src} is empty" if empties else f"; column {move.dst[1]} turns a card"
    return f"Play the {card} {where}: {point}{tail}."


def top(board: Board, place: str) -> str:
    """The face-up top card of a source place, as a code."""
    return code(board.stacks[locate(board.variant, place)[1]][-1])


def parse_value(card: str) -> int:
    return "A23456789TJQK".index(card[0])

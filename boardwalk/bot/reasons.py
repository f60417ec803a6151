"""A one-line reason for a move, from what the player can see (never a face-down card).

The reason is read in a toast, so it names the card first, as the player sees it ("the
7♦", "your hand's 3♣"), places by walk and column, and keeps the move's notation for a
bracket at the end ("(1c-4e)").
"""

from __future__ import annotations

from boardwalk.rules.board import HAND, Board, locate
from boardwalk.rules.cards import value, values_word
from boardwalk.rules.notation import BLIND, Move, parse_move
from boardwalk.rules.text import card_name, column_words, held_words, pile_words


def reason(board: Board, text: str) -> str:
    """Why a player might make this move, in a sentence."""
    move = parse_move(text)
    return f"{_why(board, move)} ({move})."


def _why(board: Board, move: Move) -> str:
    variant = board.variant
    if move.is_favor:
        where = column_words(variant, locate(variant, move.src)[1])
        return f"Take a favor: wake the dormant stack in {where} and see its top card"
    src_row, src = locate(variant, move.src)
    dst_row, dst = locate(variant, move.dst)
    card = held_words(board, move.src)
    if dst_row == 3:
        freed = ", freeing the column it blocks" if src_row == 3 else ""
        return f"Slide {card} to the opening in {column_words(variant, dst)}{freed}"
    if dst_row == 1:
        where, back = column_words(variant, dst), _back(board, move)
        if not board.stacks[dst]:
            return f"Juggle {card} onto empty {where}; {back}"
        return f"Coax {card} onto the dormant stack in {where}; {back}"
    declared = board.declared(dst)
    if declared is None:
        played = board.hand[src] if src_row == HAND else board.stacks[src][-1]
        where = f", declaring {column_words(variant, dst)} for {values_word(value(played))}"
        point = "a point and a new column"
    else:
        where, point = f" onto {pile_words(board, dst)}", "a point"
    if src_row == HAND:
        return _hand(board, move, card, where, point, dst_row)
    empties = board.is_upper(src) and len(board.stacks[src]) == 1
    emptied = "; that empties its upperwalk stack"
    if dst_row == 2:
        return f"File {card}{where}: {point}" + (emptied if empties else "")
    if src == dst:
        blocker = card_name(board.stacks[src][-1])
        return f"Play the blocking {blocker} onto its own column: {point}, and a new card turns"
    return f"Play {card}{where}: {point}" + (emptied if empties else "; a card turns there")


def _hand(board: Board, move: Move, card: str, where: str, point: str, dst_row: int) -> str:
    """A hand play: what it scores and which card comes back into the hand."""
    if dst_row == 2:
        return f"Trump {card}{where}: {point}; {_back(board, move)}"
    if not move.ret:
        blocker = card_name(board.stacks[locate(board.variant, move.dst)[1]][-1])
        return f"Play {card}{where}: {point}, and the blocking {blocker} comes back"
    if move.ret == BLIND:
        return f"Play {card} blind{where}: {point}; its next card comes to your hand"
    return f"Play {card}{where}: {point}; {_back(board, move)}"


def _back(board: Board, move: Move) -> str:
    """The face-up card a return brings back (the hint lights where it lies)."""
    column = locate(board.variant, move.ret)[1]
    return f"the {card_name(board.stacks[column][-1])} comes back"

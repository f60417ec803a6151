"""Boards and moves in words: a plain-text picture of a board (for bug reports, debugging
and the command line), and the words a player reads about cards and places.

A player sees cards and the two walks, never the place names of the notation (``4c``):
every sentence shown to a player names a card as its corner shows it (``7♦``) and a place
by its walk and column letter, and keeps notation for a bracket at its end.
"""

from __future__ import annotations

from .board import HAND, LETTERS, Board, locate, names
from .cards import code, values_word
from .moves import legal_moves
from .notation import BLIND, parse_move
from .scoring import score
from .variants import Variant

WIDTH = 10
SUIT_SIGNS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_name(card: int) -> str:
    """``"7♦"``, ``"10♠"``, ``"A♣"``: a card as its corner shows it (DejaVu Sans has the
    suit signs)."""
    text = code(card)
    return ("10" if text[0] == "T" else text[0]) + SUIT_SIGNS[text[1]]


def column_words(variant: Variant, column: int) -> str:
    """``"column c of the lowerwalk"``: columns are lettered from the left on each walk."""
    upper = column < variant.upper_columns
    letter = LETTERS[column if upper else column - variant.upper_columns]
    return f"column {letter} of the {'upperwalk' if upper else 'lowerwalk'}"


def letters_words(variant: Variant, columns: frozenset[int]) -> str:
    """``"columns b, c, d and e of the upperwalk"``."""
    upper = min(columns) < variant.upper_columns
    first = 0 if upper else variant.upper_columns
    named = [LETTERS[c - first] for c in sorted(columns)]
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    walk = "upperwalk" if upper else "lowerwalk"
    return f"column{'s' if len(named) > 1 else ''} {listed} of the {walk}"


def stack_words(variant: Variant, column: int) -> str:
    """``"the stack in column c of the lowerwalk"`` (rows 1 and 3)."""
    return f"the stack in {column_words(variant, column)}"


def pile_words(board: Board, column: int) -> str:
    """A destination as a player sees it: ``"the 5s in column c of the lowerwalk"``, or
    ``"the empty destination in column c of the lowerwalk"``."""
    declared = board.declared(column)
    what = "the empty destination" if declared is None else f"the {values_word(declared)}"
    return f"{what} in {column_words(board.variant, column)}"


def held_words(board: Board, place: str) -> str:
    """The face-up card a player would move from ``place``: ``"the 7♦"``,
    ``"your hand's 3♣"``; ``""`` when no face-up card lies there."""
    row, column = locate(board.variant, place)
    if row == HAND:
        return f"your hand's {card_name(board.hand[column])}"
    if row in (2, 4):
        pile = board.piles[column]
        return f"the {card_name(pile[-1])}" if pile else ""
    top = board.top_up(column)
    return "" if top is None else f"the {card_name(top)}"


def place_words(board: Board, place: str) -> str:
    """Where a card would go, in a player's words: a destination by its value, a stack
    place by its walk and column (an empty lowerwalk place is an opening)."""
    row, column = locate(board.variant, place)
    if row == HAND:
        return f"your hand's {card_name(board.hand[column])}"
    if row in (2, 4):
        return pile_words(board, column)
    where = column_words(board.variant, column)
    if board.stacks[column]:
        return f"the stack in {where}"
    if row == 3:
        return f"the opening in {where}"  # an empty lowerwalk place is always an opening
    return f"the empty place at the top of {where}"


def capital(words: str) -> str:
    """A phrase made to start a sentence."""
    return words[:1].upper() + words[1:]


def move_words(board: Board, text: str) -> str:
    """A move in a player's words, card first, from the board it is played on:
    ``"the 7♦ onto column e of the lowerwalk (1c-4e)"``."""
    move = parse_move(text)
    variant = board.variant
    if move.is_favor:
        return f"a favor: {stack_words(variant, locate(variant, move.src)[1])} wakes ({move})"
    dst_row, column = locate(variant, move.dst)
    where = column_words(variant, column)
    if dst_row == 1:
        target = f"coaxed onto the dormant stack in {where}" if board.stacks[column] else ""
        target = target or f"juggled onto {where}"
    elif dst_row == 3:
        target = f"slid to the opening in {where}"
    else:
        target = "onto " + (where if board.declared(column) is None else pile_words(board, column))
    words = f"{held_words(board, move.src)} {target}"
    if move.ret == BLIND:
        words += ", the blind card coming back"
    elif move.ret:
        back = board.stacks[locate(variant, move.ret)[1]][-1]
        words += f", the {card_name(back)} coming back"
    return f"{words} ({move})"


def _stack(board: Board, column: int) -> str:
    stack = board.stacks[column]
    if not stack:
        return "."
    down = board.down[column]
    text = "#" * down + "".join(code(c) for c in stack[down:])
    if column in board.locked:
        text += "!"
    if column in board.dormant:
        text = "z" + text
    return text


def _pile(board: Board, column: int) -> str:
    return "".join(code(c) for c in board.piles[column]) or "-"


def _row(label: str, cells: list[str]) -> str:
    return (label.ljust(8) + "".join(c.ljust(WIDTH) for c in cells)).rstrip()


def board_text(board: Board, header: str = "") -> str:
    """Rows 1–4 and the hand, face-down cards as ``#``; a legend explains the marks."""
    variant = board.variant
    u = variant.upper_columns
    upper, lower = range(u), range(u, variant.columns)
    s = score(board)
    lines = [header] if header else []
    lines.append(
        f"score {s.total} (destinations {s.destinations}, hand {s.hand}, spikes {s.spikes})"
        + (" WON" if s.won else "")
        + (" PERFECT" if s.perfect else "")
    )
    lines.append(_row("", [LETTERS[i] for i in range(u)]))
    lines.append(_row("row 1", [_stack(board, c) for c in upper]))
    lines.append(_row("row 2", [_pile(board, c) for c in upper]))
    lines.append(_row("", [LETTERS[i] for i in range(variant.lower_columns)]))
    lines.append(_row("row 3", [_stack(board, c) for c in lower]))
    lines.append(_row("row 4", [_pile(board, c) for c in lower]))
    if board.hand:
        n = names(variant)
        lines.append(_row("hand", [f"{n.hand[i]} {code(c)}" for i, c in enumerate(board.hand)]))
    lines.append(
        "(# face down, ! locked by the perpetual play rule, z dormant, . empty, - undeclared)"
    )
    return "\n".join(lines)


def moves_text(board: Board) -> str:
    moves = legal_moves(board)
    return f"{len(moves)} legal moves: " + (" ".join(moves) if moves else "none, the game is over")

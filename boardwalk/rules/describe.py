"""The position in words, for a player who cannot or would rather not read the cards: what
each row holds, what each destination takes, what is blocked or locked, and what every
card that can move may do. Built from the rules' own text helpers and legal moves, so the
words are always the rules' (the table's "describe" key shows them).
"""

from __future__ import annotations

from .board import HAND, LETTERS, Board, locate, names
from .cards import value, values_word
from .moves import declarable, legal_moves
from .notation import parse_move
from .scoring import score, spike_columns
from .text import card_name, place_words

Section = tuple[str, str]


def describe(board: Board) -> list[Section]:
    """Headed sections, top row first, then the hand and the moves."""
    variant = board.variant
    upper, lower = range(variant.upper_columns), range(variant.upper_columns, variant.columns)
    sections = [("Score", _score(board))]
    sections.append(("Row 1: the upperwalk's stacks", _lines(board, upper, _stack)))
    sections.append(("Row 2: the upperwalk's destinations", _lines(board, upper, _pile)))
    sections.append(("Row 3: the lowerwalk's stacks", _lines(board, lower, _stack)))
    sections.append(("Row 4: the lowerwalk's destinations", _lines(board, lower, _pile)))
    if variant.hand_size:
        sections.append(("Your hand", ", ".join(card_name(c) for c in board.hand) + "."))
    sections.append(("What can move", _moves(board)))
    return sections


def _score(board: Board) -> str:
    s = score(board)
    parts = [f"{s.destinations} on destinations"]
    if board.variant.hand_size:
        parts.append(f"{s.hand} for the hand")
    if s.spikes:
        parts.append(f"{s.spikes} for spikes")
    state = " Row 1 is empty: the game is won." if s.won else ""
    return f"{s.total} points: {', '.join(parts)}.{state}"


def _lines(board: Board, columns: range, line) -> str:
    first = columns.start
    return "\n".join(f"{LETTERS[c - first]}: {line(board, c)}" for c in columns)


def _stack(board: Board, column: int) -> str:
    cards, down = board.stacks[column], board.down[column]
    if not cards:
        return "an opening, for one slid card" if not board.is_upper(column) else "empty"
    hidden = f"{down} face down" if down else ""
    if down == len(cards):
        state = " (dormant: only a favor flips it)" if column in board.dormant else ""
        return f"{hidden}{state}"
    top = card_name(cards[-1])
    notes = ["coaxed onto a dormant stack"] if column in board.dormant else []
    if column in board.locked:
        notes.append("locked by the perpetual play rule")
    if not board.is_upper(column) and len(board.piles[column]) < 4:
        notes.append("it blocks its column")
    under = f" on {hidden}" if hidden else ""
    return f"the {top}{under}" + (f" ({'; '.join(notes)})" if notes else "")


def _pile(board: Board, column: int) -> str:
    pile = board.piles[column]
    if pile:
        full = " (complete)" if len(pile) == 4 else f", {len(pile)} of 4"
        return f"{values_word(value(pile[0]))}{full}"
    if board.is_upper(column) and board.stacks[column]:
        return "closed until its stack is empty"
    values = sorted(declarable(board, column))
    if not values:
        return "empty, and no value may be declared there any more"
    lo, hi = values_word(values[0]), values_word(values[-1])
    return f"empty: takes {lo}" + (f" to {hi}" if lo != hi else "")


def _moves(board: Board) -> str:
    """Every legal move in words, a line per card (or stack) it starts from: each place
    it may go, and the cards each may bring back."""
    moves = legal_moves(board)
    if not moves:
        spikes = len(spike_columns(board))
        return "No move remains: the game is over." + (f" {spikes} spike(s) score." * (spikes > 0))
    by_source: dict[str, dict[str, list[str]]] = {}
    for text in moves:
        move = parse_move(text)
        targets = by_source.setdefault(move.src, {})
        targets.setdefault(move.dst, []).extend([move.ret] if move.ret else [])
    out = []
    for src, targets in by_source.items():
        if not next(iter(targets)):  # a favor: the place is the move
            out.append(f"• {_source(board, src)}: a favor wakes it ({src}*).")
            continue
        where = "; ".join(_target(board, dst, rets) for dst, rets in targets.items())
        out.append(f"• {_source(board, src)}: onto {where}.")
    return "\n".join(out)


def _target(board: Board, dst: str, rets: list[str]) -> str:
    words = f"{place_words(board, dst)} ({dst})"
    if not rets:
        return words
    back = [("the blind card" if r == "?" else _card_at(board, r)) for r in rets]
    back[0] = back[0] if back[0].startswith("the") else f"the {back[0]}"
    listed = back[0] if len(back) == 1 else ", ".join(back[:-1]) + " or " + back[-1]
    return f"{words}, bringing back {listed}"


def _card_at(board: Board, place: str) -> str:
    _, column = locate(board.variant, place)
    return card_name(board.stacks[column][-1])


def _source(board: Board, place: str) -> str:
    row, column = locate(board.variant, place)
    if row == HAND:
        return f"your hand's {card_name(board.hand[column])}"
    cards = board.stacks[column]
    if cards and board.down[column] < len(cards):
        return f"the {card_name(cards[-1])} on {names(board.variant).src[column]}"
    return f"the stack on {names(board.variant).src[column]}"

"""The Towers in a player's words, for the table: a move, a place, a hint's reason, and the
whole position (the W key). Card first, as the corner shows it (``7♥``); places by what
they are (``column e``, ``tower t2``, ``the ♥ foundation``); the notation in a bracket at
the end, as every message of the shell writes it.
"""

from __future__ import annotations

from boardwalk.rules.towers import Board, legal_moves, parse_move
from boardwalk.rules.towers.board import COLUMNS, FOUNDATION_NAMES, TOWER_NAMES, locate
from boardwalk.rules.towers.text import (
    SIGNS,
    card_name,
    cards_word,
    foundation_words,
    towers_word,
)

Section = tuple[str, str]


def signed(n: int) -> str:
    """Points as a table prints them: ``+4``, ``−1`` (a true minus), ``0``."""
    return "0" if n == 0 else f"+{n}" if n > 0 else f"−{-n}"


def worth(rule) -> str:
    """``"win +4 · loss −1"``: what a game under ``rule`` scores."""
    return f"win {signed(rule.win)} · loss {signed(rule.loss)}"


def place_words(board: Board, place: str) -> str:
    """``"column c"``, ``"tower t2"``, ``"the ♥ foundation (f2)"``."""
    where = locate(place)
    if where.kind == "foundation":
        return foundation_words(where.index)
    return f"{where.kind} {where.name}"


def moving(board: Board, move: str) -> list[int]:
    """The cards a move carries, from the one that lands first (its highest)."""
    m = parse_move(move)
    src = m.source
    if src.kind == "tower":
        card = board.towers[src.index]
        return [] if card is None else [card]
    if src.kind == "column":
        return list(board.columns[src.index][-m.count :])
    return []


def _carried(board: Board, move: str) -> str:
    """``"the 7♥"`` or ``"the run of 3 headed by the 9♠"``."""
    cards = moving(board, move)
    if not cards:
        return "a card"
    if len(cards) == 1:
        return f"the {card_name(cards[0])}"
    return f"the run of {len(cards)} headed by the {card_name(cards[0])}"


def _onto(board: Board, move: str) -> str:
    """Where a move lands: ``"onto the 8♥ in column e"``, ``"into empty column e"``."""
    dst = parse_move(move).target
    if dst.kind == "foundation":
        return f"to the {SIGNS[dst.index]} foundation"
    if dst.kind == "tower":
        return f"into tower {dst.name}"
    column = board.columns[dst.index]
    if not column:
        return f"into empty column {dst.name}"
    return f"onto the {card_name(column[-1])} in column {dst.name}"


def move_words(board: Board, move: str) -> str:
    """A move from the board it is played on, for the replay and the move list:
    ``"the run of 3 headed by the 9♠ onto the 10♠ in column e (c-e:3)"``."""
    words = f"{_carried(board, move)} {_onto(board, move)}"
    return f"{words} ({parse_move(move)})"


def reason(board: Board, move: str) -> str:
    """Why a player might make this move, in a sentence for the hint's toast."""
    m = parse_move(move)
    carried, onto = _carried(board, move), _onto(board, move)
    src = m.source
    why = ""
    if m.target.kind == "foundation":
        why = ": one more card home"
    elif src.kind == "tower":
        why = ": that frees the tower"
    elif src.kind == "column" and len(board.columns[src.index]) == m.count:
        why = f": that empties column {src.name}"
    elif src.kind == "column":
        under = board.columns[src.index][-m.count - 1]
        why = f", uncovering the {card_name(under)}"
    return f"{carried[0].upper()}{carried[1:]} {onto}{why} ({m})."


def describe(board: Board) -> list[Section]:
    """Headed sections: the rule and the score, the foundations, the towers, each column
    from its deepest card to its exposed one, and every move (the table's W key)."""
    return [
        ("Rule and score", _rule(board)),
        ("Foundations", _foundations(board)),
        ("Towers", _towers(board)),
        ("Columns, from the deepest card to the exposed one", _columns(board)),
        ("What can move", _moves(board)),
    ]


def _rule(board: Board) -> str:
    rule, home = board.rule, board.on_foundations()
    state = "All 52 cards are home: the game is won." if board.won else ""
    return (
        f"{rule.name} rule: a card goes on one rank higher, {rule.words}. "
        f"{cards_word(home).capitalize()} of 52 on the foundations. "
        f"A win scores {signed(rule.win)}, a loss {signed(rule.loss)}. {state}"
    ).strip()


def _foundations(board: Board) -> str:
    lines = []
    for suit, count in enumerate(board.foundations):
        name = f"{FOUNDATION_NAMES[suit]} {SIGNS[suit]}"
        if count == 0:
            lines.append(f"{name}: empty, takes the Ace")
        elif count == 13:
            lines.append(f"{name}: complete, up to the King")
        else:
            top, nxt = card_name((count - 1) * 4 + suit), card_name(count * 4 + suit)
            lines.append(f"{name}: up to the {top}, takes the {nxt}")
    return "\n".join(lines)


def _towers(board: Board) -> str:
    held = [
        f"{name}: {'empty' if card is None else 'the ' + card_name(card)}"
        for name, card in zip(TOWER_NAMES, board.towers, strict=True)
    ]
    limit = board.run_limit()
    runs = f"{towers_word(board.empty_towers()).capitalize()}: a run of up to {limit} may move."
    return "\n".join([*held, runs])


def _columns(board: Board) -> str:
    lines = []
    for letter, column in zip(COLUMNS, board.columns, strict=True):
        if not column:
            lines.append(f"{letter}: empty, takes only a King")
        else:
            run = board.run_length(COLUMNS.index(letter))
            cards = " ".join(card_name(c) for c in column)
            tail = f" (a run of {run} at its end)" if run > 1 else ""
            lines.append(f"{letter}: {cards}{tail}")
    return "\n".join(lines)


def _moves(board: Board) -> str:
    moves = legal_moves(board)
    if not moves:
        return "Nothing: no legal move is left."
    return "\n".join(move_words(board, m)[0].upper() + move_words(board, m)[1:] for m in moves)

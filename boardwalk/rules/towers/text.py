"""The Towers in words: cards, places and runs as a player reads them, and a plain-text board.

Cards are named as their corner shows them (``7♦``, via Boardwalk's ``card_name``); places
by what they are (``column e``, ``tower t2``, ``the ♥ foundation``), since The Towers's
places are few and lettered on the table.
"""

from __future__ import annotations

from ..text import SUIT_SIGNS, card_name
from .board import COLUMNS, FOUNDATION_NAMES, TOWER_NAMES, Board
from .moves import legal_moves

SIGNS = tuple(SUIT_SIGNS.values())  # ♠ ♥ ♦ ♣, the foundations' order
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")

__all__ = ["board_text", "card_name", "foundation_words", "moves_text", "next_card"]


def foundation_words(suit: int) -> str:
    """``"the ♥ foundation (f2)"``."""
    return f"the {SIGNS[suit]} foundation ({FOUNDATION_NAMES[suit]})"


def next_card(board: Board, suit: int) -> int:
    """The card a foundation takes next (it must not be full)."""
    return board.foundations[suit] * 4 + suit


def cards_word(count: int) -> str:
    return f"{count} card" + ("" if count == 1 else "s")


def towers_word(count: int) -> str:
    """``"no tower is empty"``, ``"1 tower is empty"``, ``"3 towers are empty"``."""
    if count == 0:
        return "no tower is empty"
    return f"{count} tower is empty" if count == 1 else f"{count} towers are empty"


def _foundation(board: Board, suit: int) -> str:
    count = board.foundations[suit]
    top = "-" if count == 0 else card_name((count - 1) * 4 + suit)
    return f"{FOUNDATION_NAMES[suit]} {SIGNS[suit]} {top}"


def board_text(board: Board, header: str = "") -> str:
    """Foundations, towers, then one line per column from its deepest card to its exposed."""
    lines = [header] if header else []
    total = board.on_foundations()
    lines.append(
        f"{board.rule.name} rule: {cards_word(total)} on the foundations"
        + (", WON" if board.won else "")
    )
    lines.append("   ".join(_foundation(board, s) for s in range(4)))
    towers = [
        f"{name} {'.' if card is None else card_name(card)}"
        for name, card in zip(TOWER_NAMES, board.towers, strict=True)
    ]
    lines.append("   ".join(towers))
    for letter, col in zip(COLUMNS, board.columns, strict=True):
        lines.append(f"{letter}  " + (" ".join(card_name(c) for c in col) or "."))
    lines.append("(columns from the deepest card to the exposed one; . empty, - no card yet)")
    return "\n".join(lines)


def moves_text(board: Board) -> str:
    moves = legal_moves(board)
    return f"{len(moves)} legal moves: " + (" ".join(moves) if moves else "none, the game is over")

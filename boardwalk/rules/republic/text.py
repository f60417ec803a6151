"""The Republic in words: cards, places and counts as a player reads them, and a plain-text
board.

Cards are named as their corner shows them (``7♦``, via Boardwalk's ``card_name``); places
by what they are (``column e``, ``packet pe``, ``the stock card``, ``the talon``,
``foundation f3``).
"""

from __future__ import annotations

from ..text import SUIT_SIGNS, card_name
from .board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, Board, Place
from .moves import legal_moves

SIGNS = tuple(SUIT_SIGNS.values())  # ♠ ♥ ♦ ♣: f1 f2, f3 f4, f5 f6, f7 f8
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")

__all__ = ["board_text", "card_name", "moves_text", "pair_words", "place_words"]


def cards_word(count: int) -> str:
    return f"{count} card" + ("" if count == 1 else "s")


def vacancies_word(count: int) -> str:
    """``"there is no vacancy"``, ``"there is 1"``, ``"there are 3"``."""
    if count == 0:
        return "there is no vacancy"
    return "there is 1" if count == 1 else f"there are {count}"


def pair_words(suit: int) -> str:
    """``"the ♥ foundations (f3, f4)"``."""
    first, second = FOUNDATION_NAMES[2 * suit : 2 * suit + 2]
    return f"the {SIGNS[suit]} foundations ({first}, {second})"


def place_words(place: Place) -> str:
    """``"column c"``, ``"packet pc"``, ``"the talon"``, ``"foundation f3"``."""
    if place.kind == "card":
        return "the stock card"
    if place.kind in ("talon", "stock"):
        return f"the {place.kind}"
    return f"{place.kind} {place.name}"


def capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _foundation(board: Board, index: int) -> str:
    top = board.foundation_top(index)
    return f"{FOUNDATION_NAMES[index]} {SIGNS[index // 2]} {'-' if top is None else card_name(top)}"


def _column(board: Board, c: int) -> str:
    packet = board.packets[c]
    up = board.packet_card(c)
    hidden = "#" * (len(packet) - (up is not None))
    head = f"{PACKET_NAMES[c]} {hidden}{'' if up is None else card_name(up)}".ljust(9)
    cards = " ".join(card_name(x) for x in board.columns[c])
    return f"{head}{COLUMNS[c]}  {cards or '.'}"


def board_text(board: Board, header: str = "") -> str:
    """Foundations, stock and talon, then one line per packet and its column."""
    lines = [header] if header else []
    total = board.on_foundations()
    lines.append(
        f"{board.rule.name} rule: {cards_word(total)} on the foundations, {board.redeals} "
        f"redeal{'' if board.redeals == 1 else 's'}" + (", WON" if board.won else "")
    )
    lines.append("   ".join(_foundation(board, f) for f in range(8)))
    card = "." if board.card is None else card_name(board.card)
    talon = " ".join(card_name(c) for c in board.talon[-5:])
    more = "… " if len(board.talon) > 5 else ""
    lines.append(
        f"stock {len(board.stock)} face down   s {card}   w ({len(board.talon)}) "
        + (more + talon if talon else ".")
    )
    lines += [_column(board, c) for c in range(len(COLUMNS))]
    lines.append(
        "(packets: # face down, then a turned-up card; columns from the first card to the "
        "exposed one; . empty, - no card yet)"
    )
    return "\n".join(lines)


def moves_text(board: Board) -> str:
    moves = legal_moves(board)
    return f"{len(moves)} legal moves: " + (" ".join(moves) if moves else "none, the game is over")

"""Calculation in words: the four sequences, and a plain-text board as a player sees it.

Cards are named as their corner shows them (``7♦``, via Boardwalk's ``card_name``). The
text view honours the view options: a covered discard shows as ``##`` unless option 2
shows all discards, and the deck as ``##`` unless option 5 shows the undealt cards.
"""

from __future__ import annotations

from ..cards import RANKS, parse_card
from ..text import card_name
from .board import HIDDEN, IN_PLAY, STACK_NAMES, Board, seen_at
from .moves import legal_moves
from .options import FULL, next_rank

__all__ = ["board_text", "card_name", "moves_text", "sequence"]


def sequence(stack: int) -> str:
    """Stack ``stack`` (0-based) from base to King, as the help shows it (§4):

    >>> sequence(1)
    '2 4 6 8 10 Q A 3 5 7 9 J K'
    """
    words = [RANKS[next_rank(stack, n)] for n in range(FULL)]
    return " ".join("10" if w == "T" else w for w in words)


def _shown(codes: list[str]) -> str:
    """Card codes as a player reads them, ``##`` for a face-down card, ``.`` for none."""
    return " ".join(c if c == HIDDEN else card_name(parse_card(c)) for c in codes) or "."


def board_text(board: Board, header: str = "") -> str:
    """The position in lines: stacks (with the card each takes next), piles, play, deck."""
    state = ", WON" if board.won else (", LOST" if board.lost else "")
    lines = [header] if header else []
    lines.append(f"Variation {board.rule.id}: {board.cards_up()} cards up{state}")
    for s, name in enumerate(STACK_NAMES):
        count = len(board.stacks[s])
        wants = "full" if count == FULL else f"next {RANKS[next_rank(s, count)]}"
        lines.append(f"{name}  {_shown(seen_at(board, name))}   ({wants})")
    for name in board.rule.pile_names:
        lines.append(f"{name}  {_shown(seen_at(board, name))}")
    lines.append(f"{IN_PLAY}  {_shown(seen_at(board, IN_PLAY))}")
    deck = seen_at(board, "deck")
    hidden = deck[:1] == [HIDDEN]
    lines.append(f"deck {len(deck)}" + (" face down" if hidden else ": " + _shown(deck)))
    lines.append("(stacks and piles from the bottom card up; ## face down, . empty)")
    return "\n".join(lines)


def moves_text(board: Board) -> str:
    moves = legal_moves(board)
    over = "none, the game is over"
    return f"{len(moves)} legal moves: " + (" ".join(moves) if moves else over)

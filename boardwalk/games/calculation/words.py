"""Calculation in a player's words, for the table: a move, a place, a hint's reason, the
plates' words and the whole position (the W key). Card first, as the corner shows it
(``7♥``); places by what they are (``stack 2``, ``pile b``, ``the card in play``); the
notation in a bracket at the end, as every message of the shell writes it.

Only what a player may see is told: a covered discard is named only when the variation
shows all discards (option set 2), the undealt cards only when it shows them (set 5).
"""

from __future__ import annotations

from boardwalk.rules.calculation import Board, legal_moves, seen_at, sequence
from boardwalk.rules.calculation.options import FULL, next_rank
from boardwalk.rules.calculation.text import card_name
from boardwalk.rules.cards import RANKS, a_value, value_word

Section = tuple[str, str]
STACKS = "1234"
COLOURS = ("red", "black")


def rank_word(rank: int) -> str:
    """A rank as a corner shows it: ``A``, ``7``, ``10``, ``K``."""
    word = RANKS[rank]
    return "10" if word == "T" else word


def wants(board: Board, stack: int) -> int | None:
    """The rank stack ``stack`` (0-based) takes next, or None once it is full."""
    count = len(board.stacks[stack])
    return None if count == FULL else next_rank(stack, count)


def plate_words(board: Board, stack: int) -> str:
    """A stack's plate: ``next 7`` (``next red 7`` under same colour), or ``full``."""
    rank = wants(board, stack)
    if rank is None:
        return "full"
    colour = f"{COLOURS[stack % 2]} " if board.rule.same_colour else ""
    return f"next {colour}{rank_word(rank)}"


def counts_by(stack: int) -> str:
    """``Stack 2 counts by 2:`` — the head of a sequence line."""
    return f"Stack {stack + 1} counts by {stack + 1}:"


def place_words(board: Board, place: str) -> str:
    """``"stack 2"``, ``"pile b"``, ``"the card in play"``, ``"the deck"``."""
    if place in STACKS:
        return f"stack {place}"
    if place == "p":
        return "the card in play"
    if place == "deck":
        return "the deck"
    return f"pile {place}"


def _card_at(board: Board, place: str) -> int | None:
    if place == "p":
        return board.in_play
    if place in "abcdef" and len(place) == 1:
        pile = board.piles["abcdef".index(place)]
        return pile[-1] if pile else None
    return None


def _onto(board: Board, place: str) -> str:
    """Where a move lands: ``"up to stack 2"``, ``"onto the 9♠ on pile b"``,
    ``"onto empty pile c"``."""
    if place in STACKS:
        return f"up to stack {place}"
    top = _card_at(board, place)
    return (
        f"onto empty pile {place}" if top is None else f"onto the {card_name(top)} on pile {place}"
    )


def move_words(board: Board, move: str) -> str:
    """``"the 7♥ in play up to stack 3 (p-3)"``, from the board it is played on."""
    src, dst = move.split("-")
    card = _card_at(board, src)
    what = "a card" if card is None else f"the {card_name(card)}"
    where = " in play" if src == "p" else f" from pile {src}"
    return f"{what}{where} {_onto(board, dst)} ({move})"


def reason(board: Board, move: str) -> str:
    """Why the bot's move, in a sentence for the hint's toast."""
    dst = move.split("-")[1]
    words = move_words(board, move)
    words = words[0].upper() + words[1:]
    if dst in STACKS:
        return f"{words}: one more card up."
    if _card_at(board, dst) is None:
        return f"{words}: an empty pile keeps it out of everyone's way."
    return f"{words}: it will be wanted before the card it covers."


def describe(board: Board) -> list[Section]:
    """Headed sections: the variation and cards up, the stacks, the piles, the card in play
    and the deck, and every move (the table's W key)."""
    return [
        ("Variation and cards up", _rule(board)),
        ("Stacks, and what each needs next", _stacks(board)),
        ("Discard piles, from the bottom card up", _piles(board)),
        ("The card in play and the deck", _play(board)),
        ("What can move", _moves(board)),
    ]


def _rule(board: Board) -> str:
    rule, up = board.rule, board.cards_up()
    state = (
        " The game is won."
        if board.won
        else " No card can go up any more: the game is lost."
        if board.lost
        else ""
    )
    return f"Variation {rule.id}: " + "; ".join(rule.words()) + f". {up} of 52 cards up.{state}"


def _stacks(board: Board) -> str:
    lines = []
    for s in range(4):
        held = board.stacks[s]
        top = f"up to the {card_name(held[-1])}" if held else "empty"
        rank = wants(board, s)
        nxt = "full, up to its King" if rank is None else f"takes {_wanted(board, s, rank)} next"
        lines.append(f"Stack {s + 1} ({top}): {nxt}. Its sequence: {sequence(s)}.")
    return "\n".join(lines)


def _wanted(board: Board, stack: int, rank: int) -> str:
    if board.rule.same_colour:
        return f"a {COLOURS[stack % 2]} {value_word(rank)}"
    return a_value(rank)


def _piles(board: Board) -> str:
    lines = []
    for name in board.rule.pile_names:
        seen = seen_at(board, name)
        if not seen:
            lines.append(f"{name}: empty")
            continue
        hidden = sum(1 for c in seen if c == "##")
        shown = [card_name(c) for c in _codes(seen) if c is not None]
        under = f"{hidden} card{'s' if hidden != 1 else ''} under " if hidden else ""
        lines.append(f"{name}: {under}" + " ".join(shown))
    return "\n".join(lines)


def _codes(seen: list[str]) -> list[int | None]:
    from boardwalk.rules.cards import parse_card

    return [None if c == "##" else parse_card(c) for c in seen]


def _play(board: Board) -> str:
    card = (
        "no card is in play"
        if board.in_play is None
        else f"the {card_name(board.in_play)} is in play"
    )
    left = len(board.stock)
    deck = f"{left} card{'s' if left != 1 else ''} left in the deck"
    if board.rule.deck_visible and board.stock:
        deck += ", next: " + " ".join(card_name(c) for c in board.stock)
    return f"{card[0].upper()}{card[1:]}; {deck}."


def _moves(board: Board) -> str:
    moves = legal_moves(board)
    if not moves:
        return "Nothing: no legal move is left."
    return "\n".join(_cap(move_words(board, m)) for m in moves)


def _cap(words: str) -> str:
    return words[0].upper() + words[1:]

"""Why a move of Calculation is refused, in a sentence that names the rule broken.

Legality is decided in ``moves.py``; this is consulted only once a move is found missing
from the legal list, to tell the player which rule stands in the way, card first: "The 7♥
does not fit stack 2: it counts up by 2 and has reached the 6♠, so it takes an 8 next."
Tests check that every refused move gets a specific reason, never the fallback.
"""

from __future__ import annotations

from ..cards import a_value, value_word
from ..errors import IllegalMove
from .board import Board, Place, locate
from .notation import Move, parse_move
from .options import FULL, next_rank
from .text import card_name

FALLBACK = "That move is not legal here."
COLOURS = ("red", "black")
SIGNS = ("♥ ♦", "♠ ♣")


def explain(board: Board, text: object) -> str:
    """The reason ``text`` is not legal on ``board``; for text that is no move at all (a
    card dropped on a place nothing goes to, such as the stock), what is wrong with it."""
    try:
        move = parse_move(text)
    except IllegalMove as err:
        return str(err)
    return _reason(board, move) or FALLBACK


def _reason(board: Board, move: Move) -> str | None:
    src, dst = move.source, move.target
    fixed = _fixed_places(src, dst)
    if fixed:
        return fixed
    for place in (src, dst):
        try:
            locate(place.name, board.rule)
        except ValueError as err:
            return str(err)
    if src.name == dst.name:
        return f"A move goes from one place to another, not from {src.name} to itself."
    card = _top(board, src)
    if card is None:
        if src.kind == "play":
            return "No card is in play: the whole deck has been dealt."
        return f"Pile {src.name} is empty: there is no card to move."
    if dst.kind == "stack":
        return _to_stack(board, card, dst.index)
    if src.kind == "pile":
        return _among_piles(board, card, src, dst)
    return None


def _fixed_places(src: Place, dst: Place) -> str | None:
    """Places that never give or take: the deck, the card in play as a target, the stacks
    as a source."""
    if src.kind == "deck":
        return (
            "No card is taken from the deck: it deals its next card into play (p) by itself "
            "once the card in play is placed."
        )
    if dst.kind == "deck":
        return "No card goes back to the deck: it only deals."
    if dst.kind == "play":
        return "Only the deck deals into play: no card moves to p."
    if src.kind == "stack":
        return (
            f"No card leaves a stack: what goes up on stack {src.name} stays there (a card "
            "that fits goes up; nothing comes back down)."
        )
    return None


def _top(board: Board, place: Place) -> int | None:
    if place.kind == "play":
        return board.in_play
    pile = board.piles[place.index]
    return pile[-1] if pile else None


def _to_stack(board: Board, card: int, stack: int) -> str | None:
    name, number = card_name(card), stack + 1
    held = board.stacks[stack]
    if len(held) == FULL:
        return f"Stack {number} is full: it has reached its King, and a full stack takes nothing."
    rule = board.rule
    rank = next_rank(stack, len(held))
    colour = COLOURS[stack % 2]
    wanted = f"a {colour} {value_word(rank)}" if rule.same_colour else a_value(rank)
    if card >> 2 != rank and not held:
        return (
            f"The {name} does not fit stack {number}: an empty stack {number} starts with {wanted}."
        )
    if card >> 2 != rank:
        return (
            f"The {name} does not fit stack {number}: it counts up by {number} and has reached "
            f"the {card_name(held[-1])}, so it takes {wanted} next."
        )
    if not rule.colour_ok(card, stack):
        return (
            f"The {name} does not fit stack {number}: with same colour (option set 4), stack "
            f"{number} takes only {colour} cards ({SIGNS[stack % 2]})."
        )
    return None


def _among_piles(board: Board, card: int, src: Place, dst: Place) -> str | None:
    rule = board.rule
    name = card_name(card)
    if not rule.discard_moves:
        return (
            f"Cards cannot move among the discard piles under variation {rule.id} (option set "
            f"3): the {name} on pile {src.name} goes only up to a stack."
        )
    held = board.piles[dst.index]
    if held:
        return (
            f"A discard top moves only onto an empty discard pile, and pile {dst.name} holds the "
            f"{card_name(held[-1])}."
        )
    if len(board.piles[src.index]) == 1:
        return (
            f"The {name} is the only card of pile {src.name}: moving it to another empty pile "
            "would change nothing."
        )
    return None

"""Deals of Calculation (§0, §3): deal numbers, the deal string, and what the deal lays out.

Deal N is Boardwalk's own documented shuffle (``boardwalk/rules/deals.py``: SplitMix64 and
Fisher–Yates on the sorted deck ``AS AH AD AC 2S … KC``), seeded with the game id
``calculation`` as Boardwalk seeds with a variant id. The shuffle does not depend on the
variation code; the deal string does, since the cards a variation lays out come first:

* the stack bases, stacks 1–4 (unless option 7 starts the stacks empty): scanning the
  shuffled deck from the front, the first card fit for stack 1 is taken out, then, from the
  front again, the first fit for stack 2, then 3, then 4 (same colour: a red A, a black 2,
  a red 3, a black 4);
* then the four Kings in the order met (option 6), placed on piles ``a b c d`` (three piles:
  the fourth King on ``a``, §3 Decision);
* then the deck, the other cards in their shuffled order, its first card dealt into play.

>>> from boardwalk.rules.calculation.options import find_rule
>>> board, events = layout(deck_of_deal(1, find_rule("4-000000")), find_rule("4-000000"))
>>> [s[0] >> 2 for s in board.stacks], len(board.stock), len(events)
([0, 1, 2, 3], 47, 5)
"""

from __future__ import annotations

from ..cards import code, value_word
from ..deals import check_deal_number, deal_cards, format_deck, parse_deck
from ..events import CardMoved
from .board import DECK, IN_PLAY, PILE_NAMES, STACK_NAMES, Board
from .options import CALCULATION, Rule

KING = 12
COLOUR_WORDS = ("red", "black")

__all__ = ["check_deal_number", "deck_of_deal", "format_deck", "layout", "parse_deck"]


def shuffled(number: int) -> tuple[int, ...]:
    """The shuffled deck of deal ``number``, before any card is taken out for the layout."""
    return deal_cards(check_deal_number(number), CALCULATION.id)


def deck_of_deal(number: int, rule: Rule) -> tuple[int, ...]:
    """The deal string of deal ``number`` under ``rule``, as cards (see the module docstring)."""
    rest = list(shuffled(number))
    front: list[int] = []
    if not rule.stacks_empty:
        for stack in range(4):
            base = next(c for c in rest if rule.fits(c, stack, 0))
            rest.remove(base)
            front.append(base)
    if rule.kings_start:
        kings = [c for c in rest if c >> 2 == KING]
        rest = [c for c in rest if c >> 2 != KING]
        front += kings
    return tuple(front + rest)


def king_piles(rule: Rule) -> tuple[int, ...]:
    """The pile each King goes on, in order: ``a b c d``, or ``a b c a`` with three piles."""
    return (0, 1, 2, 3) if rule.piles > 3 else (0, 1, 2, 0)


def check_front(deck: tuple[int, ...], rule: Rule) -> None:
    """ValueError in words unless the deal string starts with what ``rule`` lays out first."""
    at = 0
    if not rule.stacks_empty:
        for stack in range(4):
            card = deck[stack]
            if not rule.fits(card, stack, 0):
                raise ValueError(
                    f"Under variation {rule.id} the deal string starts with the stack bases, "
                    f"{_bases(rule)}: its card {stack + 1} should be {_base(rule, stack)} for "
                    f"stack {stack + 1}, not {code(card)}."
                )
        at = 4
    if rule.kings_start:
        for i in range(at, at + 4):
            if deck[i] >> 2 != KING:
                raise ValueError(
                    f"Under variation {rule.id} the four Kings come "
                    f"{'after the stack bases' if at else 'first'} in the deal string (Kings "
                    f"start on the discard piles): its card {i + 1} is {code(deck[i])}."
                )


def _base(rule: Rule, stack: int) -> str:
    word = value_word(stack)
    article = "an" if word[0] in "A8" else "a"
    if rule.same_colour:
        return f"{article} {COLOUR_WORDS[stack % 2]} {word}".replace("an red", "a red")
    return f"{article} {word}"


def _bases(rule: Rule) -> str:
    return ", ".join(_base(rule, s) for s in range(3)) + f" and {_base(rule, 3)}"


def layout(deck: tuple[int, ...], rule: Rule) -> tuple[Board, list[CardMoved]]:
    """The first board a deal string lays out, and the cards' trips there (never moves).

    The deal string must have been checked (``check_front``).
    """
    events: list[CardMoved] = []
    stacks: list[tuple[int, ...]] = [(), (), (), ()]
    piles: list[tuple[int, ...]] = [()] * rule.piles
    at = 0
    if not rule.stacks_empty:
        for stack in range(4):
            stacks[stack] = (deck[stack],)
            events.append(CardMoved(code(deck[stack]), DECK, STACK_NAMES[stack]))
        at = 4
    if rule.kings_start:
        for king, pile in zip(deck[at : at + 4], king_piles(rule), strict=True):
            piles[pile] += (king,)
            events.append(CardMoved(code(king), DECK, PILE_NAMES[pile]))
        at += 4
    first = deck[at]
    events.append(CardMoved(code(first), DECK, IN_PLAY))
    board = Board(rule, tuple(stacks), tuple(piles), first, deck[at + 1 :])
    return board, events


def read_deck(text: object, rule: Rule) -> tuple[int, ...]:
    """The cards of a ``deck=`` string, checked against ``rule``; ValueError in words."""
    deck = parse_deck(text)  # type: ignore[arg-type]
    check_front(deck, rule)
    return deck

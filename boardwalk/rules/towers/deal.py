"""Deals of The Towers (§0, §1): deal numbers, the deal string, and the Aces at the deal.

Deal N is Boardwalk's own documented shuffle (``boardwalk/rules/deals.py``: SplitMix64 and
Fisher–Yates on the sorted deck ``AS AH AD AC 2S … KC``), seeded with the game id
``towers`` as Boardwalk seeds with a variant id, so deal N of The Towers is not deal N of
any Boardwalk variant. The rule is not part of the seed: deal 7 lays out the same cards
under every rule. The shuffled deck, read from position 0, is the deal string:

* 50 codes for the columns ``a`` … ``j``, five each, from the deepest card to the exposed;
* then the card in tower ``t2``, then the card in ``t3`` (§1 Decision: Seahaven's layout).

>>> from boardwalk.rules.towers.matching import SAME_SUIT
>>> board = layout(tuple(range(52)), SAME_SUIT)
>>> [code(c) for c in board.columns[0]], [board.towers[i] for i in (0, 3)]
(['AS', 'AH', 'AD', 'AC', '2S'], [None, None])
"""

from __future__ import annotations

from collections.abc import Mapping

from ..cards import CODES, code, parse_card
from ..deals import check_deal_number, deal_cards, format_deck, parse_deck
from ..events import CardMoved
from .board import COLUMNS, FOUNDATION_NAMES, TOWER_NAMES, Board
from .matching import TOWERS, Rule

DEPTH = 5
DEALT_TOWERS = (1, 2)  # t2 and t3

__all__ = [
    "check_deal_number",
    "deal_string",
    "deck_of_deal",
    "format_deck",
    "lay_off_aces",
    "layout",
    "parse_deck",
]


def deck_of_deal(number: int) -> tuple[int, ...]:
    """The deal string of deal ``number``, as cards; ValueError in words for a bad number."""
    return deal_cards(check_deal_number(number), TOWERS.id)


def layout(deck: tuple[int, ...], rule: Rule) -> Board:
    """The position a deal string lays out, before any Ace goes up."""
    columns = tuple(deck[DEPTH * c : DEPTH * c + DEPTH] for c in range(len(COLUMNS)))
    towers: list[int | None] = [None] * len(TOWER_NAMES)
    for slot, card in zip(DEALT_TOWERS, deck[DEPTH * len(COLUMNS) :], strict=True):
        towers[slot] = card
    return Board(rule, columns, tuple(towers), (0, 0, 0, 0))


def lay_off_aces(board: Board) -> tuple[Board, list[CardMoved]]:
    """Every available Ace to its foundation, again while that uncovers another (§1).

    Available means exposed in a column or lying in a tower; a buried Ace waits (§1
    Decision). Sources are looked at from column ``a`` to ``j``, then ``t1`` to ``t4`` (the
    Layoff order of §4), starting over after each Ace, so the events come in that order.
    These are part of the deal, never moves.
    """
    columns = list(board.columns)
    towers = list(board.towers)
    foundations = list(board.foundations)
    events: list[CardMoved] = []
    while (src := _available_ace(columns, towers)) is not None:
        if src in COLUMNS:
            column = COLUMNS.index(src)
            ace = columns[column][-1]
            columns[column] = columns[column][:-1]
        else:
            tower = TOWER_NAMES.index(src)
            ace, towers[tower] = towers[tower], None
        assert ace is not None
        foundations[ace & 3] = 1
        events.append(CardMoved(code(ace), src, FOUNDATION_NAMES[ace & 3]))
    return Board(board.rule, tuple(columns), tuple(towers), tuple(foundations)), events


def _available_ace(columns: list[tuple[int, ...]], towers: list[int | None]) -> str | None:
    """The first place, in Layoff order, whose available card is an Ace."""
    for letter, col in zip(COLUMNS, columns, strict=True):
        if col and col[-1] >> 2 == 0:
            return letter
    for name, card in zip(TOWER_NAMES, towers, strict=True):
        if card is not None and card >> 2 == 0:
            return name
    return None


def deal_string(chosen: Mapping[str, str], fill: str | None = None) -> str:
    """A deal string with chosen cards where they matter and the rest filled in.

    ``chosen`` maps a column (``"c"``) to the cards at its exposed end, written deepest
    first as ``Game.cards`` shows them (``"c": "KS QS"`` deals the Q♠ exposed on the K♠),
    and ``"t2"`` or ``"t3"`` to its card. The other positions take the remaining cards in
    ``fill`` order (default: card order). Tests and lessons build their deals with this.

    >>> deal_string({"a": "KS QS", "t3": "AH"}).split()[3:5], deal_string({"t3": "AH"})[-2:]
    (['KS', 'QS'], 'AH')
    """
    slots: list[int | None] = [None] * 52
    for place, text in chosen.items():
        cards = [parse_card(w) for w in text.split()]
        for pos, card in zip(_positions(place, len(cards)), cards, strict=True):
            slots[pos] = card
    used = [c for c in slots if c is not None]
    if len(set(used)) != len(used):
        raise ValueError("The chosen cards name one card twice.")
    order = ([parse_card(w) for w in fill.split()] if fill else []) + list(range(52))
    rest = iter(dict.fromkeys(c for c in order if c not in set(used)))
    return " ".join(CODES[c if c is not None else next(rest)] for c in slots)


def _positions(place: str, count: int) -> list[int]:
    """Deal-string positions of the last ``count`` cards dealt to ``place``."""
    towers = {TOWER_NAMES[slot]: DEPTH * len(COLUMNS) + i for i, slot in enumerate(DEALT_TOWERS)}
    if place in towers and count == 1:
        return [towers[place]]
    if len(place) == 1 and place in COLUMNS and count <= DEPTH:
        end = DEPTH * (COLUMNS.index(place) + 1)
        return list(range(end - count, end))
    raise ValueError(f"Only columns a–j (up to 5 cards) and t2, t3 (1 card) are dealt: {place}.")

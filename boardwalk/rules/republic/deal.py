"""Deals of The Republic (§0, §2): deal numbers, the 104-card deal string, and its layout.

Deal N is Boardwalk's own documented shuffle (``boardwalk/rules/deals.py``: SplitMix64 and
Fisher–Yates, drawing ``j`` in ``0 … i`` without modulo bias) run over the two decks in
their canonical order, deck 1's ``AS AH AD AC 2S … KC`` then deck 2's, from position 103
down, seeded with the game id ``republic`` as Boardwalk seeds with a variant id. The rule
is not part of the seed: deal 7 lays out the same cards under every rule. The shuffled
list, read from position 0, is the deal string:

* 30 codes for the packets ``pa`` … ``pj``, three each, from the top card (first to turn
  up) down;
* 10 codes for the columns ``a`` … ``j``, one face-up card each;
* 64 codes for the stock, from its top card (the first to turn).

>>> from boardwalk.rules.republic.matching import ALTERNATING
>>> board = layout(tuple(range(52)) * 2, ALTERNATING)
>>> [code(c) for c in board.packets[0]], code(board.columns[0][0]), code(board.stock[-1])
(['AD', 'AH', 'AS'], '8D', 'JS')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ..cards import CODES, code, parse_card
from ..deals import MASK64, check_deal_number, splitmix64
from .board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, Board
from .matching import REPUBLIC, Rule

DEPTH = 3
CARDS = 104
PACKED = DEPTH * len(COLUMNS)  # 30 packet cards come first
DEALT = PACKED + len(COLUMNS)  # then 10 column cards; the stock is the rest

__all__ = ["deal_string", "deck_of_deal", "format_deck", "layout", "parse_deck"]


def deck_of_deal(number: int) -> tuple[int, ...]:
    """The deal string of deal ``number``, as cards; ValueError in words for a bad number."""
    check_deal_number(number)
    deck = list(range(52)) * 2
    state = (number ^ int.from_bytes(REPUBLIC.id.encode()[:8].ljust(8, b"\0"), "big")) & MASK64
    for i in range(CARDS - 1, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            state, r = splitmix64(state)
            if r < limit:
                break
        j = r % bound
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def parse_deck(text: object) -> tuple[int, ...]:
    """The cards of a 104-code deal string, each card exactly twice; ValueError otherwise."""
    if not isinstance(text, str):
        raise ValueError("A deal string is 104 card codes separated by spaces (two decks).")
    words = text.split()
    if len(words) != CARDS:
        raise ValueError(
            f"A deal string of The Republic lists 104 cards; this one lists {len(words)}."
        )
    cards = tuple(parse_card(w) for w in words)
    counts = Counter(cards)
    for card in cards:
        if counts[card] > 2:
            missing = sorted(c for c in range(52) if counts[c] < 2)
            raise ValueError(
                f"The deal string lists {code(card)} {counts[card]} times, but two decks hold "
                f"each card twice" + (f"; it is short of {code(missing[0])}." if missing else ".")
            )
    return cards


def format_deck(cards: tuple[int, ...]) -> str:
    return " ".join(code(c) for c in cards)


def layout(deck: tuple[int, ...], rule: Rule) -> Board:
    """The position a deal string lays out: packets, one card per column, the stock."""
    packets = tuple(tuple(reversed(deck[DEPTH * p : DEPTH * p + DEPTH])) for p in range(10))
    columns = tuple((card,) for card in deck[PACKED:DEALT])
    stock = tuple(reversed(deck[DEALT:]))
    return Board(rule, packets, columns, stock, None, (), (0,) * len(FOUNDATION_NAMES))


def deal_string(chosen: Mapping[str, str], fill: str | None = None) -> str:
    """A deal string with chosen cards where they matter and the rest filled in.

    ``chosen`` maps a packet (``"pc"``) to its cards from the top down (the order they turn
    up), a column (``"c"``) to its one card, and ``"stock"`` to its first cards, the first
    to turn first. The other positions take the remaining cards (each twice in all) in
    ``fill`` order, then card order. Tests and lessons build their deals with this.

    >>> deal_string({"pa": "KS QS", "c": "AH", "stock": "2C"}).split()[:3]
    ['KS', 'QS', 'AS']
    """
    slots: list[int | None] = [None] * CARDS
    for place, text in chosen.items():
        cards = [parse_card(w) for w in text.split()]
        for pos, card in zip(_positions(place, len(cards)), cards, strict=True):
            slots[pos] = card
    left = Counter({c: 2 for c in range(52)})
    left.subtract(c for c in slots if c is not None)
    if any(n < 0 for n in left.values()):
        raise ValueError("The chosen cards name one card more than twice.")
    order = ([parse_card(w) for w in fill.split()] if fill else []) + list(range(52)) * 2
    rest = iter([c for c in order if left[c] > 0 and not left.subtract({c: 1})])
    return " ".join(CODES[c if c is not None else next(rest)] for c in slots)


def _positions(place: str, count: int) -> list[int]:
    """Deal-string positions of the first ``count`` cards dealt to ``place``."""
    if place in PACKET_NAMES and count <= DEPTH:
        first = DEPTH * PACKET_NAMES.index(place)
        return list(range(first, first + count))
    if len(place) == 1 and place in COLUMNS and count == 1:
        return [PACKED + COLUMNS.index(place)]
    if place == "stock" and count <= CARDS - DEALT:
        return list(range(DEALT, DEALT + count))
    raise ValueError(f"Only packets (3 cards), columns (1) and the stock are dealt: {place}.")

"""Deals: deck order strings, deal numbers and hand-built layouts (RULES.md §3).

Deal numbers must mean the same cards forever, on every machine and Python version, so
the shuffle uses its own PRNG rather than :mod:`random`:

* the generator is SplitMix64 (Steele, Lea & Flood 2014); its state starts at N XOR the
  first 8 bytes of the variant id (UTF-8, padded with zero bytes) read as a big-endian
  integer, so deal N of Squattsi and deal N of Lucky Seven are different deals;
* the deck starts in card order ``AS AH AD AC 2S … KC``;
* Fisher–Yates from the last position down: for ``i`` = 51 … 1, draw ``j`` uniformly in
  ``0 … i`` (rejecting the 64-bit outputs at or above the largest multiple of ``i + 1``,
  so there is no modulo bias) and swap positions ``i`` and ``j``;
* the shuffled list, read from position 0, is the deck order string of RULES.md §3.

"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import CODES, code, parse_card
from .errors import shown
from .variants import Variant

MASK64 = (1 << 64) - 1
MAX_DEAL = (1 << 63) - 1
STACK_DEPTH = 4


def splitmix64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def deal_cards(number: int, variant_id: str) -> tuple[int, ...]:
    """The deck of deal ``number`` of a variant, in deal order (see the module docstring)."""
    check_deal_number(number)
    deck = list(range(52))
    state = number ^ int.from_bytes(variant_id.encode()[:8].ljust(8, b"\0"), "big")
    for i in range(51, 0, -1):
        bound = i + 1
        limit = (1 << 64) - (1 << 64) % bound
        while True:
            state, r = splitmix64(state)
            if r < limit:
                break
        j = r % bound
        deck[i], deck[j] = deck[j], deck[i]
    return tuple(deck)


def check_deal_number(number: object) -> int:
    """The deal number itself, or ValueError in words (True and 7.0 are not deal numbers)."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise ValueError(f"A deal number is a whole number; got {shown(number)}.")
    if not 1 <= number <= MAX_DEAL:
        raise ValueError(f"Deal numbers run from 1 to {MAX_DEAL}; {shown(number)} is outside.")
    return number


def parse_deck(text: str) -> tuple[int, ...]:
    """The cards of a 52-code deck order string; ValueError naming what is wrong.

    ValueError for anything else too, text or not.
    """
    if not isinstance(text, str):
        raise ValueError("A deck is a string of 52 card codes separated by spaces.")
    words = text.split()
    if len(words) != 52:
        raise ValueError(f"A deck lists 52 cards; this one lists {len(words)}.")
    cards = tuple(parse_card(w) for w in words)
    seen: set[int] = set()
    for c in cards:
        if c in seen:
            missing = sorted(set(range(52)) - set(cards))
            raise ValueError(
                f"The deck lists {code(c)} twice"
                + (f" and leaves out {code(missing[0])}." if missing else ".")
            )
        seen.add(c)
    return cards


def format_deck(cards: tuple[int, ...]) -> str:
    return " ".join(code(c) for c in cards)


def deck_from_layout(variant: Variant, layout: Mapping[str, str], fill: str | None = None) -> str:
    """A deck order string with chosen cards where they matter and the rest filled in.

    ``layout`` maps a source place (``"1a"`` … ``"3h"``) to the top cards of that stack,
    written bottom to top as :meth:`Game.cards` shows them (``"3c": "5S 7H"`` puts 7H on
    top with 5S beneath it), and hand slots (``"h1"`` …) or ``"hand"`` to hand cards.
    Unnamed positions take the remaining cards in ``fill`` order (default: card order).
    Tests and tutorial scripts build their deals with this.
    """
    slots: list[int | None] = [None] * 52
    for place, text in layout.items():
        cards = [parse_card(w) for w in text.split()]
        for pos, card in zip(_positions(variant, place, len(cards)), cards, strict=True):
            if slots[pos] is not None:
                raise ValueError(f"Layout puts two cards in one position at {place}.")
            slots[pos] = card
    used = [c for c in slots if c is not None]
    if len(set(used)) != len(used):
        raise ValueError("Layout uses a card twice.")
    taken = set(used)
    order = ([parse_card(w) for w in fill.split()] if fill else []) + list(range(52))
    rest = iter(dict.fromkeys(c for c in order if c not in taken))
    return " ".join(CODES[c if c is not None else next(rest)] for c in slots)


def _positions(variant: Variant, place: str, count: int) -> list[int]:
    """Deal-order positions of the top ``count`` cards of ``place``, bottom to top."""
    if place == "hand" or place[0] == "h":
        first = variant.columns * STACK_DEPTH
        start = 0 if place == "hand" else int(place[1:]) - 1
        if start + count > variant.hand_size:
            raise ValueError(f"{variant.name} has {variant.hand_size} hand cards.")
        return [first + start + k for k in range(count)]
    row, col = place[0], ord(place[1]) - ord("a")
    if row == "1":
        width, column = variant.upper_columns, col
    elif row == "3":
        width, column = variant.lower_columns, variant.upper_columns + col
    else:
        raise ValueError(f"Only source stacks (rows 1 and 3) and the hand are dealt: {place}.")
    if not 0 <= col < width or count > STACK_DEPTH:
        raise ValueError(f"{place} cannot hold {count} dealt cards in {variant.name}.")
    # Deal order lists a stack top first; the layout lists it bottom to top.
    return [column * STACK_DEPTH + k for k in range(count - 1, -1, -1)]

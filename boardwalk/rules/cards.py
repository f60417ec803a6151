"""Cards as small integers, and the words a player reads about them.

A card is ``rank * 4 + suit`` (rank 0 = Ace … 12 = King; suit 0–3 = S H D C), so the
face value that every rule looks at is ``card >> 2``: integers keep the engine fast,
codes such as ``"7H"`` are only for text.
"""

from __future__ import annotations

from .errors import shown

RANKS = "A23456789TJQK"
SUITS = "SHDC"
_RANK_WORDS = ("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King")
CODES: tuple[str, ...] = tuple(r + s for r in RANKS for s in SUITS)
_INDEX = {code: i for i, code in enumerate(CODES)}


def value(card: int) -> int:
    """Face value 0 (Ace) … 12 (King): the only thing the rules look at."""
    return card >> 2


def code(card: int) -> str:
    """``"7H"`` for the seven of hearts."""
    return CODES[card]


def parse_card(text: str) -> int:
    """The card for a code such as ``"7h"`` or ``"TD"``; ValueError in words otherwise."""
    card = _INDEX.get(text.strip().upper()) if isinstance(text, str) else None
    if card is None:
        raise ValueError(
            f"{shown(text)} is not a card code: a rank (A 2 3 4 5 6 7 8 9 T J Q K) "
            "then a suit (S H D C), as in 7H or TD."
        )
    return card


def value_word(v: int) -> str:
    """``"7"``, ``"Ace"``, ``"10"``: a face value as a player says it."""
    return _RANK_WORDS[v]


def a_value(v: int) -> str:
    """``"a 7"``, ``"an 8"``, ``"an Ace"``."""
    word = _RANK_WORDS[v]
    return ("an " if word[0] in "A8" else "a ") + word


def values_word(v: int) -> str:
    """``"7s"``, ``"Aces"``, ``"Kings"``: a declared column holds these."""
    return _RANK_WORDS[v] + "s"

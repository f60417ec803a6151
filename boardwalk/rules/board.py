"""The board: an immutable value, and the places a player names (RULES.md §1, §3, §14).

Columns are numbered once for both walks: upperwalk columns ``0 … U-1``, then lowerwalk
columns ``U … U+L-1``. Each column has a source stack (row 1 or 3) and a destination
(row 2 or 4). A source stack keeps its cards bottom to top and a count of face-down
cards at the bottom; every card above them is face up. That one number covers every
case the rules allow: at most one face-up card sits on any stack.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .cards import code, value
from .errors import shown
from .variants import Variant

HAND = 5
HIDDEN = "##"
LETTERS = "abcdefgh"
DIGITS = "0123456789"


@dataclass(frozen=True, slots=True)
class Board:
    """One position. Never mutated: moves make new boards (see ``engine.perform``)."""

    variant: Variant
    stacks: tuple[tuple[int, ...], ...]
    down: tuple[int, ...]
    piles: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    dormant: frozenset[int]
    """Upperwalk columns still dormant (Cheshire): all face down, no self-flip."""
    locked: frozenset[int]
    """Upperwalk columns whose top card is locked by the perpetual play rule (§11)."""
    plies: int = 0

    def declared(self, column: int) -> int | None:
        """The face value a destination is declared for, or None."""
        pile = self.piles[column]
        return value(pile[0]) if pile else None

    def top_up(self, column: int) -> int | None:
        """The face-up top card of a source stack, or None (empty or face down)."""
        stack = self.stacks[column]
        return stack[-1] if len(stack) > self.down[column] else None

    def is_upper(self, column: int) -> bool:
        return column < self.variant.upper_columns

    def face_down_cards(self) -> list[tuple[int, int]]:
        """(column, card) for every face-down card on the board."""
        return [(c, card) for c, s in enumerate(self.stacks) for card in s[: self.down[c]]]


@dataclass(frozen=True, slots=True)
class Names:
    """Place names of one variant's columns, computed once."""

    src: tuple[str, ...]
    dst: tuple[str, ...]
    hand: tuple[str, ...]


@cache
def names(variant: Variant) -> Names:
    u, lo = variant.upper_columns, variant.lower_columns
    return Names(
        src=tuple(f"1{LETTERS[i]}" for i in range(u)) + tuple(f"3{LETTERS[i]}" for i in range(lo)),
        dst=tuple(f"2{LETTERS[i]}" for i in range(u)) + tuple(f"4{LETTERS[i]}" for i in range(lo)),
        hand=tuple(f"h{i + 1}" for i in range(variant.hand_size)),
    )


def all_places(variant: Variant) -> list[str]:
    """Every place of the variant in reading order: rows 1–4, then the hand."""
    n = names(variant)
    u = variant.upper_columns
    return [*n.src[:u], *n.dst[:u], *n.src[u:], *n.dst[u:], *n.hand]


def locate(variant: Variant, place: str) -> tuple[int, int]:
    """(row, column) for a place name; row 5 is the hand, whose 'column' is the slot.

    ValueError in words for a place this variant does not have, or for anything that is
    not a place name at all.
    """
    if not isinstance(place, str):
        raise ValueError(f"A place is named like 1a, 4c or h2, not {shown(place)}.")
    text = place.strip().lower()
    if len(text) == 2 and text[0] == "h" and text[1] in DIGITS:
        slot = int(text[1]) - 1
        if variant.hand_size == 0:
            raise ValueError(f"{variant.name} has no hand.")
        if not 0 <= slot < variant.hand_size:
            raise ValueError(f"The hand has slots h1–h{variant.hand_size}; there is no {text}.")
        return HAND, slot
    if len(text) != 2 or text[0] not in "1234" or text[1] not in LETTERS:
        raise ValueError(f"{shown(place)} is not a place: rows 1–4 then a column letter, or h1–h4.")
    row, col = int(text[0]), LETTERS.index(text[1])
    upper = row <= 2
    width = variant.upper_columns if upper else variant.lower_columns
    if col >= width:
        walk = "upperwalk" if upper else "lowerwalk"
        raise ValueError(
            f"{variant.name}'s {walk} has columns a–{LETTERS[width - 1]}; there is no {text}."
        )
    return row, col if upper else variant.upper_columns + col


def initial_board(variant: Variant, deck: tuple[int, ...]) -> Board:
    """The position dealt from a deck in deal order (RULES.md §3)."""
    stacks, down = [], []
    for c in range(variant.columns):
        dealt = deck[4 * c : 4 * c + 4]
        stacks.append(tuple(reversed(dealt)))
        upper_live = c < variant.upper_columns and c not in variant.dormant
        down.append(3 if upper_live else 4)
    hand = deck[4 * variant.columns : 4 * variant.columns + variant.hand_size]
    return Board(
        variant=variant,
        stacks=tuple(stacks),
        down=tuple(down),
        piles=((),) * variant.columns,
        hand=tuple(hand),
        dormant=variant.dormant,
        locked=frozenset(),
    )


def cards_at(board: Board, place: str) -> list[str]:
    """Card codes at a place, bottom to top, face-down cards as ``##``.

    ValueError in words (from :func:`locate`) for anything that is not a place here.
    """
    row, col = locate(board.variant, place)
    if row == HAND:
        return [code(board.hand[col])]
    if row in (2, 4):
        return [code(c) for c in board.piles[col]]
    down = board.down[col]
    return [HIDDEN if i < down else code(c) for i, c in enumerate(board.stacks[col])]

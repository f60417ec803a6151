"""The board of The Towers as an immutable value, and the places a player names (§1, §5).

Cards are the small integers of ``boardwalk/rules/cards.py`` (``rank * 4 + suit``, suits
S H D C), so a foundation is just a count: foundation ``f1``–``f4`` is bound to ♠ ♥ ♦ ♣
(§1 Decision), and holding ``n`` cards means it holds its suit's Ace up to rank ``n``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import code
from ..errors import shown
from .matching import Rule

COLUMNS = "abcdefghij"
TOWER_NAMES = ("t1", "t2", "t3", "t4")
FOUNDATION_NAMES = ("f1", "f2", "f3", "f4")
PLACES = (*COLUMNS, *TOWER_NAMES, *FOUNDATION_NAMES)
"""Every place, in reading order: columns, then towers, then foundations."""
KING = 12
FULL = 13


@dataclass(frozen=True, slots=True)
class Board:
    """One position. Never mutated: a move makes a new board (see ``engine.perform``)."""

    rule: Rule
    columns: tuple[tuple[int, ...], ...]
    """Ten columns, each from its deepest card to its exposed card."""
    towers: tuple[int | None, ...]
    foundations: tuple[int, ...]
    """How many cards each foundation holds (0 … 13), f1–f4 = ♠ ♥ ♦ ♣."""

    def exposed(self, column: int) -> int | None:
        col = self.columns[column]
        return col[-1] if col else None

    def empty_towers(self) -> int:
        return sum(t is None for t in self.towers)

    def run_limit(self) -> int:
        """How many cards may move together: one, plus one per empty tower (§1 move 4).

        Empty columns never raise it (§1 Decision): only Kings may enter them.
        """
        return 1 + self.empty_towers()

    def run_length(self, column: int, limit: int = FULL) -> int:
        """The longest run at the open end of a column, counted up to ``limit``."""
        col = self.columns[column]
        if not col:
            return 0
        fits = self.rule.fits
        length = 1
        while length < min(len(col), limit) and fits(col[-length], col[-length - 1]):
            length += 1
        return length

    def on_foundations(self) -> int:
        return sum(self.foundations)

    @property
    def won(self) -> bool:
        return all(n == FULL for n in self.foundations)


@dataclass(frozen=True, slots=True)
class Place:
    """A named place: ``kind`` is ``"column"``, ``"tower"`` or ``"foundation"``."""

    kind: str
    index: int
    name: str


def locate(place: object) -> Place:
    """The place a name denotes (capitals and spaces forgiven); ValueError in words otherwise."""
    if not isinstance(place, str):
        raise ValueError(f"A place is named like c, t2 or f3, not {shown(place)}.")
    name = "".join(place.split()).lower()
    if len(name) == 1 and name in COLUMNS:
        return Place("column", COLUMNS.index(name), name)
    if name in TOWER_NAMES:
        return Place("tower", TOWER_NAMES.index(name), name)
    if name in FOUNDATION_NAMES:
        return Place("foundation", FOUNDATION_NAMES.index(name), name)
    raise ValueError(
        f"The Towers has no place {shown(place)}: its places are the columns a–j, the towers "
        "t1–t4 and the foundations f1–f4."
    )


def foundation_cards(suit: int, count: int) -> list[int]:
    """The cards on a suit's foundation holding ``count`` cards, Ace first."""
    return [rank * 4 + suit for rank in range(count)]


def cards_at(board: Board, place: object) -> list[str]:
    """Card codes at a place, bottom to top (every card of The Towers is face up)."""
    where = locate(place)
    if where.kind == "column":
        return [code(c) for c in board.columns[where.index]]
    if where.kind == "tower":
        card = board.towers[where.index]
        return [] if card is None else [code(card)]
    return [code(c) for c in foundation_cards(where.index, board.foundations[where.index])]


def every_card(board: Board) -> list[int]:
    """All the board's cards, wherever they lie: 52 distinct ones in any legal position."""
    cards = [c for col in board.columns for c in col]
    cards += [t for t in board.towers if t is not None]
    for suit, count in enumerate(board.foundations):
        cards += foundation_cards(suit, count)
    return cards

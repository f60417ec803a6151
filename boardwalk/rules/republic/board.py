"""The board of The Republic as an immutable value, and the places a player names (§2, §5).

Cards are the small integers of ``boardwalk/rules/cards.py`` (``rank * 4 + suit``, suits
S H D C); the two decks hold each card twice, and which deck a card came from is not game
state (§2 Decision). A foundation is a count: ``f1 f2`` are ♠, ``f3 f4`` ♥, ``f5 f6`` ♦,
``f7 f8`` ♣ (§2 Decision), so foundation ``i`` is for suit ``i // 2``.

Whether a packet's top card is turned up is not stored: it is turned up exactly when its
column is empty (a packet turns up the moment its column empties, and an empty column under
a packet takes nothing, so it stays empty until the packet's last card drops into it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import code
from ..errors import shown
from .matching import Rule

COLUMNS = "abcdefghij"
PACKET_NAMES = tuple(f"p{c}" for c in COLUMNS)
FOUNDATION_NAMES = tuple(f"f{i}" for i in range(1, 9))
PLACES = (*COLUMNS, *PACKET_NAMES, "stock", "s", "w", *FOUNDATION_NAMES)
"""Every place ``cards()`` knows, in reading order."""
FULL = 13
HIDDEN = "##"


@dataclass(frozen=True, slots=True)
class Board:
    """One position. Never mutated: a move makes a new board (see ``engine.perform``)."""

    rule: Rule
    packets: tuple[tuple[int, ...], ...]
    """Ten packets, each from its bottom card to its top (the next to turn up)."""
    columns: tuple[tuple[int, ...], ...]
    """Ten columns, each from its first card to its exposed card."""
    stock: tuple[int, ...]
    """Face down, from the bottom to the top card (the next to turn)."""
    card: int | None
    """The stock card, turned up on the stock, or None."""
    talon: tuple[int, ...]
    foundations: tuple[int, ...]
    """How many cards each of f1–f8 holds (0 … 13)."""
    redeals: int = 0
    """How many times the talon has been turned over in this game."""

    def exposed(self, column: int) -> int | None:
        col = self.columns[column]
        return col[-1] if col else None

    def packet_card(self, column: int) -> int | None:
        """The packet's turned-up card: its top, once its column is empty."""
        packet = self.packets[column]
        return packet[-1] if packet and not self.columns[column] else None

    def is_vacancy(self, column: int) -> bool:
        """An empty column under an empty packet: it takes any card."""
        return not self.columns[column] and not self.packets[column]

    def vacancies(self) -> int:
        return sum(self.is_vacancy(c) for c in range(len(COLUMNS)))

    def run_length(self, column: int) -> int:
        """The longest run at the open end of a column (0 for an empty one)."""
        col = self.columns[column]
        if not col:
            return 0
        fits = self.rule.fits
        length = 1
        while length < len(col) and fits(col[-length], col[-length - 1]):
            length += 1
        return length

    def takers(self, card: int) -> list[int]:
        """The foundations (indices) that take ``card`` now: the two of its suit, each if it
        is empty and the card an Ace, or if it has reached the card below."""
        suit, rank = card & 3, card >> 2
        return [i for i in (2 * suit, 2 * suit + 1) if self.foundations[i] == rank]

    def foundation_top(self, index: int) -> int | None:
        count = self.foundations[index]
        return (count - 1) * 4 + index // 2 if count else None

    def on_foundations(self) -> int:
        return sum(self.foundations)

    @property
    def won(self) -> bool:
        return all(n == FULL for n in self.foundations)


@dataclass(frozen=True, slots=True)
class Place:
    """A named place: ``kind`` is column, packet, stock, card, talon or foundation."""

    kind: str
    index: int
    name: str


_KINDS = {"stock": Place("stock", 0, "stock"), "s": Place("card", 0, "s")}
_KINDS["w"] = Place("talon", 0, "w")
for _i, _c in enumerate(COLUMNS):
    _KINDS[_c] = Place("column", _i, _c)
    _KINDS[PACKET_NAMES[_i]] = Place("packet", _i, PACKET_NAMES[_i])
for _i, _f in enumerate(FOUNDATION_NAMES):
    _KINDS[_f] = Place("foundation", _i, _f)
PLACE_WORDS = (
    "the columns a–j, the packets pa–pj, the stock, the stock card s, the talon w and the "
    "foundations f1–f8"
)


def locate(place: object) -> Place:
    """The place a name denotes (capitals and spaces forgiven); ValueError in words otherwise."""
    if not isinstance(place, str):
        raise ValueError(f"A place is named like c, pc, w or f3, not {shown(place)}.")
    found = _KINDS.get("".join(place.split()).lower())
    if found is None:
        raise ValueError(f"The Republic has no place {shown(place)}: its places are {PLACE_WORDS}.")
    return found


def foundation_cards(index: int, count: int) -> list[int]:
    """The cards on foundation ``index`` holding ``count`` cards, Ace first."""
    return [rank * 4 + index // 2 for rank in range(count)]


def cards_at(board: Board, place: object) -> list[str]:
    """Card codes at a place, bottom to top; a face-down card is ``"##"`` (§5)."""
    where = locate(place)
    i = where.index
    if where.kind == "column":
        return [code(c) for c in board.columns[i]]
    if where.kind == "packet":
        shown_cards = [HIDDEN] * len(board.packets[i])
        up = board.packet_card(i)
        if up is not None:
            shown_cards[-1] = code(up)
        return shown_cards
    if where.kind == "stock":
        return [HIDDEN] * len(board.stock)
    if where.kind == "card":
        return [] if board.card is None else [code(board.card)]
    if where.kind == "talon":
        return [code(c) for c in board.talon]
    return [code(c) for c in foundation_cards(i, board.foundations[i])]


def every_card(board: Board) -> list[int]:
    """All the board's cards, wherever they lie: each of the 52 twice in any legal position."""
    cards = [c for part in (*board.packets, *board.columns) for c in part]
    cards += [*board.stock, *board.talon]
    if board.card is not None:
        cards.append(board.card)
    for index, count in enumerate(board.foundations):
        cards += foundation_cards(index, count)
    return cards

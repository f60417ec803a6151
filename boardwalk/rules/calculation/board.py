"""The board of Calculation as an immutable value, and the places a player names (§3, §5).

Cards are the small integers of ``boardwalk/rules/cards.py`` (``rank * 4 + suit``, suits
S H D C). A stack holds its cards (under any suit its ranks are fixed but its suits are
not), a discard pile its cards bottom to top, ``in_play`` the card in play, and ``stock``
the undealt cards, the next one first.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import code
from ..errors import shown
from .options import FULL, Rule

STACK_NAMES = ("1", "2", "3", "4")
PILE_NAMES = "abcdef"
IN_PLAY = "p"
DECK = "deck"
PLACES = (*STACK_NAMES, *PILE_NAMES, IN_PLAY, DECK)
"""Every name, in reading order; a game has only its rule's piles of ``a``–``f``."""
HIDDEN = "##"


@dataclass(frozen=True, slots=True)
class Board:
    """One position. Never mutated: a move makes a new board (see ``engine.perform``)."""

    rule: Rule
    stacks: tuple[tuple[int, ...], ...]
    """Four stacks, each from its base up."""
    piles: tuple[tuple[int, ...], ...]
    """The discard piles in play (3 to 6), each bottom to top."""
    in_play: int | None
    stock: tuple[int, ...]
    """The undealt cards, the next to be dealt first."""

    def fits(self, card: int, stack: int) -> bool:
        """Whether ``card`` goes on stack ``stack`` (0-based) now."""
        return self.rule.fits(card, stack, len(self.stacks[stack]))

    def fits_any(self, card: int) -> bool:
        return any(self.fits(card, s) for s in range(4))

    def empty_piles(self) -> int:
        return sum(not pile for pile in self.piles)

    def cards_up(self) -> int:
        """Cards on the stacks, bases included: a game's result (§3 Decision)."""
        return sum(len(s) for s in self.stacks)

    @property
    def won(self) -> bool:
        return all(len(s) == FULL for s in self.stacks)

    @property
    def lost(self) -> bool:
        """§3's Lost: nothing left to deal, no card in play, and no card can reach a stack:
        no discard top fits one and (option 3) no card under at most E others fits one,
        E being the empty piles (each covering card needs an empty pile of its own)."""
        if self.in_play is not None or self.stock or self.won:
            return False
        reach = self.empty_piles() if self.rule.discard_moves else 0
        for pile in self.piles:
            for depth in range(min(reach + 1, len(pile))):
                if self.fits_any(pile[-1 - depth]):
                    return False
        return True

    def is_over(self) -> bool:
        return self.won or self.lost


@dataclass(frozen=True, slots=True)
class Place:
    """A named place: ``kind`` is ``"stack"``, ``"pile"``, ``"play"`` or ``"deck"``."""

    kind: str
    index: int
    name: str


def locate(place: object, rule: Rule | None = None) -> Place:
    """The place a name denotes (capitals and spaces forgiven); ValueError in words otherwise.

    With ``rule``, a discard pile beyond the rule's count is refused too.
    """
    if not isinstance(place, str):
        raise ValueError(f"A place is named like 2, b, p or deck, not {shown(place)}.")
    name = "".join(place.split()).lower()
    if name in STACK_NAMES:
        return Place("stack", STACK_NAMES.index(name), name)
    if len(name) == 1 and name in PILE_NAMES:
        if rule is not None and name not in rule.pile_names:
            raise ValueError(_no_pile(name, rule))
        return Place("pile", PILE_NAMES.index(name), name)
    if name == IN_PLAY:
        return Place("play", 0, name)
    if name == DECK:
        return Place("deck", 0, name)
    raise ValueError(
        f"Calculation has no place {shown(place)}: its places are the stacks 1–4, the discard "
        "piles a–f (those in play), the card in play p and the deck."
    )


def _no_pile(name: str, rule: Rule) -> str:
    last = rule.pile_names[-1]
    return (
        f"This game has {rule.piles} discard piles, a–{last}: there is no pile {name} "
        f"(variation {rule.id})."
    )


def cards_at(board: Board, place: object) -> list[str]:
    """Card codes at a place, bottom to top (§5): covered discards always by code; the deck
    from the next card on, ``##`` each unless option 5 shows the undealt cards."""
    where = locate(place, board.rule)
    if where.kind == "stack":
        return [code(c) for c in board.stacks[where.index]]
    if where.kind == "pile":
        return [code(c) for c in board.piles[where.index]]
    if where.kind == "play":
        return [] if board.in_play is None else [code(board.in_play)]
    if board.rule.deck_visible:
        return [code(c) for c in board.stock]
    return [HIDDEN] * len(board.stock)


def seen_at(board: Board, place: object) -> list[str]:
    """What a player sees at a place: as ``cards_at``, but a covered discard is ``##``
    unless option 2 shows all discards (option 2 changes only the view, §3)."""
    cards = cards_at(board, place)
    if locate(place).kind == "pile" and not board.rule.all_visible:
        return [HIDDEN] * (len(cards) - 1) + cards[-1:]
    return cards


def every_card(board: Board) -> list[int]:
    """All the board's cards, wherever they lie: 52 distinct ones in any position of a game."""
    cards = [c for s in board.stacks for c in s] + [c for p in board.piles for c in p]
    if board.in_play is not None:
        cards.append(board.in_play)
    return cards + list(board.stock)

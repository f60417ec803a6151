"""Which of the two cards of a code is which, on the table.

The Republic deals two decks, so every code (``7H``) names two cards, and deck identity is
not game state (COMPANIONS.md §2). The shell keys everything it animates by a spot's
``card`` (a glide from where the card was drawn, a flip where it lies, a face-down card
flown at the deal), so the two cards of a code need two names on the table: ``7H`` and
``7H`` with an invisible mark (``COPY``, a word joiner: words about a card still read
``7♥``). A card that came from the stock also carries ``SECOND_BACK``: drawn face down it
shows the complementary back (the stock's colour, the packets' being the player's back).

Names are carried through each move's events (``Labels.motions``), so the card that moves
keeps its name and the one that stays keeps its own; a board reached any other way (a
resumed game) is named afresh, by place. Nothing here is a rule: names only choose which
picture glides.
"""

from __future__ import annotations

from collections import OrderedDict

from boardwalk.render.cardart import SECOND_BACK
from boardwalk.rules.cards import code
from boardwalk.rules.republic import Board, CardFlipped, CardMoved, RunMoved, TalonTurnedOver
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, PACKET_NAMES, foundation_cards
from boardwalk.solitaire import Motion

COPY = "\u2060"
"""The second card of a code, invisibly: a word joiner has no width and no glyph."""
PLACES = ("stock", "s", "w", *FOUNDATION_NAMES, *PACKET_NAMES, *COLUMNS)
"""Drawing order: the top row, then the packets, then the columns over their lower halves."""
FROM_STOCK = ("stock", "s", "w")
KEEP = 4096
"""Boards whose names are remembered (undo and redo find the names a card had)."""
TALON_GLIDES = 3
"""A redeal flies the talon's top cards to the stock; the rest lie under them unseen."""

Piles = dict[str, list[str]]


def codes(board: Board) -> dict[str, list[str]]:
    """Every place's card codes, bottom to top (face-down cards by their code too)."""
    piles: dict[str, list[str]] = {
        "stock": [code(c) for c in board.stock],
        "s": [] if board.card is None else [code(board.card)],
        "w": [code(c) for c in board.talon],
    }
    for i, name in enumerate(FOUNDATION_NAMES):
        piles[name] = [code(c) for c in foundation_cards(i, board.foundations[i])]
    for i, name in enumerate(PACKET_NAMES):
        piles[name] = [code(c) for c in board.packets[i]]
    for i, name in enumerate(COLUMNS):
        piles[name] = [code(c) for c in board.columns[i]]
    return piles


def fresh(board: Board) -> Piles:
    """Names by place alone: the stock's cards marked for its back, the second of a code
    (in drawing order) marked as the copy."""
    seen: set[str] = set()
    piles: Piles = {}
    for place, cards in codes(board).items():
        named = []
        for card in cards:
            label = card + (SECOND_BACK if place in FROM_STOCK else "")
            if label in seen:
                label += COPY
            seen.add(label)
            named.append(label)
        piles[place] = named
    return piles


def same_cards(piles: Piles, board: Board) -> bool:
    """Whether names fit a board: the same codes at every place."""
    return {p: [n[:2] for n in names] for p, names in piles.items()} == codes(board)


class Labels:
    """The names of every board the table has drawn, and of the one a move is making."""

    def __init__(self) -> None:
        self.known: OrderedDict[Board, Piles] = OrderedDict()
        self.last: Piles | None = None
        self.coming: Piles | None = None
        """The names a move's events lead to: the next board drawn takes them."""

    def of(self, board: Board) -> Piles:
        piles = self.known.get(board)
        if piles is None:
            coming, self.coming = self.coming, None
            piles = coming if coming is not None and same_cards(coming, board) else fresh(board)
            self.known[board] = piles
            if len(self.known) > KEEP:
                self.known.popitem(last=False)
        self.last = piles
        return piles

    def motions(self, events) -> list[Motion]:
        """The move's events as glides and flips of named cards, from the board last drawn
        (the one the move was played on); by code alone when there is none."""
        piles = {p: list(n) for p, n in self.last.items()} if self.last else None
        motions: list[Motion] = []
        for event in events:
            motions += _follow(event, piles)
        self.coming = piles
        return motions


def _follow(event, piles: Piles | None) -> list[Motion]:
    """One event: its motions, with ``piles`` moved on as the event moves the cards."""
    if isinstance(event, CardMoved):
        label = _take(piles, event.src, 1, event.card)[0]
        _put(piles, event.dst, [label])
        return [Motion("glide", card=label)]
    if isinstance(event, RunMoved):
        labels = _take(piles, event.src, len(event.cards), *event.cards)
        _put(piles, event.dst, labels)
        return [Motion("glide", card=label) for label in labels]
    if isinstance(event, CardFlipped):
        top = piles[event.place][-1] if piles and piles.get(event.place) else event.card
        return [Motion("flip", card=top)]
    if isinstance(event, TalonTurnedOver):
        talon = piles["w"] if piles else list(event.cards)
        if piles:
            piles["stock"], piles["w"] = list(reversed(talon)), []
        return [Motion("glide", card=label) for label in talon[-TALON_GLIDES:]]
    return []


def _take(piles: Piles | None, place: str, count: int, *cards: str) -> list[str]:
    """The top ``count`` names of a place; the codes themselves if the names went astray."""
    if piles is None or len(piles.get(place, ())) < count:
        return list(cards)
    taken = piles[place][-count:]
    if [n[:2] for n in taken] != list(cards):
        return list(cards)
    del piles[place][-count:]
    return taken


def _put(piles: Piles | None, place: str, labels: list[str]) -> None:
    if piles is not None and place in piles:
        piles[place].extend(labels)

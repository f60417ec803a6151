"""The Republic (after Emperor, COMPANIONS.md §2) as the shell sees it: the rules, the
table's geometry and gestures, its words, its marks and its bot, behind the ``Kind``
protocol.

Everything that names a place of The Republic for the table (columns ``a``–``j``, packets
``pa``–``pj``, the ``stock``, the stock card ``s``, the talon ``w``, foundations
``f1``–``f8``) lives in this package. Cards lie face down in the packets and the stock, so
the hint reads only cards in view and there is no live verdict. The two cards of a code
are told apart on the table by ``identity.Labels``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from threading import Event

from boardwalk.rules import new_game
from boardwalk.rules.republic import (
    REPUBLIC,
    Board,
    CardMoved,
    Game,
    explain,
    layoff,
    legal_moves,
    parse_move,
)
from boardwalk.rules.republic.board import COLUMNS, FOUNDATION_NAMES, FULL, PACKET_NAMES
from boardwalk.rules.republic.notation import REDEAL, TURN
from boardwalk.solitaire import Motion, Outlook, RuleChoice, Spot, filled

from . import words
from .bot import DealSolver, plain_move
from .bot import reason as bot_reason
from .help_text import sections
from .identity import PLACES, Labels
from .layout import Layout, compute
from .lessons import LESSONS
from .look import RepublicLook

SEARCH_MOST = 5_000
"""The score screen's search of a Republic deal: about five seconds here."""

BLURB = (
    "2 decks, 10 packets",
    "After Napoleon's Emperor: hidden packets, a stock, redeals.",
)
NOTES = {"alternating": "The standard: a", "any-suit": "The easiest: a"}
TOP_ROW_ONE = ("s", "w")


class Republic:
    id = "republic"
    name = "The Republic"
    variants: Mapping[str, object] = {REPUBLIC.id: REPUBLIC}
    lessons: Mapping[str, object] = LESSONS
    """One lesson, on a scripted deal, taught under the standard rule (``lessons/``)."""
    look = RepublicLook()
    score_unit = ("card home", "cards home")
    own_keys = (("Ctrl+L · R", "lay off · turn the stock, or redeal"),)
    """Its keys on the keys sheet (``?``), beside every game's."""

    def __init__(self, rule: str | None = None) -> None:
        self.rule = rule
        """The rule new deals are dealt under (None: the standard, alternating colour)."""
        self.labels = Labels()

    # -- rules ---------------------------------------------------------------------------
    def new_game(
        self, variant: str, deal: int | None = None, deck: str | None = None, rule: str = ""
    ) -> Game:
        chosen = rule or self.rule
        return new_game(variant, deal=deal, deck=deck, rule=chosen)  # type: ignore[return-value]

    def rule_choices(self, variant: str) -> list[RuleChoice]:
        """The three rules, asked before each new deal: one plain line each, and what a win
        (with its bonus) and a loss are worth."""
        preset = self.rule or REPUBLIC.standard.id
        choices = []
        for r in REPUBLIC.rules:
            about = f"{NOTES.get(r.id, 'The hardest: a')} card goes on one rank higher, {r.words}"
            worth = words.worth(r).capitalize()  # short, beside the name; the bonus below
            about += f"; {r.redeal_words()}."
            if words.bonus_words(r):
                about += f" Bonus {words.bonus_words(r).replace(' more', '')}."
            choices.append(RuleChoice(r.id, r.name, about, worth, r.id == preset))
        return choices

    def spots(self, board: Board) -> list[Spot]:
        """Every card, each once, in drawing order: the top row, the packets, then the
        columns over the packets' lower halves. Face down: the stock, and a packet's cards
        but the one turned up once its column is empty."""
        piles = self.labels.of(board)
        result = []
        for place in PLACES:
            cards = piles[place]
            if place in PACKET_NAMES:
                up = board.packet_card(PACKET_NAMES.index(place)) is not None
                last = len(cards) - 1
                result += [Spot(c, place, i, up and i == last) for i, c in enumerate(cards)]
            else:
                face_up = place != "stock"
                result += [Spot(c, place, i, face_up) for i, c in enumerate(cards)]
        return result

    def legal(self, board: Board) -> list[str]:
        return legal_moves(board)

    def explain(self, board: Board, move: str) -> str:
        return explain(board, move)

    def motions(self, events: Sequence[object]) -> list[Motion]:
        """A card glides, a run card by card; a packet card or the turned card flips where
        it lies; the turned card's trip to the talon and a last packet card's drop glide
        after, as the same move (``identity.Labels`` names the card of the two that moves)."""
        return self.labels.motions(events)

    def completed(self, before: Board, events: Sequence[object]) -> list[str]:
        """The foundations these events took to their King: the table chimes for them."""
        counts = dict(zip(FOUNDATION_NAMES, before.foundations, strict=True))
        return filled(counts, [e for e in events if isinstance(e, CardMoved)], FULL)

    def max_score(self, variant: str) -> int:
        return 104

    def points(self, board: Board) -> int:
        return board.on_foundations()

    # -- the table -------------------------------------------------------------------------
    def layout(self, variant: str, size: tuple[int, int], rule: str = "") -> Layout:
        return compute(size)

    def can_lift(self, board: Board, place: str) -> bool:
        """Columns, a turned-up packet card, the stock card, the talon's top and a
        foundation's top (play-back) give up cards; the stock is clicked, not lifted."""
        return place != "stock"

    def lift_count(self, board: Board, place: str, index: int) -> int:
        """A column's run lifts from any of its cards; elsewhere the top card alone."""
        if place in COLUMNS:
            c = COLUMNS.index(place)
            count = len(board.columns[c]) - index
            return count if 1 <= count <= board.run_length(c) else 0
        if place in PACKET_NAMES:
            c = PACKET_NAMES.index(place)
            up = board.packet_card(c) is not None
            return int(up and index == len(board.packets[c]) - 1)
        if place == "s":
            return int(board.card is not None and index == 0)
        if place == "w":
            return int(index == len(board.talon) - 1)
        if place in FOUNDATION_NAMES:
            return int(index == board.foundations[FOUNDATION_NAMES.index(place)] - 1)
        return 0

    def foundation_move(self, board: Board, place: str) -> str | None:
        """The card at the open end of ``place`` to the lower-numbered foundation of its
        pair that takes it (the first of the pair when neither does: the refusal says
        why); None for the stock and the foundations, or where no card is available."""
        card = _available(board, place)
        if card is None:
            return None
        takers = board.takers(card)
        index = takers[0] if takers else 2 * (card & 3)
        return f"{place}-{FOUNDATION_NAMES[index]}"

    def layoff(self, board: Board) -> list[str]:
        """Columns a to j, then packets pa to pj, until none fits (COMPANIONS.md §4)."""
        return layoff(board)

    def source(self, move: str) -> str:
        return move.split("-")[0]

    def target(self, move: str) -> str:
        return move.split("-")[1].split(":")[0] if "-" in move else ""

    def choice_place(self, move: str) -> str:
        return self.target(move)

    def choice_word(self, move: str) -> str:
        return ""

    def quick_targets(self, board: Board, moves: Sequence[str]) -> set[str]:
        """Double-click: up to a foundation (the lower-numbered), else onto a column it
        builds on; never into a vacancy, which is a choice."""
        single = [m for m in moves if ":" not in m] or list(moves)
        home = [m for m in single if self.target(m) in FOUNDATION_NAMES]
        built = [
            m
            for m in single
            if self.target(m) in COLUMNS and board.columns[COLUMNS.index(self.target(m))]
        ]
        chosen = (home or built or [None])[0]
        return {self.target(chosen)} if chosen else set()

    def place_move(self, board: Board, place: str) -> str | None:
        """The stock is a move by itself: a click turns a card, or on the empty stock
        redeals (refused in the rules' words when it may not)."""
        if place != "stock":
            return None
        return TURN if board.stock else REDEAL

    def played_words(self, board: Board, move: str, only: bool) -> str:
        return ""

    def move_words(self, board: Board, move: str) -> str:
        return words.move_words(board, move)

    def place_words(self, board: Board, place: str) -> str:
        return "the stock" if place == "stock" else words.place_words(board, place)

    def places_named(self, move: str) -> tuple[str, ...]:
        """The places a move names, to light a hint: the stock for a turn or a redeal."""
        if "-" not in move:
            return ("stock",)
        return (self.source(move), self.target(move))

    # -- words ------------------------------------------------------------------------------
    def status_parts(self, game: Game) -> list[str]:
        board = game.board
        return [f"{board.rule.name} rule", words.redeals_left(board), words.worth(board.rule)]

    def help_sections(self, variant: str) -> list[tuple[str, str]]:
        return sections()

    def describe(self, board: Board) -> list[tuple[str, str]]:
        return words.describe(board)

    def blurb(self, variant: str) -> tuple[str, str]:
        return BLURB

    # -- the bot ----------------------------------------------------------------------------
    def hint(self, board: Board, stop: Event | None = None, demo: bool = False) -> str | None:
        """The honest player's move, from the cards in view (``bot.plain_move``)."""
        return plain_move(board)

    def reason(self, board: Board, move: str) -> str:
        """What the move does, then why the honest player chose it: ``The 3♥ from column c
        to f3. One more card home, where nothing in view still needs it as a base.``"""
        why = bot_reason(board, move)
        if parse_move(move).src in (TURN, REDEAL):
            return why
        said = words.move_words(board, move)
        return f"{said[:1].upper()}{said[1:]}. {why}"

    def solver(self, nodes: int) -> DealSolver:
        """At most ``SEARCH_MOST`` positions, whatever the shell asks: a position of two
        decks costs more than one of Boardwalk's, and the score should answer in seconds."""
        return DealSolver(min(nodes, SEARCH_MOST))

    def verdict(self, game: Game) -> Callable[..., Outlook] | None:
        """None: cards lie face down, so whether the game can still be won is not known."""
        return None


def _available(board: Board, place: str) -> int | None:
    """The card a player may take from ``place`` now, if it is not a foundation."""
    if place in COLUMNS:
        return board.exposed(COLUMNS.index(place))
    if place in PACKET_NAMES:
        return board.packet_card(PACKET_NAMES.index(place))
    if place == "s":
        return board.card
    if place == "w":
        return board.talon[-1] if board.talon else None
    return None


REPUBLIC_GAME = Republic()

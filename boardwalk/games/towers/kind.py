"""The Towers (Seahaven Towers) as the shell sees it: the rules, the table's geometry and
gestures, its words, its marks and its bot, behind the ``Kind`` protocol.

Everything that names a place of The Towers for the table (columns ``a``–``j``, towers
``t1``–``t4``, foundations ``f1``–``f4``) lives in this package. Every card is face up.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from threading import Event

from boardwalk.rules import new_game
from boardwalk.rules.cards import code
from boardwalk.rules.towers import TOWERS, Board, CardMoved, Game, RunMoved, explain, legal_moves
from boardwalk.rules.towers.board import (
    COLUMNS,
    FOUNDATION_NAMES,
    FULL,
    TOWER_NAMES,
    foundation_cards,
)
from boardwalk.solitaire import Motion, Outlook, RuleChoice, Spot, filled

from . import layoff as reach
from . import words
from .bot import DEMO_SECONDS, HINT_SECONDS, DealSolver, Hinter
from .help_text import sections
from .layout import Layout, compute
from .lessons import LESSONS
from .look import TowersLook
from .verdict import Judge

BLURB = (
    "4 towers, all in view",
    "Seahaven Towers: build down by suit, juggling four towers.",
)
NOTES = {"same-suit": "The standard: a", "any-suit": "Too easy: a"}
"""What COMPANIONS.md §1 says of a rule, before its line in the choice of rules."""


class Towers:
    id = "towers"
    name = "The Towers"
    variants: Mapping[str, object] = {TOWERS.id: TOWERS}
    lessons: Mapping[str, object] = LESSONS
    """One lesson, on a scripted deal, taught under the standard rule (``lessons/``)."""
    look = TowersLook()
    score_unit = ("card home", "cards home")
    """The running score is the cards on the foundations (the shell words it so); the
    rule's points (``win +4 · loss −1``) are what a finished game is worth."""
    own_keys = (("Ctrl+L · U", "lay off · back to the last winnable position"),)
    """Its keys on the keys sheet (``?``), beside every game's."""

    def __init__(self, rule: str | None = None) -> None:
        self.rule = rule
        """The rule a new deal is dealt under (None: the standard, same suit). Fixed for
        each game once dealt (COMPANIONS.md §0): a change waits for the next deal."""

    @cached_property
    def hinter(self) -> Hinter:
        return Hinter()

    # -- rules ---------------------------------------------------------------------------
    def new_game(
        self, variant: str, deal: int | None = None, deck: str | None = None, rule: str = ""
    ) -> Game:
        """A new deal under ``rule``, or the rule chosen for new deals: a game played again
        or replayed keeps the rule it was dealt under."""
        chosen = rule or self.rule
        return new_game(variant, deal=deal, deck=deck, rule=chosen)  # type: ignore[return-value]

    def rule_choices(self, variant: str) -> list[RuleChoice]:
        """The three rules, asked before each new deal: the standard first, and preselected
        (or the run's ``--rule``)."""
        preset = self.rule or TOWERS.standard.id
        return [
            RuleChoice(
                r.id,
                r.name,
                f"{NOTES.get(r.id, 'A')} card goes on one rank higher, {r.words}.",
                words.worth(r).capitalize(),
                r.id == preset,
            )
            for r in TOWERS.rules
        ]

    def spots(self, board: Board) -> list[Spot]:
        """Every card, each once, in drawing order: the top row, then the columns from
        their deepest card; a foundation holds its suit from the Ace up."""
        result = []
        for name, card in zip(TOWER_NAMES, board.towers, strict=True):
            if card is not None:
                result.append(Spot(code(card), name, 0, True))
        for suit, count in enumerate(board.foundations):
            pile = foundation_cards(suit, count)
            result += [Spot(code(c), FOUNDATION_NAMES[suit], i, True) for i, c in enumerate(pile)]
        for letter, column in zip(COLUMNS, board.columns, strict=True):
            result += [Spot(code(c), letter, i, True) for i, c in enumerate(column)]
        return result

    def legal(self, board: Board) -> list[str]:
        return legal_moves(board)

    def explain(self, board: Board, move: str) -> str:
        """The engine's own sentence: which rule stands in the way."""
        return explain(board, move)

    def motions(self, events: Sequence[object]) -> list[Motion]:
        """A card glides; a run glides card by card, from its highest, as it lay."""
        motions = []
        for event in events:
            if isinstance(event, CardMoved):
                motions.append(Motion("glide", card=event.card))
            elif isinstance(event, RunMoved):
                motions += [Motion("glide", card=card) for card in event.cards]
        return motions

    def completed(self, before: Board, events: Sequence[object]) -> list[str]:
        """The foundations these events took to their King: the table chimes for them."""
        counts = dict(zip(FOUNDATION_NAMES, before.foundations, strict=True))
        return filled(counts, [e for e in events if isinstance(e, CardMoved)], FULL)

    def max_score(self, variant: str) -> int:
        return 52

    def points(self, board: Board) -> int:
        """The shell's running score: cards on the foundations (each one home pops +1)."""
        return board.on_foundations()

    # -- the table -------------------------------------------------------------------------
    def layout(self, variant: str, size: tuple[int, int], rule: str = "") -> Layout:
        return compute(size)

    def can_lift(self, board: Board, place: str) -> bool:
        """Columns and towers give up cards, a foundation never (no card leaves one). A run
        lifts by any of its cards (``lift_count``), or by its exposed card alone: dropped
        where the run's highest card fits, the whole run goes (one move per pair of places)."""
        return place in COLUMNS or place in TOWER_NAMES

    def lift_count(self, board: Board, place: str, index: int) -> int:
        """A run lifts from any of its cards (see ``layoff.lift_count``)."""
        return reach.lift_count(board, place, index)

    def foundation_move(self, board: Board, place: str) -> str | None:
        return reach.foundation_move(board, place)

    def layoff(self, board: Board) -> list[str]:
        """Columns a to j, then towers t1 to t4, until none fits (COMPANIONS.md §4)."""
        return reach.layoff_moves(board)

    def source(self, move: str) -> str:
        return move.split("-")[0]

    def target(self, move: str) -> str:
        return move.split("-")[1].split(":")[0] if "-" in move else ""

    def choice_place(self, move: str) -> str:
        """Never asked: one move at most joins two places, so no move waits for a choice."""
        return self.target(move)

    def choice_word(self, move: str) -> str:
        return ""

    def quick_targets(self, board: Board, moves: Sequence[str]) -> set[str]:
        """Double-click (or right-click): the card's foundation if it may go up, else the
        best column for it alone (``quick_move``); never a tower, which is a choice."""
        move = quick_move(board, moves)
        return {self.target(move)} if move else set()

    def place_move(self, board: Board, place: str) -> str | None:
        """No place of The Towers is a move by itself (the shell plays it on a click where
        no card can be picked up: a buried card's column must not send its exposed card
        anywhere). Double-click moves go through ``quick_targets``."""
        return None

    def played_words(self, board: Board, move: str, only: bool) -> str:
        return ""

    def move_words(self, board: Board, move: str) -> str:
        return words.move_words(board, move)

    def place_words(self, board: Board, place: str) -> str:
        return words.place_words(board, place)

    def places_named(self, move: str) -> tuple[str, ...]:
        """The places a move names, to light a hint: ``c-e:3`` -> c, e."""
        return (self.source(move), self.target(move))

    # -- words ------------------------------------------------------------------------------
    def status_parts(self, game: Game) -> list[str]:
        """The rule and what the game is worth, on the status line (the shell puts the
        cards home beside them, in ``score_unit``)."""
        rule = game.board.rule
        return [f"{rule.name} rule", words.worth(rule)]

    def help_sections(self, variant: str) -> list[tuple[str, str]]:
        return sections()

    def describe(self, board: Board) -> list[tuple[str, str]]:
        return words.describe(board)

    def blurb(self, variant: str) -> tuple[str, str]:
        return BLURB

    # -- the bot ----------------------------------------------------------------------------
    def hint(self, board: Board, stop: Event | None = None, demo: bool = False) -> str | None:
        """The first move of a winning line when the solver finds one in time; else a
        plain rule's move (see ``bot.plain_move``)."""
        return self.hinter.hint(board, stop, DEMO_SECONDS if demo else HINT_SECONDS)

    def reason(self, board: Board, move: str) -> str:
        """Why the move, and, when the solver proved the position lost, that no move wins."""
        why = words.reason(board, move)
        if self.hinter.proven_lost(board):
            why += " No win is left from here: the solver, seeing every card, proved it."
        return why

    def solver(self, nodes: int) -> DealSolver:
        return DealSolver(nodes)

    @cached_property
    def judge(self) -> Judge:
        return Judge()

    def verdict(self, game: Game) -> Callable[..., Outlook] | None:
        """Whether the game can still be won, and since which move not (``verdict.py``)."""
        return self.judge.work(game)


def quick_move(board: Board, moves: Sequence[str]) -> str | None:
    """Where a double-click sends a card: up to its foundation if it may go, else onto a
    column it builds on (the one whose run it lengthens most), else into an empty column
    (a King); single cards only (a run when only runs are offered: one double-clicked by
    a card under others), never into a tower."""
    single = [m for m in moves if ":" not in m] or list(moves)
    to = {m: m.split("-")[1].split(":")[0] for m in single}
    home = [m for m in single if to[m] in FOUNDATION_NAMES]
    if home:
        return home[0]
    columns = [m for m in single if to[m] in COLUMNS]
    built = [m for m in columns if board.columns[COLUMNS.index(to[m])]]
    if built:
        return max(built, key=lambda m: board.run_length(COLUMNS.index(to[m])))
    return columns[0] if columns else None


TOWERS_GAME = Towers()

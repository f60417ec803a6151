"""Calculation as the shell sees it: the rules, the table's geometry and gestures, its words,
its marks and its bot, behind the ``Kind`` protocol.

Everything that names a place of Calculation for the table (stacks ``1``–``4``, discard
piles ``a``–``f``, the card in play ``p``, the ``deck``) lives in this package. What shows
face up follows the variation: a covered discard only when all discards are visible
(option set 2), the undealt cards only when they are (set 5, the next card on top).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from threading import Event

from boardwalk.bot import calculation_player
from boardwalk.rules import new_game
from boardwalk.rules.calculation import (
    CALCULATION,
    Board,
    CardMoved,
    Game,
    explain,
    find_rule,
    legal_moves,
    one_click,
)
from boardwalk.rules.calculation.options import FULL
from boardwalk.rules.cards import code
from boardwalk.solitaire import Motion, Outlook, RuleChoice, Spot, filled

from . import words
from .bot import DealSolver
from .help_text import sections
from .layout import DECK, IN_PLAY, PILES, STACKS, Layout, compute
from .lessons import LESSONS
from .look import CalculationLook
from .questions import Questions, asked

BLURB = (
    "4 stacks to count",
    "Stacks count up by 1, 2, 3 and 4: the skill is in the discards.",
)
CHOICES = (
    ("4-000000", "Standard", "Four discard piles, only their top cards in view; the stacks "
     "start with A, 2, 3, 4."),
    ("6-100010", "Easy", "Six piles, every discard in view, and the four Kings start on the "
     "piles, out of the way."),
    ("4-100000", "All discards in view", "The standard game with every discard face up: "
     "what you see changes, not the rules."),
    ("4-001000", "Same colour", "Hard: stacks 1 and 3 take only red cards, 2 and 4 only "
     "black ones."),
)  # fmt: skip
"""The named variations: COMPANIONS.md §3's standard and easy games, and two plain changes
from the standard; the presets of the seven questions a new deal asks."""


class Calculation:
    id = "calculation"
    name = "Calculation"
    variants: Mapping[str, object] = {CALCULATION.id: CALCULATION}
    lessons: Mapping[str, object] = LESSONS
    look = CalculationLook()
    score_unit = ("card up", "cards up")
    rule_noun = "variation"
    """What its statistics call a rule: each variation code has its line."""
    """The running result is the cards on the stacks, bases included (§3: no points)."""

    def __init__(self, rule: str | None = None) -> None:
        self.rule = rule
        """The variation a new deal starts on (None: the standard). Fixed for each game once
        dealt (COMPANIONS.md §0): a change waits for the next deal."""

    # -- rules ---------------------------------------------------------------------------
    def new_game(
        self, variant: str, deal: int | None = None, deck: str | None = None, rule: str = ""
    ) -> Game:
        chosen = rule or self.rule
        return new_game(variant, deal=deal, deck=deck, rule=chosen)  # type: ignore[return-value]

    def rule_choices(self, variant: str) -> list[RuleChoice]:
        """The variations offered at each new deal, the standard first and preselected
        (or the run's own, listed first when it is not one of them)."""
        preset = find_rule(self.rule).id if self.rule else CHOICES[0][0]
        offered = [RuleChoice(i, n, a, f"code {i}", i == preset) for i, n, a in CHOICES]
        if all(c.id != preset for c in offered):
            about = "; ".join(find_rule(preset).words()) + "."
            named = f"Variation {preset}"
            offered.insert(1, RuleChoice(preset, named, about, f"code {preset}", True))
        return offered

    def rule_questions(self, variant: str) -> Questions:
        """The seven option sets as seven questions at each new deal, with the code shown
        and typed (``screens/rule_options.py``): the answers start on the run's variation,
        else the standard; the variations above are its presets."""
        return asked(self.rule or CHOICES[0][0], tuple((i, n) for i, n, _ in CHOICES))

    def spots(self, board: Board) -> list[Spot]:
        """Every card, each once, in drawing order: the stacks, the card in play, the deck
        (face down, the next card on top; when the variation shows the undealt cards, all
        face up in the layout's strip, index 0 the next card), then the piles."""
        result = []
        for name, held in zip(STACKS, board.stacks, strict=True):
            result += [Spot(code(c), name, i, True) for i, c in enumerate(held)]
        if board.in_play is not None:
            result.append(Spot(code(board.in_play), IN_PLAY, 0, True))
        if board.rule.deck_visible:  # the strip: each card's index shows under the next
            result += [Spot(code(c), DECK, i, True) for i, c in enumerate(board.stock)]
        else:
            deck = list(reversed(board.stock))
            result += [Spot(code(c), DECK, i, False) for i, c in enumerate(deck)]
        for name, pile in zip(PILES, board.piles, strict=False):
            top = len(pile) - 1
            every = board.rule.all_visible
            result += [Spot(code(c), name, i, every or i == top) for i, c in enumerate(pile)]
        return result

    def legal(self, board: Board) -> list[str]:
        return legal_moves(board)

    def explain(self, board: Board, move: str) -> str:
        return explain(board, move)

    def motions(self, events: Sequence[object]) -> list[Motion]:
        """A card glides; the next card dealt glides from the deck and turns face up."""
        motions = []
        for event in events:
            if isinstance(event, CardMoved):
                motions.append(Motion("glide", card=event.card))
                if event.src == DECK:
                    motions.append(Motion("flip", card=event.card))
        return motions

    def completed(self, before: Board, events: Sequence[object]) -> list[str]:
        """The stacks these events took to their King: the table chimes for them."""
        counts = {name: len(held) for name, held in zip(STACKS, before.stacks, strict=True)}
        return filled(counts, [e for e in events if isinstance(e, CardMoved)], FULL)

    def max_score(self, variant: str) -> int:
        return 52

    def points(self, board: Board) -> int:
        return board.cards_up()

    # -- the table -------------------------------------------------------------------------
    def layout(self, variant: str, size: tuple[int, int], rule: str = "") -> Layout:
        """The table for ``rule``'s pile count; without one, room for all six (the shell
        does not say which variation it lays out: a pile a game lacks is wiped off the felt
        by the look, and refuses a card with the engine's sentence)."""
        chosen = find_rule(rule) if rule else None  # option 5: the undealt cards' strip
        return compute(size, chosen.piles if chosen else 6, bool(chosen and chosen.deck_visible))

    def can_lift(self, board: Board, place: str) -> bool:
        """The card in play and the piles' top cards move; a stack's never, nor the deck."""
        return place == IN_PLAY or place in PILES

    def lift_count(self, board: Board, place: str, index: int) -> int:
        """Only a top card lifts: a covered discard stays under the cards on it."""
        if place == IN_PLAY:
            return 1
        piles = board.piles
        at = PILES.index(place)
        return 1 if at < len(piles) and index == len(piles[at]) - 1 else 0

    def foundation_move(self, board: Board, place: str) -> str | None:
        """Shift-click: up to the lowest stack that takes it, else (refused, with the rules'
        reason) stack 1."""
        if not self.can_lift(board, place):
            return None
        return one_click(board, place) or f"{place}-1"

    def layoff(self, board: Board) -> None:
        return None

    def source(self, move: str) -> str:
        return move.split("-")[0]

    def target(self, move: str) -> str:
        return move.split("-")[1] if "-" in move else ""

    def choice_place(self, move: str) -> str:
        """Never asked: one move at most joins two places."""
        return self.target(move)

    def choice_word(self, move: str) -> str:
        return ""

    def quick_targets(self, board: Board, moves: Sequence[str]) -> set[str]:
        """Double-click (or right-click): the lowest-numbered stack that takes the card
        (§4's one-click play); nothing when none does (a discard is the player's choice)."""
        up = sorted(self.target(m) for m in moves if self.target(m) in STACKS)
        return {up[0]} if up else set()

    def place_move(self, board: Board, place: str) -> str | None:
        return None

    def played_words(self, board: Board, move: str, only: bool) -> str:
        return ""

    def move_words(self, board: Board, move: str) -> str:
        return words.move_words(board, move)

    def place_words(self, board: Board, place: str) -> str:
        return words.place_words(board, place)

    def places_named(self, move: str) -> tuple[str, ...]:
        return (self.source(move), self.target(move))

    # -- words ------------------------------------------------------------------------------
    def status_parts(self, game: Game) -> list[str]:
        """The variation in force, by its code and, when it is one offered, its name."""
        names = {i: n for i, n, _ in CHOICES}
        name = names.get(game.rule)
        return [f"Variation {game.rule}" + (f" ({name.lower()})" if name else "")]

    def help_sections(self, variant: str) -> list[tuple[str, str]]:
        return sections()

    def describe(self, board: Board) -> list[tuple[str, str]]:
        return words.describe(board)

    def blurb(self, variant: str) -> tuple[str, str]:
        return BLURB

    # -- the bot ----------------------------------------------------------------------------
    def hint(self, board: Board, stop: Event | None = None, demo: bool = False) -> str | None:
        """The honest player's move, from what a player sees (``bot/calculation_player``:
        6% of standard deals won, 31% of the easy code, measured in the README)."""
        return calculation_player.hint(board)

    def reason(self, board: Board, move: str) -> str:
        return calculation_player.reason(board, move)

    def solver(self, nodes: int) -> DealSolver:
        return DealSolver(nodes)

    def verdict(self, game: Game) -> Callable[..., Outlook] | None:
        """None: no live verdict. The deck is face down in most variations; where option 5
        shows it, a proof is still a search too long to run while the player plays."""
        return None


CALCULATION_GAME = Calculation()

"""What the shell needs from a solitaire, and nothing more.

The screens, the table drawer, the gestures and the play layer know cards only as codes
(``"7H"``) and places only as names (``"3c"``, ``"t1"``): where each card lies, which way up,
and which moves are legal, all come from the game through this protocol. Boardwalk is the
first game; a companion is a new package of rules plus one object that satisfies ``Kind``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame
    from pygame import Rect

    from boardwalk.play.lesson import Lesson


@dataclass(frozen=True, slots=True)
class Spot:
    """One card as drawn: where it lies and which way up (``index`` 0 is the bottom)."""

    card: str
    place: str
    index: int
    face_up: bool


@dataclass(frozen=True, slots=True)
class Motion:
    """One thing to animate from a move's events: a card ``glide``s from where it was
    drawn, a card ``flip``s, or a place ``pulse``s (a destination just declared)."""

    kind: str
    card: str = ""
    place: str = ""


@dataclass(frozen=True, slots=True)
class RuleChoice:
    """A rule a game offers at each new deal (COMPANIONS.md §0: fixed for the game once
    dealt): ``id`` is what ``new_game(..., rule=id)`` takes; ``about`` says in one line what
    it means, ``worth`` what a win and a loss score; ``chosen`` marks the one preselected."""

    id: str
    name: str
    about: str
    worth: str = ""
    chosen: bool = False


@dataclass(frozen=True, slots=True)
class Outlook:
    """The live verdict on a game in progress, as the table shows it: ``state`` is
    ``"winnable"``, ``"lost"`` or ``"unknown"`` (the game could not decide in its budget:
    nothing unproven is claimed); ``words`` what the table writes, ``tip`` the longer
    sentence; ``back_to``, when lost, how many moves to keep so that one click gives the
    player back a game that can be won (None: no such click)."""

    state: str
    words: str
    tip: str = ""
    back_to: int | None = None


class Layout(Protocol):
    """Pure geometry for a window size: a rectangle for every place, the bars, labels."""

    size: tuple[int, int]
    card: tuple[int, int]
    places: dict[str, Rect]
    toolbar: Rect
    status: Rect

    def card_rect(self, place: str, index: int) -> Rect: ...
    def zone(self, place: str) -> Rect: ...


class Variant(Protocol):
    id: str
    name: str


class Look(Protocol):
    """The game's own marks on the shell's table and score screens (it may use pygame)."""

    def background(self, surface: pygame.Surface, view: Any) -> None: ...
    def empty(self, surface: pygame.Surface, view: Any, board: Any, place: str) -> None: ...
    def marks(self, surface: pygame.Surface, view: Any, board: Any, hidden: frozenset) -> None: ...
    def score(self, surface: pygame.Surface, box: Rect, game: Any, art: Any, size: int) -> int: ...


class Kind(Protocol):
    """A solitaire: its variants, its rules seen from the table, and its words."""

    id: str
    name: str
    variants: Mapping[str, Variant]
    lessons: Mapping[str, Lesson]
    look: Look

    # rules
    def new_game(self, variant: str, deal: int | None = None, deck: str | None = None) -> Any: ...
    def spots(self, board: Any) -> list[Spot]: ...
    def legal(self, board: Any) -> list[str]: ...
    def explain(self, board: Any, move: str) -> str: ...
    def motions(self, events: Sequence[Any]) -> list[Motion]: ...
    def completed(self, before: Any, events: Sequence[Any]) -> list[str]:
        """The places a move's events finished, from the board it was played on (a
        Boardwalk destination reaching four cards): the table chimes for them."""

    def rule_choices(self, variant: str) -> Sequence[RuleChoice]:
        """The rules a new deal may be dealt under, standard first; the shell asks which
        before every new deal (never on a restart or a replay: a game keeps its rule) and
        passes the answer to ``new_game(..., rule=id)``. Empty, or absent: nothing is asked
        (Boardwalk)."""

    def max_score(self, variant: str) -> int: ...
    def points(self, board: Any) -> int: ...
    # the table
    def layout(self, variant: str, size: tuple[int, int], rule: str = "") -> Layout:
        """Pure geometry for a window size, for the game dealt under ``rule`` ("" when
        unknown: room for every rule's places)."""

    def can_lift(self, board: Any, place: str) -> bool: ...
    def lift_count(self, board: Any, place: str, index: int) -> int:
        """How many cards a press on the ``index``-th card of a place it ``can_lift`` picks
        up: that card and every card on it, or 0. Boardwalk lifts a top card alone, The
        Towers a run; a move carrying k > 1 cards is written ``…:k`` (COMPANIONS.md §0)."""

    def foundation_move(self, board: Any, place: str) -> str | None:
        """The move sending the top card of ``place`` to its foundation, legal or not (a
        shift-click tries it); None where there is none (Boardwalk has no foundation)."""

    def layoff(self, board: Any) -> list[str] | None:
        """The moves a layoff plays (Ctrl+L), in order; None for a game with no layoff."""

    def source(self, move: str) -> str: ...
    def target(self, move: str) -> str: ...
    def choice_place(self, move: str) -> str: ...
    def choice_word(self, move: str) -> str: ...
    def quick_targets(self, board: Any, moves: Sequence[str]) -> set[str]: ...
    def place_move(self, board: Any, place: str) -> str | None: ...
    def played_words(self, board: Any, move: str, only: bool) -> str: ...
    def places_named(self, move: str) -> tuple[str, ...]: ...
    def move_words(self, board: Any, move: str) -> str: ...
    def place_words(self, board: Any, place: str) -> str: ...
    # words
    def status_parts(self, game: Any) -> list[str]: ...
    def help_sections(self, variant: str) -> list[tuple[str, str]]: ...
    def describe(self, board: Any) -> list[tuple[str, str]]: ...
    def blurb(self, variant: str) -> tuple[str, str]: ...
    # the bot
    def hint(self, board: Any, stop: Any = None, demo: bool = False) -> str | None: ...
    def reason(self, board: Any, move: str) -> str: ...
    def solver(self, nodes: int) -> Any: ...
    def verdict(self, game: Any) -> Callable[..., Outlook] | None:
        """Optional: the work that decides whether ``game`` can still be won, taken on the
        frame loop from the game as it stands and run off it, once per position (with a
        ``stop`` keyword, set when the position changes). None when the game cannot know
        (Boardwalk's cards are hidden), or it is won or ended: the table shows nothing.
        The table writes the ``Outlook`` in its layout's ``verdict`` box, if it has one."""


def rule_names(kind: object, variant: str) -> dict[str, str]:
    """A game's rules, id to name, standard first (from ``rule_choices``): a game dealt
    under a rule is scored in points by it, and its statistics are kept by rule
    (COMPANIONS.md §4); none (Boardwalk): by variant alone."""
    offered = getattr(kind, "rule_choices", None)
    return {c.id: c.name for c in offered(variant)} if offered is not None else {}


def filled(counts: dict[str, int], moved: Sequence[Any], full: int) -> list[str]:
    """The piles (foundations, stacks) that cards ``moved`` took to ``full``: what a game's
    ``Kind.completed`` answers, for the table to chime. ``counts`` are each pile's cards
    before; a card that leaves one (The Republic's play-back) counts down."""
    counts, done = dict(counts), []
    for card in moved:
        if card.src in counts:
            counts[card.src] -= 1
        if card.dst in counts:
            counts[card.dst] += 1
            if counts[card.dst] == full:
                done.append(card.dst)
    return done

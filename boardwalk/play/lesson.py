"""A lesson as data, and a run through it: which step is shown, whether it is done, and
what the player is told. The run plays a real game on the lesson's deal, so a lesson can
only teach what the rules enforce. No window is needed: a test walks a whole lesson.

A step either waits for one move (``move``), asks the player to try a move the rules
refuse (``refuse``, a ``src-dst`` pair), or only explains (neither). ``auto`` moves are
played for the player when the step opens; places in ``highlight`` glow while it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boardwalk.rules import Board, new_game

GOOD, HINT = "good", "hint"


@dataclass(frozen=True)
class Step:
    words: str
    move: str = ""
    refuse: str = ""
    auto: tuple[str, ...] = ()
    after: str = ""
    """Shown once the step's move is made (or its refusal seen)."""
    highlight: tuple[str, ...] = ()
    hint: str = ""
    """Said when the player makes a different legal move."""

    @property
    def waits(self) -> bool:
        return bool(self.move or self.refuse)


@dataclass(frozen=True)
class Lesson:
    variant: str
    title: str
    deck: str
    steps: tuple[Step, ...]

    def moves_before(self, index: int) -> list[str]:
        """The moves played by the end of the steps before ``index``."""
        moves: list[str] = []
        for step in self.steps[:index]:
            moves += [*step.auto, *([step.move] if step.move else [])]
        return moves


@dataclass(frozen=True)
class Reply:
    """What the run made of the player's move: ``events`` if it was played, else what to
    say (and the move is to go back where it came from)."""

    played: bool
    events: tuple = ()
    say: str = ""


class LessonRun:
    def __init__(self, lesson: Lesson, explain: Callable[[Board, str], str], step: int = 0) -> None:
        self.lesson = lesson
        self.explain = explain
        """The rules' sentence for a refused move (the lesson's refusals are the engine's)."""
        self.index = 0
        self.done = False
        self.feedback: tuple[str, str] | None = None
        """Words under the step, and their tone (``good`` or ``hint``)."""
        self.game = new_game(lesson.variant, deck=lesson.deck)
        self.goto(max(0, min(step, len(lesson.steps) - 1)))

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index + 1 == len(self.lesson.steps)

    def goto(self, index: int) -> Board:
        """Show step ``index``: the game as the script leaves it, then the step's own auto
        moves. Returns the board before the auto moves (to animate them)."""
        game = new_game(self.lesson.variant, deck=self.lesson.deck)
        for move in self.lesson.moves_before(index):
            game.play(move)
        before = game.board
        self.game, self.index = game, index
        for move in self.step.auto:
            self.game.play(move)
        self.done = not self.step.waits
        self.feedback = (self.step.after, GOOD) if self.done and self.step.after else None
        return before

    def next(self) -> bool:
        """On to the next step; False when the lesson is finished."""
        if self.last:
            return False
        self.goto(self.index + 1)
        return True

    def back(self) -> bool:
        if self.index == 0:
            return False
        self.goto(self.index - 1)
        return True

    # -- the player's moves go through the step first ------------------------------------------
    def attempt(self, move: str) -> Reply:
        """A legal move the player made: the step's own advances it, another is refused."""
        step = self.step
        if move == step.move and not self.done:
            events = tuple(self.game.play(move))
            self.complete(step.after)
            return Reply(True, events)
        if self.done:
            return Reply(False, say="Well done. Press Next ▶ to go on.")
        if step.refuse:
            words = "Try the move the step describes, to see the rule at work."
        else:
            words = step.hint or "That move is legal, but this step asks for another one."
        self.feedback = (words, HINT)
        return Reply(False, say=words)

    def refused(self, move: str) -> str:
        """A move the rules refuse: the step that asks for it is done; else the reason."""
        reason = self.explain(self.game.board, move)
        if move == self.step.refuse and not self.done:
            self.complete(f"{reason}\n{self.step.after}")
            return ""
        return reason

    def show_me(self) -> Reply:
        """Make the step's move for the player, or show the refusal it is about."""
        step = self.step
        if self.done:
            return Reply(False)
        if step.move:
            return self.attempt(step.move)
        self.refused(step.refuse)
        return Reply(False)

    def complete(self, words: str) -> None:
        self.done = True
        self.feedback = (words, GOOD) if words else None

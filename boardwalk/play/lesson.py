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
NO_MOVE = "Nothing to play here: read on, then press Next ▶."
DONE = "Well done. Press Next ▶ to go on."


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
    """Said when the player makes a different legal move, or asks to go on too soon."""

    @property
    def waits(self) -> bool:
        return bool(self.move or self.refuse)

    @property
    def wants(self) -> str:
        """What the step asks of the player, in a sentence: its hint, else a general one."""
        if self.refuse:
            return self.hint or "Try the move the step describes, to see the rule at work."
        if self.move:
            return self.hint or f"Make the move the step describes ({self.move}), or press Show me."
        return NO_MOVE


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


@dataclass(frozen=True)
class Mark:
    """Where a learner left a lesson: the step, and whether its move was made (the board
    is rebuilt from these alone, since only a step's own move ever changes it)."""

    index: int
    done: bool = False


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

    @property
    def mark(self) -> Mark:
        """Where the learner is, to come back to (``resume``)."""
        return Mark(self.index, self.done and self.step.waits)

    def resume(self, mark: Mark) -> None:
        """Show the step left at, its move made again if it had been (no new events)."""
        self.goto(max(0, min(mark.index, len(self.lesson.steps) - 1)))
        if mark.done and not self.done:
            self.show_me()

    def nudge(self) -> str:
        """The player asked to go on before the step is done: say what it wants, in the
        panel, and do nothing else (only Show me ever makes a move for the player)."""
        words = self.step.wants
        self.feedback = (words, HINT)
        return words

    # -- the player's moves go through the step first ------------------------------------------
    def attempt(self, move: str) -> Reply:
        """A legal move the player made: the step's own advances it, another is refused."""
        step = self.step
        if move == step.move and not self.done:
            events = tuple(self.game.play(move))
            self.complete(step.after)
            return Reply(True, events)
        if not step.waits:
            return Reply(False, say=NO_MOVE)
        if self.done:
            return Reply(False, say=DONE)
        if step.refuse or step.hint:
            words = step.wants
        else:
            words = "That move is legal, but this step asks for another one."
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

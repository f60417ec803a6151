"""A lesson as data, and a run through it: which step is shown, whether it is done, and
what the player is told. The run plays a real game on the lesson's deal, so a lesson can
only teach what the rules enforce. No window is needed: a test walks a whole lesson.

A step states what it wants as a test over the board and a move (its ``goal``), not as one
move string: every move that meets it advances, with words that fit the move chosen. A
step either waits for such a move (``move`` is the one Show me makes), asks the player to
try a move the rules refuse (``refuse``: the refusal is the lesson, and the engine's own
sentence says why), or only explains (neither). ``auto`` moves are played for the player
when the step opens; places in ``highlight`` glow while it shows. A step may show another
board (a ``Scene``: a won game, a position late in a game) instead of the lesson's deal.

Nothing here knows a game: the run asks the game's ``Rules`` for each board, and passes a
``rule`` on only where a lesson or a scene names one, for a game whose rule is chosen per
deal (The Towers), so a lesson is taught under its own rule whatever the player chose.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

GOOD, HINT, NOTE = "good", "hint", "note"
NO_MOVE = "Nothing to play here: read on, then press Next ▶."
DONE = "Well done. Press Next ▶ to go on."
ALSO = "That does it too."
SET_BACK = "The cards are set as the lesson planned them, so this step fits."
GOES_ON = "Next goes on from the lesson's own move: the cards will be set as it planned."

Test = Callable[[Any, str], bool]
"""Whether a move, on the board it is made on, is what a step is about."""


class Rules(Protocol):
    """What a lesson run needs of a solitaire (``boardwalk.solitaire.Kind`` has it)."""

    def new_game(self, variant: str, deal: int | None = None, deck: str | None = None) -> Any: ...

    """A game that has rules to choose between also takes ``rule=`` (the rule's id)."""

    def explain(self, board: Any, move: str) -> str: ...


@dataclass(frozen=True)
class Answer:
    """Words for the moves a test picks out: a follow-up that fits the move the learner
    chose, or a hint for a move that misses the step."""

    test: Test
    words: str


@dataclass(frozen=True)
class Scene:
    """A board a step shows instead of the lesson's deal: a real deal (by number, or by
    deck) and moves played on it."""

    deal: int | None = None
    deck: str = ""
    moves: tuple[str, ...] = ()
    rule: str = ""
    """The rule it is dealt under, for a game whose rule is chosen per deal ("" for the
    lesson's own)."""


@dataclass(frozen=True)
class Step:
    words: str
    move: str = ""
    """The move the step wants that Show me makes (the one the lesson goes on from)."""
    refuse: str = ""
    """The refused move the step asks the player to try, which Show me shows."""
    goal: Test | None = None
    """Every move that meets the step (for a ``refuse`` step, every refused move that
    shows its rule); without one, only ``move`` (or ``refuse``) itself."""
    replies: tuple[Answer, ...] = ()
    """Follow-ups for the other moves that meet the goal: the first whose test holds."""
    hints: tuple[Answer, ...] = ()
    """Hints for moves that miss it, before the general ``hint``: the first that holds."""
    auto: tuple[str, ...] = ()
    after: str = ""
    """Shown once the step's own move is made (or its refusal seen)."""
    highlight: tuple[str, ...] = ()
    hint: str = ""
    """Said when the player makes a move that misses the step, or asks to go on too soon."""
    scene: Scene | None = None
    score: bool = False
    """The step shows the score's breakdown in place of the table (a words-only step)."""
    rules: tuple[str, ...] = ()
    """Which rules the step teaches (``"5"`` a section of the rules, ``"5.blocked"`` a rule
    within it), so a test can prove every rule is taught somewhere."""

    @property
    def waits(self) -> bool:
        return bool(self.move or self.refuse)

    @property
    def shows(self) -> str:
        """The move an arrow points out while the step waits: its own move, or the try."""
        return self.move or self.refuse

    def meets(self, board: Any, move: str) -> bool:
        if self.goal is not None:
            return self.goal(board, move)
        return move == self.shows

    def answer(self, answers: tuple[Answer, ...], board: Any, move: str) -> str:
        return next((a.words for a in answers if a.test(board, move)), "")

    @property
    def wants(self) -> str:
        """What the step asks of the player, in a sentence: its hint, else a general one."""
        if self.refuse:
            return self.hint or "Try the move the step describes, to see the rule at work."
        if self.move:
            return self.hint or "Make the move the step describes, or press Show me."
        return NO_MOVE


@dataclass(frozen=True)
class Lesson:
    variant: str
    title: str
    deck: str
    steps: tuple[Step, ...]
    practice: int | None = None
    """A deal of the variant to win alone once the lesson is over (the bot wins it)."""
    builds_on: str = ""
    """The variant whose lesson this one takes for granted, offered first."""
    rule: str = ""
    """The rule the lesson's deal is played under, for a game whose rule is chosen per
    deal ("" for a game with none): the player's choice for new deals never changes it."""

    def moves_before(self, index: int) -> list[str]:
        """The moves played on the lesson's deal by the end of the steps before ``index``
        (a step with a scene of its own plays nothing on it)."""
        moves: list[str] = []
        for step in self.steps[:index]:
            if step.scene is None:
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
    is rebuilt from these alone: the lesson's own moves up to there)."""

    index: int
    done: bool = False


class LessonRun:
    def __init__(self, lesson: Lesson, rules: Rules, step: int = 0) -> None:
        self.lesson, self.rules = lesson, rules
        self.index = 0
        self.done = False
        self.strayed = False
        """The step was met by another move than its own, so the board is not the one the
        lesson planned: the next step sets the planned board again, and says so."""
        self.feedback: tuple[str, str] | None = None
        """Words under the step, and their tone (``good``, ``hint`` or ``note``)."""
        self.game = self._new(None, lesson.deck, "")
        self.goto(max(0, min(step, len(lesson.steps) - 1)))

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def last(self) -> bool:
        return self.index + 1 == len(self.lesson.steps)

    def _planned(self, index: int) -> Any:
        """The game as step ``index`` opens on, before its auto moves."""
        scene = self.lesson.steps[index].scene
        if scene is not None:
            game = self._new(scene.deal, scene.deck or None, scene.rule)
            moves: list[str] = list(scene.moves)
        else:
            game = self._new(None, self.lesson.deck, "")
            moves = self.lesson.moves_before(index)
        for move in moves:
            game.play(move)
        return game

    def _new(self, deal: int | None, deck: str | None, rule: str) -> Any:
        """A new game of the lesson's variant, under ``rule``, else the lesson's rule (a
        game with no rules to choose between is never asked for one)."""
        chosen = rule or self.lesson.rule
        extra = {"rule": chosen} if chosen else {}
        return self.rules.new_game(self.lesson.variant, deal=deal, deck=deck, **extra)

    def goto(self, index: int) -> Any:
        """Show step ``index``: the game as the lesson plans it, then the step's own auto
        moves. Returns the board before the auto moves (to animate them)."""
        game = self._planned(index)
        before = game.board
        self.game, self.index = game, index
        for move in self.step.auto:
            self.game.play(move)
        self.done = not self.step.waits
        self.strayed = False
        self.feedback = (self.step.after, GOOD) if self.done and self.step.after else None
        return before

    def next(self) -> bool:
        """On to the next step; False when the lesson is finished. Each step opens on the
        board the lesson plans for it; when the learner met the step another way than the
        lesson's own, they are told why the cards moved."""
        if self.last:
            return False
        strayed = self.strayed
        self.goto(self.index + 1)
        if strayed and self.step.scene is None:
            told = self.feedback[0] + "\n" if self.feedback else ""
            self.feedback = (told + SET_BACK, NOTE)
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
        """A legal move the player made: one that meets the step advances it, with words
        for the move chosen; another is refused, with a hint written for the step."""
        step, board = self.step, self.game.board
        if not step.waits:
            return Reply(False, say=NO_MOVE)
        if self.done:
            return Reply(False, say=DONE)
        if step.move and step.meets(board, move):
            events = tuple(self.game.play(move))
            own = move == step.move
            self.strayed = self.strayed or not own
            words = step.after
            if not own:  # its own words, and why the cards will move on Next
                words = step.answer(step.replies, board, move) or ALSO
                words += "" if self.last else f"\n{GOES_ON}"
            self.complete(words)
            return Reply(True, events)
        words = step.answer(step.hints, board, move) or step.wants
        self.feedback = (words, HINT)
        return Reply(False, say=words)

    def refused(self, move: str) -> str:
        """A move the rules refuse: the step that asks for it is done, the engine's
        sentence first; else the engine's sentence, which is all there is to say. A drag
        names only two places: where the step's try joins the same two with a count of
        cards (``c-e:4``, a run dragged by its exposed card), the drag is that try."""
        board, step = self.game.board, self.step
        if step.refuse.startswith(move + ":"):
            move = step.refuse
        reason = self.rules.explain(board, move)
        if step.refuse and not self.done and step.meets(board, move):
            own = move == step.refuse
            follow = step.after if own else step.answer(step.replies, board, move) or step.after
            self.complete(f"{reason}\n{follow}" if follow else reason)
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

"""One game as the player lives it: the rules' Game plus identity, time played, undos and
whether the bot played in it. Every change returns an ``Outcome`` the screen can show:
the events to animate, or the sentence that says why nothing happened."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from uuid import uuid4

from boardwalk.rules import BadSave, Game, IllegalMove, load_game

from .rivalry import Rival

FORMAT = "boardwalk-autosave"
VERSION = 1
MOST_MS = 10 * 365 * 24 * 3600 * 1000
"""Ten years of play: a longer time is an edited file, not a game."""
MOST_UNDOS = 10**9


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class Outcome:
    """What a command did: ``changed`` with ``events`` (empty for undo and redo), or not,
    with ``refusal`` saying why. ``over`` is set when the game has just become over (the
    keeper recorded it); ``notice`` carries a storage problem the player should read."""

    changed: bool
    events: tuple = ()
    refusal: str = ""
    over: bool = False
    notice: str = ""

    def noted(self, notice: str | None) -> Outcome:
        if not notice:
            return self
        return Outcome(self.changed, self.events, self.refusal, self.over, notice)


@dataclass
class Session:
    """The game in progress. Mutated only through its methods, by the keeper."""

    game: Game
    id: str = field(default_factory=lambda: uuid4().hex)
    started_at: str = field(default_factory=now)
    elapsed_ms: float = 0.0
    undos: int = 0
    demo: bool = False
    """The bot played in this game (the demo): it is then left out of the statistics."""
    rival: Rival | None = None
    """The challenger's result, when this game takes up a challenge code (``rivalry``)."""
    dropped: str = field(default="", repr=False, compare=False)
    """Why a saved challenge that could not be read was dropped (the game goes on)."""
    _over_for: object = field(default=None, repr=False, compare=False)
    _over: bool = field(default=False, repr=False, compare=False)

    # -- changes --------------------------------------------------------------------------
    def play(self, move: str, by_bot: bool = False) -> Outcome:
        try:
            events = self.game.play(move)
        except IllegalMove as err:
            return Outcome(False, refusal=str(err))
        self.demo = self.demo or by_bot
        return Outcome(True, tuple(events), over=self.over())

    def undo(self) -> Outcome:
        if not self.game.undo():
            return Outcome(False, refusal="Nothing to undo.")
        self.undos += 1
        return Outcome(True)

    def redo(self) -> Outcome:
        if self.game.ended:
            return Outcome(False, refusal="The game was ended: undo reopens it.")
        if not self.game.redo():
            return Outcome(False, refusal="Nothing to redo.")
        return Outcome(True, over=self.over())

    def end(self) -> Outcome:
        if self.game.ended:
            return Outcome(False, refusal="The game is already ended.")
        self.game.end()
        return Outcome(True, over=True)

    def tick(self, dt: float) -> None:
        """Time passes while the player looks at a game that is not over."""
        if not self.over():
            self.elapsed_ms += dt

    def over(self) -> bool:
        """Whether the game is over (ended, or no move left): asked every frame, so the
        answer is kept for the position it was computed for."""
        board = self.game.board
        if self._over_for is not board:
            self._over_for, self._over = board, self.game.is_over()
        return self.game.ended or self._over

    def in_progress(self) -> bool:
        return bool(self.game.moves) and not self.over()

    def restarts(self, replacement: Game | None) -> bool:
        """Whether ``replacement`` is this very game started again: the same deal under
        the same rule, of a game dealt under a rule and not yet over. It stays one game
        (COMPANIONS.md §0: scored once, when won or given up), so the keeper carries the
        session's identity over and records nothing now."""
        rule = getattr(self.game, "rule", None)
        if not rule or replacement is None or replacement.moves or self.over():
            return False  # a game with moves of its own (an opened export) is another game
        again = (replacement.variant.id, replacement.deck, getattr(replacement, "rule", None))
        return again == (self.game.variant.id, self.game.deck, rule)

    def scored_if_replaced(self, replacement: Game | None) -> bool:
        """Whether giving this game up for ``replacement`` (None: another deal) records it:
        a game with moves is, and so is a game dealt under a rule with none (§0: abandoned
        unwon, even unplayed, it is a loss, or fishing for easy deals would cost nothing),
        unless the replacement only restarts it."""
        if self.restarts(replacement):
            return False
        return bool(self.game.moves) or bool(getattr(self.game, "rule", None))

    def abandon_question(
        self, what: str, replacement: Game | None = None
    ) -> tuple[str, str, str] | None:
        """The title, words and button of the question asked before this game gives way
        ``to {what}``; None when nothing is lost (no move made in a game without rules, a
        game over, or an unplayed ruled game started again)."""
        g = self.game
        played = f"{len(g.moves)} move" + ("" if len(g.moves) == 1 else "s")
        if self.restarts(replacement):
            if not g.moves:
                return None
            body = (
                f"{'Your move is' if len(g.moves) == 1 else f'Your {played} are'} taken back "
                "and the deal starts again. It stays one game: "
                "scored once, when it is won or given up for another deal."
            )
            return "Restart this deal?", body, "Restart"
        if self.over() or not self.scored_if_replaced(replacement):
            return None
        if getattr(g, "rule", None) and hasattr(g.board.rule, "points"):  # Card Shell points
            points = f"{g.score().points:+d}".replace("-", "−")
            body = (
                f"Your game of {g.variant.name} ({played}) is not won. To {what}, it will be "
                f"recorded as a loss: {points} under its {g.board.rule.name.lower()} rule."
            )
        elif getattr(g, "rule", None):  # a rule without points (Calculation's variations)
            body = (
                f"Your game of {g.variant.name} ({played}) is not won. To {what}, it will be "
                "recorded as a loss."
            )
        else:
            body = (
                f"Your {g.variant.name} game ({played}) is in progress. To {what}, it will "
                "be scored as it stands and recorded as abandoned."
            )
        if self.rival is not None and not (replacement and self.rival.matches(replacement)):
            body += " The challenge it takes up is given up with it."
        return "Abandon this game?", body, "Abandon it"

    # -- saving ----------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "session": self.id,
            "started_at": self.started_at,
            "elapsed_ms": int(self.elapsed_ms),
            "undos": self.undos,
            "demo": self.demo,
            "game": json.loads(self.game.to_json()),
        } | ({"rival": self.rival.to_json()} if self.rival is not None else {})

    @classmethod
    def from_json(cls, data: object) -> Session:
        """A saved session, checked field by field: BadSave says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise BadSave("the file is not a Boardwalk autosave.")
        if data.get("version") != VERSION:
            raise BadSave(f"it is format version {data.get('version')!r}, not {VERSION}.")
        game = load_game(json.dumps(data.get("game")))
        session_id, started = data.get("session"), data.get("started_at")
        elapsed, undos = data.get("elapsed_ms", 0), data.get("undos", 0)
        if not (_short_text(session_id) and _short_text(started)):
            raise BadSave("its session details are missing.")
        if not (_count(elapsed, MOST_MS) and _count(undos, MOST_UNDOS)):
            raise BadSave("its time or undo count is not a whole number in range.")
        demo = data.get("demo", False)
        if not isinstance(demo, bool):
            raise BadSave("its demo mark is not true or false.")
        session = cls(game, session_id, started, float(elapsed), undos, demo)
        try:
            session.rival = _rival(data, game)
        except ValueError as err:  # a damaged challenge costs the challenge, not the game
            session.dropped = str(err)
        return session


def _rival(data: dict, game: Game) -> Rival | None:
    """The challenge a saved game takes up, if any: checked, of this very deal, and worth
    points only where its rule has a points table; ValueError saying what is wrong."""
    if data.get("rival") is None:
        return None
    rival = Rival.from_json(data["rival"])
    if not rival.matches(game):
        raise ValueError("its challenge is for another deal.")
    if (rival.points is None) != (not hasattr(getattr(game.board, "rule", None), "points")):
        raise ValueError("its challenge's points do not fit the game's rule.")
    return rival


def _short_text(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 100


def _count(value: object, most: int) -> bool:
    """A whole number the history can hold (bools are not counts)."""
    return type(value) is int and 0 <= value <= most


def deal_words(deal: int | None) -> str:
    """How a deal is named to the player: ``deal 7``, or a deal from a deck string."""
    return f"deal {deal}" if deal is not None else "a custom deal"

"""The keeper of the player's game: every outcome is saved at once, and a game that ends
(over, ended by the player, or abandoned for another) is recorded in the history.

It owns the game in progress, not any screen: a resumed game waits here, ready to be
shown, without a table being built for it. Problems with the player's files come back
as sentences; nothing here raises for a full disk or a locked history.
"""

from __future__ import annotations

import json
import sqlite3
import time
from pathlib import Path

from boardwalk.rules import Game
from boardwalk.statistics import Figures, figures
from boardwalk.storage.autosave import partly_read, read_autosave, write_autosave
from boardwalk.storage.files import exports_dir, write_new
from boardwalk.storage.history import History, Record, stored_deck

from .rivalry import Rival
from .session import Outcome, Session, now

BOT_PLAYED = "bot_played"
"""The mark an exported game carries when the bot played in it."""


def bot_played(text: str) -> bool:
    """Whether a saved game's text says the bot played in it (then it is not the
    player's own game and is left out of the statistics when reopened)."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get(BOT_PLAYED) is True


def record_of(session: Session, finish: str) -> Record:
    """The history's record of a game of any kind: a score field the game does not have
    (The Towers has no hand, spikes or perfect game) is recorded as 0 or False, and a
    game's rule is kept with its deck."""
    game, s = session.game, session.game.score()
    return Record(
        session=session.id,
        variant=game.variant.id,
        deal=game.deal,
        deck=stored_deck(game.deck, getattr(game, "rule", None)),
        moves=" ".join(game.moves),
        destinations=getattr(s, "destinations", 0),
        hand=getattr(s, "hand", 0),
        spikes=getattr(s, "spikes", 0),
        total=s.total,
        won=s.won,
        perfect=getattr(s, "perfect", False),
        move_count=len(game.moves),
        undos=session.undos,
        seconds=round(session.elapsed_ms / 1000, 1),
        finish=finish,
        started_at=session.started_at,
        ended_at=now(),
    )


class Keeper:
    def __init__(self, history: History, readonly: bool = False, announce: bool = False) -> None:
        self.history = history
        self.readonly = readonly
        """A run that must not change the player's files (screenshots)."""
        self.announce = announce
        """Print each autosave to stdout (``--auto-moves``: the crash test reads it)."""
        self.current: Session | None = None
        self._written: dict | None = None
        """What the autosave file holds, as this run last wrote or read it."""

    # -- opening -----------------------------------------------------------------------------
    def resume(self) -> str | None:
        """Take up the autosaved game, if any; a sentence if its file was damaged (it is
        then kept aside, and the title starts without a game)."""
        session, problem = read_autosave(Session.from_json, self.readonly)
        if session is not None and session.dropped:  # the game is whole; its challenge is not
            problem = partly_read(f"{session.dropped[:-1]}, so it was dropped", self.readonly)
        self.current = session
        self._written = session.to_json() if session is not None else None
        return problem

    def begin(self, game: Game, demo: bool = False, rival: Rival | None = None) -> str | None:
        """A new game in progress; the one it replaces is recorded as it stands. ``demo``:
        the bot played in it (a reopened export says so), so it stays out of the figures.
        ``rival``: the challenge it takes up; the same deal started again keeps it."""
        old = self.current
        problem = self.abandon(game)
        if rival is None and old is not None and old.rival is not None and old.rival.matches(game):
            rival = old.rival
        self.current = Session(game, demo=demo, rival=rival)
        if old is not None and old.restarts(game):  # one game, started again: one record
            self.current.id, self.current.started_at = old.id, old.started_at
            self.current.elapsed_ms, self.current.undos = old.elapsed_ms, old.undos
            self.current.demo = self.current.demo or old.demo  # the bot's moves stay counted
        return self.save() or problem

    # -- the player's commands ---------------------------------------------------------------
    def play(self, move: str, by_bot: bool = False) -> Outcome:
        return self._kept(self._session().play(move, by_bot), "over")

    def undo(self) -> Outcome:
        return self._kept(self._session().undo(), "")

    def redo(self) -> Outcome:
        return self._kept(self._session().redo(), "over")

    def end(self) -> Outcome:
        """Score the position now; recorded as ``ended``, or ``over`` if no move remained."""
        session = self._session()
        how = "over" if session.over() else "ended"
        return self._kept(session.end(), how)

    def tick(self, dt: float) -> None:
        if self.current is not None:
            self.current.tick(dt)

    def _session(self) -> Session:
        if self.current is None:
            raise LookupError("no game in progress")
        return self.current

    def _kept(self, outcome: Outcome, how: str) -> Outcome:
        """Record a game that has just ended (before saving: a crash between loses
        nothing), then save the change."""
        if not outcome.changed:
            return outcome
        problem = self.record(how) if outcome.over and how else None
        return outcome.noted(self.save() or problem)

    # -- keeping -----------------------------------------------------------------------------
    def save(self) -> str | None:
        """Write the game in progress down at once; a sentence if the disk said no."""
        if self.current is None or self.readonly:
            return None
        data = self.current.to_json()
        try:
            write_autosave(data)
        except (OSError, ValueError) as err:  # a full disk, a locked file: say so, play on
            return f"Your game could not be saved ({err}); the next move tries again."
        self._written = data
        if self.announce:
            print(f"saved {len(self.current.game.moves)}", flush=True)
        return None

    def record(self, how: str) -> str | None:
        """Add the game in progress to the history as ``over``, ``ended`` or ``abandoned``
        (a game the bot played in is left out)."""
        session = self.current
        if session is None or self.readonly or session.demo:
            return None
        try:
            self.history.record(record_of(session, how))
        except (sqlite3.Error, ValueError, OverflowError) as err:
            return f"This game could not be added to your statistics ({err})."
        return None

    def abandon(self, replacement: Game | None = None) -> str | None:
        """The game in progress gives way to ``replacement``: record it as it stands (a game
        already recorded is only updated, so nothing is counted twice). A game with no move
        is left out, but for a game dealt under a rule (COMPANIONS.md §0: an unwon game
        abandoned is a loss even with no move made, or fishing for easy deals would cost
        nothing); restarting that very deal under its rule gives nothing up."""
        session = self.current
        if session is None or not session.scored_if_replaced(replacement):
            return None
        game = session.game
        return self.record("ended" if game.ended else "over" if session.over() else "abandoned")

    def standing(self, variant: str, exclude: str = "") -> Figures:
        """Figures of the player's finished games of a variant (one session left out)."""
        return figures([r for r in self.history.games(variant) if r.session != exclude])

    def export(self) -> Path:
        """A copy of the game in progress in the exports folder, under a name no other
        file has (OSError if it failed)."""
        if self.readonly:
            raise OSError("this run only looks and writes no files")
        session = self._session()
        game = session.game
        deal = f"deal-{game.deal}" if game.deal is not None else "custom"
        stem = f"{game.variant.id}-{deal}-{time.strftime('%Y%m%d-%H%M%S')}"
        data = json.loads(game.to_json())
        if session.demo:
            data[BOT_PLAYED] = True  # the rules' loader ignores it; the keeper reads it back
        return write_new(exports_dir(), stem, ".json", json.dumps(data, indent=1))

    def close(self) -> None:
        """Quitting: the time played since the last move is saved too (and nothing is
        written when nothing changed: a game only looked at stays as it was read)."""
        if self.current is not None and self.current.to_json() != self._written:
            self.save()
        self.history.close()

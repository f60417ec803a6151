"""The game in progress, saved after every move so that a quit or a crash loses nothing.

The file holds the rules engine's own save (deal, moves, undone moves) plus what the
table knows: which session it is, when it started, the time played and the undos used.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from uuid import uuid4

from boardwalk.rules import BadSave, Game, load_game

from .files import data_dir, read_json, set_aside, write_json

FORMAT = "boardwalk-autosave"
VERSION = 1


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass
class Session:
    """One game as the player lives it: the rules' Game plus time, undos and identity."""

    game: Game
    id: str = field(default_factory=lambda: uuid4().hex)
    started_at: str = field(default_factory=now)
    elapsed_ms: float = 0.0
    undos: int = 0
    demo: bool = False
    """The bot played in this game (the demo): it is then left out of the statistics."""

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
        }


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def save_session(session: Session) -> None:
    write_json(autosave_path(), session.to_json())


def load_session() -> tuple[Session | None, str | None]:
    """The autosaved game, or None; a damaged or tampered file is kept aside and reported."""
    path = autosave_path()
    data, problem = read_json(path, "saved game")
    if data is None:
        return None, problem
    try:
        return _session(data), None
    except BadSave as err:
        kept = set_aside(path)
        return None, f"Your saved game could not be resumed: {err} It was kept as {kept.name}."


def _session(data: object) -> Session:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BadSave("the file is not a Boardwalk autosave.")
    if data.get("version") != VERSION:
        raise BadSave(f"it is format version {data.get('version')!r}, not {VERSION}.")
    game = load_game(json.dumps(data.get("game")))
    session_id, started = data.get("session"), data.get("started_at")
    elapsed, undos = data.get("elapsed_ms", 0), data.get("undos", 0)
    if not (isinstance(session_id, str) and isinstance(started, str)):
        raise BadSave("its session details are missing.")
    if not (isinstance(elapsed, int) and isinstance(undos, int) and elapsed >= 0 and undos >= 0):
        raise BadSave("its time or undo count is not a whole number.")
    demo = data.get("demo", False)
    if not isinstance(demo, bool):
        raise BadSave("its demo mark is not true or false.")
    return Session(game, session_id, started, float(elapsed), undos, demo)

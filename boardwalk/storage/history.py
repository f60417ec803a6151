"""Every finished game, in SQLite under the user's data folder.

WAL journaling and a busy timeout let two copies of the game write at once without
corrupting anything. A database that cannot be read is moved aside (never replaced in
place) and reported; a fresh one is started.
"""

from __future__ import annotations

import sqlite3
from dataclasses import astuple, dataclass, fields
from pathlib import Path

from .files import data_dir, set_aside

SCHEMA_VERSION = 1
BUSY_MS = 10_000

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    session TEXT PRIMARY KEY,
    variant TEXT NOT NULL,
    deal INTEGER,
    deck TEXT NOT NULL,
    moves TEXT NOT NULL,
    destinations INTEGER NOT NULL,
    hand INTEGER NOT NULL,
    spikes INTEGER NOT NULL,
    total INTEGER NOT NULL,
    won INTEGER NOT NULL,
    perfect INTEGER NOT NULL,
    move_count INTEGER NOT NULL,
    undos INTEGER NOT NULL,
    seconds REAL NOT NULL,
    finish TEXT NOT NULL,
    started_at TEXT NOT NULL,
    ended_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS games_by_variant ON games (variant, ended_at);
"""


@dataclass(frozen=True)
class Record:
    """One finished game: how it was dealt, played and scored."""

    session: str
    variant: str
    deal: int | None
    deck: str
    moves: str
    destinations: int
    hand: int
    spikes: int
    total: int
    won: bool
    perfect: bool
    move_count: int
    undos: int
    seconds: float
    finish: str
    """``over`` (no move remained), ``ended`` (the player scored it) or ``abandoned``."""
    started_at: str
    ended_at: str


COLUMNS = [f.name for f in fields(Record)]


class History:
    def __init__(self, path: Path | None = None, readonly: bool = False) -> None:
        self.path = path or data_dir() / "history.sqlite3"
        self.readonly = readonly
        self.problem: str | None = None
        self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        """The history; a damaged one is kept aside for a fresh one, and one that cannot be
        used now (locked, newer, read-only run) is left alone while this run keeps its games
        in memory."""
        if self.readonly:
            try:
                return self._connect(
                    f"file:{self.path}?mode=ro" if self.path.exists() else ":memory:"
                )
            except sqlite3.DatabaseError as err:
                self.problem = f"Your game history could not be read ({err}); it was left as it is."
                return self._connect(":memory:")
        try:
            return self._connect(str(self.path))
        except sqlite3.DatabaseError as err:
            if getattr(err, "sqlite_errorname", "") in ("SQLITE_NOTADB", "SQLITE_CORRUPT"):
                self.problem = self._set_aside(str(err))
                return self._connect(str(self.path))
            self.problem = (
                f"Your game history could not be opened ({err}); it was left as it is, and "
                "this session's games are kept only until you quit."
            )
            return self._connect(":memory:")

    def _connect(self, target: str) -> sqlite3.Connection:
        uri = target.startswith("file:")
        db = sqlite3.connect(target, timeout=BUSY_MS / 1000, isolation_level=None, uri=uri)
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.OperationalError(
                    f"it was written by a newer Boardwalk (schema {version})"
                )
            if not uri:
                db.execute("PRAGMA journal_mode = WAL")
                db.executescript(SCHEMA)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.DatabaseError:
            db.close()
            raise
        return db

    def _set_aside(self, why: str) -> str:
        kept = set_aside(self.path)
        for suffix in ("-wal", "-shm"):
            extra = self.path.with_name(self.path.name + suffix)
            if extra.exists():
                extra.rename(kept.with_name(kept.name + suffix))
        return (
            f"Your game history could not be read ({why}); it was kept as {kept.name} and a "
            "new one started."
        )

    def record(self, record: Record) -> None:
        """Add a finished game, or update it if the same session finished again after undo."""
        marks = ", ".join("?" for _ in COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in COLUMNS if c != "session")
        sql = f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({marks}) "
        sql += f"ON CONFLICT(session) DO UPDATE SET {updates}"
        self.db.execute(sql, astuple(record))

    def games(self, variant: str | None = None) -> list[Record]:
        """Finished games, oldest first."""
        sql = f"SELECT {', '.join(COLUMNS)} FROM games"
        args: tuple = ()
        if variant:
            sql += " WHERE variant = ?"
            args = (variant,)
        rows = self.db.execute(sql + " ORDER BY ended_at, rowid", args).fetchall()
        return [_record(row) for row in rows]

    def close(self) -> None:
        self.db.close()


def _record(row: tuple) -> Record:
    values = dict(zip(COLUMNS, row, strict=True))
    values["won"], values["perfect"] = bool(values["won"]), bool(values["perfect"])
    return Record(**values)

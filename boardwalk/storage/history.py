"""Every finished game, in SQLite under the user's data folder.

WAL journaling and a busy timeout let two copies of the game write at once without
corrupting anything. Nothing in the file is trusted blindly:

* before anything is written, the file is looked at read-only (``_probe``): only an empty
  file or a Boardwalk history of this schema is opened for writing (and switched to WAL);
* one SQLite says is damaged is moved aside byte for byte (never written to first) and a
  fresh one started;
* one that is locked, written by a newer Boardwalk, or another program's database is
  left exactly as it is, with a sentence, and this run's games are kept in memory;
* every row is checked when read: a row an editor or a bad disk has mangled is left out
  and counted (``History.damaged``), never handed to a screen.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from dataclasses import astuple
from pathlib import Path

from .files import data_dir, set_aside
from .records import (  # noqa: F401 (kept here too: where the history's users find them)
    COLUMNS,
    FINISHES,
    RULE_MARK,
    Record,
    checked,
    split_deck,
    stored_deck,
)

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
CREATE = f"BEGIN IMMEDIATE;\n{SCHEMA}PRAGMA user_version = {SCHEMA_VERSION};\nCOMMIT;"
"""A new history is made in one transaction, before WAL is switched on: a file in WAL mode
with no schema version was never one of ours."""

KEEP = "this session's games are kept only until you quit"


class History:
    def __init__(self, path: Path | None = None, readonly: bool = False) -> None:
        self.path = path or data_dir() / "history.sqlite3"
        self.readonly = readonly
        self.problem: str | None = None
        """Why the history on disk is not the one in use, in a sentence (None if it is)."""
        self.damaged = 0
        """How many rows the last read of the games left out because they made no sense."""
        self.unreadable: str | None = None
        """Why the last read of the games failed altogether, in a sentence."""
        self._known: dict[tuple, Record | None] = {}
        self.db = self._open()

    # -- opening -----------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        """The history; a damaged one is kept aside for a fresh one, and one that is not ours
        to change (locked, newer, another program's, or a read-only run) is left alone while
        this run keeps its games in memory."""
        verdict, why, probe = self._probe()
        if self.readonly:
            if verdict == "ours" and probe is not None:
                return probe
            if verdict == "damaged":
                self.problem = f"Your game history could not be read ({why}); it was left as it is."
            elif verdict == "leave":
                self.problem = f"{why}; it was left as it is."
            return _memory()
        if probe is not None:
            probe.close()
        if verdict == "leave":
            self.problem = f"{why}; it was left as it is, and {KEEP}."
            return _memory()
        if verdict == "damaged":
            try:
                self.problem = self._set_aside(why)
            except OSError as err:
                self.problem = (
                    f"Your game history could not be read ({why}) and could not be moved aside "
                    f"({err.strerror or err}); it was left as it is, and {KEEP}."
                )
                return _memory()
        try:
            return self._writable(fresh=verdict != "ours")
        except sqlite3.Error as err:
            self.problem = (
                f"Your game history could not be opened ({err}); it was left as it is, and {KEEP}."
            )
            return _memory()

    def _probe(self) -> tuple[str, str, sqlite3.Connection | None]:
        """Look at the file without changing a byte of it: (``new``, ``ours``, ``damaged`` or
        ``leave``; why, in words; the read-only connection if the file is ours)."""
        try:
            info = os.stat(self.path)
            if not stat.S_ISREG(info.st_mode):  # a FIFO would hang the read; a folder…
                raise OSError(0, "it is not a regular file")
            flags = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
            fd = os.open(self.path, os.O_RDONLY | flags)
            with os.fdopen(fd, "rb") as f:
                head = f.read(100)
        except FileNotFoundError:
            return "new", "", None
        except (OSError, ValueError) as err:
            why = getattr(err, "strerror", None) or str(err)
            return "leave", f"Your game history could not be opened ({why})", None
        if not head and not self._beside("-wal").exists():
            return "new", "", None
        try:
            db = self._reader(head)
        except sqlite3.Error as err:
            return _failed(err)
        try:
            verdict, why = _judge(db, str(self.path))
        except sqlite3.Error as err:
            db.close()
            return _failed(err)
        if verdict != "ours" or not self.readonly:
            db.close()
            return verdict, why, None
        return verdict, why, db

    def _reader(self, head: bytes) -> sqlite3.Connection:
        """A read-only connection. A WAL file nobody has open is read as immutable: reading
        it the usual way would leave -wal and -shm files beside it."""
        uri = self.path.absolute().as_uri() + "?mode=ro"
        in_wal = head[18:20] == b"\x02\x02"
        if in_wal and not (self._beside("-wal").exists() and self._beside("-shm").exists()):
            uri += "&immutable=1"
        return _connect(uri, uri=True)

    def _writable(self, fresh: bool) -> sqlite3.Connection:
        """Our own history (or a new one), open for writing, in WAL mode."""
        db = _connect(str(self.path))
        try:
            if fresh:
                db.executescript(CREATE)
            else:  # another copy in the middle of a write, for longer than we wait: say so
                db.executescript("BEGIN IMMEDIATE; ROLLBACK;")
            if db.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
                raise sqlite3.OperationalError("it changed while it was being opened")
            db.execute("PRAGMA journal_mode = WAL")
            db.executescript(SCHEMA)
            db.execute("SELECT count(*) FROM games").fetchone()
        except sqlite3.Error:
            db.close()
            raise
        return db

    def _beside(self, suffix: str) -> Path:
        return self.path.with_name(self.path.name + suffix)

    def _set_aside(self, why: str) -> str:
        """Move the damaged file (and its -wal and -shm) aside, exactly as they are."""
        kept = set_aside(self.path)
        for suffix in ("-wal", "-shm"):
            extra = self._beside(suffix)
            if extra.exists():
                extra.rename(kept.with_name(kept.name + suffix))
        return (
            f"Your game history could not be read ({why}); it was kept as {kept.name} and a "
            "new one started."
        )

    # -- writing and reading -----------------------------------------------------------------
    def record(self, record: Record) -> None:
        """Add a finished game, or update it if the same session finished again after undo.
        Raises only ``sqlite3.Error`` (a value SQLite cannot hold is a ``DataError``)."""
        marks = ", ".join("?" for _ in COLUMNS)
        updates = ", ".join(f"{c} = excluded.{c}" for c in COLUMNS if c != "session")
        sql = f"INSERT INTO games ({', '.join(COLUMNS)}) VALUES ({marks}) "
        sql += f"ON CONFLICT(session) DO UPDATE SET {updates}"
        try:
            self.db.execute(sql, astuple(record))
        except sqlite3.Error:
            raise
        except Exception as err:  # a number too big, text that is not text…
            raise sqlite3.DataError(f"a value of this game cannot be stored: {err}") from err

    def games(self, variant: str | None = None) -> list[Record]:
        """Finished games, oldest first: only rows that make sense (``damaged`` counts the
        others, over the whole history); none, and a sentence in ``unreadable``, if the
        history cannot be read now."""
        self.damaged, self.unreadable = 0, None
        sql = f"SELECT {', '.join(COLUMNS)} FROM games ORDER BY ended_at, rowid"
        try:
            rows = self.db.execute(sql).fetchall()
        except sqlite3.Error as err:
            self.unreadable = f"Your game history could not be read just now ({err})."
            return []
        records, known, self._known = [], self._known, {}
        for row in rows:
            record = known[row] if row in known else checked(row)
            self._known[row] = record  # each row is checked once while it stays the same
            if record is None:
                self.damaged += 1
            elif variant is None or record.variant == variant:
                records.append(record)
        return records

    def close(self) -> None:
        self.db.close()


# -- connections -------------------------------------------------------------------------------
def _connect(target: str, uri: bool = False) -> sqlite3.Connection:
    db = sqlite3.connect(target, timeout=BUSY_MS / 1000, isolation_level=None, uri=uri)
    db.text_factory = _text
    try:
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
    except sqlite3.Error:
        db.close()
        raise
    return db


def _memory() -> sqlite3.Connection:
    db = _connect(":memory:")
    db.executescript(CREATE)
    return db


def _text(raw: bytes) -> str | bytes:
    """TEXT that is not UTF-8 stays bytes, so that the row check leaves it out (the default
    would raise in the middle of reading every row)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw


def _judge(db: sqlite3.Connection, where: str) -> tuple[str, str]:
    """What the probe found: whose file this is, and whether SQLite can read all of it."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return "leave", (
            f"Your game history was written by a newer Boardwalk (schema {version}), which "
            "this version cannot read"
        )
    names = [row[0] for row in db.execute("SELECT name FROM sqlite_master")]
    if version == 0 and not names:
        return "new", ""
    columns = [(row[1], row[5]) for row in db.execute("PRAGMA table_info(games)")]
    ours = [(c, 1 if c == "session" else 0) for c in COLUMNS]
    if version != SCHEMA_VERSION or columns != ours:
        return "leave", (
            f"The file {where} is not a Boardwalk game history (another program's database "
            "has that name)"
        )
    found = [row[0] for row in db.execute("PRAGMA quick_check")]
    if found != ["ok"]:
        said = " ".join("; ".join(map(str, found[:2])).split())
        return "damaged", f"SQLite found it damaged: {said[:120]}"
    return "ours", ""


def _failed(err: sqlite3.Error) -> tuple[str, str, None]:
    """A probe SQLite refused: damage only when SQLite says so; anything else (locked,
    busy, no permission) leaves the file alone."""
    name = getattr(err, "sqlite_errorname", "")
    if name == "SQLITE_NOTADB" or name.startswith("SQLITE_CORRUPT"):
        return "damaged", str(err), None
    return "leave", f"Your game history could not be opened ({err})", None

"""A history that is not what we wrote: damaged rows left out and counted, files that are
not ours (another program's, a newer Boardwalk's, a locked one) left byte for byte as they
were, damaged files kept aside exactly as they were, and values SQLite cannot hold."""

from __future__ import annotations

import hashlib
import sqlite3
from dataclasses import astuple, replace
from pathlib import Path

import pytest

import boardwalk.storage.history as module
from boardwalk.rules import new_game
from boardwalk.statistics import distribution, figures
from boardwalk.storage.history import COLUMNS, SCHEMA, History, Record

LAX = """
CREATE TABLE games (
    session TEXT PRIMARY KEY, variant TEXT, deal INTEGER, deck TEXT, moves TEXT,
    destinations INTEGER, hand INTEGER, spikes INTEGER, total INTEGER, won INTEGER,
    perfect INTEGER, move_count INTEGER, undos INTEGER, seconds REAL, finish TEXT,
    started_at TEXT, ended_at TEXT
);
"""
"""Our columns without NOT NULL: what an editor or another tool may leave behind."""


def real(n: int, variant: str = "hopscotch") -> Record:
    """The record of a real game: deal ``n``, one move played, ended."""
    game = new_game(variant, deal=n)
    game.play("1a-4c")
    s = game.score()
    return Record(
        session=f"s{n}",
        variant=variant,
        deal=n,
        deck=game.deck,
        moves=" ".join(game.moves),
        destinations=s.destinations,
        hand=s.hand,
        spikes=s.spikes,
        total=s.total,
        won=s.won,
        perfect=s.perfect,
        move_count=len(game.moves),
        undos=0,
        seconds=61.5,
        finish="ended",
        started_at=f"2026-11-21T10:{n:02d}:00+00:00",
        ended_at=f"2026-11-21T11:{n:02d}:00+00:00",
    )


def lax_history(path: Path, rows: list[tuple]) -> None:
    """A history of our schema version whose rows SQLite has not checked at all."""
    db = sqlite3.connect(path)
    db.executescript(LAX)
    marks = ", ".join("?" for _ in COLUMNS)
    db.executemany(f"INSERT INTO games VALUES ({marks})", rows)
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def beside(path: Path) -> list[str]:
    """Every file next to the history other than itself."""
    return sorted(p.name for p in path.parent.iterdir() if p != path)


BAD = {
    "total is text": {"total": "lots"},
    "seconds is text": {"seconds": "x"},
    "huge total": {"total": 10**18},
    "moves are not moves": {"moves": "zz qq"},
    "deck is not a deck": {"deck": "x"},
    "deck of a custom deal is not a deck": {"deck": "x", "deal": None},
    "deck lists a card twice": {"deck": "AS " * 52},
    "negative deal": {"deal": -5},
    "deal zero": {"deal": 0},
    "deal as text": {"deal": "seven"},
    "won is 7": {"won": 7},
    "perfect is 2": {"perfect": 2},
    "perfect without 52": {"perfect": 1},
    "total is null": {"total": None},
    "session is null": {"session": None},
    "session is empty": {"session": ""},
    "moves are null": {"moves": None},
    "ended_at is null": {"ended_at": None},
    "started_at is bytes": {"started_at": b"\x00"},
    "unknown variant": {"variant": "nope"},
    "unknown finish": {"finish": "x"},
    "negative move count": {"move_count": -1},
    "huge move count": {"move_count": 10**15},
    "negative undos": {"undos": -3},
    "negative seconds": {"seconds": -1.0},
    "infinite seconds": {"seconds": float("inf")},
    "destinations past 52": {"destinations": 60},
    "total not the sum of its parts": {"total": 50},
    "won is a fraction": {"won": 0.5},
    "blob session": {"session": b"\x00\x01"},
    "text that is not UTF-8": {"finish": "not-utf8"},
}


@pytest.mark.parametrize("change", BAD.values(), ids=BAD.keys())
def test_a_damaged_row_is_left_out_counted_and_the_others_read(tmp_path, change):
    path = tmp_path / "history.sqlite3"
    first, broken, last = real(1), real(2), real(3)
    values = dict(zip(COLUMNS, astuple(broken), strict=True)) | change
    lax_history(path, [astuple(first), tuple(values.values()), astuple(last)])
    if change.get("finish") == "not-utf8":  # invalid UTF-8 stored as TEXT
        db = sqlite3.connect(path)
        db.execute("UPDATE games SET finish = CAST(x'ff41' AS TEXT) WHERE rowid = 2")
        db.commit()
        db.close()
    history = History(path)
    assert history.problem is None
    games = history.games("hopscotch")
    assert [g.session for g in games] == ["s1", "s3"]
    assert history.damaged == 1
    assert len(history.games()) == 2 and history.damaged == 1  # all variants read the same
    f = figures(games)
    assert f.games == 2 and f.best == max(first.total, last.total)
    assert sum(distribution(f.scores)) == 2
    assert all(isinstance(g.won, bool) and isinstance(g.total, int) for g in games)
    history.record(real(4))  # the history is still ours to write
    assert [g.session for g in history.games("hopscotch")] == ["s1", "s3", "s4"]
    history.close()


def test_rows_read_back_as_written_and_nothing_counts_as_damaged(tmp_path):
    history = History(tmp_path / "history.sqlite3")
    records = [real(1), replace(real(2), deal=None), real(3, "squattsi")]
    for r in records:
        history.record(r)
    assert history.games() == records and history.damaged == 0
    assert history.games("squattsi") == records[2:]


def test_a_numbered_deal_kept_without_its_deck_gets_the_deck_of_its_number(tmp_path):
    history = History(tmp_path / "history.sqlite3")
    history.record(replace(real(5), deck=""))
    [record] = history.games()
    assert record.deck == real(5).deck and history.damaged == 0


def test_a_history_that_cannot_be_read_now_is_a_sentence_not_a_crash(tmp_path):
    history = History(tmp_path / "history.sqlite3")
    history.record(real(1))
    history.db.execute("DROP TABLE games")  # another program, behind our back
    assert history.games() == []
    assert history.unreadable and "could not be read" in history.unreadable


# -- files that are not ours to change ---------------------------------------------------------
def foreign(path: Path, wal: bool) -> None:
    db = sqlite3.connect(path)
    if wal:
        db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)")
    db.execute("INSERT INTO notes (body) VALUES ('not a game')")
    db.commit()
    db.close()


def foreign_games(path: Path, wal: bool) -> None:
    """Version 1, and a table called games, but not our columns."""
    db = sqlite3.connect(path)
    if wal:
        db.execute("PRAGMA journal_mode = WAL")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT, rating REAL)")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def newer(path: Path, wal: bool) -> None:
    db = sqlite3.connect(path)
    if wal:
        db.execute("PRAGMA journal_mode = WAL")
    db.executescript(SCHEMA)
    marks = ", ".join("?" for _ in COLUMNS)
    db.execute(f"INSERT INTO games VALUES ({marks})", astuple(real(1)))
    db.execute("PRAGMA user_version = 2")
    db.commit()
    db.close()


LEFT_ALONE = {
    "foreign": (foreign, "not a Boardwalk game history"),
    "foreign games table": (foreign_games, "not a Boardwalk game history"),
    "newer": (newer, "newer Boardwalk"),
}


@pytest.mark.parametrize("wal", [False, True], ids=["rollback", "wal"])
@pytest.mark.parametrize("kind", LEFT_ALONE, ids=LEFT_ALONE.keys())
def test_a_file_that_is_not_ours_is_left_byte_for_byte(tmp_path, kind, wal):
    make, words = LEFT_ALONE[kind]
    path = tmp_path / "history.sqlite3"
    make(path, wal)
    before, files = digest(path), beside(path)
    history = History(path)
    assert history.problem and words in history.problem
    assert "left as it is" in history.problem and "until you quit" in history.problem
    history.record(real(1))  # this run's games are kept in memory
    assert [g.session for g in history.games()] == ["s1"]
    history.close()
    assert digest(path) == before
    assert beside(path) == files == []  # no -wal, -shm, -journal, nothing set aside


@pytest.mark.parametrize("kind", LEFT_ALONE, ids=LEFT_ALONE.keys())
def test_a_readonly_run_reads_nothing_that_is_not_ours_and_writes_nothing(tmp_path, kind):
    make, words = LEFT_ALONE[kind]
    path = tmp_path / "history.sqlite3"
    make(path, True)
    before = digest(path)
    history = History(path, readonly=True)
    assert history.problem and words in history.problem and "left as it is" in history.problem
    assert history.games() == []
    history.close()
    assert digest(path) == before and beside(path) == []


def test_a_readonly_run_reads_our_history_without_leaving_files_beside_it(tmp_path):
    path = tmp_path / "history.sqlite3"
    history = History(path)
    history.record(real(1))
    history.close()
    assert beside(path) == []  # closed cleanly: no -wal nor -shm
    before = digest(path)
    looking = History(path, readonly=True)
    assert looking.problem is None and [g.session for g in looking.games()] == ["s1"]
    looking.close()
    assert digest(path) == before and beside(path) == []


def test_a_locked_history_is_left_byte_for_byte(tmp_path, monkeypatch):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)  # ours, in the rollback journal an older copy may have used
    db.executescript(SCHEMA)
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    before = digest(path)
    monkeypatch.setattr(module, "BUSY_MS", 100)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another program in the middle of a write
    history = History(path)
    history.record(real(1))
    history.close()
    holder.rollback()
    holder.close()
    assert history.problem and "could not be opened" in history.problem
    assert "left as it is" in history.problem
    assert digest(path) == before and beside(path) == []


def test_an_empty_file_and_an_empty_database_become_our_history(tmp_path):
    empty = tmp_path / "a" / "history.sqlite3"
    empty.parent.mkdir()
    empty.write_bytes(b"")
    bare = tmp_path / "b" / "history.sqlite3"
    bare.parent.mkdir()
    sqlite3.connect(bare).close()
    for path in (empty, bare):
        history = History(path)
        assert history.problem is None
        history.record(real(1))
        history.close()
        again = History(path)
        assert again.problem is None and [g.session for g in again.games()] == ["s1"]
        again.close()


# -- damaged files -----------------------------------------------------------------------------
def kept(path: Path) -> list[Path]:
    return sorted(p for p in path.parent.iterdir() if ".damaged-" in p.name)


def corrupt_page(path: Path, wal: bool) -> None:
    """One of our histories with the page of its games torn."""
    history = History(path)
    for n in range(1, 40):
        history.record(real(n))
    history.close()
    if not wal:
        db = sqlite3.connect(path)
        db.execute("PRAGMA journal_mode = DELETE")
        db.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[page : page + 200] = b"\xa5" * 200
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("wal", [False, True], ids=["rollback", "wal"])
def test_a_torn_history_is_kept_aside_exactly_as_it_was(tmp_path, wal):
    path = tmp_path / "history.sqlite3"
    corrupt_page(path, wal)
    original = path.read_bytes()
    leftover = path.with_name(path.name + "-wal")
    if wal:
        leftover.write_bytes(b"left by a crash")
    history = History(path)
    assert history.problem and "could not be read" in history.problem
    [aside, *extra] = kept(path)
    assert aside.read_bytes() == original and aside.name in history.problem
    if wal:
        assert [e.name for e in extra] == [aside.name + "-wal"]
        assert extra[0].read_bytes() == b"left by a crash"
    assert not path.with_name(aside.name + "-shm").exists()
    history.record(real(1))  # a fresh one
    assert [g.session for g in history.games()] == ["s1"]


def test_a_history_the_quick_check_refuses_is_kept_aside_exactly_as_it_was(tmp_path):
    path = tmp_path / "history.sqlite3"
    history = History(path)
    history.record(real(1))
    history.close()
    data = bytearray(path.read_bytes())  # one page more than SQLite's pages account for
    pages = int.from_bytes(data[28:32], "big")
    data[28:32] = (pages + 1).to_bytes(4, "big")
    original = bytes(data + bytes(4096))
    path.write_bytes(original)
    history = History(path)
    assert history.problem and "SQLite found it damaged" in history.problem
    assert "never used" in history.problem and "\n" not in history.problem
    history.close()
    [aside] = kept(path)
    assert aside.read_bytes() == original and beside(path) == [aside.name]


def test_a_file_that_is_not_a_database_is_kept_aside_exactly_as_it_was(tmp_path):
    path = tmp_path / "history.sqlite3"
    original = b"SQLite format 3\x00" + bytes(range(256)) * 20
    path.write_bytes(original)
    history = History(path)
    [aside] = kept(path)
    assert aside.read_bytes() == original and aside.name in history.problem


def test_a_damaged_file_is_left_alone_in_a_readonly_run(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    history = History(path, readonly=True)
    assert history.problem and "left as it is" in history.problem
    assert kept(path) == [] and beside(path) == []


# -- values SQLite cannot hold ---------------------------------------------------------------
@pytest.mark.parametrize(
    "change",
    [{"undos": 10**400}, {"move_count": 2**63}, {"session": "\ud800"}, {"seconds": object()}],
    ids=["huge undos", "past 64 bits", "lone surrogate", "not a value"],
)
def test_recording_a_value_sqlite_cannot_hold_raises_only_a_sqlite_error(tmp_path, change):
    history = History(tmp_path / "history.sqlite3")
    with pytest.raises(sqlite3.Error):
        history.record(replace(real(1), **change))
    history.record(real(2))
    assert [g.session for g in history.games()] == ["s2"]

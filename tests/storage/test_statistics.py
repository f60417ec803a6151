"""Figures from the history: streaks, bests, averages; and the history in SQLite."""

import sqlite3
import subprocess
import sys
import textwrap
from dataclasses import replace

from boardwalk.statistics import distribution, figures
from boardwalk.storage.history import History, Record


def record(n: int, total: int, won: bool, moves: int = 30, variant: str = "squattsi") -> Record:
    return Record(
        session=f"s{n}",
        variant=variant,
        deal=n,
        deck="",
        moves="",
        destinations=total - 1,
        hand=1,
        spikes=0,
        total=total,
        won=won,
        perfect=total == 52,
        move_count=moves,
        undos=0,
        seconds=60.0,
        finish="over",
        started_at=f"2026-11-21T10:{n:02d}:00+00:00",
        ended_at=f"2026-11-21T11:{n:02d}:00+00:00",
    )


def test_figures_count_wins_streaks_and_bests():
    games = [
        record(1, 20, False),
        record(2, 44, True, moves=61),
        record(3, 46, True, moves=55),
        record(4, 52, True, moves=70),
        record(5, 18, False),
        record(6, 40, True, moves=58),
    ]
    f = figures(games)
    assert (f.games, f.wins, f.perfect, f.best) == (6, 4, 1, 52)
    assert f.average == (20 + 44 + 46 + 52 + 18 + 40) / 6
    assert (f.current_streak, f.longest_streak) == (1, 3)
    assert f.fewest_moves_to_win == 55
    assert f.win_rate == 4 / 6


def test_figures_of_no_games():
    f = figures([])
    assert (f.games, f.wins, f.best, f.average, f.fewest_moves_to_win) == (0, 0, 0, 0.0, None)


def test_distribution_covers_0_to_52():
    counts = distribution((0, 1, 26, 52, 52))
    assert sum(counts) == 5 and counts[0] == 2 and counts[-1] == 2 and len(counts) == 13


def test_history_records_and_updates_a_session(tmp_path):
    history = History(tmp_path / "h.sqlite3")
    history.record(record(1, 20, False))
    history.record(record(2, 30, False))
    again = replace(record(1, 25, True), ended_at="2026-11-21T12:00:00+00:00")
    history.record(again)  # the same session finished again, later, after an undo
    games = history.games("squattsi")
    assert [(g.session, g.total, g.won) for g in games] == [("s2", 30, False), ("s1", 25, True)]
    assert history.games("cheshire") == []


def test_a_damaged_history_is_kept_aside_reported_and_replaced_by_a_fresh_one(tmp_path):
    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    history = History(path)
    assert (
        "could not be read" in history.problem
        and "kept as history.sqlite3.damaged-" in history.problem
    )
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not a database")
    history.record(record(1, 20, False))
    assert len(history.games()) == 1


def test_a_history_from_a_newer_version_is_left_alone(tmp_path):
    path = tmp_path / "history.sqlite3"
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = 99")
    db.close()
    before = path.read_bytes()
    history = History(path)
    assert "newer Boardwalk" in history.problem and "left as it is" in history.problem
    history.record(record(1, 20, False))  # this run's games are kept in memory
    assert len(history.games()) == 1
    history.close()
    assert path.read_bytes() == before and not [
        p for p in tmp_path.iterdir() if ".damaged-" in p.name
    ]


def test_a_locked_history_is_not_mistaken_for_a_damaged_one(tmp_path, monkeypatch):
    import boardwalk.storage.history as module

    path = tmp_path / "history.sqlite3"
    History(path).close()
    monkeypatch.setattr(module, "BUSY_MS", 100)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")  # another copy of the game in the middle of a write
    history = History(path)
    holder.rollback()
    assert "could not be opened" in history.problem
    assert not [p for p in tmp_path.iterdir() if ".damaged-" in p.name]


WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {root!r})
    from pathlib import Path
    from boardwalk.storage.history import History, Record
    history = History(Path({path!r}))
    for i in range({count}):
        history.record(Record(f"{{sys.argv[1]}}-{{i}}", "squattsi", i, "", "", 1, 1, 0, 2, False,
                              False, 1, 0, 1.0, "over", "s", f"e{{i:05d}}"))
    history.close()
    """
)


def test_two_writers_at_once_do_not_corrupt_the_history(tmp_path):
    from pathlib import Path

    root = str(Path(__file__).resolve().parents[2])
    path = tmp_path / "history.sqlite3"
    History(path).close()
    script = WRITER.format(root=root, path=str(path), count=150)
    writers = [subprocess.Popen([sys.executable, "-c", script, name]) for name in ("a", "b")]
    assert [w.wait(60) for w in writers] == [0, 0]
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 300

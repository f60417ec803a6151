"""SIGKILL a real game at random moments, many times: each restart resumes the game, and
at most the move in flight is lost; and SIGKILL each kind of write the game makes."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.play.keeper import Keeper
from boardwalk.rules import deck_from_layout, find_variant, load_game
from boardwalk.storage.files import clean_temporary
from boardwalk.storage.history import History
from boardwalk.storage.progress import Progress
from boardwalk.storage.settings import load_settings

ROOT = Path(__file__).resolve().parents[2]
KILLS = 12

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")


def start(args: list[str], env: dict) -> tuple[subprocess.Popen, list[int]]:
    """Run the game; collect the move counts it reports as saved, as they come."""
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "--anim-ms", "0", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    saved: list[int] = []

    def read() -> None:
        for line in process.stdout:
            if line.startswith("saved "):
                saved.append(int(line.split()[1]))

    threading.Thread(target=read, daemon=True).start()
    return process, saved


def test_sigkill_at_random_moments_loses_at_most_the_move_in_flight(data_folder):
    script = perfect_moves()
    deck = deck_from_layout(find_variant("hopscotch"), PERFECT_LAYOUT)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    rng = random.Random(7)
    moves = " ".join(script)
    first = ["--variant", "hopscotch", "--deck", deck, "--auto-moves", moves, "--auto-delay", "70"]
    done = 0
    for kill in range(KILLS):
        args = first if kill == 0 else ["--resume", "--auto-moves", moves, "--auto-delay", "70"]
        process, saved = start(args, env)
        waited = time.monotonic()
        while not saved and time.monotonic() - waited < 60:  # a loaded machine starts slowly
            time.sleep(0.02)
        time.sleep(rng.uniform(0.0, 1.0))
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        time.sleep(0.1)  # let the reader thread take the last lines
        keeper = Keeper(History(readonly=True), readonly=True)
        problem = keeper.resume()
        session = keeper.current
        assert problem is None, problem
        assert session is not None, f"kill {kill}: nothing to resume"
        played = session.game.moves
        assert played == script[: len(played)], "the saved game is the script's own prefix"
        reported = max(saved, default=done)
        assert reported <= len(played) <= reported + 1, (kill, reported, len(played))
        assert len(played) >= done, "a restart never goes backwards"
        done = len(played)
        if done == len(script):
            break
    print("crash test: reached", done, "of", len(script), "moves after", kill + 1, "kills")
    assert done > len(script) // 3, f"the crashes should not stop progress: {done} moves"
    assert History(data_folder / "history.sqlite3").games() is not None


WRITES = ["autosave", "settings", "tutorial", "export", "history"]
KILLS_PER_WRITE = 8


@pytest.mark.parametrize("kind", WRITES)
def test_sigkill_during_every_kind_of_write_leaves_every_file_whole(data_folder, kind):
    """Kill a process that does nothing but write, many times: every file it leaves reads
    back cleanly, the history passes SQLite's integrity check, and the next start clears
    the temporary files a kill left behind."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    rng = random.Random(kind)
    for _ in range(KILLS_PER_WRITE):
        process = subprocess.Popen(
            [sys.executable, str(Path(__file__).with_name("writer.py")), kind],
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert process.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.02, 0.3))
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        check_every_file(data_folder)
    clean_temporary(data_folder)
    clean_temporary(Path(os.environ["BOARDWALK_EXPORT_DIR"]))
    assert not [n for n in os.listdir(data_folder) if n.endswith(".tmp")]


def check_every_file(folder: Path) -> None:
    keeper = Keeper(History(readonly=True), readonly=True)
    assert keeper.resume() is None
    assert Progress.load(readonly=True).problem is None
    assert load_settings(readonly=True)[1] is None
    db = sqlite3.connect(f"file:{folder / 'history.sqlite3'}?mode=ro", uri=True)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    exports = Path(os.environ["BOARDWALK_EXPORT_DIR"])
    for path in exports.glob("*.json") if exports.exists() else []:
        load_game(path.read_text(encoding="utf-8"))

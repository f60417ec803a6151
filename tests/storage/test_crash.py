"""SIGKILL a real game at random moments, many times: each restart resumes the game, and
at most the move in flight is lost."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.play.keeper import Keeper
from boardwalk.rules import deck_from_layout, find_variant
from boardwalk.storage.history import History

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
        time.sleep(rng.uniform(0.4, 1.4))
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

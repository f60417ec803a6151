"""End to end through a real window: the game under Xvfb, a card dragged with xdotool
(Boardwalk; and The Republic's stock clicked, Calculation's card in play double-clicked up).

This is the one test that does not post events into pygame's queue: the X server turns
real pointer motion into SDL events, as a player's mouse would. It needs the Debian
packages xvfb, xdotool and x11-utils (``.ci/run`` installs them) and skips, saying so,
without them. The window is found with xwininfo: xdotool's name search misses SDL's UTF-8
window title.
"""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from boardwalk.games.boardwalk.layout import compute
from boardwalk.rules import deck_from_layout, find_variant

ROOT = Path(__file__).resolve().parents[2]
LAYOUT = {"1a": "2S 3S 4S 5S", "3c": "8C 5H"}

pytestmark = pytest.mark.skipif(
    not all(shutil.which(tool) for tool in ("Xvfb", "xdotool", "xwininfo")),
    reason="needs Xvfb, xdotool and xwininfo (Debian xvfb, xdotool, x11-utils; .ci/run has them)",
)


def wait_for(check, seconds: float, what: str):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def find_window(env, title: str) -> tuple[int, int, int, int] | None:
    """(x, y, width, height) of the top-level window with this title, if it is mapped."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True)
    for line in tree.stdout.splitlines():
        if f'"{title}"' in line:
            m = re.search(r"(\d+)x(\d+)[+-]\d+[+-]\d+\s+\+(-?\d+)\+(-?\d+)", line)
            if m:
                w, h, x, y = (int(g) for g in m.groups())
                return x, y, w, h
    return None


def window_class(env, title: str) -> str:
    """The WM_CLASS xprop reads on the top-level window with this title."""
    tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env, capture_output=True, text=True)
    for line in tree.stdout.splitlines():
        if f'"{title}"' in line:
            wid = line.split()[0]
            prop = subprocess.run(["xprop", "-id", wid, "WM_CLASS"], env=env, capture_output=True)
            return prop.stdout.decode(errors="replace")
    return ""


def xdotool(env, *args: str, check: bool = True) -> str:
    run = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, check=check)
    return run.stdout


@pytest.fixture
def display(tmp_path):
    """A fresh X server on a display number it chose itself (``-displayfd``): a fixed number
    could meet a server still closing, or another run's, and the game would find no screen."""
    read, write = os.pipe()
    log = open(tmp_path / "xvfb.log", "wb")  # noqa: SIM115 - closed below
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "2600x1500x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=log,
        pass_fds=(write,),
    )
    os.close(write)
    try:
        number = _display_number(read, server, tmp_path / "xvfb.log")
        env = {**os.environ, "DISPLAY": f":{number}"}
        env.pop("SDL_VIDEODRIVER", None)
        env["SDL_AUDIODRIVER"] = "dummy"
        probe = ["xdotool", "getmouselocation"]
        ready = lambda: subprocess.run(probe, env=env, capture_output=True).returncode == 0  # noqa: E731
        wait_for(ready, 30, "Xvfb")
        yield env
    finally:
        os.close(read)
        _end(server)
        log.close()


def _display_number(read: int, server: subprocess.Popen, log: Path, seconds: float = 30) -> str:
    """What Xvfb writes once it accepts connections; a clear failure, quoting what it
    said, if it exits or stays silent instead."""
    told, end = b"", time.monotonic() + seconds
    while b"\n" not in told and time.monotonic() < end:
        if select.select([read], [], [], 0.5)[0]:
            chunk = os.read(read, 64)
            if not chunk:
                break  # the server exited
            told += chunk
    number = told.decode(errors="replace").strip()
    if not number.isdigit():
        _end(server)
        said = log.read_text(errors="replace")[-2000:]
        raise AssertionError(f"Xvfb did not start (exit code {server.returncode}):\n{said}")
    return number


def _end(process: subprocess.Popen, seconds: float = 10) -> None:
    """Ask it to stop, then make it: nothing outlives a test."""
    process.terminate()
    try:
        process.wait(seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def test_dragging_a_card_in_a_real_window_plays_the_move(display, tmp_path):
    env = display
    save = tmp_path / "autosave.json"  # the game in progress is saved after every move
    deck = deck_from_layout(find_variant("hopscotch"), LAYOUT)
    game = _launch(env, tmp_path, "--variant", "hopscotch", "--deck", deck, "--size", "1280x800")
    try:
        x, y, w, h = _window(env, game, tmp_path)
        layout = compute(find_variant("hopscotch"), (w, h))
        start = layout.card_rect("1a", 3).center  # the face-up top of four cards
        wait_for(save.exists, 30, "the first save")
        _drag(env, (x, y), start, layout.places["4c"].center)
        saved = wait_for(lambda: json.loads(save.read_text())["game"]["moves"], 30, "the autosave")
        assert saved == ["1a-4c"]
        if shutil.which("xprop"):  # one window class however the game is started
            found = window_class(env, "Boardwalk Solitaire")
            assert "boardwalk" in found, found
    finally:
        _stop(game)


def _drag(env, origin, start, end) -> None:
    """Press, move in ten steps, release: a player's drag, through the X server."""
    xdotool(env, "mousemove", str(origin[0] + start[0]), str(origin[1] + start[1]))
    time.sleep(0.3)
    xdotool(env, "mousedown", "1")
    for k in range(1, 11):
        px = start[0] + (end[0] - start[0]) * k // 10
        py = start[1] + (end[1] - start[1]) * k // 10
        xdotool(env, "mousemove", str(origin[0] + px), str(origin[1] + py))
        time.sleep(0.03)
    xdotool(env, "mouseup", "1")


def _launch(env, tmp_path, *argv: str) -> subprocess.Popen:
    """The game as a player starts it. Its output goes, unbuffered, to a file, not a pipe
    nobody reads (a full pipe would stall it), so a failure can quote what it said."""
    log = open(tmp_path / "game.log", "wb")  # noqa: SIM115 - closed by _stop
    game = subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), *argv, "--anim-ms", "0"],
        env={**env, "BOARDWALK_DATA_DIR": str(tmp_path), "PYTHONUNBUFFERED": "1"}, cwd=tmp_path,
        stdout=log, stderr=subprocess.STDOUT,
    )  # fmt: skip
    game.log = log  # type: ignore[attr-defined]
    return game


def _window(env, game: subprocess.Popen, tmp_path) -> tuple[int, int, int, int]:
    """The game's window once it is mapped; if it never is, say whether the game died and
    what it printed, instead of a bare timeout."""
    seen = lambda: find_window(env, "Boardwalk Solitaire") or game.poll() is not None  # noqa: E731
    try:
        found = wait_for(seen, 60, "the window")
    except AssertionError:
        found = None
    if not isinstance(found, tuple):
        code = game.poll()
        state = "still running after 60 s" if code is None else f"exit code {code}"
        said = (tmp_path / "game.log").read_text(errors="replace")[-2000:]
        raise AssertionError(f"no window; the game: {state}; it printed:\n{said}")
    return found


def _stop(game: subprocess.Popen) -> None:
    try:
        _end(game)
    finally:
        game.log.close()  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", ["960x600", "1280x800", "1920x1080", "2560x1440"])
def test_the_companions_play_in_a_real_window(display, tmp_path, size):
    """The Republic: a card dragged home, then a click on the stock turns it. Calculation:
    a drag discards the card in play, Ctrl+Z takes it back, and a double-click sends a card
    up. Each step is read from the autosave, as the game wrote it."""
    from boardwalk.games.calculation.kind import CALCULATION_GAME
    from boardwalk.games.republic.kind import REPUBLIC_GAME

    env, save = display, tmp_path / "autosave.json"
    moves = lambda: save.exists() and json.loads(save.read_text())["game"]["moves"]  # noqa: E731
    game = _launch(env, tmp_path, "--variant", "republic", "--deal", "10", "--size", size)
    try:
        x, y, w, h = _window(env, game, tmp_path)
        wait_for(save.exists, 30, "the first save")
        layout = REPUBLIC_GAME.layout("republic", (w, h), "alternating")
        _drag(env, (x, y), layout.card_rect("f", 0).center, layout.places["f3"].center)
        assert wait_for(moves, 30, "the move home") == ["f-f3"]
        stock = layout.places["stock"].center
        xdotool(env, "mousemove", str(x + stock[0]), str(y + stock[1]))
        xdotool(env, "click", "1")
        wait_for(lambda: moves() == ["f-f3", "s"], 30, "the stock turned")
    finally:
        _stop(game)
    save.unlink()
    argv = ("--variant", "calculation", "--deal", "3", "--rule", "4-000000", "--size", size)
    game = _launch(env, tmp_path, *argv)
    try:
        x, y, w, h = _window(env, game, tmp_path)
        wait_for(save.exists, 30, "the first save")
        layout = CALCULATION_GAME.layout("calculation", (w, h), "4-000000")
        _drag(env, (x, y), layout.places["p"].center, layout.places["a"].center)
        assert wait_for(moves, 30, "a discard") == ["p-a"]
        xdotool(env, "key", "ctrl+z")
        wait_for(lambda: moves() == [], 30, "the undo")
        line = ["p-a", "p-b", "p-b", "p-c", "p-d"]  # then the card in play fits stack 4
        for n, move in enumerate(line, 1):
            _drag(env, (x, y), layout.places["p"].center, layout.places[move[-1]].center)
            wait_for(lambda n=n: len(moves()) == n, 10, f"discard {n}")
        card = layout.places["p"].center
        xdotool(env, "mousemove", str(x + card[0]), str(y + card[1]))
        xdotool(env, "click", "--repeat", "2", "--delay", "80", "1")
        assert wait_for(lambda: moves()[len(line) :], 30, "the double-click") == ["p-4"]
    finally:
        _stop(game)

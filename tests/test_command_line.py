"""Every command-line mistake is one sentence and exit status 2, before a window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from boardwalk.command_line import parse_args
from boardwalk.games.boardwalk.lessons import LESSONS

ROOT = Path(__file__).resolve().parents[1]

MISTAKES = {
    "--variant hopscotch --deal 0": "Deal numbers run from 1",
    "--variant hopscotch --deal -5": "Deal numbers run from 1",
    "--variant hopscotch --deck": "expected one argument",
    "--deal 5": "--deal needs --variant",
    "--moves 1a-4b": "--moves needs --variant",
    "--deck AS": "--deck needs --variant",
    "--variant hopscotch --deal 3 --deck AS": "either --deal or --deck",
    "--auto-moves garbage": "'garbage' is not a move",
    "--size 99999x99999": "between 1x1 and 8192x8192",
    "--size 0x5": "between 1x1",
    "--size big": "--size takes WxH",
    "--screenshot /tmp": "give a name ending in .png",
    "--screenshot /no/such/folder/x.png": "does not exist",
    "--tutorial hopscotch --step 99": f"has {len(LESSONS['hopscotch'].steps)} steps",
    "--tutorial hopscotch --step 0": "counts the lesson's steps from 1",
    "--step 3": "--step needs --tutorial",
    "--help-screen": "--help-screen needs --variant",
    "--variant hopscotch --load x.json": "give one",
    "--resume --tutorial hopscotch": "give one",
    "--anim-ms -1": "--anim-ms runs from 0",
    "--frames -3": "--frames counts frames",
    "--auto-delay -10": "--auto-delay is milliseconds",
    "--variant chess": "invalid choice",
}


@pytest.mark.parametrize("line", MISTAKES)
def test_a_mistake_is_one_sentence_and_status_2(line, capsys):
    with pytest.raises(SystemExit) as stop:
        parse_args(line.split())
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert MISTAKES[line] in err and "Traceback" not in err


def test_a_deck_given_empty_is_refused():
    with pytest.raises(SystemExit):
        parse_args(["--variant", "hopscotch", "--deck", ""])


def test_good_lines_pass_and_small_windows_grow_to_the_minimum():
    args = parse_args(["--variant", "hopscotch", "--deal", "7", "--size", "100x100"])
    assert (args.variant, args.deal, args.size) == ("hopscotch", 7, (960, 600))
    assert parse_args(["--load", "game.json"]).load == os.path.abspath("game.json")


def bad_files(tmp_path: Path) -> dict[str, Path]:
    found = {"missing": tmp_path / "none.json", "folder": tmp_path}
    (tmp_path / "garbage.json").write_bytes(bytes(range(256)))
    (tmp_path / "other.json").write_text('{"format": "something"}')
    found |= {"garbage": tmp_path / "garbage.json", "not a save": tmp_path / "other.json"}
    if os.path.exists("/dev/zero"):
        found["device"] = Path("/dev/zero")
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.json")
        found["pipe"] = tmp_path / "pipe.json"
    return found


def test_a_file_that_cannot_be_opened_with_load_is_a_sentence(tmp_path, data_folder):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    for what, path in bad_files(tmp_path).items():
        cmd = [sys.executable, str(ROOT / "main.py"), "--load", str(path)]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 2, (what, done.stderr)
        assert done.stderr.startswith("boardwalk: ") and "Traceback" not in done.stderr, what
        assert path.exists() or what == "missing", "the player's file is left where it was"


def test_a_screenshot_that_cannot_be_written_is_an_error_main_reports(monkeypatch):
    import pygame
    from driver import Driver

    d = Driver()

    def refuse(surface, path):
        raise pygame.error("Couldn't open x.png")

    monkeypatch.setattr(pygame.image, "save", refuse)
    with pytest.raises(OSError, match=r"could not be saved as x\.png"):
        d.app.screenshot("x.png")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a desktop always has a screen")
def test_without_a_screen_the_game_says_so_instead_of_running_unseen(data_folder):
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY")}
    env.pop("WAYLAND_DISPLAY", None)
    cmd = [sys.executable, str(ROOT / "main.py")]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert "there is no screen to show the game on" in done.stderr


def test_file_names_that_cannot_be_used_are_sentences(capsys):
    for line in (
        ["--screenshot", "/tmp/" + "a" * 300 + ".png"],
        ["--load", ""],
        ["--screenshot", " "],
    ):
        with pytest.raises(SystemExit) as stop:
            parse_args(line)
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and ("file name" in err)


def test_a_start_up_the_game_did_not_foresee_is_logged_and_said(monkeypatch, data_folder, capsys):
    """A double-clicked game has no terminal: the traceback goes to a log in the data
    folder, and the sentence says where."""
    from boardwalk import app
    from boardwalk.launch import CRASH_LOG

    def broken(*args, **kwargs):
        raise RuntimeError("the fonts are gone")

    monkeypatch.setattr(app, "App", broken)
    assert app.main(["--variant", "hopscotch"]) == 1
    said = capsys.readouterr().err
    log = data_folder / CRASH_LOG
    assert "could not start" in said and "the fonts are gone" in said and str(log) in said
    assert "Traceback" not in said
    assert "RuntimeError: the fonts are gone" in log.read_text() and "Traceback" in log.read_text()


def test_rule_and_moves_are_checked_by_each_companions_own_rules(capsys):
    from boardwalk.command_line import parse_args
    from boardwalk.games.calculation.kind import CALCULATION_GAME
    from boardwalk.games.republic.kind import REPUBLIC_GAME
    from boardwalk.games.towers.kind import TOWERS_GAME

    parse_args(["--variant", "calculation", "--rule", "6-100010", "--deal", "7"])
    assert CALCULATION_GAME.rule == "6-100010" and TOWERS_GAME.rule is None
    parse_args(["--variant", "republic", "--rule", "same-suit", "--auto-moves", "s"])
    assert REPUBLIC_GAME.rule == "same-suit" and CALCULATION_GAME.rule is None
    for wrong in (["--variant", "calculation", "--rule", "9-000000"],
                  ["--variant", "hopscotch", "--rule", "same-suit"],
                  ["--variant", "republic", "--deal", "7", "--auto-moves", "c-f2:9z"]):  # fmt: skip
        with pytest.raises(SystemExit):
            parse_args(wrong)
        assert "Traceback" not in capsys.readouterr().err
    parse_args(["--variant", "republic"])
    assert REPUBLIC_GAME.rule is None

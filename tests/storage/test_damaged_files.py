"""Fault injection: every file the game reads × every kind of damage. The game always
starts, says which file in a sentence, keeps the damaged file aside byte for byte (or says
it left it where it is), plays on with defaults, and writes nothing back it did not change."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk.play.session import Session
from boardwalk.rules import new_game
from boardwalk.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
FILES = {"autosave.json": "saved game", "settings.json": "settings", "tutorial.json": "tutorial"}


def good(name: str) -> dict:
    if name == "autosave.json":
        session = Session(new_game("hopscotch", deal=7))
        session.play("1a-4c")
        return session.to_json()
    if name == "settings.json":
        return {"version": 1, "speed": "fast", "card_back": "red", "table": "blue"}
    return {"version": 1, "offered": True, "done": ["hopscotch"]}


WRONG_TYPES = {
    "autosave.json": ("undos", "3"),
    "settings.json": ("speed", ["fast"]),
    "tutorial.json": ("done", "hopscotch"),
}
HUGE = {
    "autosave.json": ("elapsed_ms", 10**400),
    "settings.json": ("version", 10**400),
    "tutorial.json": ("offered", 10**400),
}


def damaged_bytes(name: str, damage: str) -> bytes:
    text = json.dumps(good(name))
    if damage in ("wrong types", "huge number"):
        key, value = (WRONG_TYPES if damage == "wrong types" else HUGE)[name]
        data = good(name)
        data[key] = value
        return json.dumps(data).encode()
    return {
        "truncated": text[: len(text) // 2].encode(),
        "garbage": bytes(range(256)) * 4,
        "empty": b"",
        "deep nesting": b"[" * 100_000,
        "null": b"null",
        "a list": b"[1, 2, 3]",
        "newer version": json.dumps({**good(name), "version": 2}).encode(),
        "5,000-digit number": b'{"version": ' + b"9" * 5000 + b"}",
        "too big": b" " * (2 << 20) + text.encode(),
    }[damage]


DAMAGES = [
    "truncated",
    "garbage",
    "empty",
    "wrong types",
    "huge number",
    "deep nesting",
    "null",
    "a list",
    "newer version",
    "5,000-digit number",
    "too big",
]


def reported(d: Driver, what: str) -> str:
    bodies = [getattr(s, "body", "") for s in d.app.stack.screens]
    found = [b for b in bodies if b.startswith(f"Your {what}")]
    assert found, f"no sentence about the {what} among {bodies}"
    return found[0]


def kept_aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.damaged-*"))


def defaults_in_use(d: Driver, name: str) -> None:
    if name == "autosave.json":
        assert d.app.keeper.current is None
    elif name == "settings.json":
        assert d.app.settings == Settings()
    else:
        assert d.app.progress.done == set()


@pytest.mark.parametrize("damage", DAMAGES)
@pytest.mark.parametrize("name", FILES)
def test_a_damaged_file_is_kept_aside_and_the_game_starts(data_folder, name, damage):
    data_folder.mkdir(parents=True, exist_ok=True)
    bad = damaged_bytes(name, damage)
    (data_folder / name).write_bytes(bad)
    d = Driver(first_launch=True)
    sentence = reported(d, FILES[name])
    [aside] = kept_aside(data_folder, name)
    assert aside.read_bytes() == bad, "the damaged file is kept exactly as it was"
    assert aside.name in sentence
    defaults_in_use(d, name)
    d.frames(5)
    d.app.keeper.close()
    assert not (data_folder / name).exists(), "nothing was written in its place"


def test_a_file_that_is_not_regular_never_blocks_the_start(data_folder):
    """A FIFO would hang a plain read for ever; a folder cannot be read at all."""
    data_folder.mkdir(parents=True)
    if hasattr(os, "mkfifo"):
        os.mkfifo(data_folder / "settings.json")
    (data_folder / "autosave.json").mkdir()
    d = Driver()
    assert "not a regular file" in reported(d, "settings")
    assert "folder" in reported(d, "saved game")
    assert d.app.settings == Settings()
    [fifo] = kept_aside(data_folder, "settings.json")
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_refused_and_left_alone(data_folder):
    data_folder.mkdir(parents=True)
    link = data_folder / "autosave.json"
    link.symlink_to("/dev/zero")
    d = Driver()
    sentence = reported(d, "saved game")
    assert "not a regular file" in sentence and "left as it is" in sentence
    assert link.is_symlink() and os.readlink(link) == "/dev/zero"


def test_a_linked_file_is_followed_copied_aside_and_its_link_kept(data_folder, tmp_path):
    data_folder.mkdir(parents=True)
    target = tmp_path / "elsewhere.json"
    bad = b'{"version": 1, "speed": "warp"}'
    target.write_bytes(bad)
    (data_folder / "settings.json").symlink_to(target)
    d = Driver()
    assert "warp" in reported(d, "settings")
    [copy] = kept_aside(data_folder, "settings.json")
    assert copy.read_bytes() == bad and target.read_bytes() == bad
    d.app.settings.speed = "slow"  # the player changes a setting: written through the link
    d.app.save_settings()
    assert (data_folder / "settings.json").is_symlink()
    assert json.loads(target.read_text())["speed"] == "slow"


def test_a_dangling_link_counts_as_no_file_and_is_written_through(data_folder, tmp_path):
    data_folder.mkdir(parents=True)
    (data_folder / "settings.json").symlink_to(tmp_path / "not-yet.json")
    d = Driver()
    assert [s for s in d.app.stack.screens if getattr(s, "body", "")] == []
    d.app.settings.table = "grey"
    d.app.save_settings()
    assert (data_folder / "settings.json").is_symlink()
    assert json.loads((tmp_path / "not-yet.json").read_text())["table"] == "grey"


def test_files_read_are_not_written_back_unless_the_player_changed_them(data_folder):
    data_folder.mkdir(parents=True)
    texts = {
        "settings.json": '{"version": 1, "speed": "fast", "future": "kept"}',
        "tutorial.json": '{"version": 1, "offered": true, "done": ["hopscotch"], "x": 1}',
    }
    for name, text in texts.items():
        (data_folder / name).write_text(text)
    d = Driver(first_launch=True)  # the file says the tutorial was offered
    assert d.app.settings.speed == "fast" and d.app.progress.done == {"hopscotch"}
    d.frames(10)
    d.app.keeper.close()
    for name, text in texts.items():
        assert (data_folder / name).read_text() == text


def test_a_damaged_file_in_a_folder_that_cannot_change_is_left_with_a_sentence(
    data_folder, monkeypatch
):
    data_folder.mkdir(parents=True)
    bad = b'{"version": 1, "done": 5, "offered": true}'
    (data_folder / "tutorial.json").write_bytes(bad)

    def refuse(*args, **kwargs):
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "replace", refuse)
    d = Driver(first_launch=True)
    sentence = reported(d, "tutorial progress")
    assert "left as it is" in sentence
    assert (data_folder / "tutorial.json").read_bytes() == bad
    assert kept_aside(data_folder, "tutorial.json") == []


def _chattr(path: Path, flag: str) -> bool:
    try:
        done = subprocess.run(["chattr", flag, str(path)], capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


def test_a_really_read_only_folder_with_a_damaged_file_still_starts(data_folder):
    """The real main.py on an immutable folder (where chattr works: root on Linux)."""
    data_folder.mkdir(parents=True)
    (data_folder / "settings.json").write_text('{"version": 1, "speed": ["fast"]}')
    if not _chattr(data_folder, "+i"):
        pytest.skip("chattr +i is not available here")
    try:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
        cmd = [sys.executable, str(ROOT / "main.py"), "--frames", "30"]
        done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    finally:
        _chattr(data_folder, "-i")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (data_folder / "settings.json").read_text() == '{"version": 1, "speed": ["fast"]}'


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX only")
@pytest.mark.parametrize("name", [*FILES, "history.sqlite3"])
def test_a_fifo_named_like_a_data_file_does_not_hang_the_real_game(data_folder, name):
    data_folder.mkdir(parents=True)
    os.mkfifo(data_folder / name)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    cmd = [sys.executable, str(ROOT / "main.py"), "--frames", "20"]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr


def test_odd_entries_in_the_exports_folder_do_not_hide_the_saved_games(tmp_path):
    exports = Path(os.environ["BOARDWALK_EXPORT_DIR"])
    exports.mkdir(parents=True, exist_ok=True)
    (exports / "dangling.json").symlink_to(tmp_path / "gone.json")
    (exports / "a folder.json").mkdir()
    (exports / "real.json").write_text(new_game("hopscotch", deal=4).to_json())
    d = Driver()
    d.app.routes.choose_file()
    d.frames(2)
    assert [p.name for p in d.scene.files] == ["real.json"]


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_an_endless_file_dropped_on_the_window_is_refused_in_a_sentence(tmp_path):
    d = Driver()
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for path in ("/dev/zero", str(link), str(tmp_path)):
        d.post(pygame.DROPFILE, file=path)
        d.frames(2)
        assert "not a regular file" in d.scene.body or "folder" in d.scene.body
        d.app.dismiss(d.scene)

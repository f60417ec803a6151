"""Fault injection on writes: a full disk, a read-only file or folder, a write cut off.
Every failed write is a sentence and play goes on; the old file is never half-replaced;
temporary files do not pile up; two exports never share a name."""

from __future__ import annotations

import errno
import json
import os

import pygame
import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT

from boardwalk.screens.gestures import Play
from boardwalk.storage import files
from boardwalk.storage.files import clean_temporary, write_atomic, write_new

FAILURES = {
    "full disk": OSError(errno.ENOSPC, "No space left on device"),
    "read-only file or folder": PermissionError(errno.EACCES, "Permission denied"),
    "read-only file system": OSError(errno.EROFS, "Read-only file system"),
}


def fail_writes(monkeypatch, error: OSError) -> None:
    """Every durable write fails as the disk would: when its data is flushed."""

    def fsync(fd: int) -> None:
        raise error

    monkeypatch.setattr(os, "fsync", fsync)


def temporary_files(folder) -> list[str]:
    return [n for n in os.listdir(folder) if n.endswith(".tmp")]


def bodies(d: Driver) -> list[str]:
    return [getattr(s, "body", "") for s in d.app.stack.screens]


@pytest.mark.parametrize("failure", FAILURES)
def test_a_settings_write_that_fails_is_a_sentence_and_the_old_file_stays(
    data_folder, monkeypatch, failure
):
    d = Driver()
    d.app.settings.speed = "slow"
    d.app.save_settings()
    before = (data_folder / "settings.json").read_bytes()
    fail_writes(monkeypatch, FAILURES[failure])
    d.app.settings.speed = "fast"
    d.app.save_settings()
    assert any("settings could not be saved" in b for b in bodies(d))
    assert d.app.settings.speed == "fast", "the run keeps the player's choice"
    assert (data_folder / "settings.json").read_bytes() == before
    assert temporary_files(data_folder) == []
    d.frames(3)


@pytest.mark.parametrize("failure", FAILURES)
def test_a_lesson_finished_on_a_full_disk_is_a_sentence(data_folder, monkeypatch, failure):
    d = Driver()
    fail_writes(monkeypatch, FAILURES[failure])
    d.app.routes._lesson_closed("finished", "hopscotch")
    d.frames(2)
    assert any("tutorial progress could not be saved" in b for b in bodies(d))
    assert d.app.progress.done == {"hopscotch"}
    assert temporary_files(data_folder) == []


@pytest.mark.parametrize("failure", FAILURES)
def test_moves_and_exports_on_a_full_disk_say_so_and_play_goes_on(
    data_folder, monkeypatch, failure
):
    d = Driver(layout=PERFECT_LAYOUT, variant="hopscotch")
    before = (data_folder / "autosave.json").read_bytes()
    fail_writes(monkeypatch, FAILURES[failure])
    move = d.game.legal_moves()[0]
    d.table.play(Play(move))
    d.frames(3)
    assert d.game.moves == [move], "the move is played even though it could not be saved"
    assert "could not be saved" in d.toast()
    assert (data_folder / "autosave.json").read_bytes() == before
    d.key(pygame.K_s, pygame.KMOD_CTRL)
    assert "No copy was saved" in d.toast()
    assert temporary_files(data_folder) == []
    monkeypatch.undo()
    d.key(pygame.K_u, pygame.KMOD_NONE, "u")
    d.frames(3)
    assert json.loads((data_folder / "autosave.json").read_text())["game"]["moves"] == []


def test_a_write_cut_off_before_its_rename_leaves_the_old_file(tmp_path, monkeypatch):
    """What a kill between writing and renaming leaves: the old file, whole."""
    path = tmp_path / "settings.json"
    path.write_text("old")

    def killed(*args):
        raise KeyboardInterrupt  # a BaseException, as a dying process would leave it

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert temporary_files(tmp_path) == []


def test_temporary_files_left_by_a_killed_copy_are_cleaned_on_the_next_start(tmp_path):
    (tmp_path / ".autosave.json.4242.tmp").write_text("half")
    (tmp_path / ".settings.json.17.tmp").write_text("half")
    (tmp_path / "notes.tmp").write_text("someone else's")
    (tmp_path / "autosave.json").write_text("{}")
    assert clean_temporary(tmp_path) == 2
    assert sorted(os.listdir(tmp_path)) == ["autosave.json", "notes.tmp"]


def test_two_exports_in_the_same_second_get_two_names(tmp_path):
    first = write_new(tmp_path, "hopscotch-deal-7-20261122-101010", ".json", "one")
    second = write_new(tmp_path, "hopscotch-deal-7-20261122-101010", ".json", "two")
    assert first != second
    assert (first.read_text(), second.read_text()) == ("one", "two")
    assert temporary_files(tmp_path) == []


def test_an_export_on_a_file_system_without_links_still_never_overwrites(tmp_path, monkeypatch):
    def no_links(*args):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    first = write_new(tmp_path, "game", ".json", "one")
    second = write_new(tmp_path, "game", ".json", "two")
    assert (first.read_text(), second.read_text()) == ("one", "two")


def test_a_write_through_a_link_keeps_the_link(tmp_path):
    target = tmp_path / "real.json"
    target.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(target)
    files.write_atomic(link, "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_a_link_to_something_the_reader_refused_is_never_written_through(tmp_path):
    """The reader left a big file (or a device) where it was: no write may replace it."""
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (files.LIMIT + 10))
    link = tmp_path / "autosave.json"
    link.symlink_to(big)
    with pytest.raises(OSError, match="not one of the game's files"):
        write_atomic(link, "{}")
    assert big.stat().st_size == files.LIMIT + 10 and link.is_symlink()
    if os.path.exists("/dev/null"):
        device = tmp_path / "settings.json"
        device.symlink_to("/dev/null")
        with pytest.raises(OSError):
            write_atomic(device, "{}")
        assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_names_no_font_can_draw_are_shown_not_fatal(tmp_path):
    """A file name in no encoding (a lone surrogate) or with a NUL, dropped or listed."""
    d = Driver()
    for name in ("\udcffgame.json", "nul\x00x.json"):
        d.app.routes.open_file(str(tmp_path / name))
        d.frames(2)
        assert "could not be read" in d.scene.body
        d.app.dismiss(d.scene)

"""Where the game in progress is kept between runs, so that a quit or a crash loses nothing.

This module only reads and writes the file; what is in it (the rules engine's own save
plus the session's identity, time played and undos) is ``boardwalk.play.session``'s to
say, and the keeper writes it after every move.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .files import data_dir, read_json, set_aside, write_json


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(data: dict, readonly: bool = False) -> None:
    write_json(autosave_path(), data, readonly)


def read_autosave(readonly: bool = False) -> tuple[Any, str | None]:
    """The saved data, or None; a file that is not JSON is kept aside and reported."""
    return read_json(autosave_path(), "saved game", readonly)


def set_autosave_aside(readonly: bool = False) -> Path:
    """The file held a game that could not be resumed: keep it, under another name."""
    return set_aside(autosave_path(), readonly)

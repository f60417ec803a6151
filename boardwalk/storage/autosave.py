"""Where the game in progress is kept between runs, so that a quit or a crash loses nothing.

This module only reads and writes the file; what is in it (the rules engine's own save
plus the session's identity, time played and undos) is ``boardwalk.play.session``'s to
say and check, and the keeper writes it after every move.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .files import data_dir, load, partly_damaged, write_json

T = TypeVar("T")


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def write_autosave(data: dict, readonly: bool = False) -> None:
    write_json(autosave_path(), data, readonly)


def read_autosave(check: Callable[[Any], T], readonly: bool = False) -> tuple[T | None, str | None]:
    """The saved game as ``check`` makes it from the JSON, or None; a file that cannot be
    used for any reason is kept aside and reported."""
    return load(autosave_path(), "saved game", check, readonly)


def partly_read(why: str, readonly: bool = False) -> str:
    """The saved game was taken up but for one part, dropped for ``why``: a copy of the
    file is kept aside (the next save writes over it) and the player is told."""
    return partly_damaged(autosave_path(), "saved game", why, readonly)

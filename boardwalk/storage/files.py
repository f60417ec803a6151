"""Files that are never half-written and never silently replaced.

Every write goes to a temporary file that is flushed, fsynced and renamed over the old
one, so a crash leaves either the old file or the new one. A file that cannot be read is
moved aside with a timestamp (never overwritten) and the caller gets a sentence to show.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from platformdirs import user_data_dir, user_documents_dir

APP = "boardwalk"


def data_dir() -> Path:
    """The user's data folder for the game (``BOARDWALK_DATA_DIR`` overrides it, for tests)."""
    override = os.environ.get("BOARDWALK_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def exports_dir() -> Path:
    """Where exported games go: Documents/Boardwalk (``BOARDWALK_EXPORT_DIR`` overrides it)."""
    override = os.environ.get("BOARDWALK_EXPORT_DIR")
    path = Path(override) if override else Path(user_documents_dir()) / "Boardwalk"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write_atomic(path: Path, text: str, readonly: bool = False) -> None:
    """``readonly`` runs (screenshots) must not change the player's files: nothing is written."""
    if readonly:
        return
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    try:  # make the rename itself durable where the platform allows it
        fd = os.open(path.parent, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_json(path: Path, data: Any, readonly: bool = False) -> None:
    write_atomic(path, json.dumps(data, indent=1), readonly)


def set_aside(path: Path, readonly: bool = False) -> Path:
    """Move a damaged file out of the way, keeping it: ``name.damaged-20261121-2359``."""
    if readonly:
        return path
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    os.replace(path, target)
    return target


def read_json(path: Path, what: str, readonly: bool = False) -> tuple[Any, str | None]:
    """(data, None); (None, None) if there is no file; (None, sentence) if it was damaged."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except (OSError, UnicodeDecodeError) as err:
        return None, _damaged(path, what, str(err), readonly)
    try:
        return json.loads(text), None
    except json.JSONDecodeError as err:
        return None, _damaged(path, what, f"not readable JSON ({err})", readonly)


def _damaged(path: Path, what: str, why: str, readonly: bool) -> str:
    if readonly:
        return f"Your {what} could not be read ({why}); it was left as it is."
    try:
        kept = set_aside(path)
    except OSError:
        return f"Your {what} could not be read ({why}) and could not be moved aside."
    return (
        f"Your {what} could not be read ({why}); it was kept as {kept.name} and a fresh one "
        "started."
    )

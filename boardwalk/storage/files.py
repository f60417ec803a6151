"""Files that are never half-written, never silently replaced, and never trusted blindly.

Every read goes through ``load``: regular files only (a FIFO would hang the start, a link
to ``/dev/zero`` would fill the memory), a size cap, strict UTF-8 and JSON, then the
caller's own schema check. Any failure, of any kind, makes the file *damaged*: it is kept
aside under a dated name (or left where it is, with a sentence, when it cannot be moved),
and the game starts with defaults. Every write goes to a temporary file that is flushed,
fsynced and renamed over the old one (through a link, not over it), so a crash leaves
either the old file or the new one, and a failed write is a sentence, never a crash.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from platformdirs import user_data_dir, user_documents_dir

APP = "boardwalk"
LIMIT = 1 << 20
"""The largest file the game reads (1 MiB): its own files are a few kilobytes."""
T = TypeVar("T")
_TEMPORARY = re.compile(r"^\..+\.\d+\.tmp$")


class Unreadable(Exception):
    """A file that cannot be used; ``why`` finishes the sentence "it could not be read: …"."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


def data_dir() -> Path:
    """The user's data folder for the game (``BOARDWALK_DATA_DIR`` overrides it, for tests)."""
    override = os.environ.get("BOARDWALK_DATA_DIR")
    path = Path(override) if override else Path(user_data_dir(APP, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def exports_dir() -> Path:
    """Where exported games go: Documents/Boardwalk; ``BOARDWALK_EXPORT_DIR`` overrides it,
    and a data folder moved by ``BOARDWALK_DATA_DIR`` keeps its exports beside it (a
    portable or test setup must not write into the player's Documents)."""
    override = os.environ.get("BOARDWALK_EXPORT_DIR")
    if override:
        path = Path(override)
    elif os.environ.get("BOARDWALK_DATA_DIR"):
        path = data_dir() / "exports"
    else:
        path = Path(user_documents_dir()) / "Boardwalk"
    path.mkdir(parents=True, exist_ok=True)
    return path


def shown(value: object, width: int = 30) -> str:
    """A value quoted in a sentence, short, whatever it is (``repr`` of a 5,000-digit
    number raises)."""
    try:
        text = repr(value)
    except Exception:  # any value must be describable
        return f"a {type(value).__name__}"
    return text if len(text) <= width else text[: width - 1] + "…"


# -- reading -----------------------------------------------------------------------------------
def read_text(path: Path, limit: int = LIMIT) -> str | None:
    """The text of a regular file (links followed); None if there is none; ``Unreadable``
    for anything else."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as err:
        raise Unreadable(_strerror(err)) from None
    if stat.S_ISDIR(info.st_mode):
        raise Unreadable("it is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise Unreadable("it is not a regular file (a device, pipe or socket)")
    if info.st_size > limit:
        raise Unreadable(f"it is {info.st_size:,} bytes, far more than such a file holds")
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as err:
        raise Unreadable(_strerror(err)) from None
    if len(raw) > limit:
        raise Unreadable("it grew past the size such a file holds while being read")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable("it is not text") from None


def parse_json(text: str) -> Any:
    """JSON, or ``Unreadable`` saying why not (deep nesting and huge numbers included)."""
    try:
        return json.loads(text)
    except RecursionError:
        raise Unreadable("it is nested too deeply to be one of the game's files") from None
    except json.JSONDecodeError as err:
        raise Unreadable(f"it is not readable JSON ({err.msg}, line {err.lineno})") from None
    except ValueError:
        raise Unreadable("it holds a number too long to read") from None


def load(
    path: Path, what: str, check: Callable[[Any], T], readonly: bool = False
) -> tuple[T | None, str | None]:
    """(value, None); (None, None) when there is no file; (None, sentence) when it was
    damaged in any way, after keeping it aside. ``check`` turns the JSON into the value and
    may raise anything: every failure means the same to the player."""
    try:
        text = read_text(path)
        if text is None:
            return None, None
        return check(parse_json(text)), None
    except Unreadable as err:
        why = err.why
    except Exception as err:  # any failure of a schema check is damage
        why = _why(err)
    return None, damaged(path, what, why, readonly)


def _why(err: Exception) -> str:
    if isinstance(err, RecursionError):
        return "it is nested too deeply"
    message = str(err).strip().rstrip(".")
    if isinstance(err, ValueError | TypeError | KeyError) and 0 < len(message) < 200:
        return message[0].lower() + message[1:]
    return "it does not hold what this version of the game writes"


def _strerror(err: BaseException) -> str:
    return getattr(err, "strerror", None) or str(err) or type(err).__name__


def damaged(path: Path, what: str, why: str, readonly: bool = False) -> str:
    """Keep a damaged file aside and say so: moved under a dated name; a link is left in
    place (its target is the player's) with a copy beside it; and when neither is possible,
    the file is left as it is and the sentence says that too."""
    start = f"Your {what} could not be read: {why}."
    if readonly:
        return f"{start} It was left as it is."
    try:
        kept = _copy_aside(path) if path.is_symlink() else set_aside(path)
    except OSError:
        return f"{start} It could not be moved aside, so it was left as it is."
    return f"{start} It was kept as {kept.name}, and the game started afresh."


def partly_damaged(path: Path, what: str, why: str, readonly: bool = False) -> str:
    """A file read but for one part, dropped: a copy is kept aside, as it was, since the
    next write replaces the file; and the player is told."""
    start = f"Part of your {what} could not be read: {why}."
    if readonly:
        return f"{start} The rest was taken up; the file was left as it is."
    try:
        kept = _copy_aside(path)
    except OSError:
        return f"{start} The rest was taken up; no copy of the file could be kept."
    return f"{start} The rest was taken up, and the file was kept as {kept.name}."


def _aside_name(path: Path) -> Path:
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return target


def set_aside(path: Path, readonly: bool = False) -> Path:
    """Move a damaged file out of the way, keeping it: ``name.damaged-20261121-235959``."""
    if readonly:
        return path
    target = _aside_name(path)
    os.replace(path, target)
    return target


def _copy_aside(path: Path) -> Path:
    """A copy of what a link points at (the link and its target stay as they are)."""
    if not path.is_file() or path.stat().st_size > LIMIT:
        raise OSError("not a file the game can copy")
    with open(path, "rb") as f:
        data = f.read(LIMIT)
    target = _aside_name(path)
    with open(target, "xb") as out:
        out.write(data)
    return target


# -- writing -----------------------------------------------------------------------------------
def write_atomic(path: Path, text: str, readonly: bool = False) -> None:
    """Write ``text`` whole or not at all (OSError if the disk said no). A link is followed:
    its target gets the new text and the link stays a link. ``readonly`` runs write nothing."""
    if readonly:
        return
    target = _writable_target(path)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        _remove(tmp)
        raise
    _sync_folder(target.parent)


def _writable_target(path: Path) -> Path:
    """Where a write to ``path`` lands: the path, or a link's target when that is one of
    the game's own files (a regular file of a size the game writes, or nothing yet). A
    link to anything else (a device, a big file the reader refused) is never written
    through: OSError."""
    if not path.is_symlink():
        return path
    target = Path(os.path.realpath(path))
    try:
        info = os.stat(target)
    except FileNotFoundError:
        return target
    if not stat.S_ISREG(info.st_mode) or info.st_size > LIMIT:
        raise OSError(f"{path.name} is a link to something that is not one of the game's files")
    return target


def write_json(path: Path, data: Any, readonly: bool = False) -> None:
    write_atomic(path, json.dumps(data, indent=1), readonly)


def save_json(path: Path, data: Any, what: str, readonly: bool = False) -> str | None:
    """Write, and turn a failure (full disk, read-only file or folder) into a sentence."""
    try:
        write_json(path, data, readonly)
    except (OSError, ValueError) as err:
        return f"Your {what} could not be saved ({_strerror(err)}); play goes on."
    return None


def write_new(folder: Path, stem: str, suffix: str, text: str) -> Path:
    """A new file that never replaces another, even one written the same second by another
    copy: the finished temporary file is hard-linked to the first free name."""
    tmp = folder / f".{stem}{suffix}.{os.getpid()}.tmp"
    try:
        with open(tmp, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        for n in range(1, 1000):
            target = folder / (f"{stem}{suffix}" if n == 1 else f"{stem}-{n}{suffix}")
            try:
                os.link(tmp, target)
            except FileExistsError:
                continue
            except OSError:  # no hard links here (some USB sticks): check, then rename
                if os.path.lexists(target):
                    continue
                os.replace(tmp, target)
            return target
        raise OSError("too many files of that name already")
    finally:
        _remove(tmp)


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def clean_temporary(folder: Path) -> int:
    """Remove the temporary files a killed copy left behind (only the owner of the data
    folder calls this, so no other copy is writing them); returns how many went."""
    removed = 0
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if name.startswith(".call.json."):
            continue  # a second copy calling this one right now
        if _TEMPORARY.match(name) and os.path.isfile(folder / name):
            _remove(folder / name)
            removed += not os.path.lexists(folder / name)
    return removed


def read_saved_game(path: str | Path) -> str:
    """The text of a game file the player chose (never moved: it is theirs); ValueError
    with a sentence when it cannot be used."""
    name = Path(path).name or str(path)
    try:
        text = read_text(Path(path))
    except Unreadable as err:
        raise ValueError(f"{name} could not be read: {err.why}.") from None
    if text is None:
        raise ValueError(f"{name} could not be read: there is no such file.")
    return text

"""One game, one owner: the copy of the game that holds the data folder.

Two copies writing one autosave lose games (each resumes the same one and each records
it; the last to quit overwrites the other). So the first copy locks the data folder
itself (``flock`` on the folder; a lock file on Windows) for as long as it runs, and a
second copy does what a double-click on an open desktop program does: it asks the
running copy to come to the front (handing it a file to open, if it was given one) and
exits. The operating system drops the lock when its
holder dies, however it dies, so a crash never leaves the folder locked.

The request travels as a small file the owner looks at twice a second: no sockets, so no
firewall question and nothing to clean up after a kill.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from .files import Unreadable, parse_json, read_text, write_json

LOCK = "boardwalk.lock"
"""Windows only: elsewhere the folder itself is locked."""
CALL = "call.json"


class Owner:
    """This copy's hold on the data folder (``claim`` makes one, or says another has it)."""

    def __init__(self, folder: Path, fd: int | None) -> None:
        self.folder = folder
        self.fd = fd
        """None when the folder cannot be opened to lock it (then it cannot be written
        either, so no second copy can overwrite anything)."""
        self._seen = _signature(folder / CALL)

    @classmethod
    def claim(cls, folder: Path) -> Owner | None:
        """Hold the folder, or None if another running copy holds it."""
        fd = _lockable(folder)
        if fd is None:
            return cls(folder, None)
        if not _lock(fd):
            os.close(fd)
            return None
        return cls(folder, fd)

    def calls(self) -> dict[str, Any] | None:
        """A request from a copy started since the last look (and then gone), or None."""
        path = self.folder / CALL
        signature = _signature(path)
        if signature == self._seen or signature is None:
            self._seen = signature
            return None
        self._seen = signature
        try:
            text = read_text(path, limit=64 * 1024)
            request = parse_json(text) if text else None
        except Unreadable:
            request = None
        return request if isinstance(request, dict) else {}

    def release(self) -> None:
        if self.fd is not None:
            os.close(self.fd)  # closing drops the lock
            self.fd = None


def call_owner(folder: Path, request: dict[str, Any]) -> None:
    """Ask the running copy to come forward (and do ``request``); OSError if it failed."""
    write_json(folder / CALL, {"pid": os.getpid(), **request})


def _signature(path: Path) -> tuple[int, int, int] | None:
    """What changes when a new request is written (each is a new file, renamed in)."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_ino, info.st_mtime_ns, info.st_size


def _lockable(folder: Path) -> int | None:
    """What to lock: the folder itself where the system allows it (no file to damage,
    link or leave behind), else a lock file in it (Windows)."""
    try:
        if sys.platform == "win32":
            return os.open(folder / LOCK, os.O_RDWR | os.O_CREAT | os.O_NOINHERIT, 0o644)
        return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return None


def _lock(fd: int) -> bool:
    """Take the lock without waiting: False if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError:
        return True  # a file system without locks: behave as before, one copy assumed
    return True

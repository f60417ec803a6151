"""One game, one owner: the copy of the game that holds the data folder.

Two copies writing one autosave lose games (each resumes the same one and each records
it; the last to quit overwrites the other). So the first copy takes a lock on the data
folder for as long as it runs, and a second copy does what a double-click on an open
desktop program does: it asks the running copy to come to the front (handing it a file
to open, if it was given one) and exits. The operating system drops the lock when its
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
CALL = "call.json"


class Owner:
    """This copy's hold on the data folder (``claim`` makes one, or says another has it)."""

    def __init__(self, folder: Path, fd: int | None) -> None:
        self.folder = folder
        self.fd = fd
        """None when the folder cannot be locked at all (read-only): nothing can be written
        there either, so no second copy can overwrite anything."""
        self._seen = _signature(folder / CALL)

    @classmethod
    def claim(cls, folder: Path) -> Owner | None:
        """Hold the folder, or None if another running copy holds it."""
        flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
        try:
            fd = os.open(folder / LOCK, flags, 0o644)
        except OSError:
            return cls(folder, None)
        if not _lock(fd):
            os.close(fd)
            return None
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
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

"""Thinking off the main thread, so the window never freezes while the bot or the solver
works. The table polls for the answer each frame. Daemon threads: quitting never waits
for an answer nobody will read."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class Background:
    def __init__(self) -> None:
        self._job: tuple[object, threading.Thread, dict] | None = None

    def start(self, tag: object, fn: Callable[..., Any], *args: Any) -> None:
        """Begin a task; ``tag`` says what it was for (a stale answer is then ignored)."""
        box: dict = {}

        def run() -> None:
            try:
                box["result"] = fn(*args)
            except BaseException as err:  # handed to the main thread by take()
                box["error"] = err

        thread = threading.Thread(target=run, name="boardwalk-think", daemon=True)
        self._job = (tag, thread, box)
        thread.start()

    @property
    def busy(self) -> bool:
        return self._job is not None and self._job[1].is_alive()

    def take(self) -> tuple[object, Any] | None:
        """(tag, result) once the task is done, and only once; None before that."""
        if self._job is None or self._job[1].is_alive():
            return None
        (tag, _, box), self._job = self._job, None
        if "error" in box:
            raise box["error"]
        return tag, box.get("result")

    def forget(self) -> None:
        """Drop the running task's answer (it still runs to its end, unseen)."""
        self._job = None

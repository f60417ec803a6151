"""Thinking off the main thread, so the window never freezes while the bot or the solver
works. One task at a time; the table polls for the answer each frame."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any


class Background:
    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="boardwalk-bot")
        self._future: Future | None = None
        self._tag: object = None

    def start(self, tag: object, fn: Callable[..., Any], *args: Any) -> None:
        """Begin a task; ``tag`` says what it was for (a stale answer is then ignored)."""
        self._tag = tag
        self._future = self._pool.submit(fn, *args)

    @property
    def busy(self) -> bool:
        return self._future is not None and not self._future.done()

    def take(self) -> tuple[object, Any] | None:
        """(tag, result) once the task is done, and only once; None before that."""
        if self._future is None or not self._future.done():
            return None
        future, self._future = self._future, None
        return self._tag, future.result()

    def forget(self) -> None:
        """Drop the running task's answer (it still runs to its end, unseen)."""
        self._future = None

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
        self._stop = threading.Event()

    def start(self, tag: object, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """Begin a task; ``tag`` says what it was for (a stale answer is then ignored).

        A task that takes a ``stop`` keyword is handed an event that is set when its answer
        is no longer wanted (``forget``, or a new task), so it can stop thinking at once
        instead of taking the processor from the frame loop for nothing."""
        self.forget()
        self._stop = threading.Event()
        if "stop" in kwargs:
            kwargs["stop"] = self._stop
        box: dict = {}

        def run() -> None:
            try:
                box["result"] = fn(*args, **kwargs)
            except BaseException as err:  # handed to the main thread by take()
                box["error"] = err

        thread = threading.Thread(target=run, name="boardwalk-think", daemon=True)
        self._job = (tag, thread, box)
        thread.start()

    @property
    def tag(self) -> object:
        """What the task under way was started for (None when there is none)."""
        return self._job[0] if self._job is not None else None

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

    def wait(self, seconds: float) -> None:
        """Wait up to ``seconds`` for the task under way to finish (a screenshot shows a
        settled table: the answer, not the thinking)."""
        if self._job is not None:
            self._job[1].join(seconds)

    def forget(self) -> None:
        """Drop the running task's answer, and ask it to stop if it listens."""
        self._stop.set()
        self._job = None

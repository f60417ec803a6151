"""Tutorial progress: which lessons are done, and whether the tutorial was offered."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import data_dir, load, save_json, shown

VERSION = 1
MOST = 1000
"""More lesson names than any version will have: a longer list is not ours."""


def progress_from(data: Any) -> tuple[bool, set[str], dict[str, tuple[int, bool]]]:
    """(offered, done, left) from the file's JSON, every field checked."""
    if not isinstance(data, dict):
        raise ValueError("it does not hold tutorial progress")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise ValueError(f"it is format version {shown(version)}, not {VERSION}")
    offered, done = data.get("offered", False), data.get("done", [])
    if type(offered) is not bool:
        raise ValueError(f"its 'offered' is {shown(offered)}, not true or false")
    if not isinstance(done, list) or len(done) > MOST:
        raise ValueError(f"its list of lessons done is {shown(done)}, not a list of names")
    if not all(isinstance(d, str) and 0 < len(d) <= 100 for d in done):
        raise ValueError("its list of lessons done holds something other than names")
    return offered, set(done), _left_from(data.get("left", {}))


def _left_from(left: Any) -> dict[str, tuple[int, bool]]:
    """Where lessons were left part-way: ``{"squattsi": [3, true]}`` (step, move made)."""
    if not isinstance(left, dict) or len(left) > MOST:
        raise ValueError(f"its lessons left part-way are {shown(left)}, not a table of steps")
    places = {}
    for name, mark in left.items():
        good = (
            0 < len(name) <= 100
            and isinstance(mark, list)
            and len(mark) == 2
            and type(mark[0]) is int
            and 0 <= mark[0] < 1000
            and type(mark[1]) is bool
        )
        if not good:
            raise ValueError(f"where the {shown(name)} lesson was left is {shown(mark)}")
        places[name] = (mark[0], mark[1])
    return places


@dataclass
class Progress:
    offered: bool = False
    done: set[str] = field(default_factory=set)
    left: dict[str, tuple[int, bool]] = field(default_factory=dict)
    """Lessons left part-way: the step, and whether its move was made."""
    path: Path | None = None
    problem: str | None = None
    """A sentence to show when the stored progress was damaged and set aside."""
    readonly: bool = False

    @classmethod
    def load(cls, readonly: bool = False) -> Progress:
        path = data_dir() / "tutorial.json"
        found, problem = load(path, "tutorial progress", progress_from, readonly)
        progress = cls(path=path, problem=problem, readonly=readonly)
        if found is not None:
            progress.offered, progress.done, progress.left = found
        return progress

    def save(self) -> str | None:
        """Write the progress down; a sentence if the disk said no (kept for this run)."""
        if self.path is None:
            return None
        payload = {
            "version": VERSION,
            "offered": self.offered,
            "done": sorted(self.done),
            "left": {name: list(mark) for name, mark in sorted(self.left.items())},
        }
        return save_json(self.path, payload, "tutorial progress", self.readonly)

    def finish(self, lesson: str) -> str | None:
        self.done.add(lesson)
        self.left.pop(lesson, None)
        return self.save()

    def leave(self, lesson: str, step: int, done: bool) -> str | None:
        """The learner left ``lesson`` at ``step`` (0 and not done: nothing to keep)."""
        if step == 0 and not done:
            if self.left.pop(lesson, None) is None:
                return None
        else:
            self.left[lesson] = (step, done)
        return self.save()

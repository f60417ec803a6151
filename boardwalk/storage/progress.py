"""Tutorial progress: which lessons are done, and whether the tutorial was offered."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .files import data_dir, load, save_json, shown

VERSION = 1
MOST = 1000
"""More lesson names than any version will have: a longer list is not ours."""


def progress_from(data: Any) -> tuple[bool, set[str]]:
    """(offered, done) from the file's JSON, every field checked."""
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
    return offered, set(done)


@dataclass
class Progress:
    offered: bool = False
    done: set[str] = field(default_factory=set)
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
            progress.offered, progress.done = found
        return progress

    def save(self) -> str | None:
        """Write the progress down; a sentence if the disk said no (kept for this run)."""
        if self.path is None:
            return None
        payload = {"version": VERSION, "offered": self.offered, "done": sorted(self.done)}
        return save_json(self.path, payload, "tutorial progress", self.readonly)

    def finish(self, lesson: str) -> str | None:
        self.done.add(lesson)
        return self.save()

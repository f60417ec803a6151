"""Tutorial progress: which lessons are done, and whether the tutorial was offered."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .files import data_dir, read_json, set_aside, write_json

VERSION = 1


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
        data, problem = read_json(path, "tutorial progress", readonly)
        progress = cls(path=path, problem=problem, readonly=readonly)
        if data is None:
            return progress
        if isinstance(data, dict) and data.get("version") == VERSION:
            progress.offered = bool(data.get("offered"))
            progress.done = {d for d in data.get("done", []) if isinstance(d, str)}
        else:
            kept = set_aside(path, readonly)
            progress.problem = (
                f"Your tutorial progress is in a form this version does not read; it was kept as "
                f"{kept.name} and a fresh one started."
            )
        return progress

    def save(self) -> None:
        if self.path is not None:
            payload = {"version": VERSION, "offered": self.offered, "done": sorted(self.done)}
            write_json(self.path, payload, self.readonly)

    def finish(self, lesson: str) -> None:
        self.done.add(lesson)
        self.save()

"""The player's settings, kept between runs (animation speed, card back, table, deck)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .files import data_dir, read_json, set_aside, write_json

VERSION = 1
SPEEDS = {"normal": 200, "fast": 110, "slow": 360, "off": 0}
CARD_BACKS = ("blue", "red", "green", "purple")
TABLES = ("green", "blue", "red", "grey")
"""The names a player chooses from; ``render.theme`` holds their colours (a test keeps the
two lists the same)."""


@dataclass
class Settings:
    speed: str = "normal"
    card_back: str = "blue"
    table: str = "green"
    four_colour: bool = False

    @property
    def anim_ms(self) -> int:
        return SPEEDS[self.speed]

    def valid(self) -> bool:
        return (
            self.speed in SPEEDS
            and self.card_back in CARD_BACKS
            and self.table in TABLES
            and isinstance(self.four_colour, bool)
        )


def settings_path() -> Path:
    return data_dir() / "settings.json"


def load_settings(readonly: bool = False) -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a sentence if the file was damaged."""
    path = settings_path()
    data, problem = read_json(path, "settings", readonly)
    if data is None:
        return Settings(), problem
    names = {f.name for f in fields(Settings)}
    if isinstance(data, dict) and data.get("version") == VERSION:
        values = {k: v for k, v in data.items() if k in names}
        try:
            settings = Settings(**values)
        except TypeError:
            settings = None
        if settings is not None and settings.valid():
            return settings, None
    kept = set_aside(path, readonly)
    return Settings(), (
        f"Your settings were not in a form this version reads; they were kept as {kept.name} "
        "and the defaults restored."
    )


def save_settings(settings: Settings, readonly: bool = False) -> None:
    write_json(settings_path(), {"version": VERSION, **asdict(settings)}, readonly)

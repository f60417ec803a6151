"""The player's settings, kept between runs (animation speed, card back, table, deck,
sound)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .files import data_dir, load, save_json, shown

VERSION = 1
SPEEDS = {"normal": 200, "fast": 110, "slow": 360, "off": 0}
CARD_BACKS = ("blue", "red", "green", "purple")
TABLES = ("green", "blue", "red", "grey", "contrast")
"""The names a player chooses from; ``render.theme`` holds their colours (a test keeps the
two lists the same)."""


@dataclass
class Settings:
    speed: str = "normal"
    card_back: str = "blue"
    table: str = "green"
    four_colour: bool = False
    large_print: bool = False
    """Large card corners (the jumbo index on every card)."""
    place_names: bool = True
    """Row numbers and column letters on the table (lessons always show them): on unless
    turned off, since hints and refusals name places in brackets."""
    window: tuple[int, int] | None = None
    """The window's size as the player last left it (not maximised, not fullscreen)."""
    position: tuple[int, int] | None = None
    maximised: bool = False
    volume: int = 70
    """How loud the sounds are, 0–100 (``audio.level`` turns it into the mixer's gain)."""
    mute: bool = False

    @property
    def anim_ms(self) -> int:
        return SPEEDS[self.speed]


CHOICES: dict[str, tuple] = {
    "speed": tuple(SPEEDS),
    "card_back": CARD_BACKS,
    "table": TABLES,
    "four_colour": (False, True),
    "large_print": (False, True),
    "place_names": (False, True),
    "maximised": (False, True),
    "mute": (False, True),
}
PAIRS = {"window": (1, 8192), "position": (-65536, 65536)}
"""Fields that hold two whole numbers (or null), with their range."""
NUMBERS = {"volume": (0, 100)}
"""Fields that hold one whole number, with their range."""


def settings_path() -> Path:
    return data_dir() / "settings.json"


def settings_from(data: Any) -> Settings:
    """Settings from the file's JSON, every field checked (ValueError says which is wrong);
    fields a newer version added are ignored."""
    if not isinstance(data, dict):
        raise ValueError("it does not hold settings")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise ValueError(f"it is format version {shown(version)}, not {VERSION}")
    values = {}
    for f in fields(Settings):
        if f.name in data:
            values[f.name] = _field(f.name, data[f.name])
    return Settings(**values)


def _field(name: str, value: Any) -> Any:
    """One field's value, checked (ValueError names the field)."""
    if name in PAIRS:
        low, high = PAIRS[name]
        if value is None:
            return None
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(type(n) is int and low <= n <= high for n in value)
        ):
            return (value[0], value[1])
        raise ValueError(f"its {name} {shown(value)} is not two whole numbers in range")
    if name in NUMBERS:
        low, high = NUMBERS[name]
        if type(value) is int and low <= value <= high:
            return value
        raise ValueError(f"its {name} {shown(value)} is not a whole number from {low} to {high}")
    if not any(type(value) is type(c) and value == c for c in CHOICES[name]):
        raise ValueError(f"its {name.replace('_', ' ')} {shown(value)} is not a choice")
    return value


def load_settings(readonly: bool = False) -> tuple[Settings, str | None]:
    """The saved settings (defaults when none), and a sentence if the file was damaged."""
    settings, problem = load(settings_path(), "settings", settings_from, readonly)
    return settings or Settings(), problem


def save_settings(settings: Settings, readonly: bool = False) -> str | None:
    """Write the settings; a sentence if the disk said no (the run keeps them anyway)."""
    data = {"version": VERSION, **asdict(settings)}
    return save_json(settings_path(), data, "settings", readonly)

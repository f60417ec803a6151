"""Where the game's non-code files (fonts, icon, later sounds) are, however it was started.

They live in one folder, ``assets/`` at the top of the repository, not inside the package,
so that a frozen build, a wheel and a plain checkout can all ship the same files. Each way
of running the game puts that folder somewhere else, so the places are tried in this order:

1. a frozen build (PyInstaller): ``sys._MEIPASS/assets``, bundled with
   ``--add-data assets:assets`` (other freezers: ``assets`` beside the executable);
2. an installed wheel: the package data ``boardwalk/_assets/``, where setup.py and
   pyproject.toml map the root ``assets/`` folder when the wheel is built;
3. a source checkout (``python main.py``) or an editable install (``pip install -e .``):
   ``<repository>/assets``, next to the ``boardwalk/`` folder.

No pygame here: tests and tools can find a file without starting SDL.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

FOLDER = "assets"  # at the repository root, and inside a frozen build
PACKAGE_DATA = "_assets"  # inside the boardwalk package of an installed wheel


def _places() -> Iterator[Path]:
    """The folders that may hold the assets, most specific first."""
    if getattr(sys, "frozen", False):
        meipass = getattr(sys, "_MEIPASS", None)
        base = Path(meipass) if meipass else Path(sys.executable).resolve().parent
        yield base / FOLDER
    packaged = resources.files(__package__ or "boardwalk").joinpath(PACKAGE_DATA)
    if isinstance(packaged, Path):  # on disk, not inside a zip
        yield packaged
    yield Path(__file__).resolve().parent.parent / FOLDER


def folder() -> Path:
    """The first assets folder that exists."""
    places = list(_places())
    for place in places:
        if place.is_dir():
            return place
    raise FileNotFoundError(
        "Boardwalk's assets folder is missing: looked in " + ", ".join(map(str, places))
    )


def path(name: str) -> Path:
    """The file ``name`` (say ``"DejaVuSans.ttf"``) from the first assets folder that has it."""
    places = list(_places())
    for place in places:
        candidate = place / name
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(
        f"Boardwalk's asset {name!r} is missing: looked in " + ", ".join(map(str, places))
    )


def read_bytes(name: str) -> bytes:
    """The contents of the asset ``name``."""
    return path(name).read_bytes()

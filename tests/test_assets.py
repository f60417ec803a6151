"""The game's files are found from a checkout, an installed wheel and a frozen build."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pygame
import pytest

from boardwalk import assets

REPO = Path(__file__).resolve().parent.parent
SHIPPED = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt", "icon.png", "README.md"]
# Not copied into the throwaway build tree: caches, environments, earlier builds.
NOT_BUILT = shutil.ignore_patterns(
    ".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
)


# --- a source checkout (and an editable install, which uses the same folder) ---


def test_the_source_tree_has_the_fonts_and_the_icon():
    font = assets.path("DejaVuSans.ttf")
    assert font.is_file()
    assert font.parent == REPO / "assets" == assets.folder()
    assert (
        assets.read_bytes("DejaVuSans-Bold.ttf")
        == (REPO / "assets/DejaVuSans-Bold.ttf").read_bytes()
    )

    icon = pygame.image.load(str(assets.path("icon.png")))
    width, height = icon.get_size()
    assert width == height >= 32
    assert icon.get_at((0, 0)).a == 0, "the icon's corners should be transparent"


def test_a_missing_asset_is_named_with_the_places_looked_in():
    with pytest.raises(
        FileNotFoundError, match=r"'no-such-file\.ogg' is missing: looked in .*assets"
    ):
        assets.path("no-such-file.ogg")


# --- an installed wheel ---


def _why_no_wheel() -> str | None:
    """Why this interpreter cannot build the wheel offline, or None if it can."""
    if importlib.util.find_spec("pip") is None:
        return "pip is not installed in this environment"
    try:
        version = metadata.version("setuptools")
    except metadata.PackageNotFoundError:
        return "setuptools is not installed, so no wheel can be built offline"
    numbers = tuple(int(part) for part in version.split(".")[:2] if part.isdigit())
    if numbers < (68,):
        return f"setuptools {version} is older than pyproject.toml's build requirement (68)"
    if numbers < (70, 1) and importlib.util.find_spec("wheel") is None:
        return (
            f"setuptools {version} needs the 'wheel' package to build wheels (or setuptools 70.1+)"
        )
    return None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The project's wheel, built without network from a copy of the work tree.

    A copy, so that no stale build/ folder leaks old files into the wheel and the work tree
    gets no build/ or egg-info of its own."""
    reason = _why_no_wheel()
    if reason:
        pytest.skip(reason)
    tmp = tmp_path_factory.mktemp("wheel")
    tree = tmp / "tree"
    shutil.copytree(REPO, tree, ignore=NOT_BUILT)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    command += ["--no-index", "-q", "-w", str(tmp / "dist"), str(tree)]
    built = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert built.returncode == 0, built.stdout + built.stderr
    (found,) = (tmp / "dist").glob("boardwalk-*.whl")
    return found


def test_the_wheel_carries_the_assets_as_package_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in SHIPPED:
        assert f"boardwalk/{assets.PACKAGE_DATA}/{name}" in names
    assert "boardwalk/assets.py" in names
    assert not any(name.startswith(("assets/", "boardwalk/assets/")) for name in names)


def test_an_installed_wheel_finds_its_own_assets(wheel, tmp_path):
    target = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q"]
    installed = subprocess.run(
        [*command, "--target", str(target), str(wheel)], capture_output=True, text=True, timeout=120
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr

    script = (
        "import json, boardwalk, boardwalk.assets as a;"
        "print(json.dumps([boardwalk.__file__, str(a.folder()), str(a.path('DejaVuSans.ttf')),"
        " len(a.read_bytes('icon.png'))]))"
    )
    # -S: no site-packages, so not even the editable install's finder can reach the checkout.
    env = {**os.environ, "PYTHONPATH": str(target)}
    ran = subprocess.run(
        [sys.executable, "-S", "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr
    package, folder, font, icon_size = json.loads(ran.stdout)
    assert Path(package).is_relative_to(target)
    assert Path(folder) == target / "boardwalk" / assets.PACKAGE_DATA
    assert Path(font) == Path(folder) / "DejaVuSans.ttf"
    assert icon_size == assets.path("icon.png").stat().st_size


# --- a frozen build (PyInstaller) ---


def test_a_frozen_build_uses_the_bundled_folder(tmp_path, monkeypatch):
    bundled = tmp_path / "assets"
    bundled.mkdir()
    (bundled / "DejaVuSans.ttf").write_bytes(b"bundled font")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    assert assets.folder() == bundled
    assert assets.path("DejaVuSans.ttf") == bundled / "DejaVuSans.ttf"
    assert assets.read_bytes("DejaVuSans.ttf") == b"bundled font"


def test_a_frozen_build_without_meipass_looks_beside_the_executable(tmp_path, monkeypatch):
    (tmp_path / "assets").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "boardwalk.exe"))

    assert assets.folder() == tmp_path / "assets"

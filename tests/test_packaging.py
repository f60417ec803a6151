"""What a desktop needs to show and start the game: icons from one source at every size,
a .ico and a .icns that hold them, a desktop entry and AppStream metadata that agree with
the window's class and id, the licence, and a README with nothing outside the repository."""

from __future__ import annotations

import configparser
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame

from boardwalk.launch import APP_ID, WINDOW_CLASS

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "packaging" / "icons"
LINUX = ROOT / "packaging" / "linux"
PNG = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG
    return struct.unpack(">II", data[16:24])


def test_the_icons_on_disk_are_a_fresh_drawing_of_the_one_source():
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "icons.py"), "--check"],
        capture_output=True,
        text=True,
        env={"SDL_VIDEODRIVER": "dummy", "PATH": ""},
    )
    assert done.returncode == 0, done.stdout + done.stderr
    for px in (16, 24, 32, 48, 64, 128, 256, 512):
        assert pygame.image.load(str(ICONS / f"boardwalk-{px}.png")).get_size() == (px, px)
    window = ROOT / "assets" / "icon.png"
    assert window.read_bytes() == (ICONS / "boardwalk-256.png").read_bytes()


def test_the_windows_icon_holds_every_size_as_png():
    data = (ICONS / "boardwalk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, 7)
    sides = []
    for i in range(count):
        w, h, _, _, _, _, size, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i : 22 + 16 * i])
        image = data[offset : offset + size]
        assert png_size(image) == ((w or 256), (h or 256))
        sides.append(w or 256)
    assert sides == [16, 24, 32, 48, 64, 128, 256]


def test_the_mac_icon_is_a_well_formed_icon_family():
    data = (ICONS / "boardwalk.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        found[kind] = png_size(data[at + 8 : at + length])
        at += length
    assert found[b"ic09"] == (512, 512) and found[b"icp4"] == (16, 16) and len(found) == 6


def test_the_desktop_entry_and_appstream_agree_with_the_window():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["StartupWMClass"] == WINDOW_CLASS and desktop["Icon"] == APP_ID
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert desktop["Exec"].split()[0] in project["gui-scripts"]
    meta = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == APP_ID
    assert meta.findtext("launchable") == f"{APP_ID}.desktop"
    assert meta.findtext("project_license") == project["license"] == "MIT"


def test_the_licence_and_the_dependencies_are_stated():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert "pygame-ce>=2.5" in project["dependencies"]
    assert project["requires-python"] == ">=3.11"


def test_the_readme_stays_inside_the_repository_and_says_what_a_player_needs():
    readme = (ROOT / "README.md").read_text()
    assert "../shared" not in readme and "--save" not in readme
    for needed in ("Python 3.11", "python3-venv", "pipx install", "tools/build_app.py"):
        assert needed in readme, needed

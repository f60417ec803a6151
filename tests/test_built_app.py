"""The double-clickable build: PyInstaller makes it from packaging/boardwalk.spec, and the
program it makes starts headless, draws the table and plays a move (issue 14). Skipped,
saying so, where PyInstaller is not installed (it is in the test extras, so CI has it)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller is not installed"
)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    import build_app

    out = tmp_path_factory.mktemp("build")
    return build_app.program(build_app.build(out / "dist", out / "work"))


def run(program: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["BOARDWALK_DATA_DIR"] = str(tmp_path / "data")
    return subprocess.run(
        [str(program), *args], env=env, capture_output=True, text=True, timeout=120
    )


def test_the_built_program_draws_the_table_and_plays_a_move(built, tmp_path):
    before, after = tmp_path / "deal.png", tmp_path / "moved.png"
    deal = ("--variant", "hopscotch", "--deal", "7", "--size", "1280x800")
    first = run(built, tmp_path, *deal, "--screenshot", str(before))
    second = run(built, tmp_path, *deal, "--moves", "1a-4a", "--screenshot", str(after))
    for done in (first, second):
        assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    a, b = pygame.image.load(str(before)), pygame.image.load(str(after))
    assert a.get_size() == b.get_size() == (1280, 800)
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")  # the move shows


def test_the_build_carries_the_games_files_and_a_bad_option_is_a_sentence(built, tmp_path):
    internal = built.parent / "_internal" if (built.parent / "_internal").is_dir() else built.parent
    shipped = {p.name for p in (internal / "assets").iterdir()}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "icon.png", "cards"} <= shipped
    refused = run(built, tmp_path, "--variant", "klondike")
    assert refused.returncode == 2 and "klondike" in refused.stderr
    assert "Traceback" not in refused.stderr

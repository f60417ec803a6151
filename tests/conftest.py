"""Test settings: headless SDL, a fresh data folder per test, a Hypothesis profile."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.load_profile("default")


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    """Every test gets its own empty user data folder: nothing leaks between tests."""
    folder = tmp_path / "boardwalk-data"
    monkeypatch.setenv("BOARDWALK_DATA_DIR", str(folder))
    monkeypatch.setenv("BOARDWALK_EXPORT_DIR", str(tmp_path / "exports"))
    return folder

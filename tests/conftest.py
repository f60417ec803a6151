"""Test settings: headless SDL for every test, and a Hypothesis profile for slow CI."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=60
)
settings.load_profile("default")

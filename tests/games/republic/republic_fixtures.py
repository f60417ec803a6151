"""The Republic's shell tests: the game registered beside Boardwalk for a test that needs
the whole app (the registry does not list it yet), and the rule for new deals put back
after each test."""

from __future__ import annotations

import pytest

from boardwalk.games import registry
from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.republic.kind import REPUBLIC_GAME


@pytest.fixture(autouse=True)
def standard_rule():
    """``--rule`` sets the rule new deals use for the run; a test leaves it as it found it."""
    yield
    REPUBLIC_GAME.rule = None


@pytest.fixture
def registered(monkeypatch):
    """The Republic listed beside Boardwalk, as ``KINDS`` will list it."""
    monkeypatch.setattr(registry, "KINDS", (BOARDWALK, REPUBLIC_GAME))
    return REPUBLIC_GAME

"""The Towers' shell tests: the game registered for a test that needs the whole app (as
``KINDS`` lists it, pinned so that these tests do not depend on the order of the rest),
the rule for new deals put back after each test, and deals with their winning lines."""

from __future__ import annotations

from functools import cache

import pytest

from boardwalk.bot.towers_solver import solve
from boardwalk.games import registry
from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.rules import new_game


@pytest.fixture(autouse=True)
def standard_rule():
    """``--rule`` sets the rule new deals use for the run; a test leaves it as it found it."""
    yield
    TOWERS_GAME.rule = None


@pytest.fixture
def registered(monkeypatch):
    """The Towers listed beside Boardwalk, as ``KINDS`` will list it."""
    monkeypatch.setattr(registry, "KINDS", (BOARDWALK, TOWERS_GAME))
    return TOWERS_GAME


@cache
def winning_line(deal: int) -> tuple[str, ...]:
    """The exact solver's win of a deal (deals 1–3 are won in well under a second)."""
    verdict = solve(new_game("towers", deal=deal).board)
    assert verdict.winnable, f"deal {deal} has no win"
    return verdict.line

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


def played(count: int) -> list[str]:
    """The first ``count`` moves of a pinned game of deal 7: the plain hint's move most of
    the time, a random legal move otherwise (seeded), so positions are found by number."""
    import random

    from boardwalk.games.republic.bot import ordered, plain_move
    from boardwalk.rules import new_game

    game, rng = new_game("republic", deal=7), random.Random(1)
    for _ in range(count):
        moves = game.legal_moves()
        plain = plain_move(game.board) or ordered(game.board)[0]  # as the pinned games were
        game.play(plain if rng.random() < 0.85 else rng.choice(moves))
    return game.moves

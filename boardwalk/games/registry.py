"""Which game a variant belongs to. A new solitaire adds its ``Kind`` to ``KINDS``."""

from __future__ import annotations

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.republic.kind import REPUBLIC_GAME
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.solitaire import Kind

KINDS: tuple[Kind, ...] = (BOARDWALK, TOWERS_GAME, REPUBLIC_GAME, CALCULATION_GAME)
"""Boardwalk first (its variants lead the title), then the companions in the seeds' order:
The Towers, The Republic, Calculation. The
play layer takes each game's score, rule and notation from the game itself, so a game
recorded, replayed or dealt again is played by its own rules."""


def kind_of(variant: str) -> Kind:
    """The game that plays ``variant`` (ValueError, in a sentence, for an unknown one)."""
    for kind in KINDS:
        if variant in kind.variants:
            return kind
    raise ValueError(f"No game here has a variant called {variant!r}.")


def all_variants() -> list[tuple[Kind, str]]:
    """Every variant of every game, in the order the title screen shows them."""
    return [(kind, variant) for kind in KINDS for variant in kind.variants]


def variant_name(variant: str) -> str:
    return kind_of(variant).variants[variant].name


def all_lessons() -> dict:
    """Every game's lessons, by variant, in the order the games are listed."""
    return {variant: lesson for kind in KINDS for variant, lesson in kind.lessons.items()}

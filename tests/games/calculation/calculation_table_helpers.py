"""Crafted deals of Calculation whose first cards are known (a module of its own: the name
``conftest`` is shared by every test folder)."""

from __future__ import annotations

from boardwalk.rules import new_game

RANKS = "A23456789TJQK"
EVERY = [r + s for r in RANKS for s in "SHDC"]


def deck(*first: str) -> str:
    """A deal string: ``first`` (the stacks' bases, then the deck from the first card
    dealt), then every other card in order."""
    return " ".join([*first, *(c for c in EVERY if c not in first)])


def crafted(*first: str, rule: str = "4-000000"):
    """A game dealt from ``deck(*first)``."""
    return new_game("calculation", deck=deck(*first), rule=rule)

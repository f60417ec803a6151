"""Loading a saved game of Calculation, fully checked (the save is written by ``Game.to_json``).

The save names its game (``"game": "calculation"``) beside Boardwalk's ``format``, so that
``boardwalk.rules.load_game`` can tell a save of Calculation from any other game's
(:func:`is_calculation_save`) before reading it. The reading itself, and every sentence a damaged
save gets, are shared by the companions (``boardwalk/rules/companion.py``).
"""

from __future__ import annotations

from ..companion import SaveSpec, is_save, load
from .deal import deck_of_deal, read_deck
from .game import Game
from .options import CALCULATION, Rule, find_rule


def _dealt(rule: Rule, deal: int | None = None, deck: object = None) -> Game:
    """The game as dealt again: by its number, or by its deal string (ValueError in words)."""
    if deal is not None:
        return Game(deck_of_deal(deal, rule), rule, deal)
    return Game(read_deck(deck, rule), rule)


SPEC = SaveSpec(CALCULATION, "variation", find_rule, _dealt)


def is_calculation_save(text: object) -> bool:
    """Whether ``text`` is JSON that says it is a save of Calculation; never raises."""
    return is_save(text, CALCULATION.id)


def load_game(text: object) -> Game:
    """The game a save holds; BadSave says in words what is wrong, whatever ``text`` is."""
    return load(text, SPEC)  # type: ignore[return-value]

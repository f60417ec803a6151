"""Loading a saved game of The Republic, fully checked (the save is written by ``Game.to_json``).

The save names its game (``"game": "republic"``) beside Boardwalk's ``format``, so that
``boardwalk.rules.load_game`` can tell a save of The Republic from any other game's
(:func:`is_republic_save`) before reading it. The reading itself, and every sentence a damaged
save gets, are shared by the companions (``boardwalk/rules/companion.py``).
"""

from __future__ import annotations

from ..companion import SaveSpec, is_save, load
from .deal import deck_of_deal, parse_deck
from .game import Game
from .matching import REPUBLIC, Rule, find_rule


def _dealt(rule: Rule, deal: int | None = None, deck: object = None) -> Game:
    """The game as dealt again: by its number, or by its deal string (ValueError in words)."""
    if deal is not None:
        return Game(deck_of_deal(deal), rule, deal)
    return Game(parse_deck(deck), rule)


SPEC = SaveSpec(REPUBLIC, "matching rule", find_rule, _dealt)


def is_republic_save(text: object) -> bool:
    """Whether ``text`` is JSON that says it is a save of The Republic; never raises."""
    return is_save(text, REPUBLIC.id)


def load_game(text: object) -> Game:
    """The game a save holds; BadSave says in words what is wrong, whatever ``text`` is."""
    return load(text, SPEC)  # type: ignore[return-value]

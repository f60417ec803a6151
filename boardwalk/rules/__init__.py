"""The rules of Boardwalk Solitaire, exact and pure (RULES.md): no pygame, files or clock.

>>> g = new_game("lucky-seven", deal=12345)
>>> g.variant.id, len(g.cards("1a")), len(g.legal_moves()) > 0
('lucky-seven', 4, True)

The companion games join the same two calls by game id (COMPANIONS.md §5); their engines
live in their own packages (``towers/``, ``republic/``, ``calculation/``), and Boardwalk's
own calls are unchanged:

>>> t = new_game("towers", deal=7, rule="alternating")
>>> t.variant.id, t.rule, load_game(t.to_json()).rule
('towers', 'alternating', 'alternating')
"""

from . import calculation, republic, towers
from . import game as _boardwalk
from .board import Board, all_places
from .deals import deal_cards, deck_from_layout, format_deck, parse_deck
from .errors import BadSave, IllegalMove
from .events import CardFlipped, CardMoved, ColumnDeclared, Event, GameOver, LockCleared, LockSet
from .game import Game, apply, fold
from .moves import legal_moves
from .notation import Move, parse_move
from .scoring import Score, score
from .variants import VARIANTS, Variant, find_variant

COMPANIONS = {
    "towers": (towers, towers.TOWERS, towers.is_towers_save),
    "republic": (republic, republic.REPUBLIC, republic.is_republic_save),
    "calculation": (calculation, calculation.CALCULATION, calculation.is_calculation_save),
}
"""Each companion by its game id (COMPANIONS.md §5): its engine, its variant, and how its
saves are known. A new companion is a package beside these and a line here."""


def _companion(variant: object):
    return COMPANIONS.get(variant.strip().lower()) if isinstance(variant, str) else None


def new_game(
    variant: str, deal: int | None = None, deck: str | None = None, rule: str | None = None
):
    """A new game of a Boardwalk variant, or of a companion by its game id (``"towers"``,
    ``"republic"``, ``"calculation"``), under ``rule`` (the standard when None).

    ValueError in words, and nothing else, for anything it cannot deal.
    """
    companion = _companion(variant)
    if companion is not None:
        return companion[0].new_game(deal, deck, rule)
    if rule is not None:
        raise ValueError(
            "Boardwalk's variants have no rule to choose: a rule is for the companion games."
        )
    return _boardwalk.new_game(variant, deal, deck)


def game_variant(variant_id: str):
    """The variant with this id, of any game here (ValueError in words for none): what a
    shared line or code names, Boardwalk's four or a companion."""
    companion = _companion(variant_id)
    return companion[1] if companion is not None else find_variant(variant_id)


def load_game(text: str | bytes):
    """The game a save holds, Boardwalk's or a companion's; BadSave in words otherwise."""
    for engine, _, knows in COMPANIONS.values():
        if knows(text):
            return engine.load_game(text)
    return _boardwalk.load_game(text)


__all__ = [
    "VARIANTS",
    "BadSave",
    "Board",
    "CardFlipped",
    "CardMoved",
    "ColumnDeclared",
    "Event",
    "Game",
    "GameOver",
    "IllegalMove",
    "LockCleared",
    "LockSet",
    "Move",
    "Score",
    "Variant",
    "all_places",
    "apply",
    "deal_cards",
    "deck_from_layout",
    "find_variant",
    "fold",
    "format_deck",
    "game_variant",
    "legal_moves",
    "load_game",
    "new_game",
    "parse_deck",
    "parse_move",
    "score",
]

"""The rules of Boardwalk Solitaire, exact and pure (RULES.md): no pygame, files or clock.

>>> g = new_game("lucky-seven", deal=12345)
>>> g.variant.id, len(g.cards("1a")), len(g.legal_moves()) > 0
('lucky-seven', 4, True)

The companion games join the same two calls by game id (COMPANIONS.md §5); their engines
live in their own packages (``towers/``), and Boardwalk's own calls are unchanged:

>>> t = new_game("towers", deal=7, rule="alternating")
>>> t.variant.id, t.rule, load_game(t.to_json()).rule
('towers', 'alternating', 'alternating')
"""

from . import game as _boardwalk
from . import towers
from .board import Board, all_places
from .deals import deal_cards, deck_from_layout, format_deck, parse_deck
from .errors import BadSave, IllegalMove
from .events import CardFlipped, CardMoved, ColumnDeclared, Event, GameOver, LockCleared, LockSet
from .game import Game, apply, fold
from .moves import legal_moves
from .notation import Move, parse_move
from .scoring import Score, score
from .variants import VARIANTS, Variant, find_variant


def new_game(
    variant: str, deal: int | None = None, deck: str | None = None, rule: str | None = None
) -> Game | towers.Game:
    """A new game of a Boardwalk variant, or of The Towers (``"towers"``, with ``rule``).

    ValueError in words, and nothing else, for anything it cannot deal.
    """
    if isinstance(variant, str) and variant.strip().lower() == towers.TOWERS.id:
        return towers.new_game(deal, deck, rule)
    if rule is not None:
        raise ValueError(
            "Boardwalk's variants have no matching rule to choose: a rule is for The Towers."
        )
    return _boardwalk.new_game(variant, deal, deck)


def game_variant(variant_id: str) -> Variant | towers.Variant:
    """The variant with this id, of any game here (ValueError in words for none): what a
    shared line or code names, Boardwalk's four or a companion."""
    if isinstance(variant_id, str) and variant_id.strip().lower() == towers.TOWERS.id:
        return towers.TOWERS
    return find_variant(variant_id)


def load_game(text: str | bytes) -> Game | towers.Game:
    """The game a save holds, Boardwalk's or a companion's; BadSave in words otherwise."""
    if towers.is_towers_save(text):
        return towers.load_game(text)
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

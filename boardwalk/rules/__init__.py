"""The rules of Boardwalk Solitaire, exact and pure (RULES.md): no pygame, files or clock.

>>> g = new_game("lucky-seven", deal=12345)
>>> g.variant.id, len(g.cards("1a")), len(g.legal_moves()) > 0
('lucky-seven', 4, True)
"""

from .board import Board, all_places
from .deals import deal_cards, deck_from_layout, format_deck, parse_deck
from .errors import BadSave, IllegalMove
from .events import CardFlipped, CardMoved, ColumnDeclared, Event, GameOver, LockCleared, LockSet
from .game import Game, apply, fold, load_game, new_game
from .moves import legal_moves
from .notation import Move, parse_move
from .scoring import Score, score
from .variants import VARIANTS, Variant, find_variant

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
    "legal_moves",
    "load_game",
    "new_game",
    "parse_deck",
    "parse_move",
    "score",
]

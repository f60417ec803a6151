"""The rules of The Republic (after Emperor, COMPANIONS.md §2), exact and pure.

No pygame, files or clock, and nothing from ``boardwalk`` outside ``boardwalk/rules``.
Players reach it through ``boardwalk.rules.new_game("republic", …)`` and ``load_game``;
this package is its engine:

>>> g = new_game(deal=7, rule="same-suit")
>>> g.variant.id, g.variant.name, g.rule, g.cards("pa"), len(g.cards("stock"))
('republic', 'The Republic', 'same-suit', ['##', '##', '##'], 64)
>>> g.legal_moves() == sorted(set(g.legal_moves()))
True
"""

from .board import PLACES, Board
from .deal import deal_string, deck_of_deal, layout
from .events import CardFlipped, CardMoved, Event, GameOver, RunMoved, TalonTurnedOver
from .explain import explain
from .game import Game, apply, fold, new_game
from .layoff import layoff, layoff_move
from .matching import REPUBLIC, RULES, Rule, Variant, find_rule
from .moves import legal_moves
from .notation import Move, parse_move
from .save import is_republic_save, load_game
from .scoring import Score, score

__all__ = [
    "PLACES",
    "REPUBLIC",
    "RULES",
    "Board",
    "CardFlipped",
    "CardMoved",
    "Event",
    "Game",
    "GameOver",
    "Move",
    "Rule",
    "RunMoved",
    "Score",
    "TalonTurnedOver",
    "Variant",
    "apply",
    "deal_string",
    "deck_of_deal",
    "explain",
    "find_rule",
    "fold",
    "is_republic_save",
    "layoff",
    "layoff_move",
    "layout",
    "legal_moves",
    "load_game",
    "new_game",
    "parse_move",
    "score",
]

"""The rules of Calculation (COMPANIONS.md §3), exact and pure, under all 256 variations.

No pygame, files or clock, and nothing from ``boardwalk`` outside ``boardwalk/rules``.
Players reach it through ``boardwalk.rules.new_game("calculation", …)`` and ``load_game``;
this package is its engine:

>>> g = new_game(deal=7, rule="6-100010")
>>> g.variant.id, g.rule, [len(g.cards(s)) for s in "1234"], g.cards("f")
('calculation', '6-100010', [1, 1, 1, 1], [])
>>> g.legal_moves() == sorted(set(g.legal_moves())), len(g.cards("p"))
(True, 1)
"""

from .board import PLACES, Board, seen_at
from .deal import deck_of_deal, layout, shuffled
from .events import CardMoved, Event, GameOver
from .explain import explain
from .game import Game, apply, fold, new_game
from .moves import legal_moves, one_click
from .notation import Move, parse_move
from .options import CALCULATION, RULES, STANDARD, Rule, Variant, find_rule
from .save import is_calculation_save, load_game
from .scoring import Score, score
from .text import sequence

__all__ = [
    "CALCULATION",
    "PLACES",
    "RULES",
    "STANDARD",
    "Board",
    "CardMoved",
    "Event",
    "Game",
    "GameOver",
    "Move",
    "Rule",
    "Score",
    "Variant",
    "apply",
    "deck_of_deal",
    "explain",
    "find_rule",
    "fold",
    "is_calculation_save",
    "layout",
    "legal_moves",
    "load_game",
    "new_game",
    "one_click",
    "parse_move",
    "score",
    "seen_at",
    "sequence",
    "shuffled",
]

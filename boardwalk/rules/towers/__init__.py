"""The rules of The Towers (Seahaven Towers, COMPANIONS.md §1), exact and pure.

No pygame, files or clock, and nothing from ``boardwalk`` outside ``boardwalk/rules``.
Players reach it through ``boardwalk.rules.new_game("towers", …)`` and ``load_game``;
this package is its engine:

>>> g = new_game(deal=7, rule="alternating")
>>> g.variant.id, g.variant.name, g.rule, len(g.cards("a")) <= 5
('towers', 'The Towers', 'alternating', True)
>>> g.legal_moves() == sorted(g.legal_moves())
True
"""

from .board import PLACES, Board
from .deal import deal_string, deck_of_deal, lay_off_aces, layout
from .events import CardMoved, Event, GameOver, RunMoved
from .explain import explain
from .game import Game, apply, fold, new_game
from .matching import RULES, TOWERS, Rule, Variant, find_rule
from .moves import legal_moves
from .notation import Move, parse_move
from .save import is_towers_save, load_game
from .scoring import Score, score

__all__ = [
    "PLACES",
    "RULES",
    "TOWERS",
    "Board",
    "CardMoved",
    "Event",
    "Game",
    "GameOver",
    "Move",
    "Rule",
    "RunMoved",
    "Score",
    "Variant",
    "apply",
    "deal_string",
    "deck_of_deal",
    "explain",
    "find_rule",
    "fold",
    "is_towers_save",
    "lay_off_aces",
    "layout",
    "legal_moves",
    "load_game",
    "new_game",
    "parse_move",
    "score",
]

"""The clairvoyant Republic search: a WON verdict's line replays to a won game under the real
rules, a deadlocked position is proven LOST, an undecided one is called unknown, and the
automatic moves home are the provably safe ones only."""

from __future__ import annotations

import pytest

from boardwalk.bot.republic_solver import LOST, UNKNOWN, WON, honest_line, safe_up, solve
from boardwalk.rules import new_game
from boardwalk.rules.cards import parse_card
from boardwalk.rules.republic import RULES, Board


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split())


@pytest.mark.parametrize("deal", [1003, 1008])
def test_a_won_verdict_replays_to_a_win(deal):
    """Deal 1003 the honest player wins on its own; 1008 only the search, seeing every card."""
    game = new_game("republic", deal=deal, rule="alternating")
    assert (honest_line(game.board) is None) == (deal == 1008)
    verdict = solve(game.board, 1000)
    assert verdict.result == WON and verdict.best == 104 and (verdict.nodes > 0) == (deal == 1008)
    for move in verdict.line:
        game.play(move)
    assert game.score().won


def deadlock() -> Board:
    """Same suit. Both K♥ are in the stock and can go nowhere (no vacancy, hearts at 10), so
    each turns straight to the talon; the Q♥ over each J♥ waits for a K♥ that never comes to
    a column, and every other column is a King over its Queen or a J♠ over a 10♠."""
    columns = ("QS KS", "QS KS", "JH QH", "JH QH", "QD KD", "QD KD", "QC KC", "QC KC",
               "TS JS", "TS JS")  # fmt: skip
    return Board(RULES["same-suit"], ((),) * 10, tuple(cards(c) for c in columns),
                 cards("KH KH"), None, (), (9, 9, 10, 10, 11, 11, 11, 11))  # fmt: skip


def test_a_deadlock_is_proven_lost():
    board = deadlock()
    assert sum(board.foundations) + sum(map(len, board.columns)) + len(board.stock) == 104
    verdict = solve(board, 1000)
    assert verdict.result == LOST and verdict.line == () and 1 < verdict.nodes < 1000


def test_a_spent_budget_is_unknown():
    verdict = solve(new_game("republic", deal=1001, rule="alternating").board, 50)
    assert verdict.result == UNKNOWN and verdict.nodes > 50


def lone(rule: str, card: str, foundations: tuple[int, ...]) -> Board:
    columns = (cards(card), *((cards("KC"),) * 9))
    return Board(RULES[rule], ((),) * 10, columns, (), None, (), foundations)


def test_only_provably_safe_cards_go_home_by_themselves():
    assert safe_up(deadlock()) is None
    # same suit: the 6♠ goes up once the other 5♠ is home, not before (it could lie on it)
    assert safe_up(lone("same-suit", "6S", (5, 4, 0, 0, 0, 0, 0, 0))) is None
    assert safe_up(lone("same-suit", "6S", (5, 5, 0, 0, 0, 0, 0, 0))) == "a-f1"
    # alternating: the red 5s, and the black 4s that could lie on them, must all be home
    assert safe_up(lone("alternating", "6S", (5, 5, 5, 5, 5, 5, 4, 3))) is None
    assert safe_up(lone("alternating", "6S", (5, 4, 5, 5, 5, 4, 4, 4))) is None
    assert safe_up(lone("alternating", "6S", (5, 4, 5, 5, 5, 5, 4, 4))) == "a-f1"
    # any suit: every 5 must be home
    assert safe_up(lone("any-suit", "6S", (5, 5, 5, 5, 5, 5, 5, 4))) is None
    assert safe_up(lone("any-suit", "6S", (5, 5, 5, 5, 5, 5, 5, 5))) == "a-f1"

"""The clairvoyant Calculation solver: its winning lines replay through the real game to a
win, its losses are real (hand-built ones, and random endgames checked against a brute
force over the engine's own legal moves), and it stops at its node budget."""

from __future__ import annotations

import random
from functools import cache

import pytest
from test_calculation_player import stacked_deck

from boardwalk.bot.calculation_player import choose
from boardwalk.bot.calculation_solver import LOST, UNDECIDED, WON, solve
from boardwalk.rules import new_game
from boardwalk.rules.calculation import Board, find_rule, legal_moves
from boardwalk.rules.calculation.engine import perform
from boardwalk.rules.calculation.options import next_rank
from boardwalk.rules.cards import parse_card

HONEST_LOSES_SOLVER_WINS = (1, 2)
"""Standard deals the honest player loses and the solver wins (found once, pinned)."""


def replay(game, line) -> None:
    for move in line:
        game.play(move)  # raises IllegalMove if the line breaks a rule
    assert game.score().won, game.board_text()


def full_stacks(rule, counts, rng) -> tuple[tuple[int, ...], list[int]]:
    """Stacks holding ``counts`` cards each (suits at random, colours as the rule asks),
    and the cards left over."""
    left = list(range(52))
    rng.shuffle(left)
    stacks = []
    for s, n in enumerate(counts):
        held = []
        for k in range(n):
            card = next(c for c in left if c >> 2 == next_rank(s, k) and rule.colour_ok(c, s))
            left.remove(card)
            held.append(card)
        stacks.append(tuple(held))
    return tuple(stacks), left


def endgame(code: str, seed: int) -> Board:
    """A random position with about ten cards still to go up, some dealt, some not (nearly
    all dealt under option 3, whose moves win most endgames with undealt cards left)."""
    rule = find_rule(code)
    rng = random.Random(seed)
    while True:
        counts = [rng.randint(9, 13) for _ in range(4)]
        if 39 <= sum(counts) <= 43:
            break
    stacks, left = full_stacks(rule, counts, rng)
    piles = [[] for _ in range(rule.piles)]
    stock = []
    for card in left:
        if rng.random() < (0.9 if rule.discard_moves else 0.6):
            piles[rng.randrange(rule.piles)].append(card)
        else:
            stock.append(card)
    in_play = stock.pop(0) if stock else None
    return Board(rule, stacks, tuple(tuple(p) for p in piles), in_play, tuple(stock))


def brute_force(board: Board) -> bool:
    """Whether the board can be won, trying every legal move of the engine itself."""

    @cache
    def won_from(b: Board) -> bool:
        return b.won or any(won_from(perform(b, m)[0]) for m in legal_moves(b))

    return won_from(board)


@pytest.mark.parametrize("code", ["4-000000", "6-100010", "3-001001", "5-010000"])
def test_a_deal_stacked_in_order_is_won_and_the_line_replays(code):
    game = new_game("calculation", deck=stacked_deck(code), rule=code)
    verdict = solve(game.board)
    assert verdict.result == WON
    replay(game, verdict.line)


@pytest.mark.parametrize("deal", HONEST_LOSES_SOLVER_WINS)
def test_the_solver_wins_deals_the_honest_player_loses(deal):
    game = new_game("calculation", deal=deal)
    board = game.board
    while (move := choose(board)) is not None:
        board = perform(board, move)[0]
    assert not board.won
    verdict = solve(game.board, 50_000)
    assert verdict.result == WON
    replay(game, verdict.line)


@pytest.mark.parametrize(("code", "deal"), [("6-100010", 3), ("4-010000", 5), ("5-101001", 2)])
def test_winning_lines_replay_under_other_variations(code, deal):
    game = new_game("calculation", deal=deal, rule=code)
    verdict = solve(game.board, 50_000)
    if verdict.result == WON:
        replay(game, verdict.line)
    else:
        assert verdict.result in (LOST, UNDECIDED) and verdict.line == ()


def test_all_the_kings_on_a_needed_card_is_lost_at_once():
    # The readme's advice 7: "don't put ... all the kings on a four". Every stack needs a 5
    # before its King, and the 5 of spades lies under all four: one stack never gets it.
    rule = find_rule("4-000000")
    stacks = tuple((c,) for c in (parse_card(x) for x in "AS 2S 3S 4S".split()))
    kings = "5S KS KH KD KC"
    buried = tuple(parse_card(x) for x in kings.split())
    rest = tuple(c for c in range(52) if c not in buried and all(c not in s for s in stacks))
    board = Board(rule, stacks, (buried, (), (), ()), rest[0], rest[1:])
    verdict = solve(board)
    assert verdict.result == LOST and verdict.nodes == 0


def test_an_impossible_sequence_is_proven_lost_by_search():
    # Under option 3 the shortcut is off, so the search must try everything: stack 1 has
    # A–4 and every other stack is full; the 6 lies on the only 5 and no pile is empty.
    rule = find_rule("4-010000")
    rng = random.Random(1)
    stacks, left = full_stacks(rule, [4, 13, 13, 13], rng)
    by_rank = {c >> 2: c for c in left}
    piles = (
        (by_rank[4], by_rank[5]),
        (by_rank[12], by_rank[11], by_rank[10]),
        (by_rank[6],),
        (by_rank[9], by_rank[8]),
    )
    board = Board(rule, stacks, piles, by_rank[7], ())
    assert not brute_force(board)
    verdict = solve(board)
    assert verdict.result == LOST and verdict.nodes > 0


@pytest.mark.parametrize("code", ["4-000000", "3-000000", "3-010000", "5-011000", "4-001001"])
def test_verdicts_match_a_brute_force_on_random_endgames(code):
    seen = {WON: 0, LOST: 0}
    for seed in range(40):
        board = endgame(code, seed)
        verdict = solve(board)
        assert verdict.result != UNDECIDED
        assert (verdict.result == WON) == brute_force(board), (code, seed)
        seen[verdict.result] += 1
        if verdict.result == WON:
            for move in verdict.line:
                assert move in legal_moves(board), (code, seed, move)
                board = perform(board, move)[0]
            assert board.won
    assert seen[WON] and seen[LOST], seen  # both verdicts were put to the test


def test_the_budget_stops_the_search():
    board = new_game("calculation", deal=4).board
    verdict = solve(board, 50)
    assert verdict.result in (WON, UNDECIDED)
    if verdict.result == UNDECIDED:
        assert verdict.line == () and verdict.nodes == 51

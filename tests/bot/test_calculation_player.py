"""The honest Calculation player: it never reads an undealt card the variation hides (its move
is the same whatever the hidden deck's order), plays only legal moves, is deterministic,
wins a deal stacked in order, and follows the readme's advice in plain cases."""

from __future__ import annotations

import random

import pytest

from boardwalk.bot.calculation_player import POS, choose, cost, hint, reason, urgency
from boardwalk.rules import new_game
from boardwalk.rules.calculation import Board, find_rule, legal_moves
from boardwalk.rules.calculation.engine import perform
from boardwalk.rules.calculation.options import next_rank
from boardwalk.rules.cards import parse_card
from boardwalk.rules.deals import format_deck

HIDDEN_DECK = ["4-000000", "6-100010", "3-010000", "5-001001", "4-110110", "6-011011"]
"""Variations whose undealt cards are face down (option 5 standard), options mixed."""
SHOWN_DECK = ["4-000100", "6-100110"]


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split())


def board_of(stacks: list[str], piles: list[str], play: str | None, rule: str = "4-000000"):
    """A hand-built board (need not hold all 52 cards): stacks and piles bottom card first."""
    card = parse_card(play) if play else None
    return Board(find_rule(rule), tuple(cards(s) for s in stacks), tuple(cards(p) for p in piles),
                 card, ())  # fmt: skip


def positions(code: str, deals: range):
    """Every position the honest player meets on these deals, with the move it makes."""
    for deal in deals:
        board = new_game("calculation", deal=deal, rule=code).board
        while (move := choose(board)) is not None:
            yield board, move
            board = perform(board, move)[0]


def stacked_deck(rule: str) -> str:
    """A deal string whose every card fits a stack the moment it is dealt: round-robin over
    the stacks, each taking the first unused card of the rank (and colour) it wants."""
    chosen = find_rule(rule)
    left = list(range(52))
    order: list[int] = []
    counts = [0, 0, 0, 0]
    while left:
        for s in range(4):
            card = next((c for c in left if chosen.fits(c, s, counts[s])), None)
            if card is not None:
                left.remove(card)
                order.append(card)
                counts[s] += 1
    if chosen.kings_start:  # the Kings come after the bases (if any), and go up last
        kings = [c for c in order if c >> 2 == 12]
        rest = [c for c in order if c >> 2 != 12]
        at = 0 if chosen.stacks_empty else 4
        order = rest[:at] + kings + rest[at:]
    return format_deck(tuple(order))


@pytest.mark.parametrize("code", HIDDEN_DECK)
def test_the_move_never_depends_on_the_hidden_deck_order(code):
    rng = random.Random(code)
    checked = 0
    for board, move in positions(code, range(1, 7)):
        for _ in range(3):
            stock = list(board.stock)
            rng.shuffle(stock)
            other = Board(board.rule, board.stacks, board.piles, board.in_play, tuple(stock))
            assert choose(other) == move, (code, board)
            assert reason(other, move) == reason(board, move)
        checked += 1
    assert checked > 100


def test_with_the_deck_shown_the_player_may_read_it_and_still_plays_legally():
    for code in SHOWN_DECK:
        for board, move in positions(code, range(1, 4)):
            assert move in legal_moves(board)


@pytest.mark.parametrize("code", HIDDEN_DECK + SHOWN_DECK)
def test_only_legal_moves_and_every_game_ends(code):
    for deal in range(1, 9):
        board = new_game("calculation", deal=deal, rule=code).board
        for _ in range(400):
            move = choose(board)
            if move is None:
                break
            assert move in legal_moves(board), (code, deal, move)
            assert reason(board, move).endswith(".")
            board = perform(board, move)[0]
        assert board.is_over(), (code, deal)


def test_deterministic_for_a_seed():
    first = [m for _, m in positions("4-000000", range(1, 4))]
    again = [m for _, m in positions("4-000000", range(1, 4))]
    assert first == again
    board = new_game("calculation", deal=11).board
    assert hint(board) == hint(board, rng_seed=0) == choose(board, 0)
    assert all(hint(board, seed) == hint(board, seed) for seed in range(5))


@pytest.mark.parametrize("code", ["4-000000", "6-100010", "3-001001", "4-000010"])
def test_wins_a_deal_stacked_in_order(code):
    game = new_game("calculation", deck=stacked_deck(code), rule=code)
    while (move := hint(game.board)) is not None:
        assert move.split("-")[1] in "1234", move  # every card goes straight up
        game.play(move)
    assert game.score().won and game.score().total == 52


def test_a_discard_top_goes_up_before_the_card_in_play():
    # Stack 1 wants a 5: both the top of pile b and the card in play are 5s (advice 4).
    board = board_of(["AS 2S 3S 4S", "2H", "3H", "4H"], ["", "5D", "", ""], "5C")
    assert choose(board) == "b-1"
    assert "work first from the discard piles" in reason(board, "b-1")


def test_a_card_lies_on_the_card_its_stack_wants_next():
    # Stack 1 has A 2 and wants a 3: the 4 in play goes on the 5 (advice 5: "place the four
    # on the five"), not on the 9, the 7 or the empty pile.
    board = board_of(["AS 2S", "2H 4H", "3H", "4H"], ["9D", "5D", "", "7C"], "4C")
    assert choose(board) == "p-b"
    assert min(range(4), key=lambda p: cost(board, parse_card("4C"), p)) == 1
    assert "builds down" in reason(board, "p-b")


def test_kings_go_to_a_pile_of_their_own():
    board = board_of(["AS 2S", "2H", "3H", "4H"], ["KD KC", "5D", "", "7C"], "KS")
    assert choose(board) == "p-a"
    empty = board_of(["AS 2S", "2H", "3H", "4H"], ["9D", "5D", "", "7C"], "KS")
    assert choose(empty) == "p-c"
    assert "King" in reason(empty, "p-c")


def test_a_card_does_not_cover_one_wanted_sooner():
    # Stack 1 wants a 3 next: the 3 on pile a must stay uncovered by the Jack in play.
    board = board_of(["AS 2S", "2H", "3H", "4H"], ["3D", "QD", "", ""], "JC")
    assert choose(board) != "p-a"
    assert cost(board, parse_card("JC"), 0) > cost(board, parse_card("JC"), 1)


def test_option_3_digs_out_a_covered_card_that_goes_up():
    board = board_of(["AS 2S", "2H", "3H", "4H"], ["3D 9C", "QD", "", "7C"], "JC", "4-010000")
    assert choose(board) == "a-c"
    assert "goes up" in reason(board, "a-c")


def test_urgency_counts_the_steps_to_the_card():
    board = new_game("calculation", deal=1).board  # stacks A, 2, 3, 4
    assert urgency(board, parse_card("2D")) == 0  # stack 1 wants it now
    assert urgency(board, parse_card("KD")) == 11  # a King is the twelfth card still due
    assert all(next_rank(s, POS[s][r]) == r for s in range(4) for r in range(13))

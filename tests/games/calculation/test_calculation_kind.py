"""Calculation behind the ``Kind`` protocol, without a window: what shows face up under each
view option, the one-click and shift-click moves, the variations offered at a deal, words
that name cards as a player sees them, and a bot that never reads the undealt cards unless
the variation shows them."""

from __future__ import annotations

from calculation_table_helpers import crafted

from boardwalk.games.calculation.bot import DealSolver, discard_cost
from boardwalk.games.calculation.kind import CALCULATION_GAME as KIND
from boardwalk.rules import new_game
from boardwalk.rules.calculation import Board

FIRST = ("AS", "2S", "3S", "4S", "9C", "KD", "5H", "QC")


def test_spots_show_what_the_variation_shows():
    game = crafted(*FIRST)
    for move in ("p-a", "p-a", "p-a"):  # 9♣, K♦, 5♥ onto pile a
        game.play(move)
    spots = {s.card: s for s in KIND.spots(game.board)}
    assert len(spots) == 52
    assert [spots[c].face_up for c in ("9C", "KD", "5H")] == [False, False, True]
    assert spots["QC"].place == "p" and spots["QC"].face_up
    assert not any(s.face_up for s in spots.values() if s.place == "deck")
    every = crafted(*FIRST, rule="4-100000")  # all discards visible
    for move in ("p-a", "p-a"):
        every.play(move)
    assert all(s.face_up for s in KIND.spots(every.board) if s.place == "a")
    shown = crafted(*FIRST, rule="4-000100")  # the undealt cards visible: the next first
    deck = [s for s in KIND.spots(shown.board) if s.place == "deck"]
    assert deck[0].card == "KD" and deck[0].index == 0 and all(s.face_up for s in deck)


def test_one_click_goes_to_the_lower_stack_and_shift_click_explains():
    game = crafted("AS", "2S", "3S", "4S", "2H", "3H", "4H")
    game.play("p-1")
    game.play("p-1")
    moves = [m for m in KIND.legal(game.board) if m.startswith("p-")]
    assert KIND.quick_targets(game.board, moves) == {"1"}
    assert KIND.foundation_move(game.board, "p") == "p-1"
    discards = [m for m in moves if m[-1] in "abcd"]
    assert KIND.quick_targets(game.board, discards) == set()  # a discard is a choice
    stuck = crafted(*FIRST)
    assert KIND.foundation_move(stuck.board, "p") == "p-1"  # refused, with the rules' reason
    assert "does not fit stack 1" in KIND.explain(stuck.board, "p-1")
    assert KIND.foundation_move(stuck.board, "2") is None  # no card leaves a stack


def test_the_standard_is_offered_first_and_preselected():
    choices = KIND.rule_choices("calculation")
    assert choices[0].id == "4-000000" and choices[0].chosen
    assert "6-100010" in [c.id for c in choices] and all(c.about for c in choices)
    KIND.rule = "5-000000"  # a run's own variation is offered too, and chosen
    try:
        chosen = [c for c in KIND.rule_choices("calculation") if c.chosen]
    finally:
        KIND.rule = None
    assert [c.id for c in chosen] == ["5-000000"]


def test_words_name_the_cards_and_places():
    game = crafted(*FIRST)
    board = game.board
    assert KIND.move_words(board, "p-b") == "the 9♣ in play onto empty pile b (p-b)"
    game.play("p-b")
    assert KIND.move_words(game.board, "p-b") == "the K♦ in play onto the 9♣ on pile b (p-b)"
    sections = dict(KIND.describe(game.board))
    assert "Stack 2 (up to the 2♠): takes a 4 next." in sections["Stacks, and what each needs next"]
    assert "b: 9♣" in sections["Discard piles, from the bottom card up"]
    assert sections["The card in play and the deck"] == (
        "The K♦ is in play; 46 cards left in the deck."  # and not which: they are face down
    )


def test_the_hint_never_reads_the_face_down_deck():
    a = crafted(*FIRST)
    b = crafted("AS", "2S", "3S", "4S", "9C", "5S", "6D", "8H")  # the same card in play
    assert a.board.stock != b.board.stock
    assert KIND.hint(a.board) == KIND.hint(b.board)


def test_a_discard_goes_onto_a_card_wanted_after_it():
    board = crafted(*FIRST).board
    king, five, nine, jack = 12 * 4 + 2, 4 * 4 + 1, 8 * 4 + 3, 10 * 4 + 3
    board = Board(board.rule, board.stacks, ((king,), (nine,), (jack,), ()), five, board.stock)
    # the 5 is wanted after 3 more cards (stack 1: 2 3 4), the 9 after 1 (stack 3: 6), the
    # J after 4 (stack 4: 8 Q 3 7): onto the J it comes off first; onto the 9 it buries it
    assert discard_cost(board, five, (jack,)) < discard_cost(board, five, ())
    assert discard_cost(board, five, ()) < discard_cost(board, five, (nine,))
    assert discard_cost(board, king, ()) == discard_cost(board, king, (king,)) == 0


def test_the_score_screens_search_wins_deal_3():
    verdict = DealSolver(15_000).solve(new_game("calculation", deal=3).board)
    assert verdict.winnable and verdict.best == 52
    game = new_game("calculation", deal=3)
    for move in verdict.line:
        game.play(move)
    assert game.score().won

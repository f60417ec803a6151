"""The live verdict's pure part: what the table says of a standing, which move lost the
game and how many moves the one click keeps, decided from a copy of the game (never the
game the player is changing), with the solver's memory kept per game."""

from __future__ import annotations

from boardwalk.bot.towers_solver import Standing
from boardwalk.games.towers.verdict import Judge, boards_of, outlook_of
from boardwalk.rules import new_game
from boardwalk.screens.verdict import undo_tip, undo_words

OPENING = ("h-f4", "j-e", "j-f4", "j-f1")
"""Deal 1's solver line for four moves, after which ``j-t1`` throws the win away."""
LOSING = "j-t1"


def played(*moves: str):
    game = new_game("towers", deal=1)
    for move in moves:
        game.play(move)
    return game


def test_each_standing_is_said_without_claiming_what_is_not_proven():
    won = outlook_of(Standing(True, None, ("a-b",), True))
    assert (won.state, won.words, won.back_to) == ("winnable", "Can still be won", None)
    lost = outlook_of(Standing(False, 23, (), True))
    assert (lost.state, lost.words, lost.back_to) == ("lost", "Lost since move 23", 22)
    assert "since move 23" in lost.tip and "after move 22" in lost.tip
    hopeless = outlook_of(Standing(False, 0, (), True))
    assert (hopeless.words, hopeless.back_to) == ("This deal cannot be won", None)
    bound = outlook_of(Standing(False, 23, (), False))  # only an upper bound: no click
    assert (bound.words, bound.back_to) == ("Lost by move 23", None)
    unknown = outlook_of(Standing(None, None, (), False))
    assert (unknown.state, unknown.back_to) == ("unknown", None)
    assert "could not decide" in unknown.tip


def test_the_first_move_lost_is_taken_back_to_the_deal():
    first = outlook_of(Standing(False, 1, (), True))
    assert first.back_to == 0 and "after the deal" in first.tip


def test_the_button_names_exactly_the_moves_it_takes_back():
    assert undo_words(22, 23) == "Undo move 23"
    assert undo_words(22, 30) == "Undo moves 23–30"
    assert undo_tip(22, 30) == (
        "Takes back moves 23 to 30: after move 22 the game can still be won (U)."
    )
    assert "from the deal" in undo_tip(0, 1)


def test_a_losing_move_on_a_real_deal_is_found_and_named():
    judge = Judge()
    assert judge.work(played(*OPENING))().words == "Can still be won"
    lost = judge.work(played(*OPENING, LOSING))()
    assert (lost.words, lost.back_to) == ("Lost since move 5", 4)
    more = played(*OPENING, LOSING, "d-i")
    assert judge.work(more)().back_to == 4  # a later move changes nothing: still move 5


def test_the_work_reads_a_copy_taken_when_it_was_asked_for():
    game = played(*OPENING)
    work = Judge().work(game)
    game.play(LOSING)  # the player moves on before the work runs
    assert work().words == "Can still be won"
    assert boards_of(game.start, game.moves) == game.boards()


def test_no_verdict_is_wanted_for_an_ended_game():
    game = played(*OPENING)
    game.end()
    assert Judge().work(game) is None


def test_a_search_out_of_budget_says_it_cannot_tell():
    outlook = Judge(nodes=1).work(played())()
    assert outlook.state == "unknown" and outlook.back_to is None


def test_the_memory_is_kept_for_one_game_and_renewed_for_the_next():
    judge = Judge()
    judge.work(played(*OPENING))()
    memory = judge._memory
    judge.work(played(*OPENING, LOSING))()
    assert judge._memory is memory and memory.lost
    judge.work(new_game("towers", deal=2))()
    assert judge._memory is not memory

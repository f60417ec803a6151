"""The bot: deterministic, always legal, honest (blind to face-down cards); the solver's
winning line replays to a win; hint, demo and the score screen's verdict in the loop."""

import random
import time

import pygame
import pytest
from driver import Driver

from boardwalk.bot.__main__ import main as bot_cli
from boardwalk.bot.knowledge import Observation, fill
from boardwalk.bot.players import Budget, GreedyPlayer, RandomPlayer, SearchPlayer
from boardwalk.bot.solver import Solver
from boardwalk.rules import legal_moves, new_game, score
from boardwalk.rules.engine import perform

SMALL = Budget(samples=3, width=4, depth=1)
VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]


def midgame(variant: str, deal: int, moves: int = 6):
    board = new_game(variant, deal=deal).board
    player = GreedyPlayer()
    for _ in range(moves):
        move = player.choose(board)
        if move is None:
            break
        board = perform(board, move)[0]
    return board


def reshuffled(board, seed: int):
    """The same view with the face-down cards dealt differently: what the bot must not see."""
    observation = Observation.of(board)
    cards = [board.stacks[c][i] for c, i in observation.slots]
    random.Random(seed).shuffle(cards)
    return fill(board, observation.slots, tuple(cards))


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_bot_never_reads_a_face_down_card(variant):
    board = midgame(variant, deal=4)
    bot = SearchPlayer(seed=1, budget=SMALL)
    choice = bot.choose(board)
    for seed in range(4):
        other = reshuffled(board, seed)
        assert other != board or seed  # the hidden cards really are elsewhere
        assert bot.choose(other) == choice
        assert GreedyPlayer(seed=3).choose(other) == GreedyPlayer(seed=3).choose(board)


def test_the_bot_is_deterministic_for_a_seed():
    board = midgame("squattsi", deal=9)
    assert SearchPlayer(seed=5, budget=SMALL).choose(board) == SearchPlayer(
        seed=5, budget=SMALL
    ).choose(board)


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_player_only_ever_plays_legal_moves_to_the_end(variant):
    for player in (RandomPlayer(seed=2), GreedyPlayer(seed=2), SearchPlayer(seed=2, budget=SMALL)):
        board = new_game(variant, deal=11).board
        for _ in range(300):
            move = player.choose(board)
            if move is None:
                assert legal_moves(board) == []
                break
            assert move in legal_moves(board)
            board = perform(board, move)[0]
        else:
            raise AssertionError("the game did not end")


def test_the_solvers_winning_line_replays_legally_to_a_win():
    game = new_game("hopscotch", deal=2)
    verdict = Solver(20_000, want_score=False).solve(game.board)
    assert verdict.winnable is True and verdict.line
    for move in verdict.line:
        game.play(move)
    assert game.score().won


def test_the_solver_proves_a_hopeless_position_lost():
    game = new_game("hopscotch", deal=347712783)
    game.play("1a-4a")  # a King declared on the first lowerwalk column: nothing else moves
    verdict = Solver(1_000).solve(game.board)
    assert verdict.winnable is False and verdict.exact and verdict.best == score(game.board).total


def test_simulate_prints_rates_with_intervals(capsys):
    assert (
        bot_cli(
            [
                "simulate",
                "--variant",
                "hopscotch",
                "--games",
                "4",
                "--jobs",
                "1",
                "--player",
                "greedy",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "win rate:" in out and "95% CI" in out and "mean score:" in out
    assert (
        out.strip().splitlines()[-1].startswith("bot-sim: variant=hopscotch player=greedy games=4")
    )


def wait_for(d: Driver, check, seconds: float = 30.0) -> None:
    """Step frames until ``check`` holds, sleeping a little between them as a real frame does
    (the bot thinks on another thread)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        d.frames()
        if check():
            return
        time.sleep(0.005)
    raise AssertionError("timed out")


def test_hint_shows_the_bots_move_and_its_reason():
    d = Driver("--variant", "lucky-seven", "--deal", "8", "--anim-ms", "0")
    d.key(pygame.K_h)
    wait_for(d, lambda: d.table.hinted is not None)
    board, move = d.table.hinted
    assert move in legal_moves(board) and d.toast().startswith("Hint: ")
    assert d.table.highlights().hint  # its places glow on the table
    assert d.game.moves == []  # a hint never plays


def test_demo_plays_until_a_key_stops_it():
    d = Driver("--variant", "hopscotch", "--deal", "8", "--anim-ms", "0")
    d.key(pygame.K_d)
    wait_for(d, lambda: len(d.game.moves) >= 2)
    d.key(pygame.K_SPACE)
    assert not d.table.demo
    played = len(d.game.moves)
    d.frames(30)
    assert len(d.game.moves) <= played + 1  # at most the move already in flight


def test_the_score_screen_says_what_the_solver_found():
    d = Driver("--variant", "hopscotch", "--deal", "2", "--anim-ms", "0")
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    assert type(d.scene).__name__ == "Dialog"  # ending a fresh game asks first
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "ScoreScreen"
    assert "is looking at this deal" in d.scene.verdict_words()  # the window is not frozen
    wait_for(d, lambda: d.scene.verdict is not None, 60)
    assert d.scene.verdict_words().startswith("This deal was winnable")

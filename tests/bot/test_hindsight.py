"""The hindsight player: honest (blind to face-down cards, also through the worlds it keeps
from move to move), deterministic for a seed, always legal, and stoppable; its world
keeping and line replay exact."""

import random
import threading
import time

import pygame
import pytest
from driver import Driver
from test_bot import midgame, reshuffled

from boardwalk.bot.hindsight import HindsightPlayer, Plan, _agree, _lenient
from boardwalk.bot.knowledge import Observation
from boardwalk.bot.solver import Solver
from boardwalk.rules import legal_moves, new_game
from boardwalk.rules.engine import perform

SMALL = Plan(worlds=4, nodes=400, searches=2, width=4)
VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]


def play(player, board, moves: int) -> list[str]:
    played = []
    for _ in range(moves):
        move = player.choose(board)
        if move is None:
            break
        assert move in legal_moves(board)
        board = perform(board, move)[0]
        played.append(move)
    return played


@pytest.mark.parametrize("variant", VARIANTS)
def test_it_never_reads_a_face_down_card(variant):
    board = midgame(variant, deal=5)
    choice = HindsightPlayer(seed=2, plan=SMALL).choose(board)
    for seed in range(3):
        assert HindsightPlayer(seed=2, plan=SMALL).choose(reshuffled(board, seed)) == choice


def test_the_worlds_it_keeps_come_from_what_it_saw_only():
    """Two games of one deal whose face-down cards differ only where nothing has turned
    up yet: the same moves, because every world was built from the same sights."""
    board = new_game("squattsi", deal=3).board
    first = HindsightPlayer(seed=1, plan=SMALL)
    moves = play(first, board, 4)
    seen = Observation.of(fold(board, moves))
    hidden = [board.stacks[c][i] for c, i in seen.slots]  # still face down after 4 moves
    random.Random(9).shuffle(hidden)
    slots = dict(zip(seen.slots, hidden, strict=True))
    stacks = [
        [slots.get((c, i), card) for i, card in enumerate(s)] for c, s in enumerate(board.stacks)
    ]
    other = board.__class__(board.variant, tuple(map(tuple, stacks)), *astuple_rest(board))
    assert other != board
    assert play(HindsightPlayer(seed=1, plan=SMALL), other, 4) == moves


def fold(board, moves):
    for move in moves:
        board = perform(board, move)[0]
    return board


def astuple_rest(board):
    return board.down, board.piles, board.hand, board.dormant, board.locked, board.plies


def test_it_is_deterministic_for_a_seed_and_plays_only_legal_moves():
    board = new_game("cheshire", deal=7).board
    a = play(HindsightPlayer(seed=4, plan=SMALL), board, 6)
    assert len(a) == 6
    assert play(HindsightPlayer(seed=4, plan=SMALL), board, 6) == a


def test_a_world_keeps_every_guess_still_possible_and_deals_the_rest_once():
    board = midgame("lucky-seven", deal=2)
    seen = Observation.of(board)
    rng = random.Random(1)
    guess = dict(
        zip(seen.slots, random.Random(2).sample(seen.unseen, len(seen.unseen)), strict=True)
    )
    turned = seen.slots[-1]  # suppose this place's card turned up: another card was there
    guess[turned] = 99
    kept = _agree(guess, seen, rng)
    assert sorted(kept.values()) == sorted(seen.unseen)  # each unseen card exactly once
    assert set(kept) == set(seen.slots)
    moved = [s for s in seen.slots if kept[s] != guess[s]]
    assert moved == [turned]  # every other guess survives


def test_a_line_replays_leniently_to_the_same_win():
    board = new_game("hopscotch", deal=4).board
    line = Solver(5000, want_score=False).solve(board).line
    assert _lenient(board, line) == line
    skipped = ("2a-4a", *line)  # not legal at the deal (row 2 never moves): passed over
    assert "2a-4a" not in legal_moves(board) and _lenient(board, skipped) == line
    assert _lenient(board, line[:-1]) is None  # one move short is not a win


def test_a_hint_left_behind_before_it_starts_does_no_work():
    board = new_game("squattsi", deal=3).board
    player, stop = HindsightPlayer(plan=Plan(nodes=20_000)), threading.Event()
    stop.set()
    assert player.hint(board, stop, seconds=30) is None
    assert not player.worlds  # not a world imagined, not a search run


def test_a_search_cut_short_by_the_clock_is_tried_again():
    board = new_game("squattsi", deal=3).board
    player = HindsightPlayer(plan=Plan(nodes=20_000))
    assert player.hint(board, seconds=0) in legal_moves(board)  # the clock ran out at once
    assert not any(w.searched for w in player.worlds)  # nothing was settled by it


def test_a_hint_for_a_position_left_behind_is_stopped_and_never_shown():
    d = Driver("--variant", "squattsi", "--deal", "3", "--anim-ms", "0")
    d.key(pygame.K_h)
    assert d.table.thinking.busy
    stop = d.table.thinking._stop
    d.drag("1e", "4g")  # the player moves on before the hint comes
    assert d.game.moves == ["1e-4g"]
    d.frames(2)
    assert stop.is_set()  # the bot was told to stop thinking about the old position
    time.sleep(0.6)
    d.frames(3)
    assert d.table.hinted is None and not d.toast().startswith("Hint")

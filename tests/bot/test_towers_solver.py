"""The exact solver of The Towers: its winning lines replay through the real game to a win
under every rule, its losses are real, its live verdict names the move that threw a win
away, and it stops when told. The search's own move maker is held to the rules engine."""

from __future__ import annotations

import random
import threading
import time

import pytest

from boardwalk.bot import towers_moves
from boardwalk.bot.towers_auto import settle
from boardwalk.bot.towers_moves import moves, notation, play, position_of, table_for
from boardwalk.bot.towers_solver import Memory, Standing, solve, still_winnable
from boardwalk.rules import new_game
from boardwalk.rules.cards import parse_card
from boardwalk.rules.towers import Board, deal_string, legal_moves
from boardwalk.rules.towers.engine import perform

RULES = ["same-suit", "alternating", "any-suit"]
HOPELESS = deal_string({"a": "7S AS 2S 3S 4S", "t2": "5S", "t3": "6S"})
"""Under same-suit, 5♠ and 6♠ can leave their towers only for 6♠ and 7♠ in a column, and
7♠ lies under A♠ 2♠ 3♠ 4♠: two towers are left for the three cards above A♠."""
LONG_PROOF = 245
"""Same-suit deal 245 is lost, and proving it takes the search about 62,000 positions."""


def replay(game, line) -> None:
    """Play a line through the real game: IllegalMove fails the test."""
    for move in line:
        game.play(move)


@pytest.mark.parametrize("rule", RULES)
def test_every_winning_line_replays_to_a_won_game(rule):
    wins = 0
    for deal in range(1, 7):
        game = new_game("towers", deal=deal, rule=rule)
        verdict = solve(game.board)
        assert verdict.winnable is not None, (rule, deal)
        if verdict.winnable:
            replay(game, verdict.line)
            assert game.score().won, (rule, deal)
            wins += 1
    assert wins >= 5


def test_a_line_from_the_middle_of_a_game_replays_too():
    game = new_game("towers", deal=3, rule="alternating")
    replay(game, solve(game.board).line[:10])
    verdict = solve(game.board)
    replay(game, verdict.line)
    assert verdict.winnable and game.score().won


def test_a_hopeless_deal_is_proven_lost_and_an_easier_rule_wins_it():
    lost = solve(new_game("towers", deck=HOPELESS, rule="same-suit").board)
    assert lost.winnable is False and lost.line == () and lost.nodes > 0
    game = new_game("towers", deck=HOPELESS, rule="any-suit")
    won = solve(game.board)
    replay(game, won.line)
    assert game.score().won


def test_a_position_with_no_move_left_is_lost_at_once():
    cards = [parse_card(c) for c in "KS KH KD KC JS JH JD JC 9S 9H 7S 7H 7D 7C".split()]
    rule = new_game("towers", deal=7, rule="same-suit").board.rule
    stuck = Board(rule, tuple((c,) for c in cards[:10]), tuple(cards[10:]), (0, 0, 0, 0))
    assert legal_moves(stuck) == []
    verdict = solve(stuck)
    assert verdict.winnable is False and verdict.nodes == 0


def test_the_same_question_gets_the_same_answer():
    board = new_game("towers", deal=12, rule="alternating").board
    assert solve(board).line == solve(board).line
    assert solve(board).nodes == solve(board).nodes


def test_a_stop_or_a_passed_deadline_leaves_the_answer_undecided():
    board = new_game("towers", deck=HOPELESS, rule="same-suit").board
    stop = threading.Event()
    stop.set()
    stopped = solve(board, stop=stop)
    late = solve(board, deadline=time.perf_counter() - 1)
    small = solve(board, node_limit=100)
    for verdict in (stopped, late, small):
        assert verdict.winnable is None and verdict.line == ()
    assert stopped.nodes <= 64 and late.nodes <= 64 and small.nodes <= 100


def test_a_stop_from_another_thread_ends_a_long_search_soon():
    board = new_game("towers", deal=LONG_PROOF, rule="same-suit").board
    stop = threading.Event()
    threading.Timer(0.1, stop.set).start()
    start = time.perf_counter()
    verdict = solve(board, stop=stop)
    assert verdict.winnable is None and verdict.nodes < 60_000
    assert time.perf_counter() - start < 1.5


# --- the live verdict ---------------------------------------------------------------------


def test_a_deal_that_cannot_be_won_is_lost_since_the_deal():
    game = new_game("towers", deal=7, rule="same-suit")
    assert still_winnable(game) == Standing(False, 0, (), True)


def test_the_move_that_throws_the_win_away_is_named():
    game = new_game("towers", deal=2, rule="same-suit")
    replay(game, ["i-d", "i-f2", "h-t1"])  # the start of a winning line
    assert still_winnable(game).winnable is True
    game.play("c-t4")  # the mistake: the fourth move
    for _ in range(2):  # and plays on
        game.play(game.legal_moves()[0])
    standing = still_winnable(game)
    assert standing == Standing(False, 4, (), True)


def test_following_the_line_needs_no_search_and_undoing_neither():
    game = new_game("towers", deal=20, rule="same-suit")
    memory = Memory()
    first = still_winnable(game, memory)
    assert first.winnable is True
    stop = threading.Event()
    stop.set()  # no search may run: only what memory knows can answer
    for played, move in enumerate(first.line[:5], start=1):
        game.play(move)
        assert still_winnable(game, memory, stop=stop).line == first.line[played:]
    game.undo()
    game.undo()
    assert still_winnable(game, memory, stop=stop).line == first.line[3:]


def test_a_lost_game_stays_lost_without_a_new_search():
    game = new_game("towers", deal=20, rule="same-suit")
    memory = Memory()
    replay(game, ["f-j", "f-t1", "a-t4"])
    assert still_winnable(game, memory).lost_since == 3
    stop = threading.Event()
    stop.set()
    moves_now = legal_moves(game.board)
    game.play(moves_now[0])
    assert still_winnable(game, memory, stop=stop) == Standing(False, 3, (), True)


def test_the_live_verdict_takes_a_list_of_boards_and_honours_a_stop():
    game = new_game("towers", deal=LONG_PROOF, rule="same-suit")
    stop = threading.Event()
    stop.set()
    standing = still_winnable(game.boards(), stop=stop)
    assert standing.winnable is None and standing.lost_since is None and not standing.exact


# --- the search's move maker against the rules engine ---------------------------------------


def walk(rule: str, deal: int, seed: int):
    """Positions of a random game (foundation moves first, so that it goes deep)."""
    board, rng = new_game("towers", deal=deal, rule=rule).board, random.Random(seed)
    for _ in range(120):
        yield board
        legal = legal_moves(board)
        if not legal:
            return
        home = [m for m in legal if m[-2] == "f"]
        board = perform(board, home[0] if home else rng.choice(legal))[0]


def steps_play(board: Board, steps) -> Board:
    """Each step must be legal in turn under the rules engine."""
    for step in steps:
        assert step in legal_moves(board), (step, legal_moves(board))
        board = perform(board, step)[0]
    return board


@pytest.mark.parametrize("rule", RULES)
def test_the_searchs_moves_are_legal_and_make_the_engines_positions(rule):
    table = table_for(new_game("towers", deal=1, rule=rule).board.rule)
    checked = 0
    for deal in range(1, 31 if rule == "same-suit" else 7):  # same-suit games end sooner
        for board in walk(rule, deal, seed=deal):
            position = position_of(board)
            offered = moves(position, table)
            for steps in offered:
                after = position
                for step in steps:
                    after = play(after, step)
                written = [notation(step) for step in steps]
                assert after == position_of(steps_play(board, written))
                line: list = []
                settled = settle(after, table, line)
                written += [notation(step) for step in line]
                assert settled == position_of(steps_play(board, written))
                checked += 1
            singles = {notation(steps[0]) for steps in offered}
            for move in legal_moves(board):
                assert move in singles or left_out(board, move, table), move
    assert checked > 400


def left_out(board: Board, move: str, table) -> bool:
    """The kinds of move the search leaves out (``towers_moves.moves``): into a tower or
    an empty column other than the first; under same-suit, a card lying on its base alone
    into a tower (its whole run goes instead, when the towers can take it)."""
    src, dst = move.partition(":")[0].split("-")
    free = [f"t{i + 1}" for i, t in enumerate(board.towers) if t is None]
    empty = [c for c, col in zip("abcdefghij", board.columns, strict=True) if not col]
    if dst.startswith("t"):
        col = board.columns["abcdefghij".index(src)]
        on_base = len(col) > 1 and table.fits[col[-1]][col[-2]]
        return dst != free[0] or (table.shortcuts and on_base)
    return dst in empty and dst != empty[0]


def test_same_suit_shortcuts_change_no_answer():
    """The proofs in towers_auto, checked: without its same-suit shortcuts the search
    reaches the same verdicts (won and lost deals both)."""
    verdicts = {}
    for deal in (2, 7, 12, 31, 46):
        board = new_game("towers", deal=deal, rule="same-suit").board
        verdicts[deal] = solve(board).winnable
        plain = towers_moves.Table(board.rule)
        plain.shortcuts = False
        towers_moves._TABLES[board.rule.id] = plain
        try:
            assert solve(board).winnable == verdicts[deal], deal
        finally:
            del towers_moves._TABLES[board.rule.id]
    assert set(verdicts.values()) == {True, False}

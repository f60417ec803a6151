"""The layoff (Ctrl+L, COMPANIONS.md §4) and what a press lifts, pure and then at the table:
the cards a layoff sends up and their order (columns a to j, then towers, pass after pass,
so a card freed by another follows), each its own move, played one after another, one
Undo taking back one card; a sentence when nothing can go up, and at Boardwalk's table,
which has no layoff."""

from __future__ import annotations

import pygame
from conftest import winning_line
from driver import Driver

from boardwalk.games.towers.layoff import foundation_move, layoff_moves, lift_count
from boardwalk.rules import new_game
from boardwalk.rules.towers import legal_moves
from boardwalk.screens.layoff import NONE_UP

CTRL = pygame.KMOD_CTRL
OPENING = "j-e c-t1 c-t2"
"""Deal 1 after these moves: five cards can go up, two of them only once another has."""
LAID_OFF = ["c-f2", "h-f4", "j-f4", "j-f1", "c-f1"]


def board_after(deal: int, moves: list[str] | str):
    game = new_game("towers", deal=deal)
    for move in moves.split() if isinstance(moves, str) else moves:
        game.play(move)
    return game.board


# -- pure ---------------------------------------------------------------------------------------
def test_the_layoff_plays_every_card_that_can_go_up_in_the_rules_order():
    board = board_after(1, OPENING)
    moves = layoff_moves(board)
    assert moves == LAID_OFF
    first_pass = moves[:3]
    assert first_pass == sorted(first_pass)  # c, h, j: the columns in order
    assert "j-f1" not in legal_moves(board) and "c-f1" not in legal_moves(board)  # freed later
    game = new_game("towers", deal=1)
    for move in [*OPENING.split(), *moves]:
        game.play(move)  # each one legal when its turn comes
    assert layoff_moves(game.board) == []


def test_towers_go_after_the_columns_and_a_layoff_of_nothing_is_empty():
    line = winning_line(1)
    for n in range(len(line)):
        board = board_after(1, list(line[:n]))
        moves = layoff_moves(board)
        sources = [m.split("-")[0] for m in moves]
        passes = _passes(sources)
        assert all(p == sorted(p, key=_order) for p in passes), (n, moves)
        assert all(m.split("-")[1].startswith("f") for m in moves)
    assert layoff_moves(board_after(2, list(winning_line(2)[:26]))) == []


def _order(source: str) -> int:
    return ("abcdefghij" + "1234").index(source[-1])


def _passes(sources: list[str]) -> list[list[str]]:
    """Split a layoff's sources into its passes (each pass goes forward in order)."""
    passes: list[list[str]] = [[]]
    for s in sources:
        if passes[-1] and _order(s) <= _order(passes[-1][-1]):
            passes.append([])
        passes[-1].append(s)
    return passes


def test_a_press_lifts_a_run_from_any_of_its_cards_and_nothing_below_it():
    board = board_after(2, list(winning_line(2)[:26]))  # i: 3♦ 6♠ 5♠ 4♠
    assert [lift_count(board, "i", k) for k in range(4)] == [0, 3, 2, 1]
    assert lift_count(board, "t1", 0) == 1 and lift_count(board, "t3", 0) == 0
    assert lift_count(board, "f1", 1) == 0
    assert foundation_move(board, "i") == "i-f1" and foundation_move(board, "t1") == "t1-f4"
    assert foundation_move(board, "t3") is None and foundation_move(board, "f2") is None


# -- at the table ---------------------------------------------------------------------------------
def test_ctrl_l_sends_the_cards_up_one_after_another_each_its_own_move():
    d = Driver("--variant", "towers", "--deal", "1", "--moves", OPENING, "--anim-ms", "200")
    d.key(pygame.K_l, CTRL)
    assert d.game.moves == [*OPENING.split(), "c-f2"]  # the first, gliding; the rest wait
    assert "5 cards go up" in d.toast()
    d.frames(3)
    assert len(d.game.moves) == 4
    for _ in range(200):
        d.frames()
        if len(d.game.moves) == 8:
            break
    assert d.game.moves == [*OPENING.split(), *LAID_OFF]
    d.key(pygame.K_z, CTRL)
    assert d.game.moves == [*OPENING.split(), *LAID_OFF[:-1]]


def test_an_undo_during_the_layoff_ends_it():
    d = Driver("--variant", "towers", "--deal", "1", "--moves", OPENING, "--anim-ms", "200")
    d.key(pygame.K_l, CTRL)
    d.key(pygame.K_z, CTRL)
    d.frames(60)
    assert d.game.moves == OPENING.split()


def test_ctrl_l_with_nothing_to_send_up_says_so():
    line = " ".join(winning_line(2)[:26])
    d = Driver("--variant", "towers", "--deal", "2", "--moves", line)
    d.key(pygame.K_l, CTRL)
    assert d.toast() == NONE_UP and len(d.game.moves) == 26


def test_boardwalk_has_no_layoff_and_says_so():
    d = Driver("--variant", "hopscotch", "--deal", "7")
    board = d.game.board
    d.key(pygame.K_l, CTRL)
    assert d.game.board is board and d.game.moves == []
    assert d.toast() == "Boardwalk Solitaire has no layoff: no card of it goes to a foundation."


def test_ctrl_l_on_an_ended_game_says_undo_reopens_it_and_plays_nothing():
    d = Driver("--variant", "towers", "--deal", "1", "--moves", OPENING, "--anim-ms", "0")
    d.game.end()  # as End game does: the position scored as it stands
    d.key(pygame.K_l, CTRL)
    assert d.toast() == "The game was ended: Undo reopens it." and d.game.moves == OPENING.split()

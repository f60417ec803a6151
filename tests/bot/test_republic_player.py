"""The honest Republic player: it never reads a face-down card (its move is the same whatever
order the packets' hidden cards and the stock are in), plays only legal moves, is the same
for the same seed, and always ends, with no move to offer once nothing useful is left."""

from __future__ import annotations

import random

import pytest

from boardwalk.bot.republic_player import choose, masked, reason
from boardwalk.rules import new_game
from boardwalk.rules.republic import Board, legal_moves
from boardwalk.rules.republic.engine import perform

RULES = ("alternating", "same-suit", "any-suit")
CAP = 3000


def shuffled_unseen(board: Board, rng: random.Random) -> Board:
    """The same board with its face-down cards (packets under their turned-up card, the whole
    stock) dealt again among themselves."""
    hidden = [len(p) - (board.packet_card(c) is not None) for c, p in enumerate(board.packets)]
    pool = [c for p, n in zip(board.packets, hidden, strict=True) for c in p[:n]]
    pool += board.stock
    rng.shuffle(pool)
    packets, at = [], 0
    for p, n in zip(board.packets, hidden, strict=True):
        packets.append(tuple(pool[at : at + n]) + p[n:])
        at += n
    return Board(board.rule, tuple(packets), board.columns, tuple(pool[at:]), board.card,
                 board.talon, board.foundations, board.redeals)  # fmt: skip


def game_positions(rule: str, deal: int, limit: int = 400):
    board = new_game("republic", deal=deal, rule=rule).board
    for _ in range(limit):
        move = choose(board)
        if move is None:
            return
        yield board, move
        board = perform(board, move)[0]


@pytest.mark.parametrize("rule", RULES)
def test_the_move_is_the_same_whatever_the_face_down_cards_are(rule):
    rng = random.Random(3)
    for i, (board, move) in enumerate(game_positions(rule, 2001, 160)):
        if i % 4:
            continue
        other = shuffled_unseen(board, rng)
        assert masked(other) == masked(board)
        assert other.stock != board.stock or not board.stock or len(set(board.stock)) == 1
        assert choose(other) == move


@pytest.mark.parametrize("rule", RULES)
def test_it_plays_only_legal_moves_and_ends_within_the_cap(rule):
    for deal in (2002, 2003):
        board, moves = new_game("republic", deal=deal, rule=rule).board, 0
        while (move := choose(board)) is not None:
            assert move in legal_moves(board)
            assert reason(board, move).endswith(".")
            board = perform(board, move)[0]
            moves += 1
            assert moves < CAP, "the honest player went round in circles"
        assert board.won or legal_moves(board) == [] or choose(board) is None


def test_the_same_seed_plays_the_same_game():
    def line(seed: int) -> list[str]:
        board, out = new_game("republic", deal=2004, rule="alternating").board, []
        while (move := choose(board, seed)) is not None and len(out) < CAP:
            out.append(move)
            board = perform(board, move)[0]
        return out

    assert line(0) == line(0) and line(5) == line(5)


def test_a_card_that_can_go_home_goes_home_at_the_deal():
    """On a fresh deal with an Ace in a column, the first move sends an Ace up or empties a
    column over its packet (information first): never a turn of the stock."""
    for deal in range(2005, 2030):
        board = new_game("republic", deal=deal).board
        aces = [c for c in range(10) if board.columns[c][-1] >> 2 == 0]
        if aces:
            move = choose(board)
            assert move != "s" and ("-f" in move or len(board.columns[ord(move[0]) - 97]) == 1)
            return
    pytest.fail("no deal with an Ace in a column")

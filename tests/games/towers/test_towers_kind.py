"""The Towers behind the shell's ``Kind`` protocol, without a window: every card spotted
once, what may be lifted, a run's glide, where a double-click sends a card, the chime of a
King going home, the words, the help's rulings, and the bot's hints and verdicts."""

from __future__ import annotations

import pytest
from conftest import winning_line

from boardwalk.games.towers.bot import plain_move
from boardwalk.games.towers.kind import TOWERS_GAME as KIND
from boardwalk.games.towers.kind import quick_move
from boardwalk.rules import new_game
from boardwalk.rules.towers import RunMoved, deal_string, legal_moves
from boardwalk.solitaire import Kind


def game_at(deal: int, moves: int):
    game = new_game("towers", deal=deal)
    for move in winning_line(deal)[:moves]:
        game.play(move)
    return game


def test_the_kind_has_every_method_of_the_protocol():
    wanted = {n for n in dir(Kind) if not n.startswith("_")}
    assert not [n for n in wanted if not hasattr(KIND, n)]
    assert KIND.id in KIND.variants and KIND.max_score("towers") == 52


@pytest.mark.parametrize("moves", [0, 20, 45, -1])
def test_spots_list_every_card_once_where_the_rules_put_it(moves):
    line = winning_line(1)
    game = game_at(1, moves if moves >= 0 else len(line))
    spots = KIND.spots(game.board)
    assert sorted(s.card for s in spots) == sorted({s.card for s in spots}) and len(spots) == 52
    assert all(s.face_up for s in spots)
    for place in {s.place for s in spots}:
        here = sorted((s for s in spots if s.place == place), key=lambda s: s.index)
        assert [s.card for s in here] == game.cards(place)
        assert [s.index for s in here] == list(range(len(here)))


def test_exposed_and_tower_cards_lift_a_foundation_never_does():
    board = new_game("towers", deal=7).board
    assert all(KIND.can_lift(board, c) for c in "abcdefghij")
    assert KIND.can_lift(board, "t2") and not KIND.can_lift(board, "f3")


def test_a_run_glides_card_by_card_from_its_highest():
    event = RunMoved(("9S", "8S", "7S"), "c", "e")
    motions = KIND.motions([event])
    assert [(m.kind, m.card) for m in motions] == [
        ("glide", "9S"),
        ("glide", "8S"),
        ("glide", "7S"),
    ]


def test_source_and_target_of_every_kind_of_move():
    assert (KIND.source("c-e:3"), KIND.target("c-e:3")) == ("c", "e")
    assert (KIND.source("t2-f3"), KIND.target("t2-f3")) == ("t2", "f3")
    assert KIND.target("c-f") == "f" and KIND.places_named("t1-f:2") == ("t1", "f")


def test_double_click_sends_a_card_up_before_anywhere_else():
    deck = deal_string({"a": "2S", "b": "3S", "c": "9H", "d": "TH", "t2": "AS"})
    game = new_game("towers", deck=deck)  # the A♠ goes up at the deal
    board = game.board
    mine = [m for m in legal_moves(board) if m.startswith("a-")]
    assert quick_move(board, mine) == "a-f1"
    assert KIND.quick_targets(board, mine) == {"f1"}
    onto = [m for m in legal_moves(board) if m.startswith("c-")]
    assert KIND.quick_targets(board, onto) == {"d"}  # the 9♥ builds on the 10♥, not a tower
    assert KIND.place_move(board, "a") is None  # a click on a column never plays by itself


def test_a_king_going_home_chimes_for_its_foundation():
    line = winning_line(2)
    game = new_game("towers", deal=2)
    chimed = []
    for move in line:
        before = game.board
        chimed += KIND.completed(before, game.play(move))
    assert sorted(chimed) == ["f1", "f2", "f3", "f4"]


def test_words_for_the_status_the_replay_and_the_table_in_words():
    game = new_game("towers", deal=7, rule="alternating")
    assert KIND.status_parts(game) == ["Alternating colour rule", "win +1 · loss −4"]
    assert KIND.score_unit == ("card home", "cards home")
    assert KIND.move_words(game.board, "f-b") == "the 3♥ onto the 4♥ in column b (f-b)"
    heads = [h for h, _ in KIND.describe(game.board)]
    assert heads[-1] == "What can move" and "Towers" in heads
    shape, blurb = KIND.blurb("towers")
    assert "4 towers" in shape and blurb.endswith(".")


def test_the_help_states_every_ruling_and_the_points_of_every_rule():
    text = " ".join(body for _, body in KIND.help_sections("towers")).lower()
    for ruling in (
        "fixed when the cards are dealt",
        "a loss, even with no move made",
        "t2 and t3",
        "buried aces wait",
        "one card plus one for each empty tower",
        "only a king",
        "empty columns never raise the run limit",
        "no card moves from tower to tower",
        "leaves a foundation",
        "already lies at the bottom of its column",
        "f1 ♠, f2 ♥, f3 ♦, f4 ♣",
    ):
        assert ruling in text, ruling
    for points in ("+4, a loss −1", "+1, a loss −4", "scores 0, a loss 0"):
        assert points in text, points
    assert "c-e:3" in text and "c-f2" in text


def test_a_hint_is_the_first_move_of_a_win_when_there_is_one():
    board = new_game("towers", deal=1).board
    assert KIND.hint(board) == winning_line(1)[0]
    assert "No win is left" not in KIND.reason(board, winning_line(1)[0])


def test_a_lost_deal_gets_a_plain_legal_move_and_says_it_is_lost():
    board = new_game("towers", deal=7).board  # proven lost by the solver
    move = KIND.hint(board)
    assert move in legal_moves(board) and move == plain_move(board, legal_moves(board))
    assert KIND.reason(board, move).endswith("proved it.")


def test_the_plain_rule_sends_cards_home_first():
    deck = deal_string({"a": "2S", "b": "KH QH", "t2": "AS"})
    board = new_game("towers", deck=deck).board
    assert plain_move(board, legal_moves(board)) == "a-f1"


def test_the_score_screens_verdict_on_a_won_and_a_lost_deal():
    won = KIND.solver(15_000).solve(new_game("towers", deal=1).start)
    assert won.winnable is True and won.best == 52 and won.line == winning_line(1)
    lost = KIND.solver(15_000).solve(new_game("towers", deal=7).start)
    assert lost.winnable is False and lost.best is None and lost.line == ()

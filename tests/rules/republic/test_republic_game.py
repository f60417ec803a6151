"""The Republic through the public API (COMPANIONS.md §5): new_game, play, undo, redo, score
and its bonus, is_over, cards, board_text, the command line; the other games beside it."""

import random

import pytest
from republic_helpers import busy, refusal

from boardwalk.rules import IllegalMove, game_variant, new_game
from boardwalk.rules.__main__ import main as rules_cli
from boardwalk.rules.republic import (
    REPUBLIC,
    CardMoved,
    Game,
    GameOver,
    Score,
    apply,
    legal_moves,
    score,
)
from boardwalk.rules.republic.board import PLACES, cards_at

NEARLY = {f"f{i}": 13 for i in range(1, 8)} | {"f8": 12}  # every card up but one K♣


def test_a_republic_game_says_what_it_is():
    g = new_game("republic", deal=7)
    assert isinstance(g, Game)
    assert (g.variant.id, g.variant.name, g.rule) == ("republic", "The Republic", "alternating")
    assert [r.id for r in REPUBLIC.rules] == ["alternating", "same-suit", "any-suit"]
    assert new_game(" Republic ", deal=7, rule="SAME-SUIT").rule == "same-suit"
    assert game_variant("republic") is REPUBLIC
    assert new_game("towers", deal=7).variant.id == "towers", "The Towers is still dispatched"


@pytest.mark.parametrize("rule", ["", "same suit", "klondike", 3, ["alternating"]])
def test_a_bad_rule_id_is_refused_naming_the_known_ones(rule):
    with pytest.raises(ValueError, match="alternating, same-suit, any-suit"):
        new_game("republic", deal=7, rule=rule)


def test_cards_names_every_place_and_refuses_the_others():
    g = new_game("republic", deal=7)
    assert len(PLACES) == 31
    for place in PLACES:
        assert isinstance(g.cards(place), list)
    assert g.cards("A") == ["9H"] and g.cards(" PA ") == ["##"] * 3
    for place in ("k", "pk", "p", "f9", "f0", "t1", "1a", "", "talon", 7, None, "ab"):
        with pytest.raises(ValueError, match="place"):
            g.cards(place)


def test_a_turned_up_packet_card_shows_by_its_code():
    g = new_game("republic", deal=7)
    g.play("i-a")  # the 8♣ onto the 9♥: column i empties and packet pi turns up
    assert g.cards("pi") == ["##", "##", "KS"] and g.cards("i") == []


def test_play_records_the_listed_form_whatever_the_spelling():
    g = new_game("republic", deal=7)
    assert g.play(" I - A ")[0] == CardMoved("8C", "i", "a")
    g.play("S")
    assert g.moves == ["i-a", "s"]


def test_refusals_leave_the_game_unchanged():
    g = new_game("republic", deal=7)
    g.play("i-a")
    before = (g.moves, g.board, g.redo_moves)
    for move in ("a-b", "f1-a", "zz", 7, None, ["a-b"], "a-b:0", "R", "pa-b", "stock-w"):
        with pytest.raises(IllegalMove):
            g.play(move)
    assert (g.moves, g.board, g.redo_moves) == before


def test_undo_and_redo_step_back_and_forward_and_a_new_move_drops_the_rest():
    g = new_game("republic", deal=7)
    assert not g.undo() and not g.redo()
    boards = [g.board]
    for move in ("i-a", "s", "c-e"):
        g.play(move)
        boards.append(g.board)
    assert g.undo() and g.undo() and g.board == boards[1]
    assert g.redo_moves == ["s", "c-e"]
    assert g.redo() and g.board == boards[2] and g.redo_moves == ["c-e"]
    g.undo()
    g.play("c-e")
    assert g.redo_moves == [] and g.moves == ["i-a", "c-e"]
    while g.undo():
        pass
    assert g.board == g.start and g.moves == []


@pytest.mark.parametrize(
    ("rule", "redeals", "points", "bonus"),
    [
        ("any-suit", 0, 1, 0),
        ("alternating", 0, 3, 1),
        ("alternating", 1, 2, 0),
        ("same-suit", 0, 5, 1),
        ("same-suit", 1, 5, 1),
        ("same-suit", 2, 4, 0),
    ],
)
def test_a_won_game_scores_its_rules_win_value_and_the_bonus(rule, redeals, points, bonus):
    board = busy({"a": "KC"}, up=NEARLY, rule=rule, redeals=redeals)
    assert score(board) == Score(103, False, {"any-suit": -4, "alternating": -2}.get(rule, -1))
    after, events = apply(board, "a-f8")
    assert score(after) == Score(total=104, won=True, points=points, bonus=bonus)
    assert events == [CardMoved("KC", "a", "f8"), GameOver(score(after))]


@pytest.mark.parametrize(
    ("rule", "loss"), [("any-suit", -4), ("alternating", -2), ("same-suit", -1)]
)
def test_an_unwon_game_scores_the_loss_value_with_no_bonus_even_with_no_redeal(rule, loss):
    g = new_game("republic", deal=7, rule=rule)
    assert g.score() == Score(total=0, won=False, points=loss, bonus=0)


def test_a_won_game_lists_no_move_even_though_play_back_would_fit_a_vacancy():
    board = busy({"a": "KC", **{c: "" for c in "bcdefghij"}}, up=NEARLY)
    after = apply(board, "a-f8")[0]
    assert after.won and after.vacancies() == 10
    assert legal_moves(after) == []
    assert refusal(after, "f8-a") == (
        "The game is won: all 104 cards are on the foundations, and nothing is left to do."
    )


def test_a_whole_game_won_through_the_api():
    """Deal 10, alternating, played by a seeded random player preferring foundation moves."""
    rng = random.Random(10)
    g = new_game("republic", deal=10)
    while legal := g.legal_moves():
        up = [m for m in legal if "-f" in m and m[0] != "f"]
        g.play(up[0] if up else rng.choice(legal))
    assert g.is_over() and g.score() == Score(total=104, won=True, points=2, bonus=0)
    assert (len(g.moves), g.redeals, g.moves.count("R")) == (1238, 1, 1)
    assert all(len(g.cards(f"f{i}")) == 13 for i in range(1, 9)) and "WON" in g.board_text()


def test_a_game_with_no_legal_move_left_is_over_and_lost():
    board = busy({"a": "5D"}, stock="9S", rule="any-suit")
    after, events = apply(board, "s")
    assert events[-1] == GameOver(Score(total=0, won=False, points=-4))
    assert cards_at(after, "w") == ["9S"] and legal_moves(after) == []


def test_ending_a_game_scores_it_as_it_stands_and_undo_reopens_it():
    g = new_game("republic", deal=7, rule="same-suit")
    assert g.end() == Score(total=0, won=False, points=-1)
    assert g.is_over() and g.legal_moves() == []
    with pytest.raises(IllegalMove, match="ended"):
        g.play("s")
    assert g.undo() and not g.ended and g.legal_moves()


def test_the_board_as_text():
    g = new_game("republic", deal=7)
    g.play("i-a")
    text = g.board_text()
    assert text.startswith(
        "The Republic, deal 7, 1 moves\nAlternating colour rule: 0 cards on the foundations, "
        "0 redeals"
    )
    assert "\npi ##K♠  i  .\n" in text and "\npa ###   a  9♥ 8♣\n" in text
    assert "stock 64 face down   s .   w (0) ." in text


def test_the_command_line_shows_a_republic_game(capsys):
    assert rules_cli(["--variant", "republic", "--rule", "same-suit", "--deal", "7"]) == 0
    out = capsys.readouterr().out
    assert "The Republic, deal 7, 0 moves\nSame suit rule" in out
    assert out.endswith("\n4 legal moves: e-i f-b f-h s\n")
    assert rules_cli(["--variant", "republic", "--deal", "7", "--moves", "i-a a-b"]) == 2
    assert capsys.readouterr().err == (
        "error: Move 2 (a-b): The 8♣ cannot go on the 6♠: a card goes on one rank higher, of "
        "the other colour (alternating rule).\n"
    )

"""Calculation through the public API (COMPANIONS.md §5) and its endgame (§3): new_game, play,
undo, redo, score, is_over (Lost even while moves among discards remain), cards, the views."""

import pytest
from calculation_helpers import board_of

from boardwalk.rules import IllegalMove, load_game, new_game
from boardwalk.rules.__main__ import main as rules_cli
from boardwalk.rules.calculation import (
    CardMoved,
    Game,
    GameOver,
    Score,
    apply,
    legal_moves,
    seen_at,
)
from boardwalk.rules.calculation.board import cards_at
from boardwalk.rules.calculation.options import next_rank
from boardwalk.rules.cards import code


def test_a_calculation_game_says_what_it_is():
    g = new_game("calculation", deal=7, rule="6-100010")
    assert isinstance(g, Game)
    assert (g.variant.id, g.variant.name, g.rule) == ("calculation", "Calculation", "6-100010")
    assert new_game(" CALCULATION ", deal=7).rule == "4-000000"
    assert g.score() == Score(4, False, 0) and g.score().points == 0
    assert not g.is_over() and g.moves == [] and g.deal == 7


def test_cards_names_every_place_of_the_rule_and_refuses_the_others():
    g = new_game("calculation", deal=7)
    assert g.cards("1") == ["AH"] and g.cards("p") == ["7H"] and g.cards("a") == []
    assert g.cards("deck") == ["##"] * 47
    for place in ("e", "f"):
        with pytest.raises(ValueError, match="This game has 4 discard piles, a–d: there is no"):
            g.cards(place)
    assert new_game("calculation", deal=7, rule="6-000000").cards("f") == []
    for place in ("5", "t1", "", None, "pp"):
        with pytest.raises(ValueError):
            g.cards(place)


def test_option_5_shows_the_undealt_cards_in_dealing_order():
    g = new_game("calculation", deal=7, rule="4-000100")
    assert g.cards("deck") == g.deck.split()[5:]
    g.play("p-a")
    assert g.cards("p") == ["KC"] and g.cards("deck")[0] == "QH"


def test_covered_discards_show_by_code_and_option_2_changes_only_the_view():
    for code_, seen in (("4-000000", ["##", "KC"]), ("4-100000", ["7H", "KC"])):
        g = new_game("calculation", deal=7, rule=code_)
        g.play("p-a")
        g.play("p-a")
        assert g.cards("a") == ["7H", "KC"], "cards() always shows covered discards"
        assert seen_at(g.board, "a") == seen
        assert g.legal_moves() == ["p-a", "p-b", "p-c", "p-d"]
    assert "##" in new_game("calculation", deal=7).board_text()


def test_play_records_the_listed_form_whatever_the_spelling():
    g = new_game("calculation", deal=7)
    assert g.play(" P - A ") == [CardMoved("7H", "p", "a"), CardMoved("KC", "deck", "p")]
    g.play("p-B:1")
    assert g.moves == ["p-a", "p-b"]


def test_undo_redo_and_a_new_move_dropping_the_moves_ahead():
    g = new_game("calculation", deal=7)
    g.play("p-a")
    g.play("p-b")
    assert g.undo() and g.cards("p") == ["KC"] and g.redo_moves == ["p-b"]
    assert g.redo() and g.moves == ["p-a", "p-b"] and not g.redo()
    g.undo()
    g.play("p-c")
    assert g.redo_moves == [] and g.moves == ["p-a", "p-c"]
    while g.undo():
        pass
    assert g.board == g.start and not g.undo()


def test_an_ended_game_refuses_moves_until_undone():
    g = new_game("calculation", deal=7)
    assert g.end() == Score(4, False, 0) and g.is_over() and g.legal_moves() == []
    with pytest.raises(IllegalMove, match=r"This game has been ended; undo to reopen it\."):
        g.play("p-a")
    assert g.undo() and not g.ended and g.legal_moves()


def test_a_refused_move_leaves_the_game_unchanged():
    g = new_game("calculation", deal=7)
    with pytest.raises(IllegalMove) as err:
        g.play("p-1")
    assert str(err.value).startswith("The 7♥ does not fit stack 1")
    assert g.moves == [] and g.board == g.start


# -- the endgame (§3) ---------------------------------------------------------------------------
def almost_won() -> dict[str, str]:
    """Each stack up to its Queen (stack k in suit k), ready for its King."""
    return {
        str(s + 1): " ".join(code(next_rank(s, n) * 4 + s) for n in range(12)) for s in range(4)
    }


def test_won_when_all_four_stacks_reach_their_king_and_the_last_move_says_so():
    board = board_of(almost_won(), {"a": "KH", "b": "KD", "c": "KC"}, play="KS")
    for move in ("p-1", "a-2", "b-3"):
        board, events = apply(board, move)
        assert not board.won and not any(isinstance(e, GameOver) for e in events)
    board, events = apply(board, "c-4")
    assert board.won and events[-1] == GameOver(Score(52, True, 0)) and events[-1].won
    assert legal_moves(board) == [] and board.is_over()


def test_lost_when_nothing_is_left_to_deal_and_no_discard_top_fits():
    board = board_of({"1": "AS"}, {"a": "2H 9H"}, play="5C")
    board, events = apply(board, "p-b")
    assert board.lost and events[-1] == GameOver(Score(1, False, 0)) and not events[-1].won


def test_not_lost_while_a_card_is_in_play_or_the_deck_holds_cards():
    assert not board_of({"1": "AS"}, play="9C").lost
    assert not board_of({"1": "AS"}, {"a": "9H"}, stock="9C").lost
    assert not board_of({"1": "AS"}, {"a": "9H 2H"}).lost


def test_option_3_a_card_under_at_most_e_others_can_still_be_reached():
    reachable = board_of({"1": "AS"}, {"a": "2H 9H 8H 7H"}, rule="4-010000")
    assert not reachable.lost  # 2♥ under 3 cards, and 3 empty piles
    buried = board_of({"1": "AS"}, {"a": "2H 9H 8H 7H 6H"}, rule="4-010000")
    assert buried.lost and buried.is_over()
    assert legal_moves(buried) == ["a-b", "a-c", "a-d"], "moves among discards remain"
    assert apply(buried, "a-b")[1] == [CardMoved("6H", "a", "b")], "no second GameOver"
    standard = board_of({"1": "AS"}, {"a": "2H 9H"})
    assert standard.lost, "without option 3 a covered card is out of reach"


def test_is_over_is_true_when_lost_though_moves_among_discards_remain():
    deck = new_game("calculation", deal=7).deck.split()
    wanted = [w for w in deck[4:] if w[0] in "2468"]  # what the stacks take next, dealt first
    rest = [w for w in deck[4:] if w not in wanted]
    g = new_game("calculation", deck=" ".join(deck[:4] + wanted + rest), rule="4-010000")
    while g.cards("p"):
        g.play("p-a")
    assert g.is_over() and g.legal_moves() == ["a-b", "a-c", "a-d"]
    assert g.score() == Score(4, False, 0) and g.undo()


def test_the_command_line_prints_a_calculation_game(capsys):
    assert rules_cli(["--variant", "calculation", "--rule", "6-100010", "--deal", "7"]) == 0
    out = capsys.readouterr().out
    assert "Calculation, deal 7, 0 moves\nVariation 6-100010: 4 cards up" in out
    assert out.endswith("6 legal moves: p-a p-b p-c p-d p-e p-f\n")
    assert rules_cli(["--variant", "calculation", "--deal", "7", "--moves", "p-a p-1"]) == 2
    assert "Move 2 (p-1): The K♣ does not fit stack 1" in capsys.readouterr().err
    assert rules_cli(["--variant", "calculation", "--rule", "9-000000", "--deal", "7"]) == 2


def test_a_save_through_the_shared_load_game():
    g = new_game("calculation", deal=7)
    g.play("p-a")
    assert isinstance(load_game(g.to_json()), Game)
    assert cards_at(g.board, "A") == ["7H"]

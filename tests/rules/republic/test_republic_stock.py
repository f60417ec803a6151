"""The stock, the stock card, the talon and redeals of The Republic (§2 Moves 1, 2, 7 and their
Decisions): the turn with its auto-talon check, s-w, the talon top, redeals by rule."""

import pytest
from republic_helpers import busy, plays, refusal

from boardwalk.rules.republic import (
    CardFlipped,
    CardMoved,
    TalonTurnedOver,
    apply,
    legal_moves,
    new_game,
)
from boardwalk.rules.republic.board import cards_at


# -- the turn (move 1) and the auto-talon --------------------------------------------------------
def test_the_turn_shows_the_top_of_the_stock_as_the_stock_card():
    board = busy({"c": "8S"}, stock="2D 3D 7H")
    after, events = apply(board, "s")
    assert events == [CardFlipped("7H", "stock"), CardMoved("7H", "stock", "s")]
    assert cards_at(after, "s") == ["7H"] and cards_at(after, "stock") == ["##", "##"]
    assert "s" not in legal_moves(after) and {"s-c", "s-w"} <= set(legal_moves(after))


def test_a_turned_card_nothing_can_take_goes_to_the_talon_as_part_of_the_turn():
    board = busy({"c": "8S"}, stock="2D 3D 7S", talon="4C")
    after, events = apply(board, "s")
    assert events == [
        CardFlipped("7S", "stock"),
        CardMoved("7S", "stock", "s"),
        CardMoved("7S", "s", "w"),
    ]
    assert cards_at(after, "s") == [] and cards_at(after, "w") == ["4C", "7S"]
    assert "s" in legal_moves(after), "the next card may be turned at once"


@pytest.mark.parametrize(
    ("where", "why"),
    [
        ({"c": "8S"}, "a column it matches"),
        ({"j": ""}, "a vacancy takes any card"),
        ({}, "a foundation"),
    ],
)
def test_a_turned_card_that_has_a_play_stays_on_the_stock(where, why):
    board = busy(where, stock="7H", up={"f4": 6})
    assert cards_at(plays(board, "s"), "s") == ["7H"], why


def test_an_empty_column_under_a_packet_does_not_keep_the_card_from_the_talon():
    board = busy({"j": ""}, packets={"pj": "2C 3C"}, stock="7S")
    assert cards_at(plays(board, "s"), "w") == ["7S"]


def test_the_check_runs_only_at_the_turn_a_card_that_loses_its_play_stays():
    board = busy({"b": "8S", "c": "7D"}, card="7H")
    after = plays(board, "c-b")  # the 7♦ takes the place the 7♥ could go
    assert cards_at(after, "s") == ["7H"] and "s-b" not in legal_moves(after)
    assert "s-w" in legal_moves(after)


def test_no_second_card_turns_while_the_stock_card_shows():
    assert refusal(busy({}, stock="2D", card="7H"), "s") == (
        "The 7♥ is showing on the stock: play it, or move it to the talon with s-w, before "
        "turning another card."
    )


# -- the stock card and the talon (moves 2–4) -----------------------------------------------------
def test_the_stock_card_goes_to_the_talon_by_hand_always():
    board = busy({"c": "8S"}, card="7H", talon="2C")
    after, events = apply(board, "s-w")
    assert events == [CardMoved("7H", "s", "w")] and cards_at(after, "w") == ["2C", "7H"]


def test_with_no_stock_card_showing_there_is_nothing_to_move_from_it():
    assert refusal(busy({}, stock="2D"), "s-w") == (
        "No stock card is showing: write s to turn one."
    )


def test_only_the_stock_card_goes_to_the_talon():
    assert refusal(busy({"a": "5D"}), "a-w") == (
        "Only the stock card goes to the talon (s-w): the 5♦ from column a cannot."
    )


def test_nothing_is_played_onto_the_stock_card():
    assert refusal(busy({"a": "6D"}, card="7C"), "a-s") == (
        "Nothing is ever played onto the stock card: it only gives up its cards."
    )


def test_the_talon_top_plays_and_the_card_beneath_it_follows():
    board = busy({"c": "8S"}, talon="AD 7H 7D")
    assert {"w-c"} == {m for m in legal_moves(board) if m.startswith("w-")}
    after = plays(board, "w-c")
    assert cards_at(after, "w") == ["AD", "7H"] and "w-c" not in legal_moves(after)


def test_an_empty_talon_has_no_card_to_move():
    assert refusal(busy({"c": "8S"}), "w-c") == "The talon is empty: there is no card to move."


def test_only_a_columns_run_moves_together():
    assert refusal(busy({"c": "8S"}, talon="7H"), "w-c:2") == (
        "Only a column's runs move together: the talon gives one card at a time, so write w-c "
        "for the 7♥."
    )


def test_the_stock_is_no_place_to_move_to_or_from():
    from boardwalk.rules import IllegalMove

    with pytest.raises(IllegalMove, match="the stock is turned with s and filled again with R"):
        apply(busy({}), "stock-a")


# -- redeals (move 7) ---------------------------------------------------------------------------
def test_a_redeal_turns_the_talon_over_so_its_cards_come_again_in_the_same_order():
    board = busy({}, talon="2C 3C 4C")
    after, events = apply(board, "R")
    assert events == [TalonTurnedOver(("2C", "3C", "4C"))]
    assert cards_at(after, "w") == [] and cards_at(after, "stock") == ["##"] * 3
    assert after.redeals == 1
    turned = [cards_at(after := plays(after, "s"), "w")[-1] for _ in range(3)]
    assert turned == ["2C", "3C", "4C"], "a turn shows exactly one card"


@pytest.mark.parametrize(
    ("rule", "allowed"), [("any-suit", 0), ("alternating", 1), ("same-suit", 9)]
)
def test_redeals_are_limited_by_the_rule(rule, allowed):
    for done in range(allowed + 1):
        board = busy({}, talon="2C", rule=rule, redeals=done)
        assert ("R" in legal_moves(board)) == (done < allowed or rule == "same-suit")


@pytest.mark.parametrize(
    ("rule", "done", "sentence"),
    [
        ("any-suit", 0, "No more redeals: the any-suit rule allows no redeal."),
        ("alternating", 1, "No more redeals: the alternating rule allows one redeal, and this "
         "game has had it."),
    ],
)  # fmt: skip
def test_a_redeal_the_rule_does_not_allow_is_refused(rule, done, sentence):
    assert refusal(busy({}, talon="2C", rule=rule, redeals=done), "R") == sentence


def test_a_redeal_waits_for_an_empty_stock_a_played_stock_card_and_a_talon():
    assert refusal(busy({}, stock="5D 6D", talon="2C"), "R") == (
        "The stock still holds 2 cards: the talon is turned over only once the stock is empty."
    )
    assert refusal(busy({}, card="5D", talon="2C"), "R") == (
        "The 5♦ is still showing on the stock: play it, or move it to the talon with s-w, "
        "before a redeal."
    )
    assert refusal(busy({}), "R") == "The talon is empty: there is nothing to deal again."


def test_an_empty_stock_says_what_can_be_done_instead_of_a_turn():
    assert refusal(busy({}, talon="2C"), "s") == (
        "The stock is empty: write R to turn the talon over and deal it again."
    )
    assert refusal(busy({}, talon="2C", rule="any-suit"), "s") == (
        "The stock is empty, and the talon cannot be dealt again: the any-suit rule allows no "
        "redeal."
    )
    assert refusal(busy({}), "s") == (
        "The stock and the talon are both empty: there is no card left to turn."
    )


def test_the_redeal_is_written_r_in_any_case_and_recorded_as_R():
    g = new_game(deal=7, rule="same-suit")
    while g.board.stock or g.board.card is not None:
        g.play("s-w" if g.board.card is not None else "S")
    g.play("r")
    assert g.moves[-1] == "R" and g.redeals == 1 and len(g.cards("stock")) == 64
    assert g.undo() and g.redeals == 0, "an undone redeal does not count"
    assert g.redo() and g.redeals == 1


def test_a_redeal_is_a_move_so_a_game_with_only_a_redeal_left_is_not_over():
    board = busy({}, talon="2C", rule="same-suit", redeals=5)
    assert legal_moves(board) == ["R"]
    assert legal_moves(plays(board, "R")) == ["s"]
    assert legal_moves(busy({}, talon="2C", redeals=1)) == []

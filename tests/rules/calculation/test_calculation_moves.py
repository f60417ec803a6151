"""Calculation's moves (COMPANIONS.md §3 Moves), each allowed and refused with its exact
sentence, under the option sets that change them; the next card dealt as part of a move."""

import pytest
from calculation_helpers import board_of, cards, refusal

from boardwalk.rules import IllegalMove
from boardwalk.rules.calculation import CardMoved, apply, legal_moves, one_click, parse_move

BASES = {"1": "AS", "2": "2C", "3": "3H", "4": "4D"}


def standard(**kw):
    return board_of(BASES, **kw)


# -- move 1: the card in play onto a stack it fits ------------------------------------------
def test_the_card_in_play_goes_up_and_the_next_card_is_dealt_as_part_of_the_move():
    board = standard(play="2D", stock="9S 5C")
    new, events = apply(board, "p-1")
    assert events == [CardMoved("2D", "p", "1"), CardMoved("9S", "deck", "p")]
    assert new.stacks[0] == cards("AS 2D") and new.in_play == cards("9S")[0]
    assert new.stock == cards("5C")


def test_the_last_card_placed_leaves_no_card_in_play():
    new, events = apply(standard(piles={"a": "3D"}, play="2D"), "p-1")
    assert events == [CardMoved("2D", "p", "1")] and new.in_play is None


def test_a_card_that_fits_no_stack_is_refused_naming_what_the_stack_takes_next():
    board = standard(play="7D")
    assert refusal(board, "p-1") == (
        "The 7♦ does not fit stack 1: it counts up by 1 and has reached the A♠, so it takes a "
        "2 next."
    )


def test_a_card_fitting_two_stacks_is_listed_for_both_and_one_click_takes_the_lower():
    # stack 1 has reached the 3, stack 3 the Ace: both take a 4
    board = board_of({"1": "AS 2S 3S", "3": "3H 6H 9H QH 2H 5H 8H JH AH"}, play="4D")
    assert {"p-1", "p-3"} <= set(legal_moves(board))
    assert one_click(board, "p") == "p-1"
    assert one_click(standard(play="7D"), "p") is None
    assert one_click(standard(piles={"a": "2H"}), "a") == "a-1"
    assert one_click(standard(), "a") is None and one_click(standard(), "z") is None


# -- move 2: the card in play onto any discard pile ------------------------------------------
def test_the_card_in_play_goes_on_any_pile_whatever_it_shows_even_when_it_fits_a_stack():
    board = standard(piles={"b": "KS 5H"}, play="2D", stock="9S")
    assert legal_moves(board) == ["p-1", "p-a", "p-b", "p-c", "p-d"]
    new, events = apply(board, "p-b")
    assert events == [CardMoved("2D", "p", "b"), CardMoved("9S", "deck", "p")]
    assert new.piles[1] == cards("KS 5H 2D")


def test_only_the_piles_in_play_exist():
    board = standard(play="7D")
    assert refusal(board, "p-e") == (
        "This game has 4 discard piles, a–d: there is no pile e (variation 4-000000)."
    )
    six = board_of(BASES, play="7D", rule="6-000000")
    assert [m for m in legal_moves(six) if m.startswith("p")][-1] == "p-f"
    three = board_of(BASES, play="7D", rule="3-000000")
    assert refusal(three, "p-d").startswith("This game has 3 discard piles, a–c: there is no")


# -- move 3: a discard top onto a stack, at any time -----------------------------------------
def test_a_discard_top_goes_up_also_while_a_card_is_in_play_and_deals_nothing():
    board = standard(piles={"a": "9H 2H"}, play="7D", stock="9S")
    new, events = apply(board, "a-1")
    assert events == [CardMoved("2H", "a", "1")]
    assert new.in_play == board.in_play and new.stock == board.stock and new.piles[0] == cards("9H")


def test_only_a_top_moves_and_a_top_that_fits_nothing_is_refused():
    board = standard(piles={"a": "2H 9H"}, play="7D")
    assert refusal(board, "a-1") == (
        "The 9♥ does not fit stack 1: it counts up by 1 and has reached the A♠, so it takes a "
        "2 next."
    )
    assert refusal(board, "c-1") == "Pile c is empty: there is no card to move."


def test_a_full_stack_takes_nothing():
    board = board_of({"1": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"}, play="AH")
    assert refusal(board, "p-1") == (
        "Stack 1 is full: it has reached its King, and a full stack takes nothing."
    )


def test_no_card_leaves_a_stack():
    words = (
        "No card leaves a stack: what goes up on stack 2 stays there (a card that fits goes up; "
        "nothing comes back down)."
    )
    assert refusal(standard(play="7D"), "2-a") == words
    assert refusal(standard(play="7D"), "2-1") == words


# -- move 4 (option set 3): a discard top onto an empty discard pile -------------------------
def test_option_3_moves_a_discard_top_onto_an_empty_pile():
    board = board_of(BASES, {"a": "5C 9H", "b": "KS"}, rule="4-010000")
    assert legal_moves(board) == ["a-c", "a-d"]
    new, events = apply(board, "a-c")
    assert events == [CardMoved("9H", "a", "c")] and new.piles[2] == cards("9H")


def test_the_standard_keeps_cards_where_they_are_discarded():
    board = standard(piles={"a": "5C 9H"}, play="7D")
    assert refusal(board, "a-b") == (
        "Cards cannot move among the discard piles under variation 4-000000 (option set 3): the "
        "9♥ on pile a goes only up to a stack."
    )


def test_option_3_never_onto_a_non_empty_pile():
    board = board_of(BASES, {"a": "5C 9H", "b": "KS"}, rule="4-010000")
    assert refusal(board, "a-b") == (
        "A discard top moves only onto an empty discard pile, and pile b holds the K♠."
    )


def test_option_3_never_moves_a_piles_only_card():
    board = board_of(BASES, {"a": "5C 9H", "b": "KS"}, rule="4-010000")
    assert refusal(board, "b-c") == (
        "The K♠ is the only card of pile b: moving it to another empty pile would change nothing."
    )


# -- same colour (option set 4) and empty stacks (option set 7) ------------------------------
def test_same_colour_refuses_a_card_of_the_other_colour():
    board = board_of(BASES, {"a": "4H"}, play="4S", rule="4-001000")
    assert "p-2" in legal_moves(board)
    assert refusal(board, "a-2") == (
        "The 4♥ does not fit stack 2: with same colour (option set 4), stack 2 takes only black "
        "cards (♠ ♣)."
    )
    assert refusal(board_of(BASES, play="5S", rule="4-001000"), "p-3").endswith(
        "so it takes a red 6 next."
    )


def test_an_empty_stack_starts_only_with_its_own_rank():
    board = board_of({}, {"a": "2S"}, play="AD", rule="4-000001")
    assert legal_moves(board) == ["a-2", "p-1", "p-a", "p-b", "p-c", "p-d"]
    assert refusal(board, "p-2") == "The A♦ does not fit stack 2: an empty stack 2 starts with a 2."


def test_same_colour_and_empty_stacks_start_with_rank_k_of_the_stacks_colour():
    board = board_of({}, {"a": "2H"}, play="AD", rule="4-001001")
    assert "p-1" in legal_moves(board)
    assert refusal(board, "a-2") == (
        "The 2♥ does not fit stack 2: with same colour (option set 4), stack 2 takes only black "
        "cards (♠ ♣)."
    )
    assert refusal(board_of({}, play="3C", rule="4-001001"), "p-4") == (
        "The 3♣ does not fit stack 4: an empty stack 4 starts with a black 4."
    )


# -- places that never give or take, and notation ---------------------------------------------
@pytest.mark.parametrize(
    ("move", "words"),
    [
        ("deck-p", "No card is taken from the deck: it deals its next card into play (p) by "
         "itself once the card in play is placed."),
        ("p-deck", "No card goes back to the deck: it only deals."),
        ("a-p", "Only the deck deals into play: no card moves to p."),
        ("a-a", "A move goes from one place to another, not from a to itself."),
    ],
)  # fmt: skip
def test_the_deck_and_the_card_in_play_are_fed_only_by_the_deal(move, words):
    assert refusal(standard(piles={"a": "9H"}, play="7D", stock="8S"), move) == words


def test_no_card_in_play_once_the_deck_is_dealt():
    assert refusal(standard(piles={"a": "9H"}), "p-b") == (
        "No card is in play: the whole deck has been dealt."
    )


def test_every_move_carries_one_card():
    assert str(parse_move(" P - 2 : 1 ")) == "p-2"
    with pytest.raises(IllegalMove) as err:
        parse_move("a-2:3")
    assert str(err.value) == (
        "'a-2:3' moves 3 cards, but in Calculation every move carries one card: write a-2."
    )
    with pytest.raises(IllegalMove, match="Calculation has no place 'g'"):
        parse_move("g-1")
    with pytest.raises(IllegalMove, match=r"'p2' is not a move\. Moves are written like p-2"):
        parse_move("p2")

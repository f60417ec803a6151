"""Moves of The Republic among columns and foundations (COMPANIONS.md §2 Moves 3–6 and their
Decisions): a pass and a refusal each, under each matching rule, as legal_moves() lists them."""

import pytest
from republic_helpers import board_of, busy, plays, refusal

from boardwalk.rules.republic import CardMoved, RunMoved, apply, legal_moves

RULES = ["alternating", "same-suit", "any-suit"]


# -- the matching rules (§2 table) -----------------------------------------------------------
@pytest.mark.parametrize(
    ("rule", "fits"),
    [
        ("alternating", {"e-c", "e-f"}),
        ("same-suit", {"e-a"}),
        ("any-suit", {"e-a", "e-b", "e-c", "e-f"}),
    ],
)
def test_a_card_goes_on_one_rank_higher_with_the_suit_the_rule_asks(rule, fits):
    board = busy({"a": "8H", "b": "8D", "c": "8S", "d": "9H", "e": "7H", "f": "8C"}, rule=rule)
    listed = {m for m in legal_moves(board) if m.startswith("e-") and m[2] in "abcdf"}
    assert listed == fits
    for move in sorted({"e-a", "e-b", "e-c", "e-d", "e-f"} - fits):
        assert "cannot go on the" in refusal(board, move)


@pytest.mark.parametrize(
    ("rule", "sentence"),
    [
        ("alternating", "The 7♥ cannot go on the 8♦: a card goes on one rank higher, of the other "
         "colour (alternating rule)."),
        ("same-suit", "The 7♥ cannot go on the 8♦: a card goes on one rank higher, of its own suit "
         "(same-suit rule)."),
        ("any-suit", "The 7♥ cannot go on the 9♥: a card goes on one rank higher, of any suit "
         "(any-suit rule)."),
    ],
)  # fmt: skip
def test_a_refusal_names_the_rule_in_force(rule, sentence):
    board = busy({"b": "8D", "d": "9H", "e": "7H"}, rule=rule)
    assert refusal(board, "e-d" if rule == "any-suit" else "e-b") == sentence


# -- foundations (move 3) ------------------------------------------------------------------------
def test_an_ace_is_listed_once_per_empty_foundation_of_its_pair():
    board = busy({"a": "AH"})
    assert [m for m in legal_moves(board) if m.startswith("a-")] == ["a-f3", "a-f4"]
    after = plays(board, "a-f4")
    assert after.foundations == (0, 0, 0, 1, 0, 0, 0, 0)


def test_the_second_ace_goes_only_to_the_empty_foundation_of_the_pair():
    board = busy({"a": "AH"}, up={"f3": 1})
    assert [m for m in legal_moves(board) if m.startswith("a-f")] == ["a-f4"]
    assert refusal(board, "a-f3") == (
        "The A♥ cannot go on f3: it has reached the A♥, so the 2♥ comes next."
    )


def test_the_next_rank_goes_on_either_foundation_that_has_reached_the_card_below():
    board = busy({"a": "2S"}, up={"f1": 1, "f2": 1})
    assert [m for m in legal_moves(board) if m.startswith("a-f")] == ["a-f1", "a-f2"]
    board = busy({"a": "4S"}, up={"f1": 3, "f2": 1})
    assert [m for m in legal_moves(board) if m.startswith("a-f")] == ["a-f1"]
    assert refusal(board, "a-f2") == (
        "The 4♠ cannot go on f2: it has reached the A♠, so the 2♠ comes next."
    )


def test_a_card_goes_only_to_its_own_suits_pair():
    assert refusal(busy({"a": "2H"}, up={"f1": 1, "f3": 1}), "a-f1") == (
        "The 2♥ goes only to the ♥ foundations (f3, f4): f1 is for spades."
    )


def test_an_empty_foundation_takes_only_an_ace_and_a_full_one_nothing():
    assert refusal(busy({"a": "5D"}), "a-f5") == (
        "The 5♦ cannot go up on f5 yet: it is empty, and an Ace starts it."
    )
    assert refusal(busy({"a": "KD"}, up={"f5": 13, "f6": 12}), "a-f5") == (
        "The K♦ cannot go on f5: it is complete, up to the K♦."
    )
    assert "a-f6" in legal_moves(busy({"a": "KD"}, up={"f5": 13, "f6": 12}))


def test_every_available_card_goes_up():
    board = busy(
        {"a": "AS", "j": ""},
        packets={"pj": "9S 8S AH"},
        card="AD",
        talon="5C AC",
    )
    up = {m for m in legal_moves(board) if "-f" in m}
    assert up == {"a-f1", "a-f2", "pj-f3", "pj-f4", "s-f5", "s-f6", "w-f7", "w-f8"}


def test_cards_go_up_one_at_a_time():
    board = busy({"a": "3S 2H"}, up={"f3": 1}, rule="any-suit")
    assert refusal(board, "a-f3:2") == (
        "Cards go up to a foundation one at a time, so a run of 2 cannot go up together: write "
        "a-f3 for the 2♥."
    )


def test_no_card_moves_from_one_foundation_to_another():
    assert refusal(busy({"a": "5C"}, up={"f1": 1}), "f1-f2") == (
        "No card moves from one foundation to another: it would change nothing."
    )


# -- onto columns (move 4) -----------------------------------------------------------------------
def test_the_stock_card_the_talon_top_and_a_packet_card_go_onto_a_column_they_match():
    board = busy({"c": "8S", "j": ""}, packets={"pj": "9D 7D"}, card="7H", talon="3C 7D")
    assert {"s-c", "w-c", "pj-c"} <= set(legal_moves(board))
    after, events = apply(board, "w-c")
    assert events == [CardMoved("7D", "w", "c")] and after.talon == board.talon[:1]


def test_an_available_card_that_does_not_match_is_refused():
    board = busy({"c": "8S"}, card="7S")
    assert refusal(board, "s-c") == (
        "The 7♠ cannot go on the 8♠: a card goes on one rank higher, of the other colour "
        "(alternating rule)."
    )


# -- runs (move 5) ----------------------------------------------------------------------------
def test_a_run_moves_as_one_event_and_one_recorded_move():
    board = board_of({"a": "9S 8H 7S", "b": "TD"}, packets={f"p{c}": "2C 3C" for c in "cdefghij"})
    # no vacancy: c–j are empty but under packets, which count for nothing (§2 Decision)
    assert board.vacancies() == 0
    assert "a-b:3" not in legal_moves(board)
    board = board_of({"a": "9S 8H 7S", "b": "TD"}, packets={f"p{c}": "2C 3C" for c in "cdefgh"})
    after, events = apply(board, "a-b:3")
    assert events == [RunMoved(("9S", "8H", "7S"), "a", "b")]
    assert after.columns[1] == board.columns[1] + board.columns[0]


@pytest.mark.parametrize(("vacancies", "most"), [(0, 1), (1, 2), (2, 4), (3, 8)])
def test_a_run_onto_a_column_is_limited_to_two_to_the_power_of_the_vacancies(vacancies, most):
    run = "QS JH TS 9H 8S 7H 6S 5H 4S"  # a run of 9 in alternating colours
    free = "abcdefghij"[10 - vacancies :]
    board = busy({"a": run, "b": "KD", **{c: "" for c in free}})
    listed = [m for m in legal_moves(board) if m.startswith("a-b")]
    assert listed == []  # the Q♠ heads the whole run: 9 cards
    for k in range(1, 10):
        head = run.split()[-k]
        target = {"S": "H", "H": "S"}[head[1]]
        rank = "23456789TJQK"["A23456789TJQ".index(head[0])]
        probe = busy(
            {"a": run, "b": rank + ("D" if target == "H" else "C"), **{c: "" for c in free}}
        )
        move = f"a-b:{k}" if k > 1 else "a-b"
        assert (move in legal_moves(probe)) == (k <= most), (k, legal_moves(probe))


def test_a_run_too_long_for_the_vacancies_is_refused_in_words():
    board = busy({"a": "9S 8H 7S", "b": "TD", "j": ""})
    assert "a-b:2" not in legal_moves(board) and "a-b:3" not in legal_moves(board)
    assert refusal(board, "a-b:3") == (
        "The run of 3 headed by the 9♠ cannot move together: a run of up to 2 to the power of "
        "the vacancies moves together (1 card with none, 2 with one, 4 with two), so a run of 3 "
        "needs 2 vacancies, and there is 1."
    )


def test_a_run_into_a_vacancy_is_limited_to_two_to_the_power_of_one_less():
    run = "TS 9H 8S 7H 6S"
    for free, most in (("j", 1), ("ij", 2), ("hij", 4), ("ghij", 5)):
        board = busy({"a": run, **{c: "" for c in free}}, packets={"pa": "2C 2C"})
        listed = {m for m in legal_moves(board) if m.startswith("a-j")}
        assert listed == {"a-j" if k == 1 else f"a-j:{k}" for k in range(1, most + 1)}
    board = busy({"a": run, "i": "", "j": ""}, packets={"pa": "2C 2C"})
    assert refusal(board, "a-j:3") == (
        "The run of 3 headed by the 8♠ cannot move together: into a vacancy, a run of up to 2 "
        "to the power of one less than the vacancies moves, counting the one it goes into (1 "
        "card with one, 2 with two, 4 with three), so a run of 3 needs 3 vacancies, and there "
        "are 2."
    )


def test_any_tail_of_a_run_is_a_run_so_every_count_into_each_vacancy_is_listed():
    board = busy({"a": "9S 8H 7S", "i": "", "j": ""}, packets={"pa": "2C 2C"})
    assert [m for m in legal_moves(board) if m.startswith("a-")] == ["a-i", "a-i:2", "a-j", "a-j:2"]


def test_a_whole_column_never_moves_into_a_vacancy_when_its_packet_is_empty():
    board = busy({"a": "8H 7S", "h": "", "i": "", "j": ""})
    assert "a-j" in legal_moves(board) and "a-j:2" not in legal_moves(board)
    assert refusal(board, "a-j:2") == (
        "The run of 2 headed by the 8♥ is all of column a, whose packet is empty: moving it into "
        "vacancy j would leave a vacancy behind and change nothing."
    )
    single = busy({"a": "8H", "j": ""})
    assert "a-j" not in legal_moves(single)
    with_packet = busy({"a": "8H 7S", "i": "", "j": ""}, packets={"pa": "2C 3C 4C"})
    after = plays(with_packet, "a-j:2")
    assert after.columns[9] == with_packet.columns[0] and after.packet_card(0) is not None


def test_a_whole_column_may_move_onto_a_column_leaving_a_vacancy():
    after = plays(busy({"a": "8H 7S", "b": "9C", "j": ""}), "a-b:2")
    assert after.is_vacancy(0) and after.vacancies() == 2


def test_cards_that_are_not_a_run_do_not_move_together():
    board = busy({"a": "9S 8S 7H", "b": "TD", "i": "", "j": ""})
    assert refusal(board, "a-b:3") == (
        "The top 3 cards of column a are not a run: the 8♠ lies on the 9♠, and a run goes down "
        "one rank at a time, each card of the other colour (alternating rule)."
    )
    assert refusal(board, "a-b:4") == "Column a holds 3 cards: there is no run of 4 to move."


def test_a_refused_run_is_told_the_count_that_fits():
    board = busy({"a": "9S 8H 7S", "b": "8D", "j": ""})
    assert refusal(board, "a-b:3") == (
        "The run of 3 headed by the 9♠ cannot go on the 8♦: a card goes on one rank higher, of "
        "the other colour (alternating rule). The 7♠ fits there: write a-b."
    )


# -- play-back (move 6) ------------------------------------------------------------------------
@pytest.mark.parametrize("rule", RULES)
def test_a_foundation_top_plays_back_onto_a_column_it_matches(rule):
    board = busy({"a": "6S", "b": "6H"}, up={"f3": 5}, rule=rule)
    onto_a, onto_b = "f3-a" in legal_moves(board), "f3-b" in legal_moves(board)
    assert (onto_a, onto_b) == {
        "alternating": (True, False),
        "same-suit": (False, True),
        "any-suit": (True, True),
    }[rule]
    after = plays(board, "f3-a" if onto_a else "f3-b")
    assert after.foundations[2] == 4 and after.columns[0 if onto_a else 1][-1] == 4 * 4 + 1


def test_an_ace_plays_back_too_and_a_vacancy_takes_a_played_back_card():
    board = busy({"a": "2H", "j": ""}, up={"f1": 1, "f8": 7})
    moves = legal_moves(board)
    assert {"f1-a", "f1-j", "f8-j"} <= set(moves) and "f8-a" not in moves
    assert apply(board, "f1-a")[1] == [CardMoved("AS", "f1", "a")]


def test_an_empty_foundation_has_nothing_to_play_back():
    assert refusal(busy({"a": "2H"}), "f2-a") == (
        "Foundation f2 is empty: there is no card to play back."
    )


def test_a_played_back_card_that_does_not_match_is_refused():
    board = busy({"a": "6S", "b": "6H"}, up={"f3": 5})
    assert refusal(board, "f3-b") == (
        "The 5♥ cannot go on the 6♥: a card goes on one rank higher, of the other colour "
        "(alternating rule)."
    )
    assert refusal(board, "f3-f4") == (
        "No card moves from one foundation to another: it would change nothing."
    )

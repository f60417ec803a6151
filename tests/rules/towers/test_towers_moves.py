"""Every move of The Towers (COMPANIONS.md §1 Moves and Decisions): a pass and a refusal each,
under each matching rule, and legal_moves() exactly as §5 lists them."""

import pytest
from towers_helpers import board_of, plays, refusal

from boardwalk.rules.towers import RunMoved, apply, legal_moves

RULES = ["same-suit", "alternating", "any-suit"]


# -- the matching rules (§1 table) -----------------------------------------------------------
@pytest.mark.parametrize(
    ("rule", "fits", "refused"),
    [
        ("same-suit", {"e-a"}, {"e-b", "e-c", "e-d"}),
        ("alternating", {"e-c", "e-f"}, {"e-a", "e-b", "e-d"}),
        ("any-suit", {"e-a", "e-b", "e-c", "e-f"}, {"e-d"}),
    ],
)
def test_a_card_goes_on_one_rank_higher_with_the_suit_the_rule_asks(rule, fits, refused):
    board = board_of({"a": "8H", "b": "8D", "c": "8S", "d": "9H", "e": "7H", "f": "8C"}, rule=rule)
    listed = {m for m in legal_moves(board) if m.startswith("e-") and m[2] in "abcdf"}
    assert listed == fits
    for move in sorted(refused):
        assert "cannot go on the" in refusal(board, move)


@pytest.mark.parametrize(
    ("rule", "sentence"),
    [
        ("same-suit", "The 7♥ cannot go on the 8♦: a card goes on one rank higher, of its own suit "
         "(same-suit rule)."),
        ("alternating", "The 7♥ cannot go on the 8♦: a card goes on one rank higher, of the other "
         "colour (alternating rule)."),
    ],
)  # fmt: skip
def test_a_refusal_names_the_rule_in_force(rule, sentence):
    assert refusal(board_of({"b": "8D", "e": "7H"}, rule=rule), "e-b") == sentence


def test_any_suit_still_asks_one_rank_higher():
    message = refusal(board_of({"d": "9H", "e": "7H"}, rule="any-suit"), "e-d")
    assert message == (
        "The 7♥ cannot go on the 9♥: a card goes on one rank higher, of any suit (any-suit rule)."
    )


@pytest.mark.parametrize("rule", RULES)
def test_a_tower_card_goes_onto_a_column_it_matches(rule):
    board = board_of({"a": "8C", "b": "8H"}, towers={"t1": "7D"}, rule=rule)
    onto_a, onto_b = "t1-a" in legal_moves(board), "t1-b" in legal_moves(board)
    assert (onto_a, onto_b) == {
        "same-suit": (False, False),
        "alternating": (True, False),
        "any-suit": (True, True),
    }[rule]
    if not onto_b:
        assert refusal(board, "t1-b").startswith("The 7♦ cannot go on the 8♥")


# -- foundations (move 1) ----------------------------------------------------------------------
@pytest.mark.parametrize("rule", RULES)
def test_an_exposed_or_tower_card_goes_to_its_own_foundation_by_number(rule):
    board = board_of({"a": "2H"}, towers={"t3": "3S"}, up={"H": 1, "S": 2}, rule=rule)
    after = plays(plays(board, "a-f2"), "t3-f1")
    assert after.foundations == (3, 2, 0, 0)


def test_a_card_goes_only_to_its_own_suits_foundation():
    board = board_of({"a": "2H"}, up={"H": 1, "S": 1})
    assert refusal(board, "a-f1") == (
        "The 2♥ goes only to the ♥ foundation (f2): each suit has its own, and f1 is for spades."
    )


def test_a_foundation_takes_the_next_rank_only():
    board = board_of({"a": "4H", "b": "2S"}, up={"H": 2})
    assert refusal(board, "a-f2") == (
        "The 4♥ cannot go up yet: the ♥ foundation (f2) has reached the 2♥, so the 3♥ comes next."
    )
    assert "is empty, and its Ace comes first" in refusal(board, "b-f1")


def test_cards_go_up_one_at_a_time():
    board = board_of({"a": "3H 2H"}, up={"H": 1})
    assert "one at a time, so a run of 2 cannot go up together: write a-f2" in refusal(
        board, "a-f2:2"
    )


def test_no_card_ever_leaves_a_foundation():
    board = board_of({"a": "4S", "b": "KD"}, up={"H": 3})
    for move in ("f2-a", "f2-t1", "f2-f1", "f2-b"):
        assert refusal(board, move) == "The 3♥ stays where it is: no card ever leaves a foundation."
    assert "no card ever leaves a foundation" in refusal(board, "f1-b")
    assert not any(m.startswith("f") for m in legal_moves(board))


# -- towers (move 2) ---------------------------------------------------------------------------
def test_an_exposed_card_goes_into_each_empty_tower_listed_once_per_tower():
    board = board_of({"c": "9D 5H"}, towers={"t2": "KC", "t4": "QC"})
    assert [m for m in legal_moves(board) if m.startswith("c-")] == ["c-t1", "c-t3"]
    assert plays(board, "c-t3").towers[2] is not None
    assert refusal(board, "c-t2") == (
        "The 5♥ cannot go into tower t2: it holds the K♣, and a tower holds one card."
    )


def test_a_tower_takes_one_card_only():
    board = board_of({"c": "6H 5H"})
    assert refusal(board, "c-t1:2") == "A tower holds one card, so a run of 2 cannot go into t1."
    assert "A tower holds one card: write t1-a" in refusal(
        board_of({"a": "8S"}, towers={"t1": "7S"}), "t1-a:2"
    )


def test_no_tower_to_tower_moves():
    board = board_of({"a": "9S"}, towers={"t1": "5H"})
    assert refusal(board, "t1-t2") == "No card moves from tower to tower: it would change nothing."
    assert not any(m.startswith("t1-t") for m in legal_moves(board))


# -- runs (move 4): k ≤ 1 + empty towers, empty columns never count ----------------------------
RUN = {"a": "9S 8S 7S 6S 5S", "b": "6H", "c": "7H", "d": "8H", "e": "9H", "f": "TH"}
RUN_MOVES = ["a-b", "a-c:2", "a-d:3", "a-e:4", "a-f:5"]


@pytest.mark.parametrize("empty", [0, 1, 2, 3, 4])
def test_a_run_moves_with_one_card_plus_one_per_empty_tower(empty):
    full = {t: c for t, c in zip(("t1", "t2", "t3", "t4"), ("2H", "3H", "4H", "5H"), strict=True)}
    towers = dict(list(full.items())[: 4 - empty])
    board = board_of(RUN, towers=towers, rule="any-suit")  # g, h, i, j are empty columns
    runs = [m for m in legal_moves(board) if m.startswith("a-") and m[2] in "bcdef"]
    assert runs == RUN_MOVES[: 1 + empty]
    after, events = apply(board, RUN_MOVES[empty])
    assert len(after.columns[0]) == 5 - (1 + empty)
    if empty:
        cards = tuple("9S 8S 7S 6S 5S".split()[-1 - empty :])
        assert events == [RunMoved(cards, "a", "bcdef"[empty])]
    if empty < 4:
        k = empty + 2
        have = {0: "no tower is empty", 1: "1 tower is empty"}.get(
            empty, f"{empty} towers are empty"
        )
        assert refusal(board, RUN_MOVES[empty + 1]) == (
            f"The run of {k} headed by the {'56789'[k - 1]}♠ cannot move together: a run of {k} "
            f"needs {k - 1} empty tower{'s' if k > 2 else ''} (one card, plus one for each "
            f"empty tower), and {have}."
        )


def test_empty_columns_never_raise_the_run_limit():
    board = board_of({"a": "7S 6S 5S", "b": "8S"}, towers=dict(t1="2H", t2="3H", t3="4H", t4="5H"))
    assert sum(not c for c in board.columns) == 8
    assert "a-b:3" not in legal_moves(board)
    assert "needs 2 empty towers" in refusal(board, "a-b:3")


@pytest.mark.parametrize("rule", RULES)
def test_a_run_must_be_a_run_under_the_rule_in_force(rule):
    board = board_of({"a": "9S 8H 7C", "b": "TD"}, rule=rule)
    if rule == "same-suit":
        assert refusal(board, "a-b:3") == (
            "The top 3 cards of column a are not a run: the 7♣ lies on the 8♥, and a run goes "
            "down one rank at a time, each card of its own suit (same-suit rule)."
        )
    else:
        plays(board, "a-b:3")


def test_a_run_goes_where_its_highest_card_matches():
    board = board_of({"a": "9S 8S", "b": "TD", "c": "TS"})
    assert refusal(board, "a-b:2").startswith(
        "The run of 2 headed by the 9♠ cannot go on the 10♦: a card goes on one rank higher"
    )
    assert plays(board, "a-c:2").columns[2] == board.columns[2] + board.columns[0]


def test_a_wrong_count_is_refused_with_the_count_that_fits():
    board = board_of({"a": "9S 8S 7S", "b": "TS"})
    assert refusal(board, "a-b") == (
        "The 7♠ cannot go on the 10♠: a card goes on one rank higher, of its own suit "
        "(same-suit rule). The run of 3 headed by the 9♠ fits there: write a-b:3."
    )
    assert "Column a holds 3 cards: there is no run of 4" in refusal(board, "a-b:4")


def test_a_count_of_one_is_the_same_move_as_no_count():
    board = board_of({"a": "9S 8S", "b": "9H"}, rule="any-suit")
    assert apply(board, "a-b:1") == apply(board, "a-b")


# -- empty columns (move 5) and the King at the bottom -----------------------------------------
def test_an_empty_column_takes_a_king_or_a_king_headed_run():
    board = board_of({"a": "5H KS QS", "c": "3D KD"}, towers={"t1": "KH", "t2": "QH", "t3": "2C"})
    listed = legal_moves(board)
    assert {"a-b:2", "c-b", "t1-b"} <= set(listed)
    assert refusal(board, "a-b") == (
        "The Q♠ cannot go into empty column b: an empty column takes only a King, or a run headed "
        "by a King. The run of 2 headed by the K♠ fits there: write a-b:2."
    )
    assert refusal(board, "t2-b").startswith("The Q♥ cannot go into empty column b")


def test_a_king_headed_run_into_an_empty_column_keeps_the_run_limit():
    board = board_of({"a": "5H KS QS JS"}, towers=dict(t1="2H", t2="3H", t3="4H"))
    assert "a-b:3" not in legal_moves(board)
    assert "needs 2 empty towers" in refusal(board, "a-b:3")


def test_a_king_already_at_the_bottom_never_moves_to_another_empty_column():
    board = board_of({"a": "KS", "c": "KH QH"}, towers={"t1": "KD"})
    listed = legal_moves(board)
    assert not any(m.startswith(("a-", "c-")) and m[2] in "bdefghij" for m in listed)
    assert refusal(board, "a-b") == (
        "The K♠ already lies at the bottom of column a: moving it into another empty column "
        "would change nothing."
    )
    assert refusal(board, "c-b:2").startswith("The run of 2 headed by the K♥ already lies at the")
    assert {"a-t2", "c-t2", "t1-b"} <= set(listed), "a King from a tower may"


# -- what a move needs at all ------------------------------------------------------------------
def test_moves_need_a_card_and_two_places():
    board = board_of({"a": "9S"})
    assert refusal(board, "b-a") == "Column b is empty: there is no card to move."
    assert refusal(board, "t1-a") == "Tower t1 is empty: there is no card to move."
    assert refusal(board, "a-a") == "A move goes from one place to another, not from a to itself."


# -- legal_moves() exactly as §5 lists them ----------------------------------------------------
def test_legal_moves_are_listed_exactly_as_section_5_says():
    board = board_of(
        {
            "a": "2H",
            "b": "4C KS QS",
            "c": "9H",
            "e": "6C",
            "f": "8D 7D 6D",
            "g": "9D",
            "h": "KH",
            "i": "3S",
            "j": "TH",
        },
        towers={"t1": "JS", "t3": "5C"},
        up={"H": 1},
    )
    assert legal_moves(board) == [
        "a-f2", "a-t2", "a-t4",
        "b-d:2", "b-t2", "b-t4",
        "c-j", "c-t2", "c-t4",
        "e-t2", "e-t4",
        "f-g:3", "f-t2", "f-t4",
        "g-t2", "g-t4",
        "h-t2", "h-t4",
        "i-t2", "i-t4",
        "j-t2", "j-t4",
        "t1-b", "t3-e",
    ]  # fmt: skip

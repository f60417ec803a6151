"""What the lessons' words claim is what the engine holds on the table at that step: the
places a card may go to, the cards named, the counts, the flips (issue 12: the Hopscotch
lesson once offered column d to an 8 where only a 6 fits)."""

from __future__ import annotations

import re

import pytest

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.games.boardwalk.look import range_words
from boardwalk.rules import Game, all_places, new_game, score
from boardwalk.rules.board import names
from boardwalk.rules.moves import declarable

SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
CARD = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


def shown(variant: str, number: int, after: bool = False) -> Game:
    """The game as step ``number`` (from 1) shows it: its words, or its ``after`` words
    (once its own move is played; a refused move changes nothing)."""
    lesson = LESSONS[variant]
    step = lesson.steps[number - 1]
    game = new_game(variant, deck=lesson.deck)
    for move in [*lesson.moves_before(number - 1), *step.auto]:
        game.play(move)
    if after and step.move:
        game.play(step.move)
    return game


def card_at(game: Game, place: str) -> str:
    """The face-up top card at a place, as a player reads it: ``the 7♦``."""
    code = game.cards(place)[-1]
    rank = "10" if code[0] == "T" else code[0]
    return f"the {rank}{next(s for s, c in SUITS.items() if c == code[1])}"


def steps_and_texts():
    for variant, lesson in LESSONS.items():
        for number, step in enumerate(lesson.steps, start=1):
            for field in ("words", "hint", "after"):
                yield variant, number, field, getattr(step, field)


# Each: a step's text says a card can go to these places; (variant, step, words or after,
# the source place, the places named, whether the text says "only" these).
GOES_TO = [
    ("hopscotch", 7, "after", "1d", {"4d", "4e"}, True),
    ("hopscotch", 8, "words", "1d", {"4d", "4e"}, True),
    ("hopscotch", 9, "words", "1a", {"4d"}, False),
    ("hopscotch", 10, "words", "1a", {"4g"}, False),
    ("hopscotch", 12, "words", "1e", {"2a"}, False),
    ("hopscotch", 13, "words", "1b", {"4c"}, False),
    ("hopscotch", 16, "words", "3f", {"3c"}, False),
    ("cheshire", 5, "words", "1d", {"4c"}, False),
]


@pytest.mark.parametrize(("variant", "number", "field", "source", "places", "only"), GOES_TO)
def test_the_places_a_step_offers_a_card_are_legal_there(
    variant, number, field, source, places, only
):
    game = shown(variant, number, after=field == "after")
    legal = {m.split("/")[0] for m in game.legal_moves() if m.startswith(source + "-")}
    offered = {f"{source}-{place}" for place in places}
    card = card_at(game, source)
    assert offered <= legal, f"{card} cannot go everywhere step {number} says ({offered - legal})"
    if only:
        targets = {m for m in legal if m[-2] in "24"}
        assert targets == offered, f"{card} may go elsewhere too, step {number} ({targets})"


@pytest.mark.parametrize(("variant", "number", "field", "words"), list(steps_and_texts()))
def test_every_card_a_text_names_is_face_up_when_it_is_shown(variant, number, field, words):
    game = shown(variant, number, after=field == "after")
    up = {c for p in all_places(game.variant) for c in game.cards(p) if c != "##"}
    for rank, suit in CARD.findall(words):
        code = ("T" if rank == "10" else rank) + SUITS[suit]
        assert code in up, f"the {rank}{suit} is not face up at {variant} step {number} ({field})"


def test_hopscotch_column_d_takes_only_a_6_once_the_7_is_in_column_e():
    """The regression of issue 12: the text offered column d to a 6 or an 8."""
    game = shown("hopscotch", 8, after=True)
    board, n = game.board, names(game.variant)
    column_d = n.dst.index("4d")
    assert list(declarable(board, column_d)) == [5], "column d of the lowerwalk (4d)"
    assert range_words(list(declarable(board, column_d))) == "6"  # the label on the table
    eights = [p for p in n.dst[5:] if 7 in declarable(board, n.dst.index(p)) and not game.cards(p)]
    assert not eights, f"an 8 still has a place on the lowerwalk ({eights})"
    after = LESSONS["hopscotch"].steps[7].after
    assert "only a 6" in after and "6 or 8" not in after


def test_hopscotch_step_8_says_why_the_7_goes_to_column_e():
    """A 7 in column d would leave the 6♠ no place: the words say so, and it is true."""
    words = LESSONS["hopscotch"].steps[7].words
    assert "no place for a 6" in words
    game = shown("hopscotch", 8)
    game.play("1d-4d")
    board, n = game.board, names(game.variant)
    for place in n.dst[5:]:
        if not game.cards(place):
            assert 5 not in declarable(board, n.dst.index(place)), f"a 6 fits ({place})"


def test_hopscotch_counts_and_flips_are_those_on_the_table():
    assert len(shown("hopscotch", 9, after=True).cards("1a")) == 2  # "down to two cards"
    assert shown("hopscotch", 10, after=True).cards("1a") == ["KS"]  # "Only the K♠ is left"
    assert shown("hopscotch", 12, after=True).cards("1e")[-1] == "4S"  # "turned up the 4♠"
    game = shown("hopscotch", 11, after=True)
    assert game.cards("2a") == ["KS"] and game.cards("1a") == []  # filing flipped nothing
    assert shown("hopscotch", 14, after=True).cards("3c") == ["JD"]  # "its last source card"


def test_lucky_seven_hand_scores_three_queens_and_never_plays_to_the_upperwalk():
    game = shown("lucky-seven", 6)
    assert score(game.board).hand == 3, "the Q♦, Q♠ and Q♥ score 3 (h1 h3 h4)"
    assert not [m for m in game.legal_moves() if m.startswith("h") and m[3] in "12"]


def test_squattsi_the_juggled_5_is_locked_until_a_flip():
    game = shown("squattsi", 2, after=True)
    assert 0 in game.board.locked, "the 5♥ is locked after the juggle (1a)"
    assert not shown("squattsi", 3, after=True).board.locked, "the 5♥ is free after a flip (1a)"


def test_cheshire_dormant_stacks_flip_only_by_a_favor():
    first = shown("cheshire", 1)
    assert all(first.cards(p) == ["##"] * 4 for p in ("1b", "1c", "1d", "1e"))
    woken = shown("cheshire", 3, after=True)
    assert woken.cards("1c")[-1] != "##", "the woken stack turned up its next card (1c)"
    left = shown("cheshire", 5, after=True)
    column_d = names(left.variant).src.index("1d")
    assert left.cards("1d") == ["##"] * 4 and column_d in left.board.dormant
    assert left.cards("3c")[-1] == "9D", "the 9♦ flipped on the lowerwalk (3c)"


def test_cheshire_counts_favors_and_claims_no_more_than_it_taught():
    assert BOARDWALK.status_parts(shown("cheshire", 2, after=True)) == ["3 favors left"]
    assert BOARDWALK.status_parts(shown("cheshire", 6, after=True)) == ["2 favors left"]
    for _, _, _, words in steps_and_texts():
        assert "every rule of Boardwalk" not in words

"""What the lessons' words claim is what the engine holds on the table at that step: the
places a card may go to, the cards named, the counts, the flips, the scores (issue 12: the
Hopscotch lesson once offered column d to an 8 where only a 6 fits)."""

from __future__ import annotations

import pytest
from lesson_tools import SUITS, face_up, mentioned, number_of, shown

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.games.boardwalk.look import range_words
from boardwalk.rules import Game, score
from boardwalk.rules.board import names
from boardwalk.rules.moves import declarable


def card_at(game: Game, place: str) -> str:
    """The face-up top card at a place, as a player reads it: ``the 7♦``."""
    code = game.cards(place)[-1]
    rank = "10" if code[0] == "T" else code[0]
    return f"the {rank}{next(s for s, c in SUITS.items() if c == code[1])}"


def steps_and_texts():
    for variant, lesson in LESSONS.items():
        for number, step in enumerate(lesson.steps, start=1):
            texts = [("words", step.words), ("hint", step.hint), ("after", step.after)]
            texts += [("reply", a.words) for a in step.replies]
            for field, words in texts:
                yield variant, number, field, words


# Each: a step's text says a card can go to these places; (variant, the step's move, words
# or after, the source place, the places named, whether the text says "only" these).
GOES_TO = [
    ("hopscotch", "1d-4e", "words", "1d", {"4d", "4e"}, True),
    ("hopscotch", "1a-4d", "words", "1a", {"4d"}, True),
    ("hopscotch", "1a-4g", "words", "1a", {"4g", "4h"}, True),
    ("hopscotch", "1e-2a", "words", "1e", {"2a"}, False),
    ("hopscotch", "1b-4c", "words", "1b", {"4c"}, True),
    ("hopscotch", "3f-3c", "words", "3f", {"3c"}, False),
    ("cheshire", "1d-4c", "words", "1d", {"4c"}, False),
]


@pytest.mark.parametrize(("variant", "move", "field", "source", "places", "only"), GOES_TO)
def test_the_places_a_step_offers_a_card_are_legal_there(
    variant, move, field, source, places, only
):
    number = number_of(variant, move=move)
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
    game = shown(variant, number, after=field in ("after", "reply"))
    if field == "reply":  # a reply follows another move than the step's own: either board
        return
    missing = mentioned(words) - face_up(game)
    assert not missing, f"{missing} not face up at {variant} step {number} ({field})"


def test_hopscotch_column_d_takes_only_a_6_once_the_7_is_in_column_e():
    """The regression of issue 12: the text offered column d to a 6 or an 8."""
    number = number_of("hopscotch", move="1d-4e")
    game = shown("hopscotch", number, after=True)
    board, n = game.board, names(game.variant)
    column_d = n.dst.index("4d")
    assert list(declarable(board, column_d)) == [5], "column d of the lowerwalk (4d)"
    assert range_words(list(declarable(board, column_d))) == "6"  # the label on the table
    eights = [p for p in n.dst[5:] if 7 in declarable(board, n.dst.index(p)) and not game.cards(p)]
    assert not eights, f"an 8 still has a place on the lowerwalk ({eights})"
    after = LESSONS["hopscotch"].steps[number - 1].after
    assert "only a 6" in after and "6 or 8" not in after


def test_hopscotch_the_7_in_column_d_leaves_the_6_no_place_as_its_reply_says():
    number = number_of("hopscotch", move="1d-4e")
    step = LESSONS["hopscotch"].steps[number - 1]
    game = shown("hopscotch", number)
    reply = step.answer(step.replies, game.board, "1d-4d")
    assert "no place is left for a 6" in reply
    game.play("1d-4d")
    board, n = game.board, names(game.variant)
    for place in n.dst[5:]:
        if not game.cards(place):
            assert 5 not in declarable(board, n.dst.index(place)), f"a 6 fits ({place})"


def test_hopscotch_counts_and_flips_are_those_on_the_table():
    after = lambda move: shown("hopscotch", number_of("hopscotch", move=move), after=True)  # noqa: E731
    assert len(after("1a-4d").cards("1a")) == 2  # "down to two cards"
    assert after("1a-4g").cards("1a") == ["KS"]  # "Only the K♠ is left"
    assert after("1e-2a").cards("1e")[-1] == "4S"  # "turned up the 4♠"
    game = after("1a-2a")
    assert game.cards("2a") == ["KS"] and game.cards("1a") == []  # filing flipped nothing
    assert after("3c-4h").cards("3c") == []  # "Stack 3c is empty: an opening"


def test_the_scenes_are_what_their_words_say():
    won = shown("hopscotch", 1)
    assert score(won.board).won and score(won.board).perfect and score(won.board).destinations == 52
    spike = shown("hopscotch", number_of("hopscotch", words="a spike, a face-down card"))
    parts = score(spike.board)
    assert (parts.destinations, parts.spikes, parts.total, parts.won) == (51, 1, 52, True)
    assert spike.cards("3b") == ["##"] and not spike.legal_moves()  # over: no move is left
    late = shown("hopscotch", number_of("hopscotch", refuse="3e-3g"))
    assert late.cards("4e") == ["8D", "8C", "8H", "8S"] and late.cards("3g") == []
    assert "3e-4h" in late.legal_moves()  # "the K♣ belongs on the Kings at 4h"
    end = shown("squattsi", number_of("squattsi", refuse="h3-2e"))
    parts = score(end.board)
    assert (parts.destinations, parts.hand, parts.spikes, parts.total) == (46, 3, 1, 50)
    assert not any(end.cards(p) for p in ("1a", "1b", "1c", "1d", "1e"))  # row 1 empty


def test_lucky_seven_hand_scores_three_queens_and_never_plays_to_the_upperwalk():
    game = shown("lucky-seven", number_of("lucky-seven", words="Three Queens here"))
    assert score(game.board).hand == 3, "the Q♦, Q♠ and Q♥ score 3"
    assert not [m for m in game.legal_moves() if m.startswith("h") and m[3] in "12"]


def test_lucky_seven_the_second_blind_4_makes_an_opening():
    number = number_of("lucky-seven", words="Now the fourth 4")
    before, game = shown("lucky-seven", number), shown("lucky-seven", number, after=True)
    assert len(before.cards("3b")) == 1 and game.cards("3b") == []
    assert game.cards("4b") == ["4S", "4H", "4D", "4C"] and "QD" in game.cards("h1")


def test_squattsi_the_juggled_5_is_locked_until_a_flip():
    game = shown("squattsi", number_of("squattsi", move="h1-1a/1b"), after=True)
    assert 0 in game.board.locked, "the 5♥ is locked after the juggle (1a)"
    game = shown("squattsi", number_of("squattsi", move="h3-4c"), after=True)
    assert not game.board.locked, "the 5♥ is free after a flip (1a)"


def test_cheshire_dormant_stacks_flip_only_by_a_favor():
    first = shown("cheshire", 1)
    assert all(first.cards(p) == ["##"] * 4 for p in ("1b", "1c", "1d", "1e"))
    woken = shown("cheshire", number_of("cheshire", move="1c*"), after=True)
    assert woken.cards("1c")[-1] != "##", "the woken stack turned up its next card (1c)"
    left = shown("cheshire", number_of("cheshire", move="1d-4c"), after=True)
    column_d = names(left.variant).src.index("1d")
    assert left.cards("1d") == ["##"] * 4 and column_d in left.board.dormant
    assert left.cards("3c")[-1] == "9D", "the 9♦ flipped on the lowerwalk (3c)"


def test_cheshire_counts_favors_and_claims_no_more_than_it_taught():
    game = shown("cheshire", number_of("cheshire", move="1c*"), after=True)
    assert BOARDWALK.status_parts(game) == ["3 favors left"]
    game = shown("cheshire", number_of("cheshire", move="1d*"), after=True)
    assert BOARDWALK.status_parts(game) == ["2 favors left"]
    for _, _, _, words in steps_and_texts():
        assert "every rule of Boardwalk" not in words

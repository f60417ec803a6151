"""Every lesson's steps replay legally through the engine, and name real places and the
cards on the table."""

import pytest
from lesson_tools import face_up, mentioned, shown

from boardwalk.games.boardwalk.layout import compute
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.rules import find_variant
from boardwalk.rules.explain import FALLBACK, explain


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_step_plays_through_the_engine(variant):
    lesson = LESSONS[variant]
    for number, step in enumerate(lesson.steps, start=1):
        game = shown(variant, number)
        if step.refuse:
            legal = game.legal_moves()
            assert not [m for m in legal if m == step.refuse or m.startswith(step.refuse + "/")]
            assert explain(game.board, step.refuse) != FALLBACK
            assert step.meets(game.board, step.refuse), f"step {number} is not met by its try"
        if step.move:
            assert step.move in game.legal_moves(), f"step {number}: {step.move}"
            assert step.meets(game.board, step.move), f"step {number} is not met by its move"
        if step.scene is None:
            expected = lesson.moves_before(number - 1) + list(step.auto)
            assert game.moves == expected


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_highlighted_place_exists_on_the_variant_layout(variant):
    places = compute(find_variant(variant), (1280, 800)).places
    for step in LESSONS[variant].steps:
        for place in step.highlight:
            assert place in places, place


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_card_a_step_names_is_face_up_when_the_words_are_shown(variant):
    for number, step in enumerate(LESSONS[variant].steps, start=1):
        for field in ("words", "hint"):
            text = getattr(step, field)
            assert mentioned(text) <= face_up(shown(variant, number)), f"{number} {field}: {text}"
        after = shown(variant, number, after=True)
        assert mentioned(step.after) <= face_up(after), f"step {number}: {step.after}"

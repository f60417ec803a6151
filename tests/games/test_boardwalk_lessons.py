"""Every lesson's script replays legally through the engine, and names real places."""

import re

import pytest

from boardwalk.games.boardwalk.layout import compute
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.rules import all_places, find_variant, new_game
from boardwalk.rules.explain import FALLBACK, explain


@pytest.mark.parametrize("variant", list(LESSONS))
def test_lesson_script_replays_through_the_engine(variant):
    lesson = LESSONS[variant]
    game = new_game(variant, deck=lesson.deck)
    for number, step in enumerate(lesson.steps, start=1):
        for move in step.auto:
            assert move in game.legal_moves(), f"step {number}: auto move {move}"
            game.play(move)
        if step.refuse:
            legal = game.legal_moves()
            assert not [m for m in legal if m == step.refuse or m.startswith(step.refuse + "/")]
            assert explain(game.board, step.refuse) != FALLBACK
        if step.move:
            assert step.move in game.legal_moves(), f"step {number}: {step.move}"
            game.play(step.move)
        assert game.moves == lesson.moves_before(number)


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_highlighted_place_exists_on_the_variant_layout(variant):
    places = compute(find_variant(variant), (1280, 800)).places
    for step in LESSONS[variant].steps:
        for place in step.highlight:
            assert place in places, place


SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
MENTION = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


def mentioned(text: str) -> set[str]:
    return {("T" if rank == "10" else rank) + SUITS[suit] for rank, suit in MENTION.findall(text)}


def face_up(game) -> set[str]:
    return {c for p in all_places(game.variant) for c in game.cards(p) if c != "##"}


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_card_a_step_names_is_face_up_when_the_words_are_shown(variant):
    lesson = LESSONS[variant]
    game = new_game(variant, deck=lesson.deck)
    for number, step in enumerate(lesson.steps, start=1):
        for move in step.auto:
            game.play(move)
        assert mentioned(step.words) <= face_up(game), f"step {number}: {step.words}"
        if step.move:
            game.play(step.move)
        assert mentioned(step.after) <= face_up(game), f"step {number}: {step.after}"

"""Boardwalk's words speak of what a player sees: hints, the words after a hand play, a move
told for the replay, the lessons and the rules name cards and walks, and keep the notation
(``4c``, ``h2``, ``1b*``) for a bracket at the end."""

from __future__ import annotations

import random
import re

import pytest

from boardwalk.games.boardwalk.help_text import SECTIONS
from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.render import ink
from boardwalk.rules import VARIANTS, Board, apply, legal_moves, new_game

CARD = re.compile(r"(?:10|[2-9AJQK])[♠♥♦♣]")
PLACE = re.compile(r"(?<![\w/?])(?:[1-4][a-h]\*?|h[1-9])(?!\w)")
BRACKETS = re.compile(r"\([^()]*\)")
TOAST = 150


def bare_notation(words: str) -> list[str]:
    """Notation standing outside brackets, where a player would have to decode it."""
    return PLACE.findall(BRACKETS.sub("", words))


def card_first(words: str) -> bool:
    card = CARD.search(words)
    return card is not None and card.start() < words.index("(")


def boards(variant: str, seed: int) -> list[Board]:
    """Every position of a few random games."""
    rng, found = random.Random(seed), []
    for deal in range(1, 5):
        board = new_game(variant, deal=deal + seed).board
        for _ in range(60):
            found.append(board)
            legal = legal_moves(board)
            if not legal:
                break
            board = apply(board, rng.choice(legal))[0]
    return found


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_hints_and_replay_words_name_the_card_and_end_with_the_move(variant):
    for board in boards(variant, seed=3):
        for move in legal_moves(board):
            hint, told = BOARDWALK.reason(board, move), BOARDWALK.move_words(board, move)
            for words in (hint, told):
                assert not bare_notation(words), (move, words)
                assert f"({move})" in words and (move.endswith("*") or card_first(words))
            assert hint.endswith(f"({move}).") and len(hint) <= TOAST, hint


@pytest.mark.parametrize("variant", ["lucky-seven", "squattsi", "cheshire"])
def test_the_words_after_a_hand_play_name_both_cards(variant):
    for board in boards(variant, seed=9):
        for move in [m for m in legal_moves(board) if "/" in m]:
            after = apply(board, move)[0]
            for only in (True, False):
                words = BOARDWALK.played_words(after, move, only)
                assert len(CARD.findall(words.split("(")[0])) == 2, words
                assert not bare_notation(words) and words.endswith(f"({move}).")


def test_a_few_whole_sentences():
    """Lucky Seven's lesson deal after its basic play: the 8♦ goes to column e by a power
    play that brings back the J♣ blocking column b."""
    lesson = LESSONS["lucky-seven"]
    game = new_game("lucky-seven", deck=lesson.deck)
    for move in ("1a-4b", "h1-4b"):
        game.play(move)
    board = game.board
    assert BOARDWALK.reason(board, "h2-4e/3b") == (
        "Play your hand's 8♦, declaring column e of the lowerwalk for 8s: a point and a new "
        "column; the J♣ comes back (h2-4e/3b)."
    )
    assert BOARDWALK.move_words(board, "h2-4e/3b") == (
        "your hand's 8♦ onto column e of the lowerwalk, the J♣ coming back (h2-4e/3b)"
    )
    assert BOARDWALK.explain(board, "h2-4b") == (
        "Your hand's 8♦ cannot go onto the 4s in column b of the lowerwalk: a declared "
        "destination takes only its own value (h2-4b)."
    )
    game.play("h2-4e/3b")
    assert BOARDWALK.played_words(game.board, "h2-4e/3b", only=False) == (
        "The J♣ came back from column b of the lowerwalk for the 8♦ (h2-4e/3b)."
    )
    assert BOARDWALK.place_words(game.board, "4e") == "the 8s in column e of the lowerwalk"


def test_favors_left_are_counted_in_words():
    game = new_game("cheshire", deal=1)
    assert BOARDWALK.status_parts(game) == ["4 favors left"]
    game.play("1b*")
    assert BOARDWALK.status_parts(game) == ["3 favors left"]
    assert BOARDWALK.status_parts(new_game("squattsi", deal=1)) == []


MOVE = re.compile(r"(?<![\w/?])(?:[1-4][a-h]|h[1-9])-(?:[1-4][a-h]|h[1-9])")


@pytest.mark.parametrize("variant", list(LESSONS))
def test_lesson_words_keep_moves_in_brackets_once_the_notation_is_taught(variant):
    """The tutorial's table names every place at its edges, and the Hopscotch lesson
    explains the names and the notation early on: after that, a lesson may say "the 5♠
    from 1a", but a whole move stands in a bracket, after the words that say it."""
    taught = variant != "hopscotch"  # the later lessons build on Hopscotch's
    for step in LESSONS[variant].steps:
        taught = taught or "14.notation" in step.rules
        texts = (step.words, step.hint, step.after, *(a.words for a in step.replies))
        for words in texts:
            assert taught or not bare_notation(words), words
            assert "14.notation" in step.rules or not MOVE.findall(BRACKETS.sub("", words)), words


def test_the_tutorial_table_shows_the_place_names_the_lessons_use():
    from driver import Driver

    from boardwalk.screens.tutorial import TutorialScreen

    d = Driver()
    d.app.routes.tutorial("hopscotch")
    d.frames(2)
    assert isinstance(d.scene, TutorialScreen) and d.scene.widget.place_names


def test_the_rules_keep_notation_in_brackets_outside_the_section_that_explains_it():
    for title, _, words in SECTIONS:
        if title != "Cards, places and notation":
            assert not bare_notation(words), (title, words)


def test_the_replay_names_the_move_just_shown_in_words():
    from driver import Driver

    d = Driver("--variant", "hopscotch", "--deal", "7", "--moves", "1a-4c")
    d.app.routes.replay()
    d.frames(2)
    replay = d.scene
    replay.cursor.jump(1)
    with ink.recording() as sheet:
        replay.draw(d.app.surface)
    words = " ".join(m.words for m in sheet.marks)
    assert "move 1 of 1: the " in words and "(1a-4c)" in words

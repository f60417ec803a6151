"""The tutorial's keys and refusals through the real loop: going on never plays for the
learner, leaving asks and is resumed where it was left, and a card that cannot be chosen
is refused in the rules' words."""

import pygame
import pytest
from driver import Driver
from lesson_tools import number_of

from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.play.lesson import HINT, NO_MOVE

LIVE = str(number_of("hopscotch", move="1a-4c"))
"""The Hopscotch step of the first live play, the 5♠ from 1a to 4c."""


def button(d: Driver, action: str):
    return next(b for b in d.scene.panel_buttons if b.action == action)


def dialog_button(d: Driver, action: str):
    return next(b for b in d.scene.buttons if b.action == action)


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT])
def test_going_on_before_the_step_is_done_says_what_it_wants_and_plays_nothing(key):
    d = Driver("--tutorial", "hopscotch", "--step", LIVE)
    board = d.game.board
    d.key(key)
    run = d.scene.run
    assert d.game.moves == [] and d.game.board == board
    index = int(LIVE) - 1
    assert run.index == index and not run.done
    assert run.feedback == (LESSONS["hopscotch"].steps[index].hint, HINT)
    d.click(button(d, "next").rect.center)  # the Next button is no shortcut either
    assert d.game.moves == [] and run.index == index and not run.done


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_RIGHT])
def test_going_on_from_a_done_step_advances(key):
    d = Driver("--tutorial", "hopscotch", "--step", LIVE)
    d.drag("1a", "4c")
    assert d.scene.run.done
    d.key(key)
    index = int(LIVE)
    assert d.scene.run.index == index and d.game.moves == ["1a-4c"]
    d.key(key)  # the next step only waits for a refusal: nothing is played for it either
    assert d.scene.run.index == index and d.game.moves == ["1a-4c"] and not d.scene.run.done


def test_a_words_only_step_goes_on_at_once():
    d = Driver("--tutorial", "hopscotch")
    d.key(pygame.K_RETURN)
    assert d.scene.run.index == 1


def test_escape_asks_before_leaving_and_stays_by_default():
    d = Driver("--tutorial", "hopscotch", "--step", LIVE)
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "Leave the lesson?"
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TutorialScreen"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_RETURN)  # the quick answer is the safe one: stay
    assert type(d.scene).__name__ == "TutorialScreen"
    leave = next(b for b in d.scene.widget.buttons if b.action == "leave")
    d.click(leave.rect.center)
    assert type(d.scene).__name__ == "Dialog"
    d.click(dialog_button(d, "cancel").rect.center)
    assert type(d.scene).__name__ == "TutorialScreen"
    d.key(pygame.K_ESCAPE)
    d.click(dialog_button(d, "yes").rect.center)
    assert type(d.scene).__name__ == "TitleScreen"


@pytest.mark.parametrize("finish", [False, True])
def test_a_lesson_left_part_way_opens_again_where_it_was_left(finish):
    d = Driver("--tutorial", "lucky-seven", "--step", "4")
    d.click(button(d, "show").rect.center)
    if finish:
        d.frames(30)
    else:
        d.key(pygame.K_RIGHT)  # step 5, its move not yet made
    run = d.scene.run
    index, done, moves, board = run.index, run.done, list(d.game.moves), d.game.board
    d.key(pygame.K_ESCAPE)
    d.click(dialog_button(d, "yes").rect.center)
    assert type(d.scene).__name__ == "TitleScreen"
    d.app.routes.tutorial("lucky-seven")
    run = d.scene.run
    assert (run.index, run.done, d.game.moves) == (index, done, moves)
    assert d.game.board == board
    d.key(pygame.K_ESCAPE)
    d.click(dialog_button(d, "yes").rect.center)
    d.app.routes.tutorial("hopscotch")  # another lesson starts at its beginning
    assert d.scene.run.index == 0


def test_a_card_the_move_cannot_take_is_refused_in_the_rules_words():
    number = number_of("squattsi", refuse="h3-2a")  # the 5♥ on 1a is locked, and that
    d = Driver("--tutorial", "squattsi", "--step", str(number))  # step is not about it
    assert d.game.board.locked
    d.drag("h2", "2b")
    assert d.table.hand.gestures.g.mode == "choosing"
    d.click("1a")
    assert "Cancelled" not in d.toast()
    assert "perpetual play rule" in d.toast() and "h2-2b/1a" in d.toast()
    assert d.table.hand.gestures.g.mode == "choosing"  # the choice stays open
    d.click(d.layout.places["1b"].center)  # an empty stack: nothing face up to bring back
    assert "no face-up card" in d.toast() and "Cancelled" not in d.toast()
    d.key(pygame.K_ESCAPE)
    assert d.table.hand.gestures.g.mode == "idle" and d.game.moves == LESSONS[
        "squattsi"
    ].moves_before(2)


def test_a_move_on_a_words_only_step_is_not_praised():
    d = Driver("--tutorial", "hopscotch", "--step", "2")  # the board, told in words
    d.drag("1a", "4c")
    assert d.game.moves == [] and d.scene.run.index == 1
    assert "Well done" not in d.toast() and d.toast() == NO_MOVE


def waiting_steps() -> list[tuple[str, int]]:
    return [(v, i) for v, lesson in LESSONS.items() for i, s in enumerate(lesson.steps) if s.waits]


@pytest.mark.parametrize(("variant", "index"), waiting_steps())
def test_the_run_nudges_without_playing_and_resumes_the_same_board(variant, index):
    from boardwalk.games.boardwalk.kind import BOARDWALK
    from boardwalk.play.lesson import LessonRun

    run = LessonRun(LESSONS[variant], BOARDWALK, index)
    board = run.game.board
    assert run.nudge() == run.step.wants and run.feedback == (run.step.wants, HINT)
    assert run.game.board is board and not run.done
    for finish in (False, True):
        if finish:
            run.show_me()
        again = LessonRun(LESSONS[variant], BOARDWALK)
        again.resume(run.mark)
        assert (again.index, again.done) == (run.index, run.done)
        assert again.game.board == run.game.board and again.game.moves == run.game.moves


def test_where_a_lesson_was_left_survives_quitting_the_game(data_folder):
    d = Driver("--tutorial", "squattsi", "--step", "3")
    d.click(button(d, "show").rect.center)
    d.frames(30)
    moves = list(d.game.moves)
    d.key(pygame.K_ESCAPE)
    d.click(dialog_button(d, "yes").rect.center)
    d.app.keeper.close()
    again = Driver(first_launch=True)  # the next run, on the same data folder
    again.app.routes.tutorial("squattsi")
    assert (again.scene.run.index, again.scene.run.done) == (2, True)
    assert again.game.moves == moves
    again.app.progress.finish("squattsi")
    assert "squattsi" not in again.app.progress.left


def test_a_lesson_shows_the_score_as_it_stands():
    d = Driver("--tutorial", "hopscotch", "--step", LIVE)
    before = d.scene.status_text()
    assert before.endswith(" · 0 points")
    d.click(button(d, "show").rect.center)
    d.frames(30)
    assert d.scene.status_text().endswith(" · 1 point"), d.scene.status_text()


def test_next_works_at_once_while_a_return_card_is_still_being_chosen():
    """The newcomer's try: the refused 5♥ left the choice open, and Next only cancelled it."""
    number = number_of("squattsi", refuse="h2-2b/1a")
    d = Driver("--tutorial", "squattsi", "--step", str(number))
    d.drag("h2", "2b")
    d.click("1a")  # the locked 5♥: refused, which is the step
    assert d.scene.run.done and d.table.hand.gestures.g.mode == "choosing"
    d.click(button(d, "next").rect.center)
    assert d.scene.run.index == number and d.table.hand.gestures.g.mode == "idle"


def test_the_choose_prompt_goes_once_the_card_is_chosen():
    number = number_of("lucky-seven", move="h2-4e/3b")
    d = Driver("--tutorial", "lucky-seven", "--step", str(number))
    d.drag("h2", "4e")
    assert d.toast().startswith("Choose the card")
    d.click("3b")
    assert d.scene.run.done and not d.toast().startswith("Choose the card")

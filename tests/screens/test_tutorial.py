"""The tutorial through the real app loop: each lesson completed by drag gestures and clicks."""

import json

import pygame
import pytest
from driver import Driver
from lesson_tools import number_of

from boardwalk.games.boardwalk.lessons import LESSONS


def next_button(d: Driver):
    return next(b for b in d.scene.panel_buttons if b.action == "next")


def button(d: Driver, action: str):
    return next(b for b in d.scene.panel_buttons if b.action == action)


def shown_moves(variant: str, number: int) -> list[str]:
    step = LESSONS[variant].steps[number - 1]
    if step.scene is not None:
        return list(step.scene.moves)
    return LESSONS[variant].moves_before(number - 1) + list(step.auto)


def perform(d: Driver, move: str) -> None:
    """Make a lesson move as a player would: a click for a favor, else a drag and maybe a click."""
    if move.endswith("*"):
        d.click(move[:2])
        return
    src, rest = move.split("-")
    dst, _, ret = rest.partition("/")
    d.drag(src, dst)
    if ret == "?":
        d.click(d.table.widget.view.layout.places["3" + dst[1]].center)
    elif ret:
        d.click(ret)


@pytest.mark.parametrize("variant", list(LESSONS))
def test_each_lesson_is_completed_by_real_gestures(variant):
    lesson = LESSONS[variant]
    d = Driver("--tutorial", variant)
    for number, step in enumerate(lesson.steps, start=1):
        scene = d.scene
        assert scene.run.index == number - 1
        assert d.game.moves == shown_moves(variant, number)
        if step.waits:
            assert not scene.run.done
            if step.refuse.endswith("*"):  # no click asks for a refused favor: Show me
                d.click(button(d, "show").rect.center)
            else:
                perform(d, step.shows)
        if step.refuse:
            assert d.game.moves == shown_moves(variant, number)  # refused: nothing moved
        assert scene.run.done, f"step {number} of {variant} not completed"
        d.frames(2)
        d.key(pygame.K_ESCAPE)  # a choice left open by a refused return card is let go
        if type(d.scene).__name__ == "Dialog":
            d.key(pygame.K_ESCAPE)  # Esc with nothing held asks to leave: stay
        d.click(next_button(d).rect.center)
    assert variant in d.app.progress.done
    saved = json.loads((d.app.progress.path).read_text())
    assert variant in saved["done"]
    assert type(d.scene).__name__ == "Dialog"  # the lesson ends by offering a practice deal
    practice = next(b for b in d.scene.buttons if b.action == "practice")
    assert practice is d.scene.buttons[-1] and "practice" in d.scene.buttons[-1].label.lower()
    d.click(practice.rect.center)
    assert d.current.game.variant.id == variant and d.current.game.moves == []
    assert d.current.game.deal == lesson.practice


def test_a_different_legal_move_is_refused_gently_and_an_illegal_one_explained():
    number = number_of("hopscotch", move="1a-4c")
    d = Driver("--tutorial", "hopscotch", "--step", str(number))
    assert d.game.moves == []
    d.drag("1b", "4d")  # legal in the rules, but the step is about the 5♠
    assert d.game.moves == [] and not d.scene.run.done
    assert d.toast() == LESSONS["hopscotch"].steps[number - 1].hint
    d.drag("1a", "2b")  # illegal: 1b is not empty
    assert d.game.moves == [] and "its destination opens only when its stack is empty" in d.toast()
    d.click(next_button(d).rect.center)  # Next on an unfinished step only says what it wants
    assert d.game.moves == [] and d.scene.run.index == number - 1 and not d.scene.run.done


def test_show_me_back_and_restart():
    d = Driver("--tutorial", "lucky-seven", "--step", "3")
    assert d.game.moves == ["1a-4b"]
    d.click(button(d, "show").rect.center)
    assert d.game.moves == ["1a-4b", "h1-4b"] and d.scene.run.done
    d.key(pygame.K_RIGHT)
    assert d.scene.run.index == 3
    d.click(button(d, "back").rect.center)
    assert d.scene.run.index == 2 and d.game.moves == ["1a-4b"] and not d.scene.run.done
    d.key(pygame.K_LEFT)
    assert d.scene.run.index == 1 and d.game.moves == []
    restart = next(b for b in d.scene.widget.buttons if b.action == "restart")
    d.click(restart.rect.center)
    assert d.scene.run.index == 0
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "Dialog"  # leaving asks first
    d.click(d.scene.buttons[-1].rect.center)
    assert type(d.scene).__name__ == "TitleScreen"


def test_the_tutorial_is_offered_once_on_first_launch(data_folder):
    d = Driver(first_launch=True)
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "New to Boardwalk?"
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TitleScreen"
    again = Driver(first_launch=True)
    assert type(again.scene).__name__ == "TitleScreen"  # asked once, remembered
    assert json.loads((data_folder / "tutorial.json").read_text())["offered"] is True


def test_lessons_are_reachable_from_the_title_and_marked_when_done(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "tutorial.json").write_text(
        '{"version": 1, "offered": true, "done": ["squattsi"]}'
    )
    d = Driver(first_launch=True)
    learn = next(b for b in d.scene.buttons if b.action == "lessons")
    d.click(learn.rect.center)
    assert type(d.scene).__name__ == "LessonsScreen" and d.app.progress.done == {"squattsi"}
    rect, variant = d.scene.rows[3]
    d.click(rect.center)
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "New to Hopscotch?"
    skip = next(b for b in d.scene.buttons if b.action == "skip")
    d.click(skip.rect.center)
    assert (
        type(d.scene).__name__ == "TutorialScreen"
        and d.scene.lesson.variant == variant == "cheshire"
    )


@pytest.mark.parametrize(("answer", "opened"), [("base", "hopscotch"), ("skip", "squattsi")])
def test_a_later_lesson_offers_hopscotch_first_until_it_is_done(data_folder, answer, opened):
    d = Driver(first_launch=True)
    d.app.routes.tutorial("squattsi")
    dialog = d.scene
    assert type(dialog).__name__ == "Dialog" and "starting with Hopscotch" in dialog.body
    d.click(next(b for b in dialog.buttons if b.action == answer).rect.center)
    assert type(d.scene).__name__ == "TutorialScreen" and d.scene.lesson.variant == opened
    d.app.progress.finish("hopscotch")
    d.key(pygame.K_ESCAPE)
    d.click(next(b for b in d.scene.buttons if b.action == "yes").rect.center)
    d.app.progress.left.pop("squattsi", None)  # not started: it may ask again
    d.app.routes.tutorial("squattsi")  # Hopscotch done: the next lesson in the chain
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "New to Lucky Seven?"
    d.key(pygame.K_ESCAPE)
    d.app.progress.finish("lucky-seven")
    d.app.routes.tutorial("squattsi")  # all it builds on is done: no more asking
    assert type(d.scene).__name__ == "TutorialScreen" and d.scene.lesson.variant == "squattsi"


def test_damaged_progress_is_kept_aside_and_reported(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    (data_folder / "tutorial.json").write_text("{ not json")
    d = Driver(first_launch=True)
    assert "could not be read" in d.app.progress.problem
    assert d.scene.title == "A saved file could not be read"
    assert [p.name for p in data_folder.iterdir() if ".damaged-" in p.name]


@pytest.mark.parametrize("variant", list(LESSONS))
def test_every_step_renders_to_a_screenshot(tmp_path, variant):
    from boardwalk.app import main

    for step in range(1, len(LESSONS[variant].steps) + 1):
        out = tmp_path / f"{variant}-{step}.png"
        assert main(["--tutorial", variant, "--step", str(step), "--screenshot", str(out)]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 800)

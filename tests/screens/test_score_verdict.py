"""The solver's verdict after the game (issue 15): when it won the deal, the score screen
says so and offers Watch the win, which replays the solver's own moves from the deal to a
won position; Close brings back the same score, its answer kept, the solver not asked
again. While it thinks, or without a win, there is no such button, and the words say
whether a loss is proven or only that the budget ran out."""

from __future__ import annotations

import time

import pygame
import pytest
from driver import Driver

from boardwalk.bot.solver import Verdict
from boardwalk.render import ink

DEAL = "4"
"""A Hopscotch deal the solver wins from the start in about a thousand positions (a tenth
of a second, measured), well inside the score screen's budget."""

OPENED: list[Driver] = []


@pytest.fixture(autouse=True)
def stop_solvers():
    """A score screen left open keeps its solver thinking: stop it after each test."""
    yield
    for d in OPENED:
        for screen in d.app.stack.screens:
            if hasattr(screen, "solver"):
                screen.solver.cancel()
    OPENED.clear()


def wait_for(d: Driver, check, seconds: float = 90.0) -> None:
    """Frames until ``check`` holds, sleeping between them as a real frame does (the solver
    thinks on another thread; the machine may be busy)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        d.frames()
        if check():
            return
        time.sleep(0.01)
    raise AssertionError("timed out")


def ended(size: str = "1280x800") -> Driver:
    """Two moves of Hopscotch deal 4 dragged, then End game (Ctrl+E, agreed with Enter):
    the score screen, as a player reaches it."""
    d = Driver("--size", size, "--variant", "hopscotch", "--deal", DEAL, "--anim-ms", "0")
    OPENED.append(d)
    for move in ("1a-4a", "1a-4b"):
        d.drag(*move.split("-"))
        assert d.game.moves[-1] == move
    assert not d.game.is_over()
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    assert type(d.scene).__name__ == "Dialog"
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert type(d.scene).__name__ == "ScoreScreen"
    return d


def answered(size: str = "1280x800") -> Driver:
    """The score screen once the solver has answered (and the frame with its answer drawn)."""
    d = ended(size)
    wait_for(d, lambda: d.scene.verdict is not None)
    d.frames(2)
    return d


def drawn_buttons(d: Driver) -> dict[str, pygame.Rect]:
    """The buttons the score screen draws, by their words, where they are drawn."""
    with ink.recording() as sheet:
        d.scene.draw(d.app.surface)
    return {m.words: m.rect for m in sheet.marks if m.kind == "button"}


def test_watch_the_win_replays_the_solvers_win_and_close_gives_the_score_back():
    d = answered()
    score, verdict = d.scene, d.scene.verdict
    assert verdict.winnable is True and verdict.line
    assert score.verdict_words() == (
        "This deal was winnable: watch how the solver won it, seeing every card."
    )
    assert score._drawn == score._look()  # the answer was drawn without waiting for input
    where = drawn_buttons(d)["Watch the win"]
    d.click(where.center)
    d.frames(2)
    replay = d.scene
    assert type(replay).__name__ == "ReplayScreen"
    assert replay.cursor.moves == list(verdict.line)  # the solver's moves, from the deal
    assert replay.title == "The solver's win, Hopscotch deal 4"
    assert replay.cursor.index == 0
    d.key(pygame.K_END)
    d.frames(2)
    board = replay.cursor.board
    assert replay.cursor.at_end
    assert not any(board.stacks[: board.variant.upper_columns])  # row 1 empty: won
    d.key(pygame.K_ESCAPE)
    d.frames(3)
    assert d.scene is score and score.verdict is verdict  # the same answer, kept
    assert not score.thinking.busy  # and the solver not asked again
    assert "Watch the win" in drawn_buttons(d)


def test_the_keys_reach_watch_the_win_last_in_their_round():
    d = answered()
    actions = [b.action for b in d.scene.buttons]
    assert actions[-1] == "watch" and len(actions) == 7
    d.key(pygame.K_TAB)  # shows the ring on New deal, where Enter already was
    d.key(pygame.K_TAB)  # Copy challenge
    d.key(pygame.K_TAB)  # Watch the win
    assert d.scene.focused.action == "watch"
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert type(d.scene).__name__ == "ReplayScreen"
    assert d.scene.cursor.moves == list(d.app.stack.screens[-2].verdict.line)


@pytest.mark.parametrize(
    "verdict, says",
    [
        (None, "is looking at this deal"),
        (Verdict(None, 40, False, ("1a-4a",), 15_025), "does not prove the deal lost"),
        (Verdict(False, 37, True, (), 812), "the solver tried every line and proved it"),
        (Verdict(True, 52, True, (), 1), "the solver found a win"),  # nothing to watch
    ],
    ids=["thinking", "budget-ran-out", "proven-lost", "won-with-no-moves"],
)
def test_no_watch_button_without_a_win_to_watch(verdict, says):
    d = answered("960x600")
    score = d.scene
    spot = score.watch.rect.center
    score.verdict = verdict  # the real answer is in: nothing can overwrite this one
    d.frames(2)
    assert says in score.verdict_words()
    buttons = drawn_buttons(d)
    assert "Watch the win" not in buttons and len(buttons) == 6
    d.click(spot)  # where the button would be: nothing opens
    d.frames(2)
    assert d.scene is score
    for _ in range(8):  # the keys go round the six buttons alone
        d.key(pygame.K_TAB)
        assert score.focused.action != "watch"


@pytest.mark.parametrize("size", ["960x600", "1280x800", "1920x1080", "2560x1440"])
def test_the_verdict_and_its_button_keep_to_the_panel(size):
    d = answered(size)
    score = d.scene
    with ink.recording() as sheet:
        score.draw(d.app.surface)
    assert sheet.stray == []
    [words] = [m for m in sheet.marks if m.kind == "text" and "watch how" in m.words]
    button = next(m for m in sheet.marks if m.kind == "button" and m.words == "Watch the win")
    assert words.box.contains(words.rect) and score.box.contains(button.rect)
    assert words.rect.right + score.frame.size <= button.rect.left  # not crowded
    foot = [m.rect for m in sheet.marks if m.kind == "button" and m.words != "Watch the win"]
    assert not any(button.rect.colliderect(r) for r in foot)

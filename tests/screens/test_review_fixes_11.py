"""Regressions from a review of the polished screens: each drives the real loop."""

from __future__ import annotations

import time

import pygame
import pytest
from driver import Driver
from test_table_feel import almost_won

from boardwalk.render import ink
from boardwalk.storage.settings import Settings
from boardwalk.window import Window


def test_undo_on_the_panel_after_the_demo_finished_does_not_give_the_game_back_to_the_bot():
    d = almost_won("--anim-ms", "0")
    table = d.current
    table.demo = True
    deadline = time.monotonic() + 30
    while d.scene is table and time.monotonic() < deadline:  # the bot plays the last move
        d.frames(5)
        time.sleep(0.01)
    assert table.session.over() and not table.demo
    played = len(d.game.moves)
    d.click(d.table.over_buttons[0].rect.center)  # Undo
    for _ in range(60):
        d.frames(2)
        time.sleep(0.005)
    assert len(d.game.moves) == played - 1, "the undone move stays undone"


@pytest.mark.parametrize("size", ["960x1400", "1080x1920", "1200x1600"])
def test_a_tall_window_keeps_every_toolbar_button_inside_it(size):
    d = Driver("--variant", "hopscotch", "--deal", "3", "--size", size)
    width = d.app.size[0]
    buttons = d.current.widget.buttons
    assert buttons and all(b.rect.left >= 0 and b.rect.right <= width for b in buttons)
    assert all(not a.rect.colliderect(b.rect) for a in buttons for b in buttons if a is not b)


def test_statistics_in_a_tall_narrow_window_keep_their_words_in_their_boxes():
    d = Driver("--size", "960x1400")
    d.app.routes.stats("hopscotch")
    d.frames(2)
    with ink.recording() as sheet:
        d.scene.draw(d.app.surface)
    texts = [m for m in sheet.marks if m.kind == "text" and m.box is not None]
    assert texts and all(m.box.contains(m.rect) for m in texts)
    assert not any(m.words.endswith("…") for m in texts if m.words.strip())


def test_a_maximise_reported_after_its_move_keeps_the_players_place(data_folder):
    Driver()
    settings = Settings()
    win = Window((1200, 800), settings)
    win.handle(pygame.event.Event(pygame.WINDOWMOVED, x=100, y=80))
    time.sleep(0.6)  # the player's own move, then later a maximise, in Windows' order:
    win.handle(pygame.event.Event(pygame.WINDOWMOVED, x=-8, y=-8))
    win.handle(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    win.handle(pygame.event.Event(pygame.WINDOWMOVED, x=100, y=80))
    win.handle(pygame.event.Event(pygame.WINDOWRESTORED))
    assert win.remember(settings)
    assert settings.position == (100, 80) and settings.window == (1200, 800)
    assert settings.maximised is False


def test_keypad_enter_on_the_score_screen_presses_the_highlighted_new_deal():
    d = Driver("--variant", "hopscotch", "--deal", "3", "--anim-ms", "0")
    d.app.routes.show_score()
    d.frames(2)
    assert type(d.scene).__name__ == "ScoreScreen"
    old = d.game
    d.key(pygame.K_KP_ENTER)
    assert d.game is not old and d.game.moves == []

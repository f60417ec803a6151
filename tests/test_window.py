"""The window opens as the player left it, and is remembered only when they changed it."""

from __future__ import annotations

import time

import pygame
from driver import Driver

from boardwalk.storage.settings import Settings, load_settings, save_settings, settings_path
from boardwalk.window import Window


def test_a_moved_resized_maximised_window_is_remembered_and_reopened_so(data_folder):
    Driver()  # pygame up, with a fresh data folder
    settings = Settings()
    win = Window((1500, 900), settings)
    assert win.remember(settings) is False, "nobody touched the window: nothing to save"
    win.handle(pygame.event.Event(pygame.WINDOWMOVED, x=120, y=80))
    time.sleep(0.6)  # the player's move, and a while later a maximise
    win.handle(pygame.event.Event(pygame.WINDOWMAXIMIZED))
    assert win.remember(settings) is True
    kept = (settings.window, settings.position, settings.maximised)
    assert kept == ((1500, 900), (120, 80), True)
    assert save_settings(settings) is None
    again, problem = load_settings()
    assert problem is None and again.window == (1500, 900) and again.maximised
    reopened = Window(None, again)
    assert reopened.size == (1500, 900)
    assert reopened.geometry.position == (120, 80) and reopened.geometry.maximised


def test_size_on_the_command_line_outranks_the_remembered_one(data_folder):
    Driver()
    remembered = Settings(window=(1600, 1000), position=(10, 10), maximised=True)
    win = Window((1000, 700), remembered)
    assert win.size == (1000, 700) and not win.geometry.maximised


def test_a_run_that_never_touched_the_window_writes_no_settings(data_folder):
    d = Driver()
    d.frames(5)
    assert d.app.win.remember(d.app.settings) is False
    assert not settings_path().exists()


def test_remembered_geometry_out_of_range_is_damage_not_a_crash(data_folder):
    data_folder.mkdir(parents=True, exist_ok=True)
    settings_path().write_text('{"version": 1, "window": [99999, -4]}')
    settings, problem = load_settings()
    assert settings == Settings() and "window" in problem

"""Platform habits: ⌘ works as Ctrl on a Mac, and a double-click is the system's own (its
click count, by the player's double-click time), not a timer of the game's."""

from __future__ import annotations

import pygame
from driver import Driver

from boardwalk.screens.base import command_held


def key_event(mod: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=mod, unicode="z", scancode=0)


def test_command_is_ctrl_everywhere_and_also_cmd_on_a_mac():
    assert command_held(key_event(pygame.KMOD_LCTRL), "linux")
    assert command_held(key_event(pygame.KMOD_LCTRL), "darwin")
    assert command_held(key_event(pygame.KMOD_LMETA), "darwin")
    assert not command_held(key_event(pygame.KMOD_LMETA), "linux")  # Super is the desktop's
    assert not command_held(key_event(0), "darwin")


def clicks_on(d: Driver, place: str, clicks: int, wait_frames: int = 0) -> None:
    pos = d.center(place)
    d.frames(wait_frames)
    d.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, clicks=clicks)
    d.frames()
    d.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    d.frames(3)


def test_the_systems_click_count_decides_a_double_click():
    """A slow second click the system counts as a double asks for the card's one place;
    a quick one the system counts as a single only selects (the player set the timing)."""
    d = Driver("--variant", "hopscotch", "--deal", "7", "--moves", "1a-4a")
    gestures = d.table.hand.gestures
    clicks_on(d, "1a", 1)
    clicks_on(d, "1a", 1, wait_frames=2)  # quick, but the system says: a single click
    assert "No declared destination" not in d.toast()
    clicks_on(d, "1a", 1, wait_frames=60)
    assert gestures.g.mode == "selected"
    clicks_on(d, "1a", 2, wait_frames=40)  # 0.7 s later, and the system says: double
    card = d.game.cards("1a")[-1]
    assert gestures.g.mode == "idle"
    assert f"No declared destination takes the {card[0]}" in d.toast() or len(d.game.moves) == 2


def test_the_window_class_is_the_games_however_it_is_started(monkeypatch):
    """``import pygame`` names the window after the script (main.py, __main__.py); the game
    names it itself, unless the player chose a name."""
    from boardwalk.launch import APP_ID, WINDOW_CLASS, name_the_window

    monkeypatch.setattr("sys.argv", ["/opt/game/main.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "main.py")
    monkeypatch.delenv("SDL_APP_ID", raising=False)
    name_the_window()
    import os

    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS
    assert os.environ["SDL_APP_ID"] == APP_ID == os.environ["SDL_VIDEO_WAYLAND_WMCLASS"]
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "my-own")
    name_the_window()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "my-own"


def test_cmd_q_quits_on_a_mac(monkeypatch):
    monkeypatch.setattr("sys.platform", "darwin")
    d = Driver("--variant", "hopscotch", "--deal", "7")
    d.key(pygame.K_q, pygame.KMOD_LMETA)
    assert not d.app.running

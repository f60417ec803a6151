"""Playing with less sight: a high-contrast table chosen in the settings, kept, and drawn
black and white; the position in words at a key."""

from __future__ import annotations

import json

import pygame
from driver import Driver

from boardwalk.render import ink
from boardwalk.screens.settings import OPTIONS


def test_the_high_contrast_table_is_chosen_in_the_settings_and_kept(data_folder):
    d = Driver("--variant", "hopscotch", "--deal", "7", "--anim-ms", "0")
    d.app.go("settings")
    d.frames(2)
    screen = d.scene
    row = next(i for i, o in enumerate(OPTIONS) if o.field == "table")
    screen.selected = row
    for _ in range(4):  # green, blue, red, grey, then high contrast
        d.key(pygame.K_RIGHT)
    assert d.app.settings.table == "contrast"
    with ink.recording() as sheet:
        d.app.redraw()
    assert "High contrast" in {m.words for m in sheet.marks}
    theme = d.app.art.theme
    assert theme.felt == (0, 0, 0) and theme.ink == (255, 255, 255)
    assert theme.card_edge == (0, 0, 0)
    saved = json.loads((data_folder / "settings.json").read_text())
    assert saved["table"] == "contrast"
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    corner = d.current.widget.view.layout.toolbar.bottom + 4
    assert d.app.surface.get_at((2, corner))[:3] == (0, 0, 0)  # the felt itself is black


def test_w_tells_the_table_in_words_and_any_of_its_keys_goes_back():
    d = Driver("--variant", "lucky-seven", "--deal", "7", "--anim-ms", "0", "--moves", "1a-4a")
    d.key(pygame.K_w)
    screen = d.scene
    assert type(screen).__name__ == "HelpScreen" and "the table in words" in screen.title
    headings = [h for h, _ in screen.sections]
    assert headings[0] == "Score" and "Your hand" in headings and "What can move" in headings
    moves = dict(screen.sections)["What can move"]
    for move in d.game.legal_moves():
        assert f"({move.split('/')[0].split('-')[1]})" in moves
    with ink.recording() as sheet:
        d.app.redraw()
    assert any("the table in words" in m.words for m in sheet.marks)
    d.key(pygame.K_w)
    assert type(d.scene).__name__ == "TableScreen"

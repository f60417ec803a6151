"""Small things a player notices, each fixed after a look at the contact sheets: score cards
big enough to read, every past game the list has room for, clock times past an hour, the
title's tiles in one text size, the rules' column opening on a line and clear of its
scroll bar, a settings hint with no lone word, toolbar tooltips that say what a button
does, and a wide toolbar used at both ends."""

from __future__ import annotations

import importlib.util
import re
import sys
from itertools import combinations
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.registry import all_variants, variant_name
from boardwalk.render import ink
from boardwalk.render.fonts import font
from boardwalk.render.widgets import wrap
from boardwalk.screens.dialogs import scale
from boardwalk.screens.stats import duration
from boardwalk.screens.table import TOOLBAR

ROOT = Path(__file__).resolve().parents[2]
SMALL, LARGE = (960, 600), (2560, 1440)


def _load_tool():
    path = ROOT / "tools" / "screens.py"
    spec = importlib.util.spec_from_file_location("_boardwalk_screens_tool", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
STATES = {s.name: s for s in tool.catalogue(every_step=False)}


def marks(name: str, size: tuple[int, int]) -> list[ink.Mark]:
    """Every piece of text the catalogue's state ``name`` draws at ``size``."""
    shot = tool.render(STATES[name], size)
    return [m for layer in shot.layers for m in layer.sheet.marks if m.kind == "text"]


def size_of(mark: ink.Mark) -> int:
    """The font size a piece of text was drawn at: the one whose wrapped lines make
    exactly the rectangle its ink covers."""
    for s in range(40, 8, -1):
        f, shown = font(s), wrap(mark.words, s, mark.box.w)
        tall = f.get_linesize() * (len(shown) - 1) + f.size(shown[-1])[1]
        wide = max(f.size(line)[0] for line in shown)
        if tall == mark.rect.h and wide == mark.rect.w:
            return s
    raise AssertionError(f"no size draws {mark.words!r} as {mark.rect}")


def test_the_score_cards_of_a_won_cheshire_are_large_enough_to_read_at_960x600():
    """Before, ~32 px wide thumbnails with 40 % of the panel empty; the count under each
    pile is as wide as its card (plus a gap)."""
    counts = [m for m in marks("score won", SMALL) if re.fullmatch(r"×\d", m.words)]
    assert len(counts) == 11  # eleven piles hold cards; column c of the upperwalk is empty
    assert min(m.box.w for m in counts) >= 60


def test_the_games_list_shows_every_row_it_has_room_for_and_hours_as_a_clock():
    texts = marks("statistics, 500 games", SMALL)
    rows = [m for m in texts if re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d", m.words)]
    assert len(rows) == 6
    assert "1:03:52" in [m.words for m in texts]
    assert not [m.words for m in texts if re.fullmatch(r"\d{3,}:\d\d|[6-9]\d:\d\d", m.words)]
    assert (duration(59 * 60 + 59), duration(3600), duration(3832)) == (
        "59:59",
        "1:00:00",
        "1:03:52",
    )


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["960x600", "2560x1440"])
def test_the_title_tiles_share_one_text_size(size):
    texts = marks("title", size)
    blurbs = [m for m in texts if m.words.endswith((".", "!")) and "press" not in m.words]
    every_shape = {kind.blurb(v)[0] for kind, v in all_variants()}
    shapes = [m for m in texts if m.words in every_shape]
    games = len(all_variants())  # each game's tile: its shape and its blurb
    assert len(blurbs) == games and len(shapes) == games
    # Boardwalk's tiles, side by side, share sizes; the companions' banners below them share
    # theirs (``TitleScreen._shared_sizes``, ``_banner_sizes``)
    side_by_side = {words for v in BOARDWALK.variants for words in BOARDWALK.blurb(v)}
    for marked in (blurbs, shapes):
        tiles = [m for m in marked if m.words in side_by_side]
        assert len(tiles) == len(BOARDWALK.variants) and len({size_of(m) for m in tiles}) == 1
        banners = [m for m in marked if m.words not in side_by_side]
        assert len(banners) == games - len(BOARDWALK.variants)
        assert len({size_of(m) for m in banners}) == 1


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["960x600", "2560x1440"])
def test_the_rules_scrolled_to_the_end_open_on_a_line_and_keep_clear_of_the_bar(size):
    d = Driver("--size", f"{size[0]}x{size[1]}", "--variant", "cheshire", "--deal", "1")
    d.key(pygame.K_F1)
    d.key(pygame.K_END)
    d.frames(2)
    screen = d.scene
    assert type(screen).__name__ == "HelpScreen" and screen.scroll == screen.max_scroll > 0
    with ink.recording() as sheet:
        screen.draw(d.app.surface)
    _, paper, body, _ = screen.areas(size)
    lines = [m for m in sheet.marks if m.kind == "text" and body.contains(m.box)]
    assert min(m.rect.top for m in lines) - body.top <= 2  # no blank band at the top
    assert paper.right - max(m.rect.right for m in lines) >= 30 * scale(size)


def test_the_settings_hint_keeps_to_one_line():
    [hint] = [m for m in marks("settings", SMALL) if m.words.startswith("Click a setting")]
    assert hint.rect.h < 2 * font(9).get_linesize()


def test_every_toolbar_tooltip_says_what_its_button_does_and_its_key():
    for label, _, tip in TOOLBAR:
        found = re.fullmatch(r"(.+) \(([^()]+)\)", tip)
        assert found, f"{label}: {tip!r} names no key in brackets"
        what, key = found.groups()
        assert len(what) > len(key) and len(what.split()) >= 3, f"{label}: {tip!r}"


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["960x600", "2560x1440"])
def test_the_toolbar_uses_both_ends_of_the_bar_and_grows_with_it(size):
    d = Driver("--size", f"{size[0]}x{size[1]}", "--variant", "cheshire", "--deal", "1")
    widget = d.table.widget
    bar, buttons = widget.view.layout.toolbar, widget.buttons
    assert [b.action for b in buttons] == [action for _, action, _ in TOOLBAR]
    assert all(bar.contains(b.rect) for b in buttons)
    assert not [
        (a.label, b.label) for a, b in combinations(buttons, 2) if a.rect.colliderect(b.rect)
    ]
    halves = {b.action: b.rect.centerx > bar.centerx for b in buttons}
    assert halves["menu"] is False and halves["help"] is True and halves["replay"] is True
    assert max(b.rect.right for b in buttons) >= bar.right - bar.h
    assert all(b.rect.h >= bar.h * 0.6 for b in buttons)


def test_the_abandon_question_counts_one_move_in_the_singular():
    d = Driver("--variant", "hopscotch", "--deal", "7", "--moves", "1a-4c")
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    assert "(1 move)" in d.scene.body and "1 moves" not in d.scene.body


def test_exports_stay_beside_a_moved_data_folder(monkeypatch, data_folder):
    from boardwalk.storage.files import exports_dir

    monkeypatch.delenv("BOARDWALK_EXPORT_DIR")
    assert exports_dir() == data_folder / "exports"


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["960x600", "2560x1440"])
def test_every_game_has_its_statistics_tab_even_in_the_smallest_window(size):
    words = {m.words for m in marks("statistics, 0 games", size)}
    assert {variant_name(vid) for _, vid in all_variants()} <= words

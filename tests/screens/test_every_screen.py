"""Nothing overflows, ever: every screen and state in ``tools/screens.py``'s catalogue, at
the four window sizes, drawn by the real app and audited for text outside its box, marks
outside the window, widgets on top of each other and words drawn without ``text_in``; and
a state whose screen is not in view (it was not reached) fails too.

Of each lesson only the first step, the last and the first one shown are drawn here, to
keep the run short; ``python tools/screens.py`` draws every step. A failure names the
screen, the words and the rectangles; ``python tools/screens.py --only "NAME"`` writes the
picture to look at.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest
from pygame import Rect

from boardwalk.games.registry import all_lessons, all_variants
from boardwalk.render import ink
from boardwalk.render.fonts import text
from boardwalk.render.theme import THEME
from boardwalk.render.widgets import Button, panel, text_in

ROOT = Path(__file__).resolve().parents[2]


def _load_tool():
    path = ROOT / "tools" / "screens.py"
    spec = importlib.util.spec_from_file_location("_boardwalk_screens_tool", path)
    assert spec is not None and spec.loader is not None, f"cannot load {path}"
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


tool = _load_tool()
STATES = tool.catalogue(every_step=False)


@pytest.mark.parametrize("size", tool.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("state", STATES, ids=lambda s: s.name)
def test_nothing_overflows(state, size):
    shot = tool.render(state, size)
    assert shot.layers, "nothing was drawn"
    assert shot.problems() == []


def test_the_catalogue_covers_every_variant_lesson_and_screen():
    names = {s.name for s in STATES}
    for _, variant in all_variants():
        assert {f"table {variant} {when}" for when in ("early", "mid", "over")} <= names
        assert f"help {variant}" in names
    for variant, lesson in all_lessons().items():
        assert {f"tutorial {variant} 1", f"tutorial {variant} {len(lesson.steps)}"} <= names
    every = [s.name for s in tool.catalogue()]
    steps = sum(len(lesson.steps) for lesson in all_lessons().values())
    assert sum(1 for n in every if n.startswith("tutorial") and not n.endswith("shown")) == steps
    for wanted in ("title", "title with Continue", "score won", "score lost", "score perfect"):
        assert wanted in names
    assert len(every) == len(set(every)), "two states share a name"


def test_the_audit_finds_each_kind_of_mistake():
    """The audit itself can fail: a frame with one of each mistake is caught, each once."""
    pygame.font.init()
    surface, theme = pygame.Surface((400, 300)), THEME
    with ink.recording() as sheet:
        text_in(surface, "words far too long for this box", Rect(10, 10, 40, 6), 20, theme.ink)
        Button("Left", "a", Rect(100, 100, 80, 30)).draw(surface, False, theme)
        Button("Right", "b", Rect(150, 110, 80, 30)).draw(surface, False, theme)
        Button("Edge", "c", Rect(380, 250, 80, 30)).draw(surface, False, theme)
        text_in(surface, "on top", Rect(90, 95, 60, 20), 14, theme.ink)
        text_in(surface, "one", Rect(10, 200, 60, 20), 14, theme.ink)
        text_in(surface, "two", Rect(12, 205, 60, 20), 14, theme.ink)
        text_in(surface, "under", Rect(300, 200, 60, 30), 16, theme.ink)
        panel(surface, Rect(310, 180, 100, 30), theme)
        text("stray", 16, theme.ink)
    found = tool.audit(surface.get_size(), sheet)
    kinds = [
        "text outside its box",
        "buttons overlap",
        "text over a button: button 'Left'",
        "texts overlap: text 'one'",
        "button outside the window",
        "panel outside the window",
        "panel drawn over text 'under'",
        "stray words",
    ]
    for kind in kinds:
        assert sum(kind in problem for problem in found) >= 1, (kind, found)
    clean = tool.audit((400, 300), ink.Sheet())
    assert clean == []


def test_a_panel_over_the_table_is_audited_with_it_a_dialog_is_not():
    """A screen that leaves the one beneath in view (the game-over panel) must not cut
    through its words; a dialog that dims everything beneath may sit over anything."""
    words = ink.Mark("text", Rect(100, 100, 80, 20), Rect(90, 90, 100, 40), "blocked")
    below = ink.Sheet([words])
    over = ink.Sheet([ink.Mark("panel", Rect(50, 50, 200, 60))])
    state = tool.State("a table", "table")
    table = tool.Layer("Table", below, True, frozenset({"TableScreen"}))
    beside = tool.Shot(state, (400, 300), pygame.Surface((1, 1)))
    beside.layers = [table, tool.Layer("Panel", over, False)]
    assert [p for p in beside.problems() if "panel drawn over text 'blocked'" in p]
    beside.layers[1] = tool.Layer("Dialog", over, True)
    assert beside.problems() == []


def test_a_state_that_was_not_reached_is_a_problem():
    """A score state that shows only the table is not a clean score screen."""
    shot = tool.Shot(tool.State("a score", "score"), (400, 300), pygame.Surface((1, 1)))
    shot.layers = [tool.Layer("TableScreen", ink.Sheet(), False, frozenset({"TableScreen"}))]
    assert shot.problems() == ["not reached: no ScoreScreen in view, only TableScreen"]

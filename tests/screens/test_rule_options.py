"""A new deal of Calculation asks its seven option sets as seven questions (issue 18), in
the real app loop driven by posted keys and clicks: the standard answers preselected (or
the variation of the game in progress), the code shown live and typed or pasted for
sharing, a wrong code one sentence that changes nothing, Enter or Deal dealing the code
the answers make, Esc leaving everything as it was. Readable at 960×600, not tiny at
2560×1440, and drawn whole (the layout audit) with a changed answer and a wrong code."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk import clipboard
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.screens.dialogs import scale

ROOT = Path(__file__).resolve().parents[2]
SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
CTRL = pygame.KMOD_CTRL


@pytest.fixture(autouse=True)
def standard_variation():
    """``--rule`` sets the variation new deals start on; a test leaves it as it found it."""
    yield
    CALCULATION_GAME.rule = None


def asked(*argv: str) -> Driver:
    """The app opened on the title, and Calculation's tile clicked: the questions."""
    d = Driver(*argv)
    d.click(next(rect for rect, vid in d.scene.tiles if vid == "calculation").center)
    assert type(d.scene).__name__ == "RuleOptionsDialog"
    return d


def new_deal(d: Driver) -> None:
    """Ctrl+N at the table, past the question of abandoning the game when it is asked."""
    d.key(pygame.K_n, CTRL)
    if type(d.scene).__name__ == "Dialog":
        d.key(pygame.K_TAB)
        d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "RuleOptionsDialog"


def typed(d: Driver, words: str) -> None:
    for ch in words:
        d.key(ord(ch) if ch.isascii() else 0, unicode=ch)


def shown(d: Driver) -> str:
    """What the dialog shows: the live code beside its title, and the lit answers."""
    dialog = d.scene
    return f"{dialog.asked.heading(dialog.code)} {dialog.picks}"


def test_the_standard_is_preselected_and_keys_choose_each_answer():
    d = asked()
    assert shown(d) == "Variation 4-000000 · Standard [1, 0, 0, 0, 0, 0, 0]"
    assert d.current is None  # nothing dealt yet
    d.key(pygame.K_RIGHT)  # five piles
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RIGHT)  # every discard in view
    d.key(pygame.K_DOWN)
    d.key(pygame.K_2)  # yes, a discard top may move to an empty pile
    for _ in range(4):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_LEFT)  # round to the last answer: the stacks start empty
    assert shown(d) == "Variation 5-110001 [2, 1, 1, 0, 0, 0, 1]"
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    d.key(pygame.K_3)  # on the piles question a digit is the number of piles itself
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "TableScreen"
    assert d.game.rule == "3-110001" and len(d.game.board.piles) == 3
    assert d.game.cards("1") == []  # the stacks start empty, as answered


def test_clicks_choose_answers_and_a_preset_and_deal():
    d = asked("--size", "960x600")
    plan = d.scene.plan
    d.click(plan.chips[7][1].center)  # the Easy preset sets all seven answers
    assert shown(d) == "Variation 6-100010 · Easy [3, 1, 0, 0, 0, 1, 0]"
    d.click(plan.chips[3][1].center)  # then same colour on the stacks
    d.click(plan.chips[0][0].center)  # and three piles
    assert d.scene.code == "3-101010" and d.scene.row == 0
    d.click(next(b for b in d.scene.buttons if b.action == "deal").rect.center)
    assert d.game.rule == "3-101010"
    assert "Variation 3-101010" in d.current.status_text()


def test_a_typed_code_sets_every_answer_and_deals():
    d = asked()
    d.key(pygame.K_TAB)  # to the code's field, its words all selected
    typed(d, "6-1000")
    assert d.scene.code == "4-000000" and d.scene.problem == ""  # half a code: nothing yet
    typed(d, "10")
    assert shown(d) == "Variation 6-100010 · Easy [3, 1, 0, 0, 0, 1, 0]"
    d.key(pygame.K_RETURN)
    assert d.game.rule == "6-100010" and len(d.game.board.piles) == 6


def test_a_wrong_code_is_one_sentence_and_changes_nothing():
    d = asked()
    d.key(pygame.K_RIGHT)  # five piles, then a code that is not one
    d.key(pygame.K_TAB)
    typed(d, "7-00")
    d.key(pygame.K_RETURN)
    dialog = d.scene
    assert type(dialog).__name__ == "RuleOptionsDialog" and d.current is None  # not dealt
    assert dialog.problem == "A code starts with the number of discard piles, 3, 4, 5 or 6, not 7."
    assert dialog.code == "5-000000" and dialog.typed == "7-00"  # nothing lost
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    d.key(pygame.K_BACKSPACE)
    typed(d, "4-001000")
    assert dialog.problem == "" and dialog.code == "4-001000"
    d.key(pygame.K_RETURN)
    assert d.game.rule == "4-001000"


def test_a_pasted_code_is_taken_whole_and_ctrl_c_copies_the_answers_code():
    d = asked()
    clipboard.copy("Variation 5-010100")
    d.key(pygame.K_v, CTRL)
    assert d.scene.code == "5-010100" and d.scene.row == d.scene.field_row
    d.key(pygame.K_TAB)  # back to the questions
    d.key(pygame.K_RIGHT)  # six piles
    d.key(pygame.K_c, CTRL)
    assert clipboard.paste() == "6-010100"
    clipboard.copy("Variation 9")
    d.key(pygame.K_v, CTRL)
    assert "not a code" in d.scene.problem and d.scene.code == "6-010100"


def test_esc_over_a_game_changes_nothing_and_the_next_deal_starts_from_its_variation():
    d = asked()
    d.key(pygame.K_TAB)
    typed(d, "3-000001")
    d.key(pygame.K_RETURN)
    game = d.game
    d.drag("p", "a")  # a move: the game is under way
    new_deal(d)
    assert shown(d) == "Variation 3-000001 [0, 0, 0, 0, 0, 0, 1]"  # the game's own
    d.key(pygame.K_RIGHT)
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TableScreen" and d.game is game
    assert d.game.moves == ["p-a"] and d.game.rule == "3-000001"
    new_deal(d)
    d.click((2, 2))  # a click outside is a cancel too
    assert d.game is game and d.game.moves == ["p-a"]


def test_esc_at_the_title_deals_nothing():
    d = asked("--rule", "5-000000")
    assert d.scene.code == "5-000000"  # the run's variation
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TitleScreen" and d.current is None


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_dialog_fits_and_is_drawn_whole(size):
    """Every row inside the panel at every size, the questions' words 14 px or more at
    960×600 and growing with the window; the audit finds nothing, changed or wrong."""
    d = asked("--size", f"{size[0]}x{size[1]}")
    dialog, window = d.scene, pygame.Rect((0, 0), size)
    assert window.contains(dialog.box)
    assert all(dialog.box.contains(r) for r in (*dialog.plan.rows, dialog.plan.note))
    assert dialog.plan.sizes.words >= max(14, int(17 * scale(size)))
    tool = _tool()
    for state in _states(tool):
        shot = tool.render(state, size)
        assert any("RuleOptionsDialog" in layer.kinds for layer in shot.layers), state.name
        assert shot.problems() == [], state.name


def _states(tool):
    return [s for s in tool.catalogue(every_step=False) if "calculation variation" in s.name]


def _tool():
    """``tools/screens.py``: the real app rendered and audited, as the screens suite does."""
    name = "_boardwalk_screens_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "screens.py")
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]

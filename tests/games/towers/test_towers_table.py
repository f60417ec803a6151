"""The Towers in the real app loop, registered beside Boardwalk: the title offers it, a game
is played by posted mouse events and keys (a card dragged, a run dragged by its exposed
card, a double-click up to a foundation, Ctrl+Z), the rule comes from ``--rule``, and every
screen it shows passes the layout audit at the four window sizes."""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import pygame
import pytest
from conftest import winning_line
from driver import Driver

ROOT = Path(__file__).resolve().parents[3]
SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
CTRL = pygame.KMOD_CTRL


def _tool():
    """``tools/screens.py``: the real app rendered and audited, as the screens suite does."""
    name = "_towers_screens_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "screens.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def opening(deal: int, moves: int, *more: str) -> tuple[str, ...]:
    line = " ".join(winning_line(deal)[:moves])
    return ("--variant", "towers", "--deal", str(deal), "--moves", line, *more)


def first(deal: int, wanted) -> int:
    """How many moves of a deal's winning line come before the first one ``wanted``."""
    return next(i for i, m in enumerate(winning_line(deal)) if wanted(m))


# -- the title ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_offers_the_towers_under_boardwalks_four(registered, size):
    tool = _tool()
    shot = tool.render(tool.State("title", "title"), size)
    assert shot.problems() == []
    d = Driver("--size", f"{size[0]}x{size[1]}")
    tiles = dict((vid, rect) for rect, vid in d.scene.tiles)
    assert list(tiles) == ["hopscotch", "lucky-seven", "squattsi", "cheshire", "towers"]
    row = tiles["hopscotch"].unionall([tiles[v] for v in ("lucky-seven", "squattsi", "cheshire")])
    assert tiles["towers"].top > row.bottom and row.left <= tiles["towers"].left
    assert tiles["towers"].right <= row.right and tiles["towers"].w > tiles["squattsi"].w
    assert all(tiles["towers"].bottom < b.rect.top for b in d.scene.buttons)


def test_a_click_on_the_towers_banner_deals_it_and_5_does_too(registered):
    d = Driver()
    rect = next(rect for rect, vid in d.scene.tiles if vid == "towers")
    d.click(rect.center)
    assert type(d.scene).__name__ == "RuleDialog"
    d.key(pygame.K_RETURN)  # the standard rule, preselected
    assert d.game.variant.id == "towers" and d.game.rule == "same-suit"
    deck = d.game.deck
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_5)  # no move yet, but an unwon Towers game given up is a loss (§0): asked
    assert type(d.scene).__name__ == "Dialog"
    assert "recorded as a loss: −1 under its same suit rule" in d.scene.body
    d.key(pygame.K_ESCAPE)  # kept: nothing recorded, nothing dealt
    kept = d.app.keeper.current.game
    assert kept.deck == deck and d.app.keeper.history.games("towers") == []


def test_the_title_with_a_game_to_continue_still_fits_the_smallest_window(registered):
    tool = _tool()
    state = tool.State("title with Continue", "title", opening(1, 3), tool.go("menu"))
    assert tool.render(state, (960, 600)).problems() == []


# -- playing by posted events ------------------------------------------------------------------
def test_a_game_played_by_drags_a_double_click_and_undo(registered):
    run_at = first(1, lambda m: ":" in m and m[0] != "t")
    d = Driver(*opening(1, run_at))
    run = winning_line(1)[run_at]
    src, dst = run.split(":")[0].split("-")
    d.drag(src, dst)  # the run's exposed card, dropped on the column its head fits
    assert d.game.moves[-1] == run
    columns = "abcdefghij"
    single = next(
        m for m in d.current.legal() if len(m) == 3 and m[0] in columns and m[2] in columns
    )
    a, b = single.split("-")
    d.drag(a, b)
    assert d.game.moves[-1] == single
    d.key(pygame.K_z, CTRL)
    d.key(pygame.K_z, CTRL)
    assert d.game.moves == list(winning_line(1)[:run_at])


def test_a_double_click_sends_a_card_to_its_foundation(registered):
    up = first(1, lambda m: m[0] in "abcdefghij" and m.split("-")[1] in ("f1", "f2", "f3", "f4"))
    d = Driver(*opening(1, up))
    move = winning_line(1)[up]
    home = d.game.board.on_foundations()
    d.click(move[0])
    d.click(move[0])
    assert d.game.moves[-1].startswith(move[0] + "-f") and d.game.board.on_foundations() == home + 1
    d.key(pygame.K_z, CTRL)
    assert d.game.board.on_foundations() == home


def test_a_card_dropped_where_the_rules_refuse_says_why(registered):
    d = Driver("--variant", "towers", "--deal", "7")
    d.drag("a", "b")  # the 9♣ on the 4♥
    assert d.game.moves == []
    assert d.toast() == (
        "The 9♣ cannot go on the 4♥: a card goes on one rank higher, of its own suit "
        "(same-suit rule)."
    )


def test_the_rule_on_the_command_line_deals_the_game_under_it(registered):
    d = Driver("--variant", "towers", "--deal", "7", "--rule", "alternating")
    assert d.game.rule == "alternating"
    assert "Alternating colour rule" in d.current.status_text()
    assert "1 card home" in d.current.status_text()


def test_the_game_is_saved_after_every_move_and_comes_back(registered):
    d = Driver("--variant", "towers", "--deal", "7", "--rule", "alternating", "--anim-ms", "0")
    d.drag("a", "t1")
    d.app.keeper.close()
    again = Driver("--resume")
    assert again.game.variant.id == "towers" and again.game.rule == "alternating"
    assert again.game.moves == ["a-t1"]


def test_the_keys_play_a_card_without_the_mouse(registered):
    d = Driver("--variant", "towers", "--deal", "7", "--anim-ms", "0")
    d.key(pygame.K_TAB)  # the first card that can move: the 9♣ of column a
    d.key(pygame.K_RETURN)  # picked up; the focus goes to its first target
    assert d.current.hand.keys.focus == "t1"
    d.key(pygame.K_RETURN)
    assert d.game.moves == ["a-t1"]


def test_the_demo_plays_the_solvers_win_to_the_end(registered):
    line = winning_line(2)
    d = Driver(*opening(2, len(line) - 12), "--anim-ms", "0")
    d.key(pygame.K_d, 0, "d")
    end = time.monotonic() + 60
    while not d.game.score().won and time.monotonic() < end:
        d.frames(5)
    assert d.game.score().won and type(d.scene).__name__ == "GameOverPanel"


def test_f1_shows_the_towers_rules(registered):
    d = Driver("--variant", "towers", "--deal", "7")
    d.key(pygame.K_F1)
    assert type(d.scene).__name__ == "HelpScreen" and d.scene.title == "The Towers: the rules"


def test_a_won_game_is_recorded_and_scored(registered):
    line = winning_line(1)
    d = Driver(*opening(1, len(line) - 1), "--anim-ms", "0")
    d.click(line[-1].split("-")[0])
    d.click(line[-1].split("-")[0])
    assert d.game.score().won
    (record,) = d.app.keeper.history.games("towers")
    assert record.won and record.total == 52 and record.move_count == len(line)
    assert (record.hand, record.spikes, record.perfect) == (0, 0, False)


# -- every screen of the game, audited at the four sizes -------------------------------------
def _states(tool):
    lost = ("--variant", "towers", "--deal", "7")
    return [
        tool.State("table towers deal", "table", lost),
        tool.State("table towers long column", "table", opening(54, 55)),
        tool.State("table towers nearly won", "table", opening(1, len(winning_line(1)) - 4)),
        tool.State("help towers", "help", lost, tool.keys((pygame.K_F1,))),
        tool.State("help towers end", "help", lost, tool.keys((pygame.K_F1,), (pygame.K_END,))),
        tool.State("towers in words", "help", lost, tool.keys((pygame.K_w, 0, "w"))),
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_towers_screen_passes_the_layout_audit(registered, size):
    tool = _tool()
    for state in _states(tool):
        shot = tool.render(state, size)
        assert shot.problems() == [], state.name

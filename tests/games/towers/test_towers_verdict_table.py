"""The live verdict in the real app loop: the table says a deal can still be won, a
losing move dragged by the player turns it into "Lost since move N" with one button (and
U) that takes back the moves that lost it in one change, recorded as undos and kept for
redo; undo and redo update it; an answer for a position that is gone is never shown; and
the table with each verdict passes the layout audit at the four window sizes."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from conftest import winning_line
from driver import Driver
from test_towers_table import SIZES, _tool

from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.screens.verdict import HOLD_MS, LOOKING
from boardwalk.solitaire import Outlook

OPENING = "h-f4 j-e j-f4 j-f1"
"""Deal 1 for four moves of the solver's win; then ``j-t1`` (move 5) loses it."""
CTRL = pygame.KMOD_CTRL


def table(*more: str, deal: int = 1, moves: str = OPENING) -> Driver:
    return Driver("--variant", "towers", "--deal", str(deal), "--moves", moves, *more)


def decided(d: Driver) -> Outlook:
    """Frames until the table has the answer for the position on it."""
    end = time.monotonic() + 20
    while d.current.verdict.current() is None and time.monotonic() < end:
        d.frames()
    d.frames()
    return d.current.verdict.current()


def test_a_winnable_deal_says_so_and_a_losing_move_says_since_when(registered):
    d = table("--anim-ms", "0")
    assert decided(d).words == "Can still be won" and d.current.verdict.button is None
    d.drag("j", "t1")
    assert d.game.moves[-1] == "j-t1"
    assert decided(d).words == "Lost since move 5"
    assert d.current.verdict.button.label == "Undo move 5"
    d.drag("d", "i")
    assert decided(d).words == "Lost since move 5"
    assert d.current.verdict.button.label == "Undo moves 5–6"


def test_the_button_takes_back_the_moves_that_lost_it_in_one_change(registered):
    d = table(moves=OPENING + " j-t1 d-i")
    decided(d)
    undos = d.current.session.undos
    d.click(d.current.verdict.button.rect.center)
    assert d.game.moves == OPENING.split()
    assert d.game.redo_moves == ["j-t1", "d-i"] and d.current.session.undos == undos + 2
    assert d.current.widget.anim.active  # one animated change, not a move at a time
    assert decided(d).words == "Can still be won" and d.current.verdict.button is None
    d.key(pygame.K_y, CTRL)
    assert decided(d).words == "Lost since move 5"


def test_u_does_it_too_and_says_why_when_nothing_is_to_take_back(registered):
    d = table("--anim-ms", "0", moves=OPENING + " j-t1")
    decided(d)
    d.key(pygame.K_u, 0, "u")
    assert d.game.moves == OPENING.split()
    decided(d)
    d.key(pygame.K_u, 0, "u")
    assert d.game.moves == OPENING.split()
    assert d.toast() == "This game can still be won: there is nothing to take back."


def test_undo_and_redo_bring_the_verdict_of_each_position(registered):
    d = table("--anim-ms", "0", moves=OPENING + " j-t1")
    assert decided(d).words == "Lost since move 5"
    d.key(pygame.K_z, CTRL)
    assert decided(d).words == "Can still be won"
    d.key(pygame.K_y, CTRL)
    assert decided(d).words == "Lost since move 5"


def test_a_deal_lost_from_the_start_offers_no_click(registered):
    d = Driver("--variant", "towers", "--deal", "7", "--anim-ms", "0")
    assert decided(d).words == "This deal cannot be won"
    d.drag("a", "t1")
    assert decided(d).words == "This deal cannot be won" and d.current.verdict.button is None


def test_a_won_game_and_boardwalk_show_no_verdict(registered):
    line = winning_line(1)
    d = table("--anim-ms", "0", moves=" ".join(line))
    d.frames(3)
    assert d.game.score().won and d.current.verdict.shown() is None
    bw = Driver("--variant", "hopscotch", "--deal", "3")
    bw.frames(3)
    bw.key(pygame.K_u, 0, "u")
    assert bw.current.verdict.shown() is None and bw.toast() == ""


def test_an_answer_for_an_older_position_is_never_shown(registered, monkeypatch):
    gates: dict[int, threading.Event] = {}

    def verdict(game):
        n = len(game.moves)
        gates[n] = threading.Event()

        def work(stop=None):
            gates[n].wait(10)
            return Outlook("lost", f"answer for {n} moves")

        return work

    monkeypatch.setattr(TOWERS_GAME, "verdict", verdict)
    d = table("--anim-ms", "0")
    d.drag("j", "t1")  # asked at 4 moves, then at 5: the first answer is not wanted now
    seen = set()
    gates[4].set()
    for _ in range(int(HOLD_MS // 16) + 8):
        d.frames()
        seen.add(d.current.verdict.shown())
    assert d.current.verdict.shown() == LOOKING
    assert all(o is None or o.words != "answer for 4 moves" for o in seen)
    d.key(pygame.K_u, 0, "u")
    assert d.toast().startswith("A moment") and len(d.game.moves) == 5
    gates[5].set()
    assert decided(d).words == "answer for 5 moves"


# -- every verdict on the table, audited at the four sizes -----------------------------------
def _states(tool):
    towers = ("--variant", "towers", "--deal")
    return [
        tool.State("verdict winnable", "table", (*towers, "1", "--moves", OPENING)),
        tool.State("verdict lost", "table", (*towers, "1", "--moves", OPENING + " j-t1 d-i")),
        tool.State("verdict hopeless", "table", (*towers, "7")),
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_verdict_passes_the_layout_audit(registered, size):
    tool = _tool()
    for state in _states(tool):
        shot = tool.render(state, size)
        assert shot.problems() == [], state.name
        words = [m.words for layer in shot.layers for m in layer.sheet.marks]
        wanted = {"verdict winnable": "Can still be won", "verdict lost": "Undo moves 5–6"}
        assert wanted.get(state.name, "This deal cannot be won") in words


def test_a_table_taken_away_stops_its_searches(registered):
    """Back to the title (or a new deal): the old table's verdict and hint searches are told
    to stop, so they neither hold the solver nor keep a core busy for the next game."""
    d = table(moves=OPENING)
    old = d.current
    d.key(pygame.K_h)  # a hint asked for, and the verdict asked on its own
    d.key(pygame.K_ESCAPE)
    assert d.current is None and type(d.scene).__name__ == "TitleScreen"
    assert old.thinking._stop.is_set() and old.verdict.thinking._stop.is_set()


def test_u_right_after_an_undo_in_the_same_frame_waits_for_the_new_answer(registered):
    """Two keys in one frame (Ctrl+Z, then U): the answer on hand is for the position
    before the undo, so U must not act on it."""
    d = table("--anim-ms", "0", moves=OPENING + " j-t1 d-i")
    decided(d)
    d.current.undo()
    d.current.command("undo-to")
    assert d.game.moves == [*OPENING.split(), "j-t1"]
    assert d.toast().startswith("A moment")

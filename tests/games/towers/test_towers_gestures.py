"""A Seahaven player's gestures at The Towers' table, by posted events in the real loop: a
run lifted by any of its cards and dropped as one (``c-e:3``), a buried card that lifts
nothing, a run refused in the rules' words, click-to-move with a run, the run raised under
the pointer, and shift-click up to a foundation; Boardwalk's shift-click stays a click."""

from __future__ import annotations

from contextlib import contextmanager

import pygame
import pytest
from conftest import winning_line
from driver import Driver

from boardwalk.rules.towers import explain

RUN_AT = 26
"""Deal 2 after 26 moves of its win: column i holds 3♦ 6♠ 5♠ 4♠ (a run of three on the
3♦), two towers are empty, and ``i-a:3`` (onto the 7♠) is the one move of the run."""


def at_run(*more: str) -> Driver:
    line = " ".join(winning_line(2)[:RUN_AT])
    return Driver("--variant", "towers", "--deal", "2", "--moves", line, *more)


def card_centre(d: Driver, place: str, index: int) -> tuple[int, int]:
    """The middle of the strip of a fanned card that shows (its index corner's band)."""
    rect = d.layout.card_rect(place, index)
    return rect.centerx, rect.top + d.layout.fan_dy // 2


def drag_from(d: Driver, start: tuple[int, int], dst: str) -> None:
    end = d.center(dst)
    d.press(start)
    d.move_to(start, end)
    d.release(end)
    d.frames(3)


@contextmanager
def shift_held():
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        yield
    finally:
        pygame.key.set_mods(0)


def test_a_run_dragged_by_its_highest_card_moves_as_one(registered):
    d = at_run()
    start = card_centre(d, "i", 1)  # the 6♠, under the 5♠ and the 4♠
    d.press(start)
    d.move_to(start, d.center("a"), steps=3)
    marks = d.table.highlights()
    assert [card for card, _ in marks.floating] == ["6S", "5S", "4S"]
    assert marks.hidden == {"6S", "5S", "4S"} and marks.targets == {"a"}
    d.move_to(d.center("a"), d.center("a"), steps=1)
    d.release(d.center("a"))
    assert d.game.moves[-1] == "i-a:3" and d.game.cards("i") == ["3D"]
    assert d.game.cards("a")[-3:] == ["6S", "5S", "4S"]


def test_part_of_a_run_lifts_from_the_card_pressed(registered):
    d = at_run()
    drag_from(d, card_centre(d, "i", 2), "a")  # the 5♠ and the 4♠: they fit nowhere
    assert len(d.game.moves) == RUN_AT
    assert d.toast() == explain(d.game.board, "i-a:2")
    assert not d.table.hand.busy and d.table.highlights().floating == ()


def test_a_buried_card_under_no_run_lifts_nothing(registered):
    d = at_run()
    start = card_centre(d, "i", 0)  # the 3♦, under a run it does not belong to
    d.press(start)
    d.move_to(start, d.center("b"))
    assert not d.table.hand.busy and d.table.highlights().floating == ()
    d.release(d.center("b"))
    assert len(d.game.moves) == RUN_AT and d.game.cards("i") == ["3D", "6S", "5S", "4S"]


def test_a_run_dropped_where_it_does_not_fit_goes_back_and_says_why(registered):
    d = at_run()
    before = d.game.board
    drag_from(d, card_centre(d, "i", 1), "b")  # onto the K♦
    assert d.game.board is before
    assert d.toast() == (
        "The run of 3 headed by the 6♠ cannot go on the K♦: a card goes on one rank higher, "
        "of its own suit (same-suit rule)."
    )
    glides = d.table.widget.anim.glides  # on their way home, still fanned as they were held
    starts = [glides[card].start for card in ("6S", "5S", "4S")]
    assert (
        starts[0][0] == starts[1][0] == starts[2][0] and starts[0][1] < starts[1][1] < starts[2][1]
    )


def test_a_run_longer_than_the_towers_allow_is_refused_by_that_rule(registered):
    d = at_run("--anim-ms", "0")
    d.drag("c", "t3")  # one empty tower left: two cards may move together
    assert d.game.moves[-1] == "c-t3"
    drag_from(d, card_centre(d, "i", 1), "a")
    assert d.game.moves[-1] == "c-t3"
    assert d.toast() == explain(d.game.board, "i-a:3") and "together" in d.toast()


def test_click_a_run_then_its_column_plays_it(registered):
    d = at_run("--anim-ms", "0")
    d.click(card_centre(d, "i", 1))
    marks = d.table.highlights()
    assert marks.selected == "i" and marks.held == 3 and marks.targets == {"a"}
    d.click("a")
    assert d.game.moves[-1] == "i-a:3"


def test_the_run_under_the_pointer_rises_when_it_can_go_somewhere(registered):
    d = at_run("--anim-ms", "0")
    d.post(pygame.MOUSEMOTION, pos=card_centre(d, "i", 1), rel=(0, 0), buttons=(0, 0, 0))
    d.frames(2)
    view = d.table.widget.view
    assert (view.lifted, view.lifted_count) == ("i", 3)
    d.post(pygame.MOUSEMOTION, pos=card_centre(d, "i", 2), rel=(0, 0), buttons=(0, 0, 0))
    d.frames(2)
    assert view.lifted is None  # the 5♠ and 4♠ have nowhere to go: nothing rises


# -- shift-click ------------------------------------------------------------------------------
LAYOFF_AT = "j-e c-t1 c-t2"
"""Deal 1 after these moves: the A♥ lies exposed on column c, free to go up (an Ace
uncovered by a move waits for the player)."""


def test_shift_click_sends_a_card_up_or_says_why_it_stays(registered):
    d = Driver("--variant", "towers", "--deal", "1", "--moves", LAYOFF_AT, "--anim-ms", "0")
    board = d.game.board
    stays = next(p for p in "abcdefghij" if p + "-f" not in " ".join(d.current.legal()))
    move = d.current.kind.foundation_move(board, stays)
    with shift_held():
        d.click(stays)
        assert d.game.board is board and d.toast() == explain(board, move)
        d.click("c")
    assert d.game.moves[-1] == "c-f2" and d.game.board.foundations[1] == board.foundations[1] + 1


def test_shift_click_on_a_card_under_others_says_only_a_top_card_goes_up(registered):
    d = at_run("--anim-ms", "0")
    with shift_held():
        d.click(card_centre(d, "i", 1))
    assert len(d.game.moves) == RUN_AT
    assert d.toast() == "The 6♠ cannot go up while 2 cards lie on it: only a top card goes."


def test_shift_click_on_a_buried_card_under_no_run_says_why_it_stays(registered):
    d = at_run("--anim-ms", "0")
    with shift_held():
        d.click(card_centre(d, "i", 0))  # the 3♦, under the 6♠ 5♠ 4♠: they lift without it
    assert len(d.game.moves) == RUN_AT
    assert d.toast() == "The 3♦ cannot go up while 3 cards lie on it: only a top card goes."


@pytest.mark.parametrize("shift", [False, True])
def test_boardwalk_has_no_foundation_so_shift_click_is_a_click(shift):
    d = Driver("--variant", "hopscotch", "--deal", "7", "--anim-ms", "0")
    place = next(m.split("-")[0] for m in d.current.legal())
    if shift:
        with shift_held():
            d.click(place)
    else:
        d.click(place)
    g = d.table.hand.gestures.g
    assert (g.mode, g.src, g.count) == ("selected", place, 1) and d.game.moves == []


def test_a_double_click_on_a_run_sends_it_to_the_column_it_builds_on(registered):
    d = at_run("--anim-ms", "0")
    d.click(card_centre(d, "i", 1))
    d.click(card_centre(d, "i", 1))
    assert d.game.moves[-1] == "i-a:3"

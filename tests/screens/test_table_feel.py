"""The feel of the table, through the real loop: the end of a game said in one place at
every size, a win that cascades and ends on a click, points that pop, toasts that never
cover a card, cards that lift under the pointer, and a table that is not redrawn idle."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.render import ink
from boardwalk.screens.gestures import Play
from boardwalk.screens.hand import ARROW, POINTING

SIZES = [(960, 600), (1280, 800), (1920, 1080), (2560, 1440)]
LOST = ("--variant", "hopscotch", "--deal", "5", "--moves", "1b-4a 1d-4f 1b-4g 3a-4a")
"""A Hopscotch game in which no move remains after four moves."""
HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}
SLIDES = {"1a": "AS", "1b": "KH", "3a": "2C AC AD AH", "3b": "3C 2D 2H 2S", "3c": "9H"}


def size_args(size: tuple[int, int]) -> tuple[str, str]:
    return "--size", f"{size[0]}x{size[1]}"


def drawn(d: Driver) -> ink.Sheet:
    """What one frame of the whole stack draws, recorded for the layout audit."""
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    return sheet


def almost_won(*argv: str) -> Driver:
    """A perfect Hopscotch game one move from its end, every animation settled."""
    d = Driver(*argv, layout=PERFECT_LAYOUT, variant="hopscotch")
    for move in perfect_moves()[:-1]:
        d.table.play(Play(move))
    d.table.settle()
    d.frames(2)
    return d


def win(d: Driver) -> None:
    d.drag(*perfect_moves()[-1].split("-"))  # the last filing, by hand


def card_rects(d: Driver) -> list[pygame.Rect]:
    layout = d.layout
    return [layout.card_rect(s.place, s.index) for s in d.table.hand.at().spots]


# -- the end of a game ----------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_game_over_is_one_panel_inside_the_window_with_its_buttons_inside_it(size):
    d = Driver("--anim-ms", "0", *size_args(size), *LOST)
    assert d.table.session.over()
    sheet = drawn(d)
    window = pygame.Rect((0, 0), size)
    layout = d.layout
    [panel] = [m.rect for m in sheet.marks if m.kind == "panel"]
    assert window.contains(panel)
    assert not panel.colliderect(layout.toolbar) and not panel.colliderect(layout.status)
    assert [b.action for b in d.table.over_buttons] == ["undo", "end"]
    assert all(panel.contains(b.rect) for b in d.table.over_buttons)
    words = [m for m in sheet.marks if m.kind == "text" and m.box and panel.contains(m.box)]
    assert {m.words for m in words} >= {"No move remains", "4 of 52 points · 4 moves · 0:00"}
    assert all(m.box.contains(m.rect) for m in words) and not sheet.stray
    d.click(d.table.over_buttons[0].rect.center)  # Undo, from the panel
    assert len(d.game.moves) == 3 and d.table.over_buttons == []


def test_the_panel_takes_enter_and_leaves_every_other_key_to_the_table():
    d = Driver("--anim-ms", "0", *LOST)
    assert type(d.scene).__name__ == "GameOverPanel"
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # through the panel: undo reopens the game
    assert len(d.game.moves) == 3 and type(d.scene).__name__ == "TableScreen"
    d.key(pygame.K_y, pygame.KMOD_CTRL)  # over again: the panel comes back
    d.key(pygame.K_RETURN)  # See the score
    assert type(d.scene).__name__ == "ScoreScreen" and d.current.over_panel is None
    assert d.game.ended


@pytest.mark.parametrize("size", [SIZES[0], SIZES[-1]])
def test_a_perfect_game_says_so_in_the_same_panel(size):
    d = almost_won("--anim-ms", "0", *size_args(size))
    win(d)
    sheet = drawn(d)
    [panel] = [m.rect for m in sheet.marks if m.kind == "panel"]
    assert pygame.Rect((0, 0), size).contains(panel)
    assert "A perfect game!" in {m.words for m in sheet.marks if m.kind == "text"}
    assert all(panel.contains(b.rect) for b in d.table.over_buttons)


# -- a win you feel -------------------------------------------------------------------------


def test_a_win_cascades_the_cards_off_the_table_and_a_click_ends_it():
    d = almost_won("--anim-ms", "150")
    win(d)
    party = d.table.widget.anim.celebration
    assert party is not None and party.perfect
    d.frames(90)  # the winning card lands, then the cards leave one by one
    assert party.flying and party.gone
    assert d.table.over_buttons == []  # the panel waits for the cascade
    moves = list(d.game.moves)
    d.click(d.center("4a"))
    assert d.table.widget.anim.celebration is None
    assert d.game.moves == moves and type(d.scene).__name__ == "GameOverPanel"
    d.frames()
    assert [b.action for b in d.table.over_buttons] == ["undo", "end"]


def test_a_key_ends_the_cascade_and_does_nothing_else():
    d = almost_won("--anim-ms", "150")
    win(d)
    d.frames(40)
    d.key(pygame.K_z, pygame.KMOD_CTRL)  # would undo, were the cascade not playing
    assert d.table.widget.anim.celebration is None and d.game.is_over()


def test_with_animations_off_a_win_has_no_cascade():
    d = almost_won("--anim-ms", "0")
    win(d)
    assert d.game.score().won and d.table.widget.anim.celebration is None
    assert [b.action for b in d.table.over_buttons] == ["undo", "end"]


def test_a_card_landing_on_a_destination_pops_its_point():
    d = Driver("--anim-ms", "120", layout=HOPSCOTCH, variant="hopscotch")
    d.table.settle()
    d.drag("1a", "4c")
    [pop] = d.table.widget.anim.pops
    assert (pop.place, pop.words) == ("4c", "+1")
    d.frames(6)  # the card has landed: the point rises from it
    assert pop.started
    sheet = drawn(d)
    [mark] = [m for m in sheet.marks if m.words == "+1"]
    assert mark.box.centerx == d.layout.card_rect("4c", 0).centerx
    d.frames(80)
    assert d.table.widget.anim.pops == []


def test_a_move_that_wins_no_point_pops_nothing():
    d = Driver("--anim-ms", "120", layout=SLIDES, variant="hopscotch")
    for move in ["1a-4a", "3a-4a", "3a-4a", "3a-4a", "3a-4b"]:
        d.table.play(Play(move))
    d.frames(120)
    d.drag("1b", "3a")  # a slide onto the opening: no point
    assert d.game.moves[-1] == "1b-3a" and d.table.widget.anim.pops == []


# -- toasts have their own strip ------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant", ["hopscotch", "squattsi"])
def test_a_toast_never_covers_a_card(size, variant):
    d = Driver("--anim-ms", "0", *size_args(size), "--variant", variant, "--deal", "7")
    d.table.widget.say("Hint: " + "a long sentence about what to do next, " * 4, 6000)
    d.frames()
    sheet = drawn(d)
    [toast] = [m.rect for m in sheet.marks if m.kind == "toast"]
    assert pygame.Rect((0, 0), size).contains(toast)
    assert not any(toast.colliderect(card) for card in card_rects(d))
    [words] = [m for m in sheet.marks if m.kind == "text" and m.words.startswith("Hint:")]
    assert toast.contains(words.rect) and not sheet.stray


def test_a_refusal_shows_in_the_strip_and_fades():
    d = Driver("--anim-ms", "0", layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.frames(300)
    d.drag("1b", "4a")  # refused: a 7 cannot be declared left of the 5
    assert d.game.moves == ["1a-4c"] and "cannot" in d.toast()
    assert d.table.widget.toast.showing
    d.frames(300)  # about five seconds
    assert not d.table.widget.toast.showing
    assert not [m for m in drawn(d).marks if m.kind == "toast"]


# -- hover ----------------------------------------------------------------------------------


def test_a_card_that_can_move_lifts_and_the_pointer_becomes_a_hand():
    d = Driver("--anim-ms", "0", layout=HOPSCOTCH, variant="hopscotch")
    view, hand = d.table.widget.view, d.table.hand
    d.post(pygame.MOUSEMOTION, pos=d.center("1a"), rel=(0, 0), buttons=(0, 0, 0))
    d.frames()
    assert view.lifted == "1a" and hand.cursor == POINTING
    d.post(pygame.MOUSEMOTION, pos=d.center("3a"), rel=(0, 0), buttons=(0, 0, 0))
    d.frames()  # a face-down stack: nothing to pick up
    assert view.lifted is None and hand.cursor == ARROW
    d.drag("1a", "4c")
    d.post(pygame.MOUSEMOTION, pos=d.center("4c"), rel=(0, 0), buttons=(0, 0, 0))
    d.frames()  # a destination's card is never picked up
    assert view.lifted is None and hand.cursor == ARROW
    d.post(pygame.MOUSEMOTION, pos=d.center("1b"), rel=(0, 0), buttons=(0, 0, 0))
    d.frames()
    assert view.lifted == "1b" and hand.cursor == POINTING
    d.key(pygame.K_ESCAPE)  # the title covers the table: nothing stays lifted
    assert view.lifted is None and hand.cursor == ARROW


# -- quiet when idle ------------------------------------------------------------------------


def test_an_idle_table_is_not_redrawn_but_input_and_motion_are():
    d = Driver("--anim-ms", "100", layout=HOPSCOTCH, variant="hopscotch")
    d.frames(60)  # the deal lands
    before = d.app.draws
    d.frames(30)  # half a second of nothing: at most the clock's second turns
    assert d.app.draws - before <= 1
    before = d.app.draws
    d.post(pygame.MOUSEMOTION, pos=(5, 300), rel=(0, 0), buttons=(0, 0, 0))
    d.frames()
    assert d.app.draws == before + 1
    d.drag("1a", "4c")
    before = d.app.draws
    d.table.widget.anim.glide("5S", (0.0, 0.0), 0, 100)
    d.frames(4)  # a card moving: every frame is drawn
    assert d.app.draws == before + 4


def test_the_clock_redraws_the_idle_table_once_a_second():
    d = Driver("--anim-ms", "0", layout=HOPSCOTCH, variant="hopscotch")
    d.frames(5)
    before = d.app.draws
    for _ in range(10):
        d.app.step(250)  # two and a half seconds, in quarters
    assert d.app.draws - before in (2, 3)
    assert d.table.status_text().endswith("0:02")

"""A whole game of every variant played by keys alone, through the real loop: Tab to the
card, Enter to pick it up, Tab to the target, Enter to play, Tab and Enter again for a
return card; arrows move the focus by row and column; Esc puts the card back."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver

from boardwalk.bot.players import GreedyPlayer
from boardwalk.games.registry import all_variants, kind_of

DEALS = {"hopscotch": 254, "lucky-seven": 227, "squattsi": 12, "cheshire": 10}


def tab_to(d: Driver, place: str) -> None:
    keys = d.table.hand.keys
    for _ in range(60):
        if keys.focus == place:
            return
        d.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {place} (at {keys.focus})")


def arrow_to(d: Driver, place: str, mod: int = 0) -> None:
    """Arrow keys toward a place, as a player looking at the table would press them."""
    keys, hand = d.table.hand.keys, d.table.hand
    for _ in range(30):
        if keys.focus == place:
            return
        at = hand.at()
        (x, y), (tx, ty) = keys.rect(at, keys.focus).center, keys.rect(at, place).center
        if abs(ty - y) > abs(tx - x):
            d.key(pygame.K_DOWN if ty > y else pygame.K_UP, mod)
        else:
            d.key(pygame.K_RIGHT if tx > x else pygame.K_LEFT, mod)
    raise AssertionError(f"the arrows never reached {place} (at {keys.focus})")


def play_by_keys(d: Driver, move: str) -> None:
    kind, hand = d.table.kind, d.table.hand
    src = kind.source(move)
    tab_to(d, src)
    d.key(pygame.K_RETURN)
    if move.endswith("*"):  # a favor is a move by itself
        return
    assert hand.gestures.g.mode == "selected" and hand.gestures.g.src == src
    tab_to(d, kind.target(move))
    d.key(pygame.K_RETURN)
    if hand.gestures.g.mode == "choosing":  # more than one return card: choose it
        tab_to(d, kind.choice_place(move))
        d.key(pygame.K_RETURN)


@pytest.mark.parametrize("variant", list(DEALS))
def test_a_whole_game_is_played_by_keys_alone(variant):
    d = Driver("--variant", variant, "--deal", str(DEALS[variant]), "--anim-ms", "0")
    bot, played = GreedyPlayer(), []
    while (move := bot.choose(d.game.board)) is not None:
        play_by_keys(d, move)
        played.append(move)
        d.frames(2)
        assert d.game.moves == played, f"{move} was not played"
        if type(d.scene).__name__ != "TableScreen":
            break  # the game is over: its panel is up
    assert d.game.is_over() and d.game.score().won


def test_arrows_move_the_focus_by_row_and_column_and_esc_puts_the_card_back():
    d = Driver("--variant", "hopscotch", "--deal", "7")
    keys = d.table.hand.keys
    d.key(pygame.K_RIGHT)  # the first key shows the focus, on the first card that can move
    assert keys.shown and keys.focus == keys.movable(d.table.hand.at())[0]
    keys.focus = "1a"
    d.key(pygame.K_RIGHT)
    assert keys.focus == "1b"
    d.key(pygame.K_DOWN)
    assert keys.focus == "2b"
    d.key(pygame.K_DOWN)
    assert keys.focus in ("3b", "3c")  # the lowerwalk's columns stand between the upper's
    d.key(pygame.K_LEFT)
    d.key(pygame.K_UP)
    d.key(pygame.K_UP)
    assert keys.focus[0] == "1"
    tab_to(d, "1a")
    board = d.game.board
    d.key(pygame.K_SPACE)
    assert d.table.hand.gestures.g.mode == "selected"
    assert keys.focus in d.table.hand.gestures.targets(d.table.hand.at())
    d.key(pygame.K_ESCAPE)
    assert d.table.hand.gestures.g.mode == "idle" and d.game.board == board
    assert type(d.scene).__name__ == "TableScreen"  # Esc let go of the card, did not leave


def test_a_card_with_no_move_says_so_and_the_mouse_hides_the_focus():
    d = Driver("--variant", "hopscotch", "--deal", "7")
    keys = d.table.hand.keys
    d.key(pygame.K_TAB)
    keys.focus = "3a"  # face down: nothing to pick up
    d.key(pygame.K_RETURN)
    assert "Nothing to pick up" in d.toast() and d.game.moves == []
    d.click(d.layout.places["4h"].center)
    assert not keys.shown
    assert d.table.hand.highlights().focus is None


def test_the_focus_ring_is_drawn_where_the_focus_is():
    d = Driver("--variant", "squattsi", "--deal", "12")
    d.key(pygame.K_TAB)
    marks = d.table.hand.highlights()
    assert marks.focus == d.table.hand.keys.focus and kind_of("squattsi")
    before = d.app.surface.copy()
    d.table.hand.keys.shown = False
    d.app.redraw()
    rect = d.table.hand.at().top_rect(marks.focus).inflate(24, 24)
    without = d.app.surface.subsurface(rect).copy()
    d.table.hand.keys.shown = True
    d.app.redraw()
    with_ring = d.app.surface.subsurface(rect)
    assert pygame.image.tobytes(without, "RGB") != pygame.image.tobytes(with_ring, "RGB")
    assert before is not None


def test_a_lesson_step_is_played_by_keys_and_esc_gives_the_arrows_back_to_the_steps():
    from lesson_tools import number_of

    number = number_of("hopscotch", move="1a-4c")
    d = Driver("--tutorial", "hopscotch", "--step", str(number))
    tab_to(d, "1a")
    d.key(pygame.K_RETURN)
    tab_to(d, "4c")
    d.key(pygame.K_RETURN)
    assert d.game.moves == ["1a-4c"] and d.scene.run.done
    d.key(pygame.K_ESCAPE)  # the focus goes: the arrows are Back and Next again
    assert type(d.scene).__name__ == "TutorialScreen" and not d.table.hand.keys.shown
    d.key(pygame.K_RIGHT)
    assert d.scene.run.index == number


@pytest.mark.parametrize("where", ["table", "tutorial"])
def test_question_mark_shows_every_key_on_one_sheet(where):
    args = ("--tutorial", "hopscotch") if where == "tutorial" else ("--variant", "squattsi")
    d = Driver(*args)
    d.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    from boardwalk.render import ink

    assert type(d.scene).__name__ == "KeysSheet" and d.scene.title == "Keys"
    with ink.recording() as sheet:
        d.app.redraw()
    shown = " ".join(m.words for m in sheet.marks)
    for words in ("Tab, Shift+Tab", "Enter, Space", "Esc", "Ctrl+Z · Ctrl+Y", "put the card back"):
        assert words in shown
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ != "KeysSheet"


@pytest.mark.parametrize(
    "variant, own, others",
    [
        ("squattsi", (), ("lay off", "redeal", "winnable")),
        ("towers", ("Ctrl+L · U", "back to the last winnable position"), ("redeal",)),
        ("republic", ("Ctrl+L · R", "turn the stock, or redeal"), ("winnable",)),
    ],
)
def test_the_keys_sheet_names_a_games_own_keys_and_no_other_games(variant, own, others):
    """The Towers' U and The Republic's R are on their own sheets only: a key that does
    nothing in the game at hand is not promised."""
    from boardwalk.render import ink

    d = Driver("--variant", variant, "--deal", "3")
    d.key(pygame.K_SLASH, pygame.KMOD_SHIFT, "?")
    with ink.recording() as sheet:
        d.app.redraw()
    shown = " ".join(m.words for m in sheet.marks)
    assert all(words in shown for words in own) and "Ctrl+Z · Ctrl+Y" in shown
    assert not any(words in shown for words in others)


def test_a_refused_move_is_tried_by_keys_and_its_reason_said():
    """Shift+arrows aim anywhere, as a drag may end anywhere: a lesson's try-it step is
    done by keys alone (the reviewer found the keys could not make a refused move)."""
    from lesson_tools import number_of

    number = number_of("hopscotch", refuse="1b-4c")
    d = Driver("--tutorial", "hopscotch", "--step", str(number))
    d.key(pygame.K_TAB)
    arrow_to(d, "1b")  # the 5♦ has no move (that is the point): Tab skips it, arrows reach it
    d.key(pygame.K_RETURN)
    assert "has no legal move now" in d.toast()
    arrow_to(d, "4c", pygame.KMOD_LSHIFT)
    d.key(pygame.K_RETURN)
    assert d.scene.run.done and "blocks it" in d.scene.run.feedback[0]
    d.key(pygame.K_RETURN)  # done: Enter goes on, as the panel says
    assert d.scene.run.index == number


def test_s_is_show_me_in_a_lesson_and_the_score_card_takes_no_card_input():
    from lesson_tools import number_of

    number = number_of("lucky-seven", move="h1-4b")
    d = Driver("--tutorial", "lucky-seven", "--step", str(number))
    d.key(pygame.K_s)
    assert d.scene.run.done and d.game.moves[-1] == "h1-4b"
    score_step = next(i for i, s in enumerate(d.scene.lesson.steps, 1) if s.score)
    d = Driver("--tutorial", "lucky-seven", "--step", str(score_step))
    d.click(d.layout.places["h1"].center)
    d.key(pygame.K_TAB)
    assert not d.table.hand.busy and not d.table.hand.keys.shown


def test_enter_after_a_mouse_selection_aims_before_it_plays():
    d = Driver("--variant", "hopscotch", "--deal", "7")
    tab_to(d, "1a")
    d.click("1b")  # selected by the mouse; the key focus was elsewhere
    d.key(pygame.K_RETURN)
    assert d.game.moves == [] and "onto an upperwalk stack" not in d.toast()
    assert d.table.hand.keys.focus in d.table.hand.gestures.targets(d.table.hand.at())


def test_the_title_focus_survives_the_continue_button_going():
    d = Driver()
    title = d.scene
    title.focus.index, title.focus.shown = 99, True
    d.key(pygame.K_RETURN)  # no crash: the focus is brought back into the row
    assert title.focus.index < len(all_variants()) + len(title.buttons)

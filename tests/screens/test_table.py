"""The table through the real app loop: every move kind by drag, clicks, keys, dialogs."""

import pygame
import pytest
from driver import Driver

from boardwalk.render.cardart import with_suits
from boardwalk.rules import fold
from boardwalk.rules.explain import explain

HOPSCOTCH = {"1a": "2S 3S 4S 5S", "1b": "7D", "1d": "5D", "3c": "8C 5H", "1e": "KH"}
SLIDES = {"1a": "AS", "1b": "KH", "3a": "2C AC AD AH", "3b": "3C 2D 2H 2S", "3c": "9H"}
LUCKY = {"1a": "5S", "3c": "6C 4H", "3f": "JH", "3g": "QH", "h1": "5D", "h2": "9D", "h3": "7D"}
SQUATTSI = {"1a": "KC QC JC TC", "1b": "4S 3C 2C AC", "h1": "5H", "h2": "6H", "h3": "4H"}
CHESHIRE = {"1a": "9S", "1c": "2D 3D 4D 5D", "1f": "8S", "h1": "7H", "h2": "7C", "h3": "7D"}


def test_live_play_own_blocker_and_illegal_drop_by_drag():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    assert d.game.moves == ["1a-4c"] and d.game.cards("4c") == ["5S"]
    d.drag("3c", "4c")  # the blocking card onto its own column
    assert d.game.cards("4c") == ["5S", "5H"] and d.game.cards("3c")[-1] == "8C"
    before = d.game.moves
    d.drag("1b", "4a")  # a 7 left of the 5: refused, snaps back, says why
    assert d.game.moves == before
    assert d.toast() == (
        "The 7♦ cannot declare column a of the lowerwalk: the lowerwalk must ascend, and a 7 "
        "cannot go left of the 5s in column c (1b-4a)."
    )
    assert d.toast() == with_suits(explain(d.game.board, "1b-4a"))


def test_slides_and_filing_by_drag():
    d = Driver(layout=SLIDES, variant="hopscotch")
    for move in ["1a-4a", "3a-4a", "3a-4a", "3a-4a", "3a-4b"]:
        src, dst = move.split("-")
        d.drag(src, dst)
    assert d.game.cards("3a") == [] and len(d.game.moves) == 5
    d.drag("1b", "3a")  # a slide onto the opening
    assert d.game.cards("3a") == ["KH"]


def test_filing_by_drag():
    layout = {"1a": "KC QC JC TC"}
    d = Driver(layout=layout, variant="hopscotch")
    for dst in ("4e", "4f", "4g"):
        d.drag("1a", dst)
    d.drag("1a", "2a")  # the last card of 1a files onto its own destination
    assert d.game.cards("2a") == ["KC"] and d.game.moves[-1] == "1a-2a"


def test_hand_plays_basic_power_and_blind_with_return_chosen_by_click():
    d = Driver(layout=LUCKY, variant="lucky-seven")
    d.drag("1a", "4c")
    d.drag("h1", "4c")  # blocked column: the basic play, its blocker comes back by itself
    assert d.game.moves[-1] == "h1-4c" and d.game.cards("h1") == ["4H"]
    d.drag("h2", "4g")  # unblocked: the return card must be chosen
    assert d.game.moves[-1] == "h1-4c" and d.current.hand.gestures.g.mode == "choosing"
    d.click("3c")
    assert d.game.moves[-1] == "h2-4g/3c" and d.game.cards("h2") == ["6C"]
    d.drag("h3", "4f")
    d.click(d.current.widget.view.layout.places["3f"].center)  # the face-down top, marked "blind"
    assert d.game.moves[-1] == "h3-4f/?" and d.game.cards("h3") == ["JH"]


def test_escape_cancels_a_hand_play_waiting_for_its_return():
    d = Driver(layout=LUCKY, variant="lucky-seven")
    d.drag("1a", "4c")
    d.drag("h2", "4g")
    d.key(pygame.K_ESCAPE)
    assert d.game.moves == ["1a-4c"] and d.game.cards("h2") == ["9D"]
    assert "Cancelled" in d.toast()
    assert d.app.stack.top is d.current  # Esc cancelled the gesture, not the game


def test_trump_and_juggle_by_drag_and_click():
    d = Driver(layout=SQUATTSI, variant="squattsi")
    for move in "1a-4d 1a-4e 1a-4f 1a-4g 1b-4a 1b-4b 1b-4c".split():
        d.drag(*move.split("-"))
    assert len(d.game.moves) == 7
    d.drag("h1", "1a")  # a juggle onto the empty column; choose 1b's 4S to take back
    d.click("1b")
    assert d.game.moves[-1] == "h1-1a/1b" and d.game.cards("1a") == ["5H"]
    d.drag("h2", "2b")  # a trump; choose the return from 1c
    d.click("1c")
    assert d.game.moves[-1] == "h2-2b/1c" and d.game.cards("2b") == ["6H"]


def test_favor_by_click_and_coax_by_drag():
    d = Driver(layout=CHESHIRE, variant="cheshire")
    d.click("1c")  # a dormant stack: the opening favor
    assert d.game.moves == ["1c*"] and d.game.cards("1c")[-1] == "5D"
    d.drag("h1", "1d")  # coax onto a dormant stack, then choose the row-1 card to take back
    d.click("1a")
    assert d.game.moves[-1] == "h1-1d/1a" and d.game.cards("1d")[-1] == "7H"


def test_click_to_move_double_click_and_right_click():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.click("1a")
    assert d.current.hand.gestures.g.mode == "selected"
    d.click("4c")
    assert d.game.moves == ["1a-4c"]
    d.click("3c")
    d.click("3c")  # a double-click: the one declared destination that takes the 5H
    assert d.game.moves == ["1a-4c", "3c-4c"]
    d.click("1d", button=3)  # right-click: 4c takes 5s but column c is blocked by the 8C
    assert d.game.moves == ["1a-4c", "3c-4c"]
    assert "No declared destination takes the 5♦" in d.toast()


def test_undo_and_redo_by_keys():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.drag("3c", "4c")
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.game.moves == ["1a-4c"]
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert d.game.moves == []
    d.key(pygame.K_y, pygame.KMOD_CTRL)
    d.key(pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert d.game.moves == ["1a-4c", "3c-4c"]
    assert d.game.board == fold(d.game.start, d.game.moves)


def test_resize_mid_drag_still_drops_on_the_right_target():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    start = d.center("1a")
    d.press(start)
    d.move_to(start, (start[0] + 30, start[1] + 40))
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    d.post(pygame.VIDEORESIZE, size=(1600, 1000), w=1600, h=1000)
    d.frames()
    view = d.current.widget.view
    assert view.layout.size == (1600, 1000)
    assert view.art_size != view.layout.card  # old art, scaled, until resizing pauses
    end = d.center("4c")  # positions in the new layout
    d.move_to((start[0] + 30, start[1] + 40), end)
    d.release(end)
    assert d.game.moves == ["1a-4c"]
    d.frames(12)
    assert d.current.widget.view.art_size == d.current.widget.view.layout.card  # crisp again


def test_new_deal_asks_before_abandoning_a_game_in_progress():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    game = d.game
    d.key(pygame.K_F2)
    assert d.app.stack.top is not d.current  # a confirmation
    d.key(pygame.K_ESCAPE)
    assert d.game is game and d.game.moves == ["1a-4c"]
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)  # Enter keeps the game: the safe button has the focus
    assert d.game is game
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert d.game is not game and d.game.moves == [] and d.game.variant.id == "hopscotch"


def test_play_a_deal_by_number_and_restart():
    d = Driver("--variant", "squattsi", "--deal", "5")
    d.key(pygame.K_d, pygame.KMOD_CTRL)
    for digit in "42":
        d.key(getattr(pygame, f"K_{digit}"), unicode=digit)
    d.key(pygame.K_RETURN)
    assert d.game.deal == 42 and d.game.variant.id == "squattsi"
    first = next(m for m in d.game.legal_moves() if m.startswith("1"))
    d.drag(*first.split("-"))
    assert d.game.moves == [first]
    d.key(pygame.K_F5)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert d.game.deal == 42 and d.game.moves == []


def test_end_game_scores_and_rules_screen_opens():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_F1)
    assert type(d.scene).__name__ == "HelpScreen"
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)
    assert d.game.ended and type(d.scene).__name__ == "ScoreScreen"


def test_title_escape_keeps_the_game_and_continue_returns_to_it():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.drag("1a", "4c")
    d.key(pygame.K_ESCAPE)
    assert type(d.scene).__name__ == "TitleScreen"
    d.key(pygame.K_RETURN)
    assert d.scene is d.current and d.game.moves == ["1a-4c"]


def test_title_tile_starts_a_variant():
    d = Driver()
    rect, vid = d.scene.tiles[2]
    d.click(rect.center)
    assert d.game.variant.id == vid == "squattsi" and d.game.moves == []


@pytest.mark.parametrize("size", ["960x600", "1280x800", "2560x1440"])
def test_screenshot_writes_a_png_of_the_window(tmp_path, size):
    from boardwalk.app import main

    out = tmp_path / "shot.png"
    assert (
        main(
            [
                "--variant",
                "cheshire",
                "--deal",
                "9",
                "--moves",
                "1b*",
                "--size",
                size,
                "--screenshot",
                str(out),
            ]
        )
        == 0
    )
    image = pygame.image.load(str(out))
    assert image.get_size() == tuple(int(n) for n in size.split("x"))


def test_input_during_an_animation_is_handled_at_once():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    d.current.widget.anim.glide("5S", (0.0, 0.0), 0, 10_000)  # a very long animation in flight
    assert d.current.widget.anim.busy
    d.drag("1a", "4c")
    assert d.game.moves == ["1a-4c"]


def test_animation_speed_cycles_to_off_and_f11_toggles_fullscreen():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    names = []
    for _ in range(4):
        d.key(pygame.K_a)
        names.append(d.toast())
    assert names[-1] == "Animations: normal." and "Animations: off." in names
    d.key(pygame.K_a)  # fast
    d.key(pygame.K_a)
    d.key(pygame.K_a)  # off
    d.drag("1a", "4c")
    assert not d.current.widget.anim.busy  # nothing animates when animations are off
    d.key(pygame.K_F11)
    assert d.app.win.fullscreen and d.current.widget.view.layout.size == d.app.size
    d.key(pygame.K_F11)
    assert not d.app.win.fullscreen and d.app.size == (1280, 800)


def test_a_window_dragged_too_small_snaps_back_to_the_smallest_table():
    d = Driver(layout=HOPSCOTCH, variant="hopscotch")
    pygame.display.set_mode((300, 200), pygame.RESIZABLE)
    d.post(pygame.VIDEORESIZE, size=(300, 200), w=300, h=200)
    d.frames(2)
    assert d.app.size == (960, 600) and d.current.widget.view.layout.size == (960, 600)
    d.drag("1a", "4c")
    assert d.game.moves == ["1a-4c"]

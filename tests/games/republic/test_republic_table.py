"""The Republic in the real app loop, registered beside Boardwalk: cards and runs dragged,
the stock clicked (a turn, the auto-talon trip, a redeal and its refusal), a packet turned
up by the move that empties its column, Ctrl+L, a refused drop, Ctrl+Z, and the layout
audit at the four window sizes early and late in a game."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest
from driver import Driver
from republic_fixtures import registered, standard_rule  # noqa: F401 (fixtures)

from boardwalk.games.republic.bot import ordered
from boardwalk.games.republic.kind import REPUBLIC_GAME
from boardwalk.rules import new_game
from boardwalk.rules.republic import explain

pytestmark = pytest.mark.usefixtures("registered")

ROOT = Path(__file__).resolve().parents[3]
SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
CTRL = pygame.KMOD_CTRL


def played(count: int) -> list[str]:
    """The first ``count`` moves of the pinned game of deal 7 (positions found by number): the
    older plain ranking's first move (``bot.ordered``) most of the time, else a random move."""
    import random

    game, rng = new_game("republic", deal=7), random.Random(1)
    for _ in range(count):
        moves = game.legal_moves()
        game.play(ordered(game.board)[0] if rng.random() < 0.85 else rng.choice(moves))
    return game.moves


def _tool():
    name = "_republic_screens_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "screens.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def at(moves: int, *more: str) -> Driver:
    line = played(moves)
    args = ["--variant", "republic", "--deal", "7", *more]
    return Driver(*args, *(["--moves", " ".join(line)] if line else []))


def test_a_card_dragged_onto_a_column_plays_and_its_packet_turns_up():
    d = at(0)
    assert d.game.cards("pa") == ["##"] * 3
    d.drag("a", "j")  # the 9♥ onto the 10♣: column a empties, so packet pa turns up
    assert d.game.moves == ["a-j"]
    assert d.game.cards("pa")[-1] != "##" and d.game.cards("pa")[:2] == ["##", "##"]
    spots = [s for s in REPUBLIC_GAME.spots(d.game.board) if s.place == "pa"]
    assert [s.face_up for s in spots] == [False, False, True]
    d.key(pygame.K_z, CTRL)
    assert d.game.moves == [] and d.game.cards("pa") == ["##"] * 3


def test_the_turn_up_is_animated_as_part_of_the_move():
    d = at(0, "--anim-ms", "200")
    d.drag("a", "j")
    flips = d.table.widget.anim.flips
    up = [s.card for s in REPUBLIC_GAME.spots(d.game.board) if s.place == "pa" and s.face_up]
    assert up and up[0] in flips


def test_a_run_dragged_by_its_head_moves_whole():
    d = at(168)
    assert "d-g:2" in d.game.legal_moves()
    head = d.layout.card_rect("d", len(d.game.cards("d")) - 2).move(5, 5).topleft
    d.press(head)
    d.move_to(head, d.center("g"))
    d.release(d.center("g"))
    assert d.game.moves[-1] == "d-g:2"


def test_a_click_on_the_stock_turns_a_card():
    d = at(0)
    d.click("stock")
    assert d.game.moves == ["s"] and len(d.game.cards("stock")) == 63
    assert len(d.game.cards("s")) + len(d.game.cards("w")) == 1


def test_a_turned_card_with_no_place_goes_to_the_talon_in_the_same_move():
    d = at(4, "--anim-ms", "200")
    talon = len(d.game.cards("w"))
    d.click("stock")
    assert d.game.moves[-1] == "s" and d.game.cards("s") == []
    assert len(d.game.cards("w")) == talon + 1
    assert d.game.cards("w")[-1][:2] in {c[:2] for c in d.table.widget.anim.glides}


def test_a_click_on_the_empty_stock_redeals_when_the_rule_allows():
    d = at(126)
    assert d.game.cards("stock") == [] and "R" in d.game.legal_moves()
    talon = len(d.game.cards("w"))
    d.click("stock")
    assert d.game.moves[-1] == "R" and len(d.game.cards("stock")) == talon


def test_a_click_on_the_empty_stock_says_why_when_it_may_not():
    d = at(207)
    assert d.game.cards("stock") == [] and "R" not in d.game.legal_moves()
    moves = d.game.moves
    d.click("stock")
    assert d.game.moves == moves
    said = d.toast()
    assert said == explain(d.game.board, "R") and said.endswith(".") and "redeal" in said


def test_r_turns_the_stock_and_redeals_from_the_keyboard():
    d = at(0)
    d.key(pygame.K_r, 0, "r")
    assert d.game.moves == ["s"]
    d = at(126)
    d.key(pygame.K_r, 0, "r")
    assert d.game.moves[-1] == "R"
    d = at(207)
    moves = d.game.moves
    d.key(pygame.K_r, 0, "r")
    assert d.game.moves == moves and d.toast() == explain(d.game.board, "R")


def test_r_in_a_game_with_no_stock_says_so():
    d = Driver("--variant", "hopscotch", "--deal", "7")
    d.key(pygame.K_r, 0, "r")
    assert d.game.moves == [] and d.toast() == "Boardwalk Solitaire has no stock to turn or redeal."


def test_ctrl_l_lays_off_card_by_card():
    d = at(24, "--anim-ms", "0")
    home = d.game.score().total
    d.key(pygame.K_l, CTRL)
    d.frames(10)
    assert d.game.moves[-1] == "b-f1" and d.game.score().total > home


def test_a_refused_drop_snaps_back_with_the_rules_sentence():
    d = at(0)
    d.drag("a", "b")  # the 9♥ on the 6♠
    assert d.game.moves == []
    assert d.toast() == (
        "The 9♥ cannot go on the 6♠: a card goes on one rank higher, of the other colour "
        "(alternating rule)."
    )


@pytest.mark.parametrize("moves", [0, 150])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_passes_the_layout_audit(size, moves):
    tool = _tool()
    line = played(moves)
    argv = ("--variant", "republic", "--deal", "7", *(("--moves", " ".join(line)) if line else ()))
    shot = tool.render(tool.State(f"republic {moves}", "table", argv), size)
    assert shot.problems() == []


def _stalled(deal: int = 9) -> list[str]:
    """Deal 9 under any suit, played by the plain rule until only shuffles and play-backs
    are left (they would undo each other for ever)."""
    from boardwalk.games.republic.bot import plain_move
    from boardwalk.rules import new_game

    game = new_game("republic", deal=deal, rule="any-suit")
    while (move := plain_move(game.board)) is not None:
        game.play(move)
    return game.moves


def test_hint_and_demo_say_when_no_move_is_worth_making_and_the_demo_stops():
    from boardwalk.screens.table import NO_USEFUL_MOVE

    moves = _stalled()
    d = Driver("--variant", "republic", "--deal", "9", "--rule", "any-suit", "--moves",
               " ".join(moves), "--anim-ms", "0")  # fmt: skip
    assert d.game.legal_moves() and not d.game.is_over()
    d.key(pygame.K_h, 0, "h")
    d.frames(10)
    assert d.toast() == NO_USEFUL_MOVE
    d.key(pygame.K_d, 0, "d")
    d.frames(30)
    assert not d.current.demo and d.game.moves == moves and d.toast() == NO_USEFUL_MOVE

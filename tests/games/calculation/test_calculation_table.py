"""Calculation in the real app loop, registered after The Towers: the title offers it and
asks the variation (the standard preselected), a game is played by posted mouse events and
keys (the card in play dragged up to a stack and onto a pile, a refused drop snapped back
with the rules' own sentence, a double-click up to the lower-numbered stack, Ctrl+Z, the
keys alone), F1 shows its rules, a hovered stack shows its sequence, and its tables pass
the layout audit at the four window sizes with three and with six piles."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame
import pytest
from calculation_table_helpers import deck
from driver import Driver
from pygame import Rect

from boardwalk.games import registry
from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.towers.kind import TOWERS_GAME
from boardwalk.render import ink
from boardwalk.rules.calculation import explain

ROOT = Path(__file__).resolve().parents[3]
SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
CTRL = pygame.KMOD_CTRL
TWO_WAYS = ("AS", "2S", "3S", "4S", "2H", "3H", "4H", "9C")
"""Bases, then 2♥ and 3♥ for stack 1, then the 4♥: wanted by stacks 1 and 2 at once."""


@pytest.fixture(autouse=True)
def standard_variation():
    """A test leaves the variation for new deals, and the pointer, as it found them (the
    look asks the system where the pointer rests, to show a stack's sequence)."""
    yield
    CALCULATION_GAME.rule = None
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        pygame.mouse.set_pos((0, 0))


@pytest.fixture
def registered(monkeypatch):
    """Calculation listed after The Towers, as ``KINDS`` lists it (pinned, so that these
    tests do not depend on the order of the rest)."""
    monkeypatch.setattr(registry, "KINDS", (BOARDWALK, TOWERS_GAME, CALCULATION_GAME))
    return CALCULATION_GAME


def _tool():
    """``tools/screens.py``: the real app rendered and audited, as the screens suite does."""
    name = "_calculation_screens_tool"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / "screens.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


def dealt(*first: str, anim: str = "0") -> Driver:
    return Driver("--variant", "calculation", "--deck", deck(*first), "--anim-ms", anim)


# -- the title ------------------------------------------------------------------------------------
def test_the_title_deals_calculation_after_asking_the_variation(registered):
    d = Driver("--size", "960x600")
    tiles = dict((vid, rect) for rect, vid in d.scene.tiles)
    assert list(tiles)[-2:] == ["towers", "calculation"]
    row = tiles["hopscotch"].unionall([tiles[v] for v in ("lucky-seven", "squattsi", "cheshire")])
    banner = tiles["calculation"]
    assert banner.top > row.bottom and row.left <= banner.left and banner.right <= row.right
    assert not banner.colliderect(tiles["towers"])
    assert all(banner.bottom < b.rect.top for b in d.scene.buttons)
    d.click(banner.center)
    assert type(d.scene).__name__ == "RuleOptionsDialog"  # the seven questions
    chosen = [c.id for c in CALCULATION_GAME.rule_choices("calculation") if c.chosen]
    assert chosen == ["4-000000"]
    d.key(pygame.K_RETURN)  # the standard variation, preselected
    assert d.game.variant.id == "calculation" and d.game.rule == "4-000000"
    assert "Variation 4-000000 (standard)" in d.current.status_text()


def test_the_easy_variation_is_dealt_when_chosen(registered):
    d = Driver()
    d.click(next(rect for rect, vid in d.scene.tiles if vid == "calculation").center)
    d.key(pygame.K_UP)  # up past the first question: the code's field, then the presets
    d.key(pygame.K_UP)
    d.key(pygame.K_RIGHT)  # Standard, then Easy
    d.key(pygame.K_RETURN)
    assert d.game.rule == "6-100010" and len(d.game.board.piles) == 6


# -- playing by posted events ------------------------------------------------------------------
def test_the_card_in_play_is_dragged_up_to_a_stack_then_onto_a_pile(registered):
    d = dealt("AS", "2S", "3S", "4S", "2H", "9C")
    d.drag("p", "1")  # the 2♥ on the A♠
    assert d.game.moves == ["p-1"] and d.game.cards("1") == ["AS", "2H"]
    assert d.game.cards("p") == ["9C"]  # the next card dealt into play at once
    d.drag("p", "b")
    assert d.game.moves == ["p-1", "p-b"] and d.game.cards("b") == ["9C"]


def test_a_discard_top_is_dragged_up_and_double_clicked_up(registered):
    d = dealt("AS", "2S", "3S", "4S", "3H", "2H", "8D", "4D", "9C")
    d.drag("p", "a")  # the 3♥ waits on pile a
    d.drag("p", "1")  # the 2♥ goes up: stack 1 now wants the 3
    d.drag("a", "1")
    assert d.game.moves == ["p-a", "p-1", "a-1"] and d.game.cards("1") == ["AS", "2H", "3H"]
    d.drag("p", "c")  # the 8♦ onto pile c; the 4♦ in play goes up by a double-click
    d.click("p")
    d.click("p")
    assert d.game.moves[-1] == "p-1"
    d.drag("p", "d")  # the 9♣ onto pile d: no stack takes it
    d.click("c")
    d.click("c")  # the 8♦ wants stack 4 (4, 8): up it goes
    assert d.game.moves[-1] == "c-4" and d.game.cards("c") == []


def test_a_refused_drop_snaps_back_and_the_rules_say_why(registered):
    d = dealt("AS", "2S", "3S", "4S", "9C", anim="200")
    board = d.game.board
    d.drag("p", "3")  # the 9♣ onto stack 3, which wants a 6
    assert d.game.moves == []
    assert d.toast() == explain(board, "p-3")
    assert "does not fit stack 3" in d.toast() and "takes a 6 next" in d.toast()
    assert d.table.widget.anim.moving("9C")  # it glides home
    d.frames(30)
    assert not d.table.widget.anim.moving("9C") and d.game.cards("p") == ["9C"]


def test_a_double_click_sends_the_card_to_the_lower_numbered_stack(registered):
    d = dealt(*TWO_WAYS)
    d.drag("p", "1")
    d.drag("p", "1")
    assert {"p-1", "p-2"} <= set(d.current.legal())  # the 4♥ fits stacks 1 and 2
    d.click("p")
    d.click("p")
    assert d.game.moves[-1] == "p-1" and d.game.cards("1")[-1] == "4H"
    d.key(pygame.K_z, CTRL)
    assert d.game.moves == ["p-1", "p-1"] and d.game.cards("p") == ["4H"]


def test_undo_takes_a_discard_back_into_play(registered):
    d = dealt("AS", "2S", "3S", "4S", "9C", "KD")
    d.drag("p", "c")
    assert d.game.cards("c") == ["9C"] and d.game.cards("p") == ["KD"]
    d.key(pygame.K_z, CTRL)
    assert d.game.moves == [] and d.game.cards("p") == ["9C"] and d.game.cards("c") == []


def test_the_keys_play_a_card_without_the_mouse(registered):
    d = dealt("AS", "2S", "3S", "4S", "2H", "9C")
    d.key(pygame.K_TAB)  # the first card that can move: the card in play
    assert d.current.hand.keys.focus == "p"
    d.key(pygame.K_RETURN)  # picked up; the focus goes to its first target
    d.key(pygame.K_RETURN)
    assert d.game.moves == ["p-1"]


def test_the_hint_plays_up_first_and_the_demo_plays_on(registered):
    d = dealt("AS", "2S", "3S", "4S", "2H", "9C")
    assert CALCULATION_GAME.hint(d.game.board) == "p-1"
    d.key(pygame.K_h, 0, "h")
    d.frames(10)
    assert d.toast() == "Hint: The 2♥ in play fits stack 1: a card that fits always goes up."


def test_f1_shows_calculations_rules_with_the_four_sequences(registered):
    d = Driver("--variant", "calculation", "--deal", "7")
    d.key(pygame.K_F1)
    assert type(d.scene).__name__ == "HelpScreen" and d.scene.title == "Calculation: the rules"
    body = " ".join(words for _, words in CALCULATION_GAME.help_sections("calculation"))
    for ranks in ("A 2 3 4 5 6 7 8 9 10 J Q K", "2 4 6 8 10 Q A 3 5 7 9 J K"):
        assert ranks in " ".join(body.replace("\u2003", " ").replace("\u2007", " ").split())


def test_a_hovered_stack_shows_its_whole_sequence(registered):
    d = Driver("--variant", "calculation", "--deal", "7", "--anim-ms", "0")
    drawn = _words(d)
    assert "next 4" in " ".join(drawn) and "Stack 2 counts by 2:" not in drawn
    pos = d.layout.places["2"].center
    pygame.mouse.set_pos(pos)
    d.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    d.frames(2)
    drawn = _words(d)
    assert "Stack 2 counts by 2:" in drawn and "Q" in drawn and "10" in drawn


def _words(d: Driver) -> list[str]:
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    return [m.words for m in sheet.marks if m.kind == "text"]


def _shows(d: Driver, card: str, index: int) -> bool:
    """Whether the strip's ``index``th card is drawn as ``card``'s face: the slice the next
    card leaves uncovered, corner index and all, is that face's own pixels."""
    view, surface = d.table.widget.view, d.app.surface
    inset, step = max(4, view.layout.card[0] // 8), view.layout.step
    part = Rect(inset, inset, step - inset - 1, view.layout.card[1] - 2 * inset)
    drawn = surface.subsurface(part.move(view.layout.card_rect("deck", index).topleft))
    face = view.image(card, True).subsurface(part)
    return pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(face, "RGB")


def test_option_5_shows_every_undealt_card_and_the_strip_moves_on(registered):
    """Undealt cards visible (option set 5): the whole deck lies face up along the foot,
    the next card first, each card's index drawn; dealing one moves the strip on."""
    d = Driver("--variant", "calculation", "--deal", "7", "--rule", "4-000100", "--size",
               "960x600", "--anim-ms", "0")  # fmt: skip
    coming = d.game.cards("deck")
    assert len(coming) == 47 and "Still to come, the next first: 47 cards" in _words(d)
    assert all(_shows(d, card, i) for i, card in enumerate(coming))
    d.drag("p", "a")
    assert d.game.cards("p") == [coming[0]] and d.game.cards("deck") == coming[1:]
    assert "Still to come, the next first: 46 cards" in _words(d)
    assert all(_shows(d, card, i) for i, card in enumerate(coming[1:]))
    assert not _shows(d, coming[-1], 46)  # the strip is one card shorter


@pytest.mark.parametrize("rule, flips", [("4-000100", False), ("4-000000", True)])
def test_a_dealt_card_turns_over_only_if_it_was_face_down(registered, rule, flips):
    """With the undealt cards in view the next card is already face up in the strip: it
    glides into play as it is seen, not face down and then over again."""
    d = Driver("--variant", "calculation", "--deal", "7", "--rule", rule, "--size", "960x600")
    d.frames(60)
    coming = d.game.cards("deck")[0] if rule == "4-000100" else None
    d.drag("p", "a")
    dealt = d.game.cards("p")[0]
    assert coming in (None, dealt)
    table = d.current.widget
    assert dealt in table.anim.glides
    assert (dealt in table.anim.flips) is flips


# -- every table, audited at the four sizes ------------------------------------------------------
def _dealt_under(rule: str, moves: int):
    def build(app) -> None:
        game = CALCULATION_GAME.new_game("calculation", deal=7, rule=rule)
        for _ in range(moves):
            game.play(CALCULATION_GAME.hint(game.board))
        app.routes.begin(game)

    return build


def _states(tool):
    easy, hard = _dealt_under("6-100010", 34), _dealt_under("3-000000", 24)
    return [
        tool.State("table calculation deal", "table", ("--variant", "calculation", "--deal", "7")),
        tool.State("table calculation six piles", "table", (), easy),
        tool.State("table calculation three piles", "table", (), hard),
        tool.State("table calculation undealt visible", "table", (), _dealt_under("3-000110", 20)),
        tool.State("table calculation pointer on a stack", "table", (), tool.then(easy, _hover)),
        tool.State("table calculation won", "table", tool.game("calculation")),
        tool.State("help calculation", "help", tool.game("calculation", 0.0),
                   tool.keys((pygame.K_F1,))),
        tool.State("calculation in words", "help", tool.game("calculation", 0.3),
                   tool.keys((pygame.K_w, 0, "w"))),
    ]  # fmt: skip


def _hover(app) -> None:
    pos = app.routes.table.widget.view.layout.places["3"].center
    pygame.mouse.set_pos(pos)
    _tool().hover(app, pos)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_calculation_table_passes_the_layout_audit(registered, size):
    tool = _tool()
    for state in _states(tool):
        shot = tool.render(state, size)
        assert shot.problems() == [], state.name
    pygame.mouse.set_pos((0, 0))


def test_the_table_lays_out_only_the_piles_its_variation_has(registered):
    """The shell tells the layout the game's rule: a four-pile game shows four piles, so
    neither the pointer nor the keys can reach a fifth."""
    d = Driver("--variant", "calculation", "--deal", "7")
    assert d.game.rule == "4-000000"
    places = d.current.widget.view.layout.places
    assert {"a", "b", "c", "d"} <= set(places) and not {"e", "f"} & set(places)

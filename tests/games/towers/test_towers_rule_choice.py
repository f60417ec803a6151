"""A new deal of The Towers asks which matching rule, the standard chosen at first, and the
game keeps the rule it was dealt under (COMPANIONS.md §0): from the title, New deal and
Deal #, by keys and by the mouse. Restart and a pasted deal never ask; a Boardwalk game is
never asked; a cancel at either question (abandon? which rule?) changes nothing. The dialog
passes the layout audit at the four window sizes, over the title and over the table."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver
from test_towers_table import SIZES, _tool

from boardwalk import clipboard
from boardwalk.play.deal_lines import deal_line
from boardwalk.render import ink
from boardwalk.render.fonts import font
from boardwalk.rules import new_game
from boardwalk.screens.dialogs import scale
from boardwalk.screens.gestures import Play

CTRL = pygame.KMOD_CTRL


def names(d: Driver) -> list[str]:
    return [type(s).__name__ for s in d.app.stack.screens]


def from_the_title(d: Driver) -> None:
    rect = next(rect for rect, vid in d.scene.tiles if vid == "towers")
    d.click(rect.center)


def chosen(d: Driver) -> str:
    """The rule the dialog on top has chosen."""
    return d.scene.choices[d.scene.selected].id


def one_move(d: Driver) -> None:
    """A move played at the table, as a drop plays it: the game is under way."""
    d.current.play(Play(d.current.legal()[0]))
    d.frames(3)
    assert len(d.game.moves) == 1


def dealt_under(rule_keys: int, *argv: str) -> Driver:
    """A Towers game started from the title, the rule chosen by ``rule_keys`` Downs."""
    d = Driver(*argv)
    from_the_title(d)
    for _ in range(rule_keys):
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    return d


def test_the_towers_tile_asks_which_rule_with_the_standard_chosen(registered):
    d = Driver()
    from_the_title(d)
    assert names(d) == ["TitleScreen", "RuleDialog"] and d.current is None  # nothing dealt
    assert d.scene.title == "Which matching rule?"
    assert [c.id for c in d.scene.choices] == ["same-suit", "alternating", "any-suit"]
    assert chosen(d) == "same-suit"
    assert [c.worth for c in d.scene.choices] == [
        "Win +4 · loss −1",
        "Win +1 · loss −4",
        "Win 0 · loss 0",
    ]


def test_the_rule_chosen_by_keys_is_the_games_and_the_status_line_says_so(registered):
    d = dealt_under(1)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert d.game.rule == "alternating" and d.game.board.rule.id == "alternating"
    assert "Alternating colour rule" in d.current.status_text()
    assert "win +1 · loss −4" in d.current.status_text()


def test_up_wraps_round_and_a_digit_chooses_too(registered):
    d = Driver()
    from_the_title(d)
    d.key(pygame.K_UP)
    assert chosen(d) == "any-suit"
    d.key(pygame.K_2, unicode="2")
    assert chosen(d) == "alternating"
    d.key(pygame.K_TAB)  # the focus to Cancel, as in every dialog: Enter then cancels
    d.key(pygame.K_RETURN)
    assert names(d) == ["TitleScreen"] and d.current is None


def test_new_deal_asks_again_from_the_standard_and_esc_keeps_the_game(registered):
    d = dealt_under(1)
    deal, session = d.game.deal, d.app.keeper.current
    d.key(pygame.K_n, CTRL)  # no move yet, but an unwon Towers game given up is a loss (§0)
    assert names(d)[-1] == "Dialog" and "recorded as a loss: −4" in d.scene.body
    d.key(pygame.K_TAB)  # to Abandon it
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "RuleDialog" and chosen(d) == "same-suit"
    d.key(pygame.K_ESCAPE)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert d.app.keeper.current is session and d.game.deal == deal
    assert d.game.rule == "alternating"


def test_f2_under_way_asks_to_abandon_first_and_a_cancel_of_the_rule_loses_nothing(registered):
    d = dealt_under(1, "--anim-ms", "0")
    one_move(d)
    played, deal = list(d.game.moves), d.game.deal
    d.key(pygame.K_F2)
    assert names(d)[-1] == "Dialog" and d.scene.title == "Abandon this game?"
    d.key(pygame.K_TAB)  # to Abandon it
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "RuleDialog"
    d.key(pygame.K_ESCAPE)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert (d.game.deal, d.game.moves, d.game.rule) == (deal, played, "alternating")
    assert d.app.keeper.history.games("towers") == []  # not recorded as abandoned


def test_abandoning_then_choosing_deals_under_the_new_rule(registered):
    d = dealt_under(1, "--anim-ms", "0")
    one_move(d)
    deal = d.game.deal
    d.key(pygame.K_n, CTRL)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert d.game.rule == "any-suit" and d.game.moves == [] and d.game.deal != deal
    (record,) = d.app.keeper.history.games("towers")
    assert record.deck.startswith("alternating:")  # the abandoned game, under its own rule


def test_restart_keeps_the_rule_without_asking(registered):
    d = dealt_under(1, "--anim-ms", "0")
    one_move(d)
    deal = d.game.deal
    d.key(pygame.K_F5)
    assert names(d)[-1] == "Dialog" and d.scene.title == "Restart this deal?"
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert (d.game.deal, d.game.moves, d.game.rule) == (deal, [], "alternating")
    assert d.app.keeper.history.games("towers") == []  # one game, started again: not scored


def test_deal_by_number_asks_the_rule_too(registered):
    d = Driver("--variant", "towers", "--deal", "7")
    d.key(pygame.K_d, CTRL)
    for digit in "42":
        d.key(ord(digit), unicode=digit)
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "Dialog" and d.scene.title == "Abandon this game?"
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "RuleDialog" and chosen(d) == "same-suit"
    d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert (d.game.deal, d.game.rule) == (42, "alternating")
    (given_up,) = d.app.keeper.history.games("towers")
    assert (given_up.deal, given_up.points, given_up.finish) == (7, -1, "abandoned")


def test_new_game_from_the_score_asks_too(registered):
    d = Driver("--variant", "towers", "--deal", "7", "--rule", "alternating")
    d.key(pygame.K_e, CTRL)  # end the game; ending loses nothing, so Enter ends it
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "ScoreScreen"
    d.click(next(b for b in d.scene.buttons if b.action == "new").rect.center)
    assert names(d)[-1] == "RuleDialog" and chosen(d) == "alternating"  # the run's --rule
    d.key(pygame.K_UP)
    d.key(pygame.K_RETURN)
    assert names(d)[-1] == "TableScreen" and d.game.rule == "same-suit" and d.game.deal != 7


def test_the_mouse_picks_any_suit_and_deals(registered):
    d = Driver()
    from_the_title(d)
    d.click(d.scene.rows[2].center)
    assert names(d)[-1] == "RuleDialog" and chosen(d) == "any-suit"
    deal = next(b for b in d.scene.buttons if b.action == "deal")
    d.click(deal.rect.center)
    assert d.game.rule == "any-suit" and "Any suit rule" in d.current.status_text()


def test_a_click_outside_the_dialog_cancels(registered):
    d = Driver()
    from_the_title(d)
    d.click((2, 2))
    assert names(d) == ["TitleScreen"] and d.current is None


def test_a_boardwalk_game_is_never_asked(registered):
    d = Driver("--variant", "hopscotch", "--deal", "7")
    d.key(pygame.K_n, CTRL)
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.deal != 7
    d.key(pygame.K_ESCAPE)
    rect = next(rect for rect, vid in d.scene.tiles if vid == "squattsi")
    d.click(rect.center)
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.variant.id == "squattsi"


def test_a_pasted_deal_keeps_its_own_rule_and_asks_nothing(registered):
    clipboard.copy(deal_line(new_game("towers", deal=9, rule="alternating")))
    d = Driver()
    d.key(pygame.K_v, CTRL)
    assert names(d)[-1] == "Dialog"  # "Play The Towers deal 9 …?", not the rule
    d.key(pygame.K_RETURN)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert (d.game.deal, d.game.rule) == (9, "alternating")


def test_the_rule_given_on_the_command_line_is_the_one_chosen_at_first(registered):
    d = Driver("--rule", "alternating")
    from_the_title(d)
    assert chosen(d) == "alternating"


# -- the dialog, audited at the four sizes, over the title and over the table -----------------
def _states(tool):
    table = ("--variant", "towers", "--deal", "7")
    return [
        tool.State("rule over the title", "dialog", build=tool.go("variant", variant="towers")),
        tool.State(
            "rule over the table",
            "dialog",
            table,
            tool.keys((pygame.K_n, CTRL), (pygame.K_TAB, 0), (pygame.K_RETURN, 0)),
        ),
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rule_dialog_passes_the_layout_audit(registered, size):
    tool = _tool()
    for state in _states(tool):
        shot = tool.render(state, size)
        assert any("RuleDialog" in layer.kinds for layer in shot.layers), state.name
        assert shot.problems() == [], state.name


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rules_words_are_drawn_whole_at_the_windows_size(registered, size):
    """Readable at the smallest window, not tiny at the largest: each rule's name and
    worth are drawn whole at the size planned for the window (never shrunk or cut), its
    line too, on one line from 1280×800 up."""
    d = Driver("--size", f"{size[0]}x{size[1]}")
    from_the_title(d)
    name_size, about_size = d.scene.sizes_at(scale(size))
    assert name_size >= 16 and name_size >= 20 * size[1] // 800 - 1
    with ink.recording() as sheet:
        d.app.redraw()
    drawn = {m.words: m.rect for m in sheet.marks if m.kind == "text"}
    for choice, row in zip(d.scene.choices, d.scene.rows, strict=True):
        assert all(row.contains(drawn[w]) for w in (choice.name, choice.about, choice.worth))
        assert drawn[choice.name].w == font(name_size, True).size(choice.name)[0]
        assert drawn[choice.worth].w == font(about_size).size(choice.worth)[0]
        assert not drawn[choice.name].colliderect(drawn[choice.worth])
        if size[0] >= 1280:
            assert drawn[choice.about].w == font(about_size).size(choice.about)[0]

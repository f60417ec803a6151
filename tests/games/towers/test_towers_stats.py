"""The Towers' statistics by rule, through the real loop (COMPANIONS.md §0, §4): a win under
the standard rule, then two alternating games given up for new deals (one with a move, one
with none: both losses), read back as the player sees them on the statistics page (F8)
and on the score screen after a game; each page is audited at the four window sizes."""

from __future__ import annotations

import pygame
import pytest
from conftest import winning_line
from driver import Driver
from test_towers_table import SIZES, _tool, opening

from boardwalk.render import ink

CTRL = pygame.KMOD_CTRL
RULE_KEYS = {"same-suit": pygame.K_1, "alternating": pygame.K_2, "any-suit": pygame.K_3}


def new_deal(d: Driver, rule: str) -> None:
    """Ctrl+N as a player deals anew: Abandon it if a game is in progress, then the rule."""
    d.key(pygame.K_n, CTRL)
    if type(d.scene).__name__ == "Dialog":  # the one question before a game is given up
        yes = next(b for b in d.scene.buttons if b.action == "yes")
        d.click(yes.rect.center)
    assert type(d.scene).__name__ == "RuleDialog"
    d.key(RULE_KEYS[rule])
    d.key(pygame.K_RETURN)
    d.frames(2)
    assert d.game.rule == rule and d.game.moves == []


def drawn_words(d: Driver) -> list[str]:
    """Every word the screens in view draw, in the order drawn (the text audit's record)."""
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    assert sheet.stray == []
    return [m.words for m in sheet.marks if m.kind == "text"]


def line_of(words: list[str], name: str) -> list[str]:
    """A line of the table by rule: the rule's name and the eight figures after it."""
    at = words.index(name)
    return words[at + 1 : at + 9]


def three_games(size: str = "1280x800") -> Driver:
    """Deal 1 won under the standard rule (+4), then an alternating deal abandoned after one
    move (−4) and another abandoned with none (−4, §0), all by the player's keys and clicks."""
    line = winning_line(1)
    d = Driver(*opening(1, len(line) - 1), "--anim-ms", "0", "--size", size)
    d.click(line[-1].split("-")[0])
    d.click(line[-1].split("-")[0])  # the last card up by a double-click: won
    assert d.game.score().won
    new_deal(d, "alternating")
    d.drag("a", "t1")  # an exposed card into a tower: always legal at the deal
    assert len(d.game.moves) == 1
    new_deal(d, "alternating")
    new_deal(d, "same-suit")
    return d


def test_games_given_up_are_losses_with_their_rules_points(registered):
    d = three_games()
    records = d.app.keeper.history.games("towers")
    assert [(r.rule, r.won, r.points, r.move_count) for r in records] == [
        ("same-suit", True, 4, len(winning_line(1))),
        ("alternating", False, -4, 1),
        ("alternating", False, -4, 0),
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_statistics_page_shows_the_figures_by_rule(registered, size):
    d = three_games(f"{size[0]}x{size[1]}")
    d.key(pygame.K_F8)
    assert type(d.scene).__name__ == "StatsScreen" and d.scene.variant == "towers"
    words = drawn_words(d)
    moves = len(winning_line(1))
    assert line_of(words, "Same suit") == [
        "1",
        "1",
        "100%",
        "+4",
        "1 win",
        "1",
        "0",
        f"{moves:.1f}",
    ]
    assert line_of(words, "Alternating colour") == [
        "2",
        "0",
        "0%",
        "−8",
        "2 losses",
        "0",
        "2",
        "0.5",
    ]
    assert line_of(words, "Any suit") == ["0", "0", "—", "0", "—", "0", "0", "—"]
    total = f"{(moves + 1) / 3:.1f}"
    assert line_of(words, "All rules") == ["3", "1", "33%", "−4", "2 losses", "1", "2", total]
    assert "Best score" not in words and "lost −4" in words and "won +4" in words
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    assert _tool().audit(size, sheet) == []  # every word in its box, nothing overlapping


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_after_a_game_the_score_screen_gives_its_rules_line(registered, size):
    d = three_games(f"{size[0]}x{size[1]}")
    new_deal(d, "alternating")  # the same-suit deal with no move: a loss, −1
    d.drag("a", "t1")
    d.key(pygame.K_e, CTRL)
    d.key(pygame.K_RETURN)  # End and score
    d.frames(3)
    assert type(d.scene).__name__ == "ScoreScreen"
    d.scene.settle()
    words = drawn_words(d)
    said = "Alternating colour so far: 3 games, 0 won (0%), −12 points; 3 losses in a row;"
    assert any(w.startswith(said) for w in words), words
    assert "NEW BEST" not in words
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    assert _tool().audit(size, sheet) == []
    d.key(pygame.K_ESCAPE)
    new_deal(d, "same-suit")  # the ended game given up too: still one loss, not two
    d.key(pygame.K_F8)
    assert line_of(drawn_words(d), "Alternating colour")[:4] == ["3", "0", "0%", "−12"]


def test_boardwalk_keeps_its_own_figures(registered):
    d = Driver("--variant", "hopscotch", "--deal", "9", "--anim-ms", "0")
    d.drag("1a", "4c")
    d.key(pygame.K_e, CTRL)
    d.key(pygame.K_RETURN)
    d.frames(3)
    assert "Your first recorded game of Hopscotch." in drawn_words(d)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F8)
    words = drawn_words(d)
    assert "Best score" in words and "By rule" not in words


def test_the_games_list_names_each_games_rule_beside_its_deal():
    from boardwalk.screens.stats import row_cells
    from boardwalk.storage.history import Record, stored_deck

    record = Record(
        "s", "towers", 7, stored_deck("JC 3S", "alternating"), "", 0, 0, 0, 12, False,
        False, 40, 0, 300.0, "abandoned", "2026-01-01T10:00:00", "2026-01-01T10:05:00",
    )  # fmt: skip
    cells = row_cells(record)
    assert cells[1:4] == ["deal 7 · alternating", "12 cards home", "lost −4"]

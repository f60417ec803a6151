"""Every button of the title and the score screen reached by keys: Tab or the arrows light
one, Enter takes it; with no key pressed yet, Enter keeps its old meaning."""

from __future__ import annotations

import pygame
from driver import Driver

from boardwalk.games.registry import all_variants


def test_the_title_s_games_and_buttons_are_reached_by_tab_and_taken_by_enter():
    d = Driver()
    title = d.scene
    d.key(pygame.K_TAB)  # the first key shows the focus on the first game
    assert title.focus.shown and title.focus.index == 0
    games = len(all_variants())
    for _ in range(games):  # past every game: the first button, Learn to play
        d.key(pygame.K_TAB)
    assert title.buttons[title.focus.index - games].action == "lessons"
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "LessonsScreen"
    d.key(pygame.K_ESCAPE)  # back at the title, the focus where it was
    d.key(pygame.K_LEFT)
    d.key(pygame.K_SPACE)  # the game left of Learn to play: the last one listed
    kind, last = all_variants()[-1]
    if getattr(kind, "rule_choices", None) and kind.rule_choices(last):
        asked = type(d.scene).__name__  # a game with rules asks which first
        assert asked in ("RuleDialog", "RuleOptionsDialog")
        d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "TableScreen" and d.game.variant.id == last


def test_the_score_screen_s_buttons_are_reached_by_keys():
    d = Driver("--variant", "hopscotch", "--deal", "7", "--anim-ms", "0")
    d.key(pygame.K_e, pygame.KMOD_LCTRL)  # end the game: the score
    if type(d.scene).__name__ == "Dialog":
        d.key(pygame.K_RETURN)
    d.frames(5)
    score = d.scene
    assert type(score).__name__ == "ScoreScreen"
    start = score.buttons[score.focus.index].action
    assert start == "new"  # the lit button is Enter's
    d.key(pygame.K_TAB)
    assert score.focus.shown and score.buttons[score.focus.index].action == "new"
    d.key(pygame.K_TAB)
    chosen = score.buttons[score.focus.index].action
    assert chosen != "new"
    seen = {chosen}
    for _ in range(len(score.buttons)):
        d.key(pygame.K_TAB)
        seen.add(score.buttons[score.focus.index].action)
    assert seen == {b.action for b in score.buttons}  # every button is reached


def test_the_statistics_rows_are_replayed_by_tab_and_enter(data_folder):
    d = Driver("--variant", "hopscotch", "--deal", "7", "--anim-ms", "0", "--moves", "1a-4a")
    d.key(pygame.K_e, pygame.KMOD_LCTRL)  # end it: a row of the history
    if type(d.scene).__name__ == "Dialog":
        d.key(pygame.K_RETURN)
    d.frames(3)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F8)
    stats = d.scene
    assert type(stats).__name__ == "StatsScreen" and stats.row_buttons
    d.key(pygame.K_TAB)
    first = stats.targets()[stats.focus.index]
    assert first.action == "replay"
    d.key(pygame.K_RETURN)
    assert type(d.scene).__name__ == "ReplayScreen"
    assert d.scene.cursor.moves == ["1a-4a"]  # the game of that row

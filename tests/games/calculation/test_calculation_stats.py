"""Calculation's statistics speak of variations, not rules, and show the cards up a game
where a Card Shell game shows points (COMPANIONS.md §3: no points table)."""

from __future__ import annotations

from driver import Driver

from boardwalk.render import ink
from boardwalk.screens.stats_rules import rule_line
from boardwalk.statistics import rule_figures


def test_the_statistics_page_names_variations_and_cards_up():
    d = Driver("--size", "960x600")
    d.app.go("stats", variant="calculation")
    d.frames(2)
    with ink.recording() as sheet:
        d.app.redraw()
    shown = [m.words for m in sheet.marks if m.kind == "text"]
    assert "By variation" in shown and "All variations" in shown
    assert "Cards up a game" in shown and "Points" not in shown and "By rule" not in shown


def test_the_score_line_of_a_first_game_names_its_variation():
    words = rule_line("Standard", rule_figures([]), points=False, noun="variation")
    assert words == "Your first recorded game under the Standard variation."

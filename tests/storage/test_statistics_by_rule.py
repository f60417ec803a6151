"""Figures by rule for a Card Shell game (COMPANIONS.md §4), over hand-made records: streaks
both ways, points summed by each game's rule, moves per game, the win rate and the total."""

from __future__ import annotations

from boardwalk.screens.stats_rules import rule_line
from boardwalk.statistics import (
    ALL_RULES,
    by_rule,
    rule_cells,
    rule_figures,
    rule_headings,
    signed,
    streak_words,
)
from boardwalk.storage.history import Record
from boardwalk.storage.records import scores_points

RULES = ["same-suit", "alternating", "any-suit"]


def towers(n: int, rule: str, won: bool, moves: int = 10) -> Record:
    """A finished Towers game under ``rule`` (its deck column is only read for the rule)."""
    return Record(
        f"s{n}", "towers", n, f"{rule}: deck", "", 0, 0, 0, 52 if won else 9, won, False,
        moves, 0, 1.0, "ended" if won else "abandoned", "a", f"e{n:03d}",
    )  # fmt: skip


def test_streaks_count_wins_and_losses_and_the_current_one_is_either():
    results = [True, True, False, False, False, True, True, True, True, False, False]
    games = [towers(i, "same-suit", won) for i, won in enumerate(results)]
    f = rule_figures(games)
    assert (f.games, f.wins, f.longest_wins, f.longest_losses) == (11, 6, 4, 3)
    assert f.streak == -2 and streak_words(f.streak) == "2 losses"
    assert rule_figures(games[:-2]).streak == 4 and streak_words(4) == "4 wins"
    assert streak_words(1) == "1 win" and streak_words(-1) == "1 loss" and streak_words(0) == "—"


def test_points_follow_each_games_own_rule():
    games = [
        towers(1, "same-suit", True),  # +4
        towers(2, "same-suit", False),  # −1
        towers(3, "alternating", False),  # −4
        towers(4, "alternating", True),  # +1
        towers(5, "alternating", False),  # −4
        towers(6, "any-suit", True),  # 0
    ]
    lines = dict(by_rule(games, RULES))
    assert [lines[r].points for r in RULES] == [3, -7, 0]
    assert lines[ALL_RULES].points == -4 and lines[ALL_RULES].games == 6
    assert [lines[r].games for r in RULES] == [2, 3, 1]
    assert lines["alternating"].win_rate == 1 / 3
    assert [rule for rule, _ in by_rule(games, RULES)] == [*RULES, ALL_RULES]


def test_moves_per_game_is_the_mean_of_the_final_records_over_every_game():
    games = [towers(1, "same-suit", True, 90), towers(2, "same-suit", False, 0)]
    games.append(towers(3, "same-suit", False, 15))
    f = rule_figures(games)
    assert f.moves_per_game == 35.0
    assert rule_cells(f) == ["3", "1", "33%", "+2", "2 losses", "1", "2", "35.0"]


def test_a_rule_with_no_games_shows_dashes_not_zero_percent():
    lines = dict(by_rule([towers(1, "same-suit", False)], RULES))
    assert rule_cells(lines["any-suit"]) == ["0", "0", "—", "0", "—", "0", "0", "—"]
    assert lines["any-suit"].win_rate == 0.0
    assert rule_cells(lines["same-suit"])[3] == "−1"


def test_signed_points_use_a_true_minus_and_thousands():
    assert (signed(4), signed(-1), signed(0), signed(-1200)) == ("+4", "−1", "0", "−1,200")


def calculation(n: int, code: str, up: int, moves: int = 50) -> Record:
    """A finished Calculation game under variation ``code`` with ``up`` cards on the stacks."""
    won = up == 52
    return Record(
        f"c{n}", "calculation", n, f"{code}: deck", "", 0, 0, 0, up, won, False,
        moves, 0, 1.0, "over" if won else "abandoned", "a", f"e{n:03d}",
    )  # fmt: skip


def test_calculation_shows_its_cards_up_a_game_where_a_card_shell_game_shows_points():
    """§3: Calculation has no points table, so a column of zeros would say nothing; its
    result is the cards up, and the table by variation gives their mean."""
    games = [calculation(1, "4-000000", 30), calculation(2, "4-000000", 52)]
    games.append(calculation(3, "6-100010", 44))
    lines = dict(by_rule(games, ["4-000000", "6-100010"]))
    assert rule_cells(lines["4-000000"], points=False)[3] == "41.0"
    assert rule_cells(lines[ALL_RULES], points=False)[3] == "42.0"
    assert rule_cells(lines["4-000000"])[3] == "0"  # what the old table showed
    assert rule_headings(False)[3] == "Cards up a game" and rule_headings()[3] == "Points"
    assert not scores_points("calculation", "4-000000") and scores_points("towers", "same-suit")
    assert scores_points("republic", "alternating") and not scores_points("calculation", "x")
    standing = rule_line("Standard", lines["4-000000"], points=False)
    assert "41.0 cards up a game" in standing and "point" not in standing


def test_many_variations_fold_the_least_played_into_one_line_the_standard_kept():
    codes = ["4-000000", "6-100010", "4-100000", "4-001000"]
    typed = [f"5-{bits:06b}" for bits in range(1, 9)]
    games = [calculation(n, code, 30) for n, code in enumerate(typed * 2 + typed[:3])]
    games += [calculation(99, "6-100010", 52)]
    lines = by_rule(games, codes + typed, most=5)
    names = [rule for rule, _ in lines]
    assert len(names) == 6 and names[0] == "4-000000" and names[-1] == ALL_RULES
    assert names[1:4] == typed[:3]  # the most played (three games each), in order
    assert names[4] == "6 more" and dict(lines)["6 more"].games == 11
    assert dict(lines)[ALL_RULES].games == len(games)
    few = by_rule(games[:3], codes + typed, most=5)  # unplayed rules are only left out
    assert [rule for rule, _ in few] == ["4-000000", *typed[:3], ALL_RULES]

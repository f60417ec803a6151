"""Move notation round-trips (RULES.md §14); the rules never import pygame; the CLI works."""

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from boardwalk.rules import IllegalMove, parse_move
from boardwalk.rules.__main__ import main as rules_cli

EXAMPLES = [
    "1c-4e",
    "3b-4b",
    "h2-4d",
    "h2-4d/3g",
    "h2-4d/?",
    "3b-2a",
    "h1-2b/1d",
    "h1-1b/1d",
    "1c-3f",
    "1c*",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_notation_example_of_rules_14_round_trips(text):
    assert str(parse_move(text)) == text
    assert parse_move(text.upper()) == parse_move(text)


place = st.sampled_from(
    [f"{r}{c}" for r in "1234" for c in "abcdefgh"] + [f"h{i}" for i in range(1, 5)]
)


@given(place, place, st.sampled_from(["", "?", "3c", "1d"]))
def test_round_trip_of_any_well_formed_move(src, dst, ret):
    text = f"{src}-{dst}" + (f"/{ret}" if ret else "")
    assert str(parse_move(text)) == text


@pytest.mark.parametrize("text", ["", "1c", "1c-", "5a-4a", "1c-4e/", "1i-4a", "1c**", "h1-4a/xx"])
def test_malformed_notation_is_refused(text):
    with pytest.raises(IllegalMove, match="is not a move"):
        parse_move(text)


def test_importing_the_rules_does_not_import_pygame():
    code = "import sys, boardwalk.rules, boardwalk.rules.__main__; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_command_line_prints_board_score_and_moves(capsys):
    assert rules_cli(["--variant", "squattsi", "--deal", "7", "--moves", "1c-4e"]) == 0
    out = capsys.readouterr().out
    assert "Squattsi, deal 7, 1 moves" in out and "score 2" in out and "legal moves:" in out


def test_command_line_reports_an_illegal_move(capsys):
    assert rules_cli(["--variant", "squattsi", "--deal", "7", "--moves", "1c-4e 1a-4e"]) == 2
    assert (
        "Move 2 (1a-4e): The 7♠ cannot go onto the 6s in column e of the lowerwalk"
        in capsys.readouterr().err
    )

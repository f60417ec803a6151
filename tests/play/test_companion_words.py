"""What a player reads of Calculation, which has variations but no points table: no points
are claimed for it, its cards go "up", and a deal dealt under a variation whose deal string
differs (stacks start empty) is shared and read back under that variation."""

from __future__ import annotations

from boardwalk.play import challenge
from boardwalk.play.deal_lines import deal_line, parse_deal
from boardwalk.play.session import Session
from boardwalk.rules import new_game
from boardwalk.screens.stats_rules import result_words
from boardwalk.storage.history import Record, stored_deck


def test_giving_up_a_calculation_game_is_a_loss_without_points():
    title, body, _ = Session(new_game("calculation", deal=7)).abandon_question("deal anew")
    assert title == "Abandon this game?" and body.endswith("it will be recorded as a loss.")
    assert "+0" not in body and "points" not in body


def test_a_calculation_game_in_the_list_is_won_or_lost_with_no_points():
    deck = stored_deck(new_game("calculation", deal=7).deck, "4-000000")
    record = Record(
        "s", "calculation", 7, deck, "", 0, 0, 0, 12, False, False, 0, 0, 1.0, "abandoned",
        "2026-01-01T10:00:00", "2026-01-01T10:01:00",
    )  # fmt: skip
    assert result_words(record) == "lost" and not record.has_points()


def test_calculation_cards_go_up_and_a_deck_line_keeps_its_variation():
    game = new_game("calculation", deck=new_game("calculation", deal=5, rule="4-000001").deck,
                    rule="4-000001")  # fmt: skip
    assert "cards up" in challenge.challenge_copied(game, True)
    line = parse_deal(deal_line(game))
    assert (line.rule, line.deck) == ("4-000001", game.deck)

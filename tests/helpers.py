"""Helpers for the rules tests: build a game from a partial layout; refuse cleanly."""

from __future__ import annotations

import pytest

from boardwalk.rules import Game, IllegalMove, all_places, deck_from_layout, find_variant, new_game


def layout_game(variant: str, layout: dict[str, str] | None = None, moves: str = "") -> Game:
    """A game dealt so that the named places hold the named cards, then ``moves`` played."""
    deck = deck_from_layout(find_variant(variant), layout or {})
    game = new_game(variant, deck=deck)
    for move in moves.split():
        game.play(move)
    return game


def snapshot(game: Game) -> tuple:
    """Everything a player can see, plus the move list and the undo stack."""
    places = all_places(game.variant)
    return tuple(tuple(game.cards(p)) for p in places), game.moves, game.redo_moves, game.ended


def refuse(game: Game, move: str, *fragments: str) -> str:
    """Assert ``move`` is refused with a message containing ``fragments``, game unchanged."""
    before = snapshot(game)
    with pytest.raises(IllegalMove) as info:
        game.play(move)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert snapshot(game) == before
    assert move not in game.legal_moves()
    return message

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


PERFECT_LAYOUT = {
    "1a": "9S 9H 9D AS",
    "1b": "TS TH TD TC",
    "1c": "JS JH JD JC",
    "1d": "QS QH QD QC",
    "1e": "KS KH KD KC",
    "3a": "2S AH AD AC",
    "3b": "3S 2H 2D 2C",
    "3c": "4S 3H 3D 3C",
    "3d": "5S 4H 4D 4C",
    "3e": "6S 5H 5D 5C",
    "3f": "7S 6H 6D 6C",
    "3g": "8S 7H 7D 7C",
    "3h": "9C 8H 8D 8C",
}


def perfect_moves() -> list[str]:
    """A whole perfect Hopscotch game: a chain down the lowerwalk, then filing via slides."""
    moves = ["1a-4a"]
    cols = "abcdefgh"
    for i, c in enumerate(cols):
        moves += [f"3{c}-4{c}"] * 3
        if i < 7:
            moves.append(f"3{c}-4{cols[i + 1]}")
    moves += ["1a-3a", "1a-3b", "1a-3c", "3a-2a", "3b-2a", "3c-2a", "3h-2a"]
    for c in "bcde":
        moves += [f"1{c}-3a", f"1{c}-3b", f"1{c}-3c", f"1{c}-2{c}"]
        moves += [f"3a-2{c}", f"3b-2{c}", f"3c-2{c}"]
    return moves

"""Whatever a player drops wherever, the table says why in a sentence: every game's
``explain`` answers every pair of its table's places (and text that is no move at all)
with words, never an exception. A card dropped on The Republic's stock once ended in a
traceback (found by the monkey)."""

from __future__ import annotations

import pytest

from boardwalk.games.registry import KINDS


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: k.id)
def test_every_drop_between_places_is_explained_in_words(kind):
    for variant in kind.variants:
        game = kind.new_game(variant, deal=3)
        places = list(kind.layout(variant, (1280, 800), getattr(game, "rule", "")).places)
        for src in places:
            for dst in places:
                words = kind.explain(game.board, f"{src}-{dst}")
                assert isinstance(words, str) and words.endswith((".", ")")), (src, dst, words)
        for junk in ("", "-", "zz", 7, None, "a-b:0", "a-b:999"):
            assert kind.explain(game.board, junk)


def test_a_card_dropped_on_the_republics_stock_is_told_how_the_stock_works():
    from boardwalk.games.republic.kind import REPUBLIC_GAME

    game = REPUBLIC_GAME.new_game("republic", deal=3)
    assert REPUBLIC_GAME.explain(game.board, "a-stock").startswith("No card goes onto the stock")

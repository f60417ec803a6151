"""The settings offer exactly the table colours and card backs the theme can draw."""

from boardwalk.render.theme import BACKS, TABLES, themed
from boardwalk.storage.settings import CARD_BACKS
from boardwalk.storage.settings import TABLES as TABLE_NAMES


def test_every_choice_in_the_settings_has_colours_and_nothing_else_does():
    assert set(TABLE_NAMES) == set(TABLES) and set(CARD_BACKS) == set(BACKS)
    for table in TABLE_NAMES:
        for back in CARD_BACKS:
            theme = themed(table, back, False)
            assert theme.felt == TABLES[table][0] and theme.back == BACKS[back][0]

"""Row numbers and column letters: always in lessons, and at the table unless the player
turns them off (hints and refusals name places in brackets: a newcomer could not read them
on a table without names)."""

from __future__ import annotations

from driver import Driver

from boardwalk.render import ink


def drawn_words(d: Driver) -> list[str]:
    """Every word drawn on a fresh frame (the felt and its names are cached: start anew)."""
    d.app.stack.resized(d.app.size)
    with ink.recording() as sheet:
        d.app.stack.draw(d.app.surface)
    return [m.words for m in sheet.marks if m.kind == "text"]


def test_a_lesson_always_names_rows_and_columns():
    d = Driver("--tutorial", "hopscotch", "--step", "3")
    words = drawn_words(d)
    assert d.scene.widget.view.show_places
    assert {"1", "4", "a", "e"} <= set(words)


def test_the_table_names_them_until_the_setting_is_off():
    d = Driver("--variant", "squattsi", "--deal", "5")
    words = drawn_words(d)
    assert d.current.widget.view.show_places and {"1", "3", "a", "h1"} <= set(words)
    d.app.settings.place_names = False
    d.app.save_settings()
    d.frames(2)
    assert "a" not in drawn_words(d) and not d.current.widget.view.show_places

"""The score screen, the statistics and the replay as a new player meets them (issue 11):
an opaque panel whose words keep to their boxes at the smallest and largest windows,
numbers that agree with their nouns, a demo game that says it was not recorded, a total
that counts up (and can be skipped), and a perfect game celebrated above a plain win."""

from __future__ import annotations

import itertools
import re

import pygame
import pytest
from driver import Driver
from helpers import PERFECT_LAYOUT, perfect_moves

from boardwalk.render import ink
from boardwalk.screens.gestures import Play
from boardwalk.storage.history import History, Record

SMALL, LARGE = "960x600", "2560x1440"
TOTAL = re.compile(r"^(\d+) / 52$")


# -- reaching the screens ------------------------------------------------------------------------
OPENED: list[Driver] = []


@pytest.fixture(autouse=True)
def stop_solvers():
    """A score screen left open keeps its solver thinking: stop each after its test, so that
    the next tests do not share the processor with it."""
    yield
    for d in OPENED:
        for screen in d.app.stack.screens:
            if hasattr(screen, "solver"):
                screen.solver.cancel()
    OPENED.clear()


def end_game(d: Driver) -> None:
    """Ctrl+E, agreeing to end a game still open: the score screen, as a player gets there."""
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    if type(d.scene).__name__ == "Dialog":
        agree = next(b for b in d.scene.buttons if b.action != "cancel")
        d.click(agree.rect.center)
    d.frames(2)
    assert type(d.scene).__name__ == "ScoreScreen"


def scored(how: str, *options: str, size: str = SMALL, variant: str = "hopscotch") -> Driver:
    """A game ended ``how``: ``perfect``, ``won`` (51 points: one card short), ``lost``
    (one move), or ``demo`` (one of its moves played by the bot)."""
    if how in ("perfect", "won"):
        d = Driver("--size", size, *options, layout=PERFECT_LAYOUT, variant="hopscotch")
        moves = perfect_moves() if how == "perfect" else perfect_moves()[:-1]
    else:
        d = Driver("--size", size, *options, "--variant", variant, "--deal", "9")
        moves = [next(m for m in d.game.legal_moves() if m.startswith("1"))]
    for move in moves:
        assert d.table.play(Play(move), by_bot=how == "demo"), move
        d.table.widget.settle()
    end_game(d)
    OPENED.append(d)
    return d


def drawn(d: Driver) -> ink.Sheet:
    """What the top screen alone draws, once everything on it has settled."""
    d.scene.settle()
    with ink.recording() as sheet:
        d.scene.draw(d.app.surface)
    return sheet


def words(sheet: ink.Sheet) -> list[str]:
    return [m.words for m in sheet.marks if m.kind == "text"]


def shown_total(sheet: ink.Sheet) -> int:
    [total] = [int(m[1]) for w in words(sheet) if (m := TOTAL.match(w))]
    return total


def record(n: int, total: int = 30, moves: int = 40) -> Record:
    """A finished Hopscotch game for the history (see tests/storage/test_statistics.py)."""
    return Record(
        f"s{n}", "hopscotch", n, "", "", total - 1, 1, 0, total, total >= 45, total == 52,
        moves, 0, 61.0 + n, "over", f"2026-01-01T10:00:{n % 60:02d}+00:00",
        f"2026-{1 + n // 1000:02d}-{1 + n % 28:02d}T{n % 24:02d}:{n % 60:02d}:00+00:00",
    )  # fmt: skip


def history_of(data_folder, records: list[Record]) -> None:
    data_folder.mkdir(parents=True, exist_ok=True)
    history = History(data_folder / "history.sqlite3")
    for r in records:
        history.record(r)
    history.close()


def stats(d: Driver) -> None:
    d.app.go("stats")
    d.frames(2)
    assert type(d.scene).__name__ == "StatsScreen"


# -- the layout audit ----------------------------------------------------------------------------
def assert_tidy(sheet: ink.Sheet, window: tuple[int, int], inside: pygame.Rect | None) -> None:
    """Every word through ``text_in``, inside its box, the window (and the panel, when the
    screen is one); no two buttons on top of each other."""
    screen = pygame.Rect((0, 0), window)
    assert sheet.stray == []
    texts = [m for m in sheet.marks if m.kind == "text"]
    assert texts
    for m in texts:
        assert m.box is not None and m.box.contains(m.rect), (m.words, m.rect, m.box)
        assert screen.contains(m.rect), m.words
        assert inside is None or inside.contains(m.rect), (m.words, m.rect, inside)
    buttons = [m for m in sheet.marks if m.kind == "button"]
    for m in buttons:
        assert screen.contains(m.rect) and (inside is None or inside.contains(m.rect)), m.words
    for a, b in itertools.combinations(buttons, 2):
        assert not a.rect.colliderect(b.rect), (a.words, b.words)


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize(
    "how, variant",
    [("perfect", "hopscotch"), ("won", "hopscotch"), ("lost", "lucky-seven"), ("demo", "cheshire")],
)
def test_the_score_panel_keeps_every_word_in_its_box(size, how, variant):
    d = scored(how, "--anim-ms", "0", size=size, variant=variant)
    sheet = drawn(d)
    assert_tidy(sheet, d.app.size, d.scene.box)
    [panel] = [m for m in sheet.marks if m.kind == "panel"]
    assert panel.rect == d.scene.box
    assert (
        len([m for m in sheet.marks if m.kind == "button"]) == 6
    )  # Copy challenge beside the five


def test_the_panel_is_opaque_over_the_dimmed_table():
    d = scored("lost", "--anim-ms", "0")
    d.app.stack.draw(d.app.surface)
    box = d.scene.box
    inside = {d.app.surface.get_at((x, box.centery))[:3] for x in range(box.x + 8, box.x + 14)}
    assert inside == {d.app.art.theme.bar}  # the panel's own colour, nothing beneath it
    outside = d.app.surface.get_at((box.x // 2, box.centery))[:3]
    assert max(outside) < max(d.app.art.theme.felt)  # the table beneath is dimmed


def test_text_and_buttons_grow_with_the_window():
    small, large = scored("won", "--anim-ms", "0"), scored("won", "--anim-ms", "0", size=LARGE)
    assert large.scene.frame.size >= 2 * small.scene.frame.size
    assert large.scene.buttons[0].rect.h >= 2 * small.scene.buttons[0].rect.h
    assert large.scene.frame.size >= 30  # not 15 pixels on a 1440-line screen


# -- words ---------------------------------------------------------------------------------------
def headline_of(d: Driver) -> ink.Mark:
    """The headline as drawn: the words in the panel's headline box."""
    return next(m for m in drawn(d).marks if m.box == d.scene.frame.head)


def test_won_says_it_once_and_a_perfect_game_says_more():
    won, perfect = scored("won", "--anim-ms", "0"), scored("perfect", "--anim-ms", "0")
    won_words, perfect_words = words(drawn(won)), words(drawn(perfect))
    assert headline_of(won).words == "You won" and "WIN" not in won_words
    assert "1 point short of a perfect game." in won_words  # one point, not "1 points"
    assert headline_of(perfect).words == "A perfect game!" and "PERFECT" not in perfect_words
    assert not any("won" in w.lower() for w in perfect_words[:3])

    def colour(d: Driver) -> set[tuple[int, int, int]]:
        rect = headline_of(d).rect
        pixels = (d.app.surface.get_at((x, rect.centery))[:3] for x in range(rect.x, rect.right))
        return set(pixels) - {d.app.art.theme.bar}

    assert colour(won).isdisjoint(colour(perfect))  # gold for perfect, its own colour for a win
    assert headline_of(won).rect.h < headline_of(perfect).rect.h * 1.5


def test_the_record_line_agrees_with_one_game(data_folder):
    history_of(data_folder, [record(1, total=20)])
    d = scored("lost", "--anim-ms", "0")
    assert "over 1 game," in d.scene.compare_words()
    assert "1 games" not in " ".join(words(drawn(d)))


def test_a_demo_game_says_it_is_not_recorded(data_folder):
    d = scored("demo", "--anim-ms", "0")
    sentence = "The bot played in this game, so it is not recorded in your statistics."
    said = words(drawn(d))
    assert sentence in said and not any("first recorded" in w for w in said)
    assert History(data_folder / "history.sqlite3").games() == []
    plain = scored("lost", "--anim-ms", "0")  # the same game by the player is recorded
    assert "Your first recorded game of Hopscotch." in words(drawn(plain))


def test_the_history_and_the_replay_say_one_point_and_one_move(data_folder):
    history_of(data_folder, [record(1, total=1, moves=1)])
    d = Driver("--anim-ms", "0")
    stats(d)
    said = words(drawn(d))
    assert "1 point" in said and "1 move" in said
    assert not any(re.search(r"\b1 (points|moves|games)\b", w) for w in said)
    d = Driver("--anim-ms", "0", "--variant", "hopscotch", "--deal", "9")
    d.drag("1a", "4c")
    d.key(pygame.K_r, pygame.KMOD_CTRL)
    d.key(pygame.K_RIGHT)
    assert type(d.scene).__name__ == "ReplayScreen"
    status = " ".join(words(drawn(d)))
    assert "move 1 of 1" in status and status.rstrip().endswith("1 point"), status


# -- the count-up --------------------------------------------------------------------------------
def counting(d: Driver) -> list[int]:
    """The total as drawn, frame after frame, until it stops changing."""
    seen = []
    for _ in range(400):
        d.frames()
        with ink.recording() as sheet:
            d.scene.draw(d.app.surface)
        seen.append(shown_total(sheet))
        if not d.scene.busy():
            break
    return seen


def test_the_total_counts_up_from_nothing_and_lands_on_the_score():
    d = scored("perfect")
    seen = counting(d)
    assert seen[0] == 0 and seen[-1] == 52
    assert any(0 < n < 52 for n in seen[:20])  # an early frame shows a number on its way
    assert seen == sorted(seen)


def test_a_click_or_a_key_brings_the_count_to_its_end():
    d = scored("perfect")
    d.frames(12)
    assert 0 < d.scene.shown_total() < 52
    d.click((d.scene.box.right - 8, d.scene.box.centery))  # the panel's edge: no button
    assert d.scene.shown_total() == 52 and type(d.scene).__name__ == "ScoreScreen"
    d = scored("won")
    d.frames(12)
    d.key(pygame.K_SPACE)
    assert d.scene.shown_total() == 51 and type(d.scene).__name__ == "ScoreScreen"


def test_a_button_still_chooses_while_the_total_counts():
    d = scored("won")
    assert not d.scene.count.done
    stats_button = next(b for b in d.scene.buttons if b.action == "stats")
    d.click(stats_button.rect.center)
    assert type(d.scene).__name__ == "StatsScreen"


def test_with_animations_off_the_total_is_there_at_once():
    d = scored("won", "--anim-ms", "0")
    with ink.recording() as sheet:
        d.scene.draw(d.app.surface)
    assert shown_total(sheet) == 51 and d.scene.count.done


# -- the statistics ------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("games", [0, 500])
def test_the_statistics_keep_every_word_in_its_box(data_folder, size, games):
    history_of(
        data_folder, [record(n, total=1 + n % 52, moves=1 + n % 90) for n in range(1, games + 1)]
    )
    d = Driver("--anim-ms", "0", "--size", size)
    stats(d)
    sheet = drawn(d)
    assert_tidy(sheet, d.app.size, None)
    said = " ".join(words(sheet))
    if games:
        assert f"of {games} · scroll" in said and len(d.scene.row_buttons) >= 8
    else:
        assert "No finished games of Hopscotch yet." in said and not d.scene.row_buttons

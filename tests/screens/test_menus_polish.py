"""The menus at every window size, as a new player found them (issue 11): words inside
their boxes and the window, buttons apart, Continue as wide as what it says and offered
only for a game that can go on, dialogs opaque and safe under a hasty Enter, and type
that grows with the window. Every screen is reached through the real loop."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver

from boardwalk.games.registry import all_lessons
from boardwalk.render import ink
from boardwalk.render.fonts import font
from boardwalk.rules import new_game

SIZES = ["960x600", "1280x800", "1920x1080", "2560x1440"]
DEAL = 987654321
"""Nine digits: the widest deal number a player is dealt."""


def open_move(deal: int = DEAL) -> str:
    """A first move of this Hopscotch deal that leaves the game open."""
    for move in new_game("hopscotch", deal=deal).legal_moves():
        game = new_game("hopscotch", deal=deal)
        game.play(move)
        if not game.is_over():
            return move
    raise AssertionError(f"deal {deal} has no first move that leaves it open")


def in_progress(size: str) -> Driver:
    """A Hopscotch game of deal ``DEAL`` with one move played by dragging, at the table."""
    d = Driver("--size", size, "--variant", "hopscotch", "--deal", str(DEAL), "--anim-ms", "0")
    d.drag(*open_move().split("-"))
    assert d.game.moves and not d.app.keeper.current.over()
    return d


def names(d: Driver) -> list[str]:
    return [type(s).__name__ for s in d.app.stack.screens]


def top_sheet(d: Driver) -> ink.Sheet:
    """What the top screen draws, recorded (the screens beneath drawn first, unrecorded)."""
    screens = d.app.stack.screens
    start = max(i for i, s in enumerate(screens) if s.opaque)
    for screen in screens[start:-1]:
        screen.draw(d.app.surface)
    with ink.recording() as sheet:
        screens[-1].draw(d.app.surface)
    return sheet


def problems(sheet: ink.Sheet, size: tuple[int, int]) -> list[str]:
    """Everything the layout audit forbids, in words."""
    window = pygame.Rect((0, 0), size)
    found = [f"stray text {w!r}" for w in sheet.stray]
    for m in sheet.marks:
        if m.kind == "text" and m.box is not None and not m.box.contains(m.rect):
            found.append(f"{m.words!r} leaves its box: {m.rect} not in {m.box}")
        if not window.contains(m.rect):
            found.append(f"{m.kind} {m.words!r} leaves the window: {m.rect}")
    for kind in ("button", "text"):
        marks = [m for m in sheet.marks if m.kind == kind]
        for i, a in enumerate(marks):
            found += [
                f"{kind}s {a.words[:30]!r} and {b.words[:30]!r} overlap"
                for b in marks[i + 1 :]
                if a.rect.colliderect(b.rect)
            ]
    return found


def audited(d: Driver, what: str) -> ink.Sheet:
    sheet = top_sheet(d)
    assert not problems(sheet, d.app.size), (what, d.app.size, problems(sheet, d.app.size))
    return sheet


def back_to_title(d: Driver) -> None:
    d.key(pygame.K_ESCAPE)
    d.frames(2)
    assert names(d) == ["TitleScreen"]


@pytest.mark.parametrize("size", SIZES)
def test_every_menu_keeps_its_words_in_their_boxes(size, tmp_path, monkeypatch):
    folder = tmp_path / ("a folder with a long name for saved games " * 3).strip() / "exports"
    folder.mkdir(parents=True)
    for n in range(12):
        (folder / f"boardwalk-hopscotch-deal-{DEAL + n}-2026-11-22-150627.json").write_text("{}")
    monkeypatch.setenv("BOARDWALK_EXPORT_DIR", str(folder))
    d = in_progress(size)
    d.key(pygame.K_d, pygame.KMOD_CTRL)  # Deal #
    for digit in str(DEAL):
        d.key(ord(digit), unicode=digit)
    audited(d, "deal number")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    assert names(d)[-1] == "Dialog"
    audited(d, "abandon")
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_ESCAPE)  # the table goes back to the title
    assert names(d) == ["TitleScreen"]
    audited(d, "title")
    for button in ("lessons", "settings", "import"):
        d.click(next(b for b in d.scene.buttons if b.action == button).rect.center)
        assert names(d)[-1] != "TitleScreen"
        audited(d, button)
        back_to_title(d)
    d.app.go("help", variant="hopscotch")
    audited(d, "rules, top")
    d.key(pygame.K_END)
    audited(d, "rules, end")


@pytest.mark.parametrize("size", SIZES)
def test_dialogs_keep_their_words_in_their_boxes(size):
    d = Driver("--size", size)
    problem = (
        "The settings file could not be read: it was not valid JSON at line 3. It was moved "
        "aside as settings.json.damaged-20261122-150627 and the defaults are used."
    )
    d.app.report(problem)
    d.frames()
    audited(d, "report")
    d.key(pygame.K_RETURN)
    d.app.routes.offer_tutorial()
    d.frames()
    audited(d, "offer")


def test_continue_is_as_wide_as_a_nine_digit_deal_at_the_smallest_window():
    d = in_progress("960x600")
    d.key(pygame.K_ESCAPE)
    sheet = audited(d, "title")
    resume = next(b for b in d.scene.buttons if b.action == "continue")
    assert str(DEAL) in resume.label
    label = next(m for m in sheet.marks if m.kind == "text" and m.words == resume.label)
    assert resume.rect.contains(label.rect)
    full = font(max(11, int(resume.rect.h * 0.42)), True).size(resume.label)[0]
    assert label.rect.w == full  # drawn whole, at the button's size: not shrunk, not cut
    d.click(resume.rect.center)
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.deal == DEAL


def test_there_is_no_continue_for_a_game_that_is_over():
    d = in_progress("1280x800")
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    end = next(b for b in d.scene.buttons if b.action == "yes")
    d.click(end.rect.center)
    assert names(d)[-1] == "ScoreScreen" and d.app.keeper.current.over()
    d.app.go("menu")
    d.frames()
    assert names(d) == ["TitleScreen"]
    assert [b.action for b in d.scene.buttons if b.action == "continue"] == []
    d.key(pygame.K_RETURN)
    assert names(d) == ["TitleScreen"]  # Enter does not go back to it either


def test_a_fresh_deal_left_untouched_can_be_continued():
    d = Driver("--variant", "hopscotch", "--deal", "7", "--anim-ms", "0")
    d.key(pygame.K_ESCAPE)
    resume = next(b for b in d.scene.buttons if b.action == "continue")
    assert resume.label == "Continue Hopscotch · deal 7 · no moves yet"
    d.key(pygame.K_RETURN)
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.deal == 7


@pytest.mark.parametrize("enter", [pygame.K_RETURN, pygame.K_KP_ENTER], ids=["Enter", "keypad"])
def test_enter_in_the_abandon_dialog_keeps_the_game(enter):
    d = in_progress("1280x800")
    played = list(d.game.moves)
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    assert names(d)[-1] == "Dialog" and d.scene.title == "Abandon this game?"
    d.key(enter)
    assert names(d) == ["TitleScreen", "TableScreen"]
    assert d.game.deal == DEAL and d.game.moves == played


def test_the_abandon_dialog_is_answered_with_the_keys_on_purpose():
    d = in_progress("1280x800")
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.key(pygame.K_ESCAPE)
    assert names(d) == ["TitleScreen", "TableScreen"] and d.game.deal == DEAL
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.key(pygame.K_TAB)  # the focus moves to Abandon it
    d.key(pygame.K_RETURN)
    assert d.game.moves == [] and d.game.deal != DEAL


@pytest.mark.parametrize("size", SIZES)
def test_lesson_titles_keep_clear_of_their_step_counts(size):
    d = Driver("--size", size)
    d.app.progress.done = {"hopscotch"}
    d.click(next(b for b in d.scene.buttons if b.action == "lessons").rect.center)
    sheet = audited(d, "lessons")
    texts = [m for m in sheet.marks if m.kind == "text"]
    tags = [m for m in texts if m.words.endswith("steps") or m.words == "✓ done"]
    assert len(tags) == len(all_lessons()) + 1  # a step count per lesson, one "done"
    for rect, variant in d.scene.rows:
        title = d.scene.lessons[variant].title
        words = [m for m in texts if m.words and m.words in title and rect.contains(m.rect)]
        assert words, f"{title!r} is not in its row"
        own = [t for t in tags if rect.contains(t.rect)]
        assert own and all(not w.rect.colliderect(t.rect) for w in words for t in own)
        assert max(w.rect.right for w in words) < min(t.rect.left for t in own)


@pytest.mark.parametrize("size", SIZES)
def test_a_dialog_is_an_opaque_panel(size):
    d = in_progress(size)
    d.key(pygame.K_n, pygame.KMOD_CTRL)
    d.frames()
    box, theme = d.scene.box, d.app.art.theme
    for y in range(box.top + 20, box.bottom - 20, 7):  # down the panel's left margin
        assert tuple(d.app.surface.get_at((box.x + 10, y)))[:3] == theme.bar


@pytest.mark.parametrize("size", SIZES)
def test_the_deal_number_field_stands_clear_of_the_words(size):
    d = in_progress(size)
    d.key(pygame.K_d, pygame.KMOD_CTRL)
    d.key(pygame.K_RETURN)  # nothing typed: the dialog says what it needs, in more words
    assert names(d)[-1] == "NumberDialog" and "digits only" in d.scene.body
    sheet = audited(d, "deal number")
    field = d.scene.field
    words = [m for m in sheet.marks if m.kind == "text" and not field.contains(m.rect)]
    assert words and all(not m.rect.colliderect(field.inflate(0, 12)) for m in words)
    for digit in "42":
        d.key(ord(digit), unicode=digit)
    d.key(pygame.K_KP_ENTER)
    assert d.scene.title == "Abandon this game?"  # the game in progress is asked about
    d.key(pygame.K_TAB)
    d.key(pygame.K_KP_ENTER)
    assert d.game.deal == 42


def test_words_and_buttons_grow_with_the_window():
    heights = {}
    for size in ("1280x800", "2560x1440"):
        d = Driver("--size", size)
        d.click(next(b for b in d.scene.buttons if b.action == "lessons").rect.center)
        sheet = top_sheet(d)
        back = next(m for m in sheet.marks if m.kind == "button")
        tags = [m.rect.h for m in sheet.marks if m.kind == "text" and m.words.endswith("steps")]
        heights[size] = (back.rect.h, max(tags))
    for small, large in zip(heights["1280x800"], heights["2560x1440"], strict=True):
        assert large >= small * 1.6


def test_a_long_folder_is_cut_in_its_middle(tmp_path, monkeypatch):
    folder = tmp_path / ("a very long folder name " * 8).strip() / "Boardwalk exports"
    folder.mkdir(parents=True)
    monkeypatch.setenv("BOARDWALK_EXPORT_DIR", str(folder))
    d = Driver("--size", "960x600")
    d.click(next(b for b in d.scene.buttons if b.action == "import").rect.center)
    sheet = audited(d, "saves")
    [path] = [m for m in sheet.marks if m.kind == "text" and "…" in m.words]
    assert path.words.startswith(str(folder)[:8]) and path.words.endswith("Boardwalk exports")
    assert any(m.words.startswith("No saved games yet") for m in sheet.marks)

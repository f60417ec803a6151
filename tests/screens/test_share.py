"""Sharing in one paste (issue 13), through the real loop: Copy challenge on the score and
statistics screens puts a code on the clipboard that another player pastes to watch the
game replayed with its score proven (or to play: ``test_challenge_taken_up.py``); a
damaged code is refused in a sentence; a deal line pasted offers that deal; and the
clipboard never fails, even where the system has none."""

from __future__ import annotations

import pygame
import pytest
from driver import Driver

from boardwalk import clipboard
from boardwalk.play.challenge import decode, encode
from boardwalk.rules import new_game
from boardwalk.storage.history import History, Record

SIZES = ("960x600", "1280x800", "1920x1080", "2560x1440")
WON = ("cheshire", 3, "1b* 1a-4d h2-4a/3d 1f-4e 1a-4d 1a-4c 1a-4f 3e-4b 1f-4e h3-1c/1f")
"""The start of a Cheshire game the bot won: ten moves, a few points."""


@pytest.fixture(autouse=True)
def stop_solvers():
    """A score screen keeps its solver thinking: stop it after each test."""
    opened: list[Driver] = []
    yield opened
    for d in opened:
        for screen in d.app.stack.screens:
            if hasattr(screen, "solver"):
                screen.solver.cancel()


def at_the_table(opened: list[Driver], size: str = "960x600") -> Driver:
    """A Cheshire game ten moves in, played through the keeper as the table plays them."""
    variant, deal, moves = WON
    argv = ("--size", size, "--anim-ms", "0", "--variant", variant, "--deal", str(deal))
    d = Driver(*argv, "--moves", moves)
    opened.append(d)
    d.frames(3)
    assert type(d.scene).__name__ == "TableScreen" and len(d.game.moves) == 10
    return d


def scored(opened: list[Driver], size: str = "960x600") -> Driver:
    """Ctrl+E and End and score, as a player reaches the score screen."""
    d = at_the_table(opened, size)
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    answer(d, "yes")
    d.frames(2)
    assert type(d.scene).__name__ == "ScoreScreen"
    return d


def answer(d: Driver, action: str) -> None:
    """Click a dialog's button, by its action."""
    assert type(d.scene).__name__ == "Dialog", type(d.scene).__name__
    d.frames()
    button = next(b for b in d.scene.buttons if b.action == action)
    d.click(button.rect.center)
    d.frames(2)


def said(d: Driver) -> str:
    """The words of the dialog on top."""
    assert type(d.scene).__name__ == "Dialog", type(d.scene).__name__
    return f"{d.scene.title}: {d.scene.body}"


def share_button(d: Driver):
    return next(b for b in d.scene.buttons if b.label == "Copy challenge")


# -- the score screen ------------------------------------------------------------------------
def test_copy_challenge_on_the_score_holds_the_game_just_played(stop_solvers):
    d = scored(stop_solvers)
    game = d.game
    clipboard.copy("something else")
    d.click(share_button(d).rect.center)
    text = clipboard.paste()
    assert text.startswith("Boardwalk challenge: boardwalk.1.")
    found = decode(text)
    assert (found.variant, found.deal, list(found.moves)) == ("cheshire", 3, game.moves)
    assert found.score == game.score().total
    assert said(d).startswith("Challenge copied: ")
    answer(d, "ok")
    assert type(d.scene).__name__ == "ScoreScreen"  # copying leaves the score on screen


def test_ctrl_c_on_the_score_copies_the_challenge(stop_solvers):
    d = scored(stop_solvers)
    clipboard.copy("")
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    assert decode(clipboard.paste()).moves == tuple(d.game.moves)
    assert "Challenge copied" in said(d)


def test_a_pasted_challenge_opens_its_replay_with_the_proven_score(stop_solvers):
    d = scored(stop_solvers)
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    answer(d, "ok")
    total = d.game.score().total
    friend = Driver("--size", "960x600", "--anim-ms", "0")  # another player, at the title
    stop_solvers.append(friend)
    friend.app.go("paste")
    friend.frames(3)
    offer = said(friend)
    assert offer.startswith("A challenge: Someone played Cheshire, deal 3, and did not win")
    assert f"{total} points in 10 moves (proven by the rules)" in offer
    answer(friend, "watch")
    assert type(friend.scene).__name__ == "ReplayScreen"
    assert friend.scene.title == f"Challenge: Cheshire, deal 3, scored {total} points (proven)"
    assert friend.scene.cursor.moves == d.game.moves
    friend.key(pygame.K_END)
    friend.frames(3)
    assert friend.scene.cursor.board == d.game.board


def test_a_code_with_one_character_changed_is_refused_in_a_sentence(stop_solvers):
    d = at_the_table(stop_solvers)
    code = encode(d.game)
    at = len(code) - 12
    changed = code[:at] + ("A" if code[at] != "A" else "B") + code[at + 1 :]
    d.key(pygame.K_ESCAPE)  # to the title: a refusal there is a dialog
    clipboard.copy(f"Boardwalk challenge: {changed}")
    d.app.go("paste")
    d.frames(2)
    words = said(d)
    assert words.startswith("Not opened: This challenge code does not match its checksum")
    answer(d, "ok")
    assert type(d.scene).__name__ == "TitleScreen"


def test_at_the_table_a_refusal_is_a_toast(stop_solvers):
    d = at_the_table(stop_solvers)
    clipboard.copy("boardwalk.1.AAAA")
    d.app.go("paste")
    d.frames(2)
    assert type(d.scene).__name__ == "TableScreen"
    assert d.toast().startswith("This challenge code is cut short")


# -- deal lines ------------------------------------------------------------------------------
def test_a_pasted_deal_line_is_offered_and_plays_that_deal(stop_solvers):
    d = Driver("--size", "960x600", "--anim-ms", "0")
    clipboard.copy("Boardwalk Squattsi deal 7")
    d.key(pygame.K_v, pygame.KMOD_LCTRL)  # Ctrl+V at the title
    d.frames(2)
    assert said(d).startswith("Play Squattsi deal 7?")
    answer(d, "yes")
    assert type(d.scene).__name__ == "TableScreen"
    assert (d.game.variant.id, d.game.deal, d.game.moves) == ("squattsi", 7, [])


def test_a_pasted_deal_asks_before_a_game_in_progress_is_abandoned(stop_solvers):
    d = at_the_table(stop_solvers)
    clipboard.copy("squattsi 7")
    d.app.go("paste")
    d.frames(2)
    assert said(d).startswith("Abandon this game?")
    assert "play Squattsi deal 7 from the clipboard" in said(d)
    answer(d, "cancel")
    assert (d.game.variant.id, d.game.deal) == ("cheshire", 3)
    d.app.go("paste")
    d.frames(2)
    answer(d, "yes")
    assert (d.game.variant.id, d.game.deal) == ("squattsi", 7)


def test_copy_deal_at_the_table_then_paste_offers_the_same_deal(stop_solvers):
    """By the table's own keys, Ctrl+C then Ctrl+V."""
    d = at_the_table(stop_solvers)
    d.key(pygame.K_c, pygame.KMOD_LCTRL)
    d.frames(2)
    assert clipboard.paste() == "Boardwalk Cheshire deal 3"
    assert d.toast().startswith("Copied “Boardwalk Cheshire deal 3”")
    d.key(pygame.K_v, pygame.KMOD_LCTRL)
    d.frames(2)
    assert "To play Cheshire deal 3 from the clipboard" in said(d)
    answer(d, "yes")
    assert (d.game.variant.id, d.game.deal, d.game.moves) == ("cheshire", 3, [])


def test_anything_else_pasted_is_a_sentence(stop_solvers):
    d = Driver("--size", "960x600")
    clipboard.copy("my shopping list")
    d.app.go("paste")
    d.frames(2)
    assert "neither a challenge code nor a deal" in said(d)


# -- the statistics --------------------------------------------------------------------------
def test_statistics_copy_the_best_game(stop_solvers):
    d = scored(stop_solvers)
    best = d.game.score().total
    answer_score(d, "again")
    d.game.play(d.game.legal_moves()[0])
    d.app.routes.show_score()
    d.frames(2)
    assert d.game.score().total < best
    answer_score(d, "stats")
    assert type(d.scene).__name__ == "StatsScreen" and len(d.scene.records) == 2
    clipboard.copy("")
    d.click(d.scene.share.rect.center)
    found = decode(clipboard.paste())
    assert found.score == best and len(found.moves) == 10
    assert "Challenge copied" in said(d)
    answer(d, "ok")
    clipboard.copy("")
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    assert decode(clipboard.paste()).score == best


def answer_score(d: Driver, action: str) -> None:
    d.scene.choose(action)
    d.frames(2)
    if type(d.scene).__name__ == "Dialog":
        answer(d, "yes")


def test_statistics_with_no_games_say_there_is_nothing_to_copy(stop_solvers):
    d = Driver("--size", "960x600")
    d.app.go("stats")
    d.frames(2)
    assert not d.scene.share.enabled
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    assert said(d).startswith("Nothing to copy: There is no finished game of Hopscotch")


# -- the clipboard ---------------------------------------------------------------------------
def test_without_a_system_clipboard_copy_and_paste_still_work(stop_solvers, monkeypatch):
    d = scored(stop_solvers)

    def broken(*_args):
        raise pygame.error("No clipboard here")

    monkeypatch.setattr(pygame.scrap, "put_text", broken)
    monkeypatch.setattr(pygame.scrap, "get_text", broken)
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    assert "can be pasted in this window only" in said(d)
    assert decode(clipboard.paste()).moves == tuple(d.game.moves)
    answer(d, "ok")
    d.scene.choose("back")
    d.frames(2)
    d.app.go("paste")
    d.frames(2)
    answer(d, "watch")
    assert type(d.scene).__name__ == "ReplayScreen"


def test_the_clipboard_never_raises(monkeypatch):
    def broken(*_args):
        raise SystemError("SDL said no")

    monkeypatch.setattr(pygame.scrap, "has_text", broken)
    assert clipboard.copy("kept") in (True, False)
    assert clipboard.paste() == "kept"


# -- the look --------------------------------------------------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_the_copy_buttons_fit_beside_the_others(stop_solvers, size):
    d = scored(stop_solvers, size)
    d.scene.settle()
    share = share_button(d)
    assert d.scene.box.contains(share.rect)
    assert all(not share.rect.colliderect(b.rect) for b in d.scene.buttons if b is not share)
    assert not share.rect.colliderect(d.scene.frame.under)
    assert not share.rect.colliderect(d.scene.frame.breakdown)
    answer_score(d, "stats")
    d.app.stack.draw(d.app.surface)
    stats = d.scene
    assert pygame.Rect((0, 0), d.app.size).contains(stats.share.rect)
    assert not stats.share.rect.colliderect(stats.close.rect)


def test_a_best_game_that_does_not_replay_is_reported_not_copied(data_folder):
    """A history row edited by hand: its moves are refused, and the player reads which."""
    game = new_game("hopscotch", deal=4)
    game.play("1a-4c")
    s = game.score()
    data_folder.mkdir(parents=True, exist_ok=True)
    history = History(data_folder / "history.sqlite3")
    history.record(
        Record("s1", "hopscotch", 4, game.deck, "4c-1a", s.destinations, s.hand, s.spikes,
               s.total, s.won, s.perfect, 1, 0, 75.0, "ended", "2026-11-21T10:00:00+00:00",
               "2026-11-21T11:00:00+00:00")
    )  # fmt: skip
    history.close()
    d = Driver("--size", "960x600")
    d.app.go("stats")
    d.frames(2)
    clipboard.copy("before")
    d.key(pygame.K_c, pygame.KMOD_CTRL)
    assert said(d).startswith("Not copied: This game could not be shared: its move 1, 4c-1a,")
    assert clipboard.paste() == "before"

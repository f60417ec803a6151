"""The Republic's competition, for every game (issue 17): a challenge code pasted is offered
to play as well as to watch. Played, it deals the same cards under the same rule, keeps
the challenger's proven result with the game (through quitting and resuming), and the
score screen sets the two results side by side and says who did better and why. (The offer
and the score's two results are in the screens catalogue: ``test_every_screen.py`` holds
them to their boxes at every size.)"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk import clipboard
from boardwalk.games.towers.lessons.boards import WON_2
from boardwalk.play.challenge import decode, share_line
from boardwalk.play.keeper import Keeper
from boardwalk.play.rivalry import Rival, rival_of, standing
from boardwalk.rules import new_game
from boardwalk.storage.history import History

LINE = (
    "f-f3 pf-f5 b-c h-c ph-f3 s s-f4 s s-g s s-e s s-i s s-d s s s s s s-f6 s s s s s-j s s "
    "s s-f7 s s-e s s s s-g s s-i s s-f1 s s-a s s s-g pb-g s s-g s s-j s s s-f7 ph-f7 a-f7"
).split()
"""The start of a Republic game, deal 10 under the standard rule: cards go home along it."""


@pytest.fixture(autouse=True)
def opened():
    """Score screens keep a solver thinking: stop them after each test."""
    drivers: list[Driver] = []
    yield drivers
    for d in drivers:
        for screen in d.app.stack.screens:
            if hasattr(screen, "solver"):
                screen.solver.cancel()


def challenger_code(moves: int) -> str:
    """What a challenger who played ``moves`` moves of the line pastes into a chat."""
    game = new_game("republic", deal=10, rule="alternating")
    for move in LINE[:moves]:
        game.play(move)
    return share_line(game)


def take_up(opened: list[Driver], code: str, size: str = "960x600") -> Driver:
    """A player at the title pastes the code and answers Play it."""
    d = Driver("--size", size, "--anim-ms", "0")
    opened.append(d)
    clipboard.copy(code)
    d.key(pygame.K_v, pygame.KMOD_CTRL)
    d.frames(2)
    assert type(d.scene).__name__ == "Dialog" and d.scene.title == "A challenge"
    d.key(pygame.K_RETURN)  # Enter plays
    d.frames(3)
    assert type(d.scene).__name__ == "TableScreen"
    return d


def play(d: Driver, moves: list[str]) -> None:
    """Moves played through the keeper, as the table plays them."""
    for move in moves:
        assert d.app.keeper.play(move).changed, move
    d.app.routes.show_table()
    d.frames(2)


def end_and_score(d: Driver) -> None:
    d.key(pygame.K_e, pygame.KMOD_CTRL)
    button = next(b for b in d.scene.buttons if b.action == "yes")
    d.click(button.rect.center)
    d.frames(3)
    assert type(d.scene).__name__ == "ScoreScreen"


def test_playing_a_pasted_challenge_deals_its_cards_under_its_rule_with_no_move(opened):
    d = take_up(opened, challenger_code(30))
    game, session = d.game, d.app.keeper.current
    assert (game.variant.id, game.deal, game.rule, game.moves) == (
        "republic",
        10,
        "alternating",
        [],
    )
    assert session.rival == rival_of(decode(challenger_code(30)))
    assert session.rival.moves == 30 and not session.rival.won


def test_the_score_screen_says_the_challenge_was_beaten_with_more_cards_home(opened):
    d = take_up(opened, challenger_code(20))
    play(d, LINE)  # further along the same line: more cards home
    end_and_score(d)
    words = d.scene.compare_words()
    assert words.startswith("Challenge: they did not win, ")
    assert "in 20 moves; you did not win, " in words and f"in {len(LINE)} moves." in words
    assert words.endswith("You beat it: more cards home.")
    assert d.scene.badge() == "CHALLENGE WON"


def test_fewer_cards_home_keeps_the_challenge_with_the_challenger_and_no_badge(opened):
    d = take_up(opened, challenger_code(len(LINE)))
    play(d, LINE[:5])
    end_and_score(d)
    assert d.scene.compare_words().endswith("They keep it: more cards home.")
    assert d.scene.badge() == ""


def test_a_tie_and_what_decides_between_two_results():
    """The order of results over real games: nothing differs, a tie; between two wins the
    fewer moves; between two losses moves say nothing (ending at once is no feat)."""
    game = new_game("republic", deal=10, rule="alternating")
    for move in LINE[:12]:
        game.play(move)
    theirs = rival_of(decode(share_line(game)))
    assert standing(theirs, game).words.endswith("A tie: the same result.")
    slower = Rival(**{**theirs.to_json(), "moves": theirs.moves + 3})
    assert standing(slower, game).words.endswith("A tie: the same result.")
    won = new_game("towers", deal=2, rule="same-suit")
    for move in WON_2.split():
        won.play(move)
    theirs = rival_of(decode(share_line(won)))
    slower = Rival(**{**theirs.to_json(), "moves": theirs.moves + 3})
    beaten = standing(slower, won)
    assert beaten.beaten and beaten.words.endswith("You beat it: fewer moves.")
    ended = new_game("towers", deal=2, rule="same-suit")
    ended.end()
    lost = rival_of(decode(share_line(ended)))
    assert not standing(lost, won).words.endswith("fewer moves.")
    assert standing(lost, won).words.endswith("You beat it: a win against no win.")


def test_boardwalk_games_are_compared_by_points_first_as_their_best_score_is():
    game = new_game("cheshire", deal=3)
    for move in "1b* 1a-4d h2-4a/3d 1f-4e 1a-4d".split():
        game.play(move)
    theirs = rival_of(decode(share_line(game)))
    better = Rival(**{**theirs.to_json(), "total": theirs.total + 2, "won": False})
    worse = standing(better, game, ("point", "points"))  # Boardwalk's unit
    assert not worse.beaten and worse.words.endswith("They keep it: more points.")


def test_the_challenge_survives_quitting_and_resuming(opened):
    d = take_up(opened, challenger_code(20))
    play(d, LINE[:3])
    saved = json.loads((Path(os.environ["BOARDWALK_DATA_DIR"]) / "autosave.json").read_text())
    assert saved["rival"]["moves"] == 20
    d.app.keeper.close()
    again = Driver("--size", "960x600", "--anim-ms", "0")
    opened.append(again)
    assert again.app.keeper.current.rival == d.app.keeper.current.rival


def test_a_damaged_challenge_in_the_autosave_costs_the_challenge_not_the_game(opened):
    d = take_up(opened, challenger_code(20))
    play(d, LINE[:3])
    path = Path(os.environ["BOARDWALK_DATA_DIR"]) / "autosave.json"
    saved = json.loads(path.read_text())
    saved["rival"]["moves"] = "many"
    path.write_text(json.dumps(saved))
    keeper = Keeper(History(path.parent / "history.sqlite3"))
    problem = keeper.resume()
    assert keeper.current.game.moves == LINE[:3] and keeper.current.rival is None
    assert problem.startswith("Part of your saved game could not be read: its challenge's")
    assert "so it was dropped. The rest was taken up, and the file was kept as" in problem
    [kept] = path.parent.glob("autosave.json.damaged-*")
    assert json.loads(kept.read_text()) == saved


@pytest.mark.parametrize(
    "change, words",
    [
        ({"deck": "AS"}, "its challenge is for another deal."),
        ({"won": "yes"}, "its challenge's result is not a win or a loss with points."),
        ({"variant": 7}, "its challenge names no deal."),
        ({"extra": 1}, "its challenge is not a challenger's result."),
        ({"points": None}, "its challenge's points do not fit the game's rule."),
    ],
)
def test_a_saved_challenge_is_checked_field_by_field(change, words):
    from boardwalk.play.session import Session

    game = new_game("republic", deal=10, rule="alternating")
    rival = rival_of(decode(challenger_code(20)))
    data = Session(game, rival=rival).to_json()
    assert Session.from_json(data).rival == rival
    data["rival"] = {**data["rival"], **change}
    read = Session.from_json(data)
    assert read.rival is None and read.dropped == words

"""The keeper without a window: every outcome autosaved, finished and abandoned games
recorded once, demos and read-only runs left out, damaged saves kept aside, exports."""

from __future__ import annotations

import json
import os
import random

from boardwalk.play.keeper import Keeper
from boardwalk.rules import GameOver, load_game, new_game
from boardwalk.rules.explain import explain
from boardwalk.storage.autosave import autosave_path
from boardwalk.storage.history import History

DEAL = 7
FIRST = "1a-4c"  # on any Hopscotch deal every row-1 top may open any lowerwalk column


def keeper() -> Keeper:
    return Keeper(History())


def started(moves: tuple[str, ...] = ()) -> Keeper:
    k = keeper()
    assert k.begin(new_game("hopscotch", deal=DEAL)) is None
    for move in moves:
        assert k.play(move).changed, move
    return k


def saved() -> dict:
    return json.loads(autosave_path().read_text(encoding="utf-8"))


def finishes() -> list[tuple[str, str]]:
    """(session, finish) of every recorded game, read back through a fresh connection."""
    history = History()
    try:
        return [(r.session, r.finish) for r in history.games()]
    finally:
        history.close()


def moves_to_the_end(deal: int = DEAL, seed: int = 3) -> list[str]:
    """A (short, random) Hopscotch game played until no move remains."""
    game, rng = new_game("hopscotch", deal=deal), random.Random(seed)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game.moves


# -- saving every move --------------------------------------------------------------------
def test_no_autosave_means_nothing_to_resume():
    k = keeper()
    assert k.resume() is None and k.current is None
    assert not autosave_path().exists()


def test_a_new_game_is_saved_at_once():
    k = started()
    data = saved()
    assert data["format"] == "boardwalk-autosave" and data["session"] == k.current.id
    assert data["game"]["moves"] == [] and data["game"]["deal"] == DEAL


def test_a_legal_move_changes_the_game_and_is_saved_and_resumed():
    k = started()
    outcome = k.play(FIRST)
    assert outcome.changed and outcome.events and not outcome.refusal and not outcome.over
    assert saved()["game"]["moves"] == [FIRST]
    again = keeper()
    assert again.resume() is None
    assert again.current.game.moves == [FIRST]
    assert again.current.id == k.current.id
    assert again.current.game.board == k.current.game.board


def test_an_illegal_move_is_refused_in_words_and_nothing_is_saved_differently():
    k = started((FIRST,))
    before_text = autosave_path().read_text(encoding="utf-8")
    board = k.current.game.board
    outcome = k.play("1a-4c/1b")  # not a move of Hopscotch at all
    outcome2 = k.play("3a-4a")  # a face-down card
    for refused in (outcome, outcome2):
        assert not refused.changed and refused.events == () and refused.refusal
        assert not refused.over
    assert outcome2.refusal == explain(board, "3a-4a")
    assert k.current.game.moves == [FIRST] and k.current.game.board is board
    assert autosave_path().read_text(encoding="utf-8") == before_text


def test_undo_and_redo_are_saved_and_undos_counted():
    k = started((FIRST,))
    undone = k.undo()
    assert undone.changed and undone.events == ()
    assert k.current.undos == 1 and k.current.game.moves == []
    assert saved()["undos"] == 1 and saved()["game"]["moves"] == []
    assert saved()["game"]["redo"] == [FIRST]
    nothing = k.undo()
    assert not nothing.changed and nothing.refusal == "Nothing to undo."
    assert k.current.undos == 1  # a refused undo is not counted
    redone = k.redo()
    assert redone.changed and k.current.game.moves == [FIRST]
    assert saved()["game"]["moves"] == [FIRST] and saved()["undos"] == 1
    assert k.redo().refusal == "Nothing to redo."
    again = keeper()
    again.resume()
    assert again.current.undos == 1


def test_time_played_is_saved_on_close_and_resumed():
    k = started((FIRST,))
    k.tick(1500)
    k.tick(250)
    k.close()
    assert saved()["elapsed_ms"] == 1750
    again = keeper()
    again.resume()
    assert again.current.elapsed_ms == 1750


# -- recording finished games ---------------------------------------------------------------
def test_ending_records_the_game_once_as_ended():
    k = started((FIRST,))
    assert finishes() == []
    outcome = k.end()
    assert outcome.changed and outcome.over
    assert finishes() == [(k.current.id, "ended")]
    [record] = History().games()
    assert record.moves == FIRST and record.move_count == 1 and record.variant == "hopscotch"
    assert record.total == k.current.game.score().total == 1
    assert saved()["game"]["ended"] is True
    assert k.end().refusal == "The game is already ended."
    assert k.redo().refusal == "The game was ended: undo reopens it."
    assert k.undo().changed and not k.current.game.ended  # undo reopens it
    assert k.end().changed
    assert finishes() == [(k.current.id, "ended")]  # updated, not counted twice


def test_a_game_played_to_the_end_is_recorded_as_over():
    moves = moves_to_the_end()
    k = started(tuple(moves[:-1]))
    assert finishes() == []
    outcome = k.play(moves[-1])
    assert outcome.changed and outcome.over
    assert any(isinstance(e, GameOver) for e in outcome.events)
    assert finishes() == [(k.current.id, "over")]
    assert k.end().changed  # scoring it afterwards keeps it "over", still one row
    assert finishes() == [(k.current.id, "over")]


def test_beginning_a_new_game_records_the_one_in_progress_as_abandoned():
    k = started((FIRST,))
    old = k.current.id
    assert k.begin(new_game("hopscotch", deal=DEAL + 1)) is None
    assert finishes() == [(old, "abandoned")]
    assert k.current.id != old and saved()["session"] == k.current.id
    assert saved()["game"]["moves"] == []
    [record] = History().games()
    assert record.moves == FIRST


def test_a_game_without_moves_is_not_recorded_when_replaced():
    k = started()
    k.begin(new_game("lucky-seven", deal=DEAL))
    assert finishes() == []


def test_an_ended_game_replaced_stays_one_ended_row():
    k = started((FIRST,))
    k.end()
    k.begin(new_game("hopscotch", deal=DEAL))
    assert [f for _, f in finishes()] == ["ended"]


def test_a_demo_game_is_not_recorded():
    k = started()
    assert k.play(FIRST, by_bot=True).changed
    assert k.current.demo and saved()["demo"] is True
    k.end()
    k.begin(new_game("hopscotch", deal=DEAL))
    assert finishes() == []


def test_the_demo_mark_survives_a_resume():
    k = started()
    k.play(FIRST, by_bot=True)
    again = keeper()
    again.resume()
    again.end()
    assert again.current.demo and finishes() == []


# -- read-only runs ---------------------------------------------------------------------
def test_a_readonly_keeper_writes_nothing(data_folder):
    k = Keeper(History(readonly=True), readonly=True)
    k.begin(new_game("hopscotch", deal=DEAL))
    assert k.play(FIRST).changed
    k.undo()
    k.redo()
    k.end()
    k.begin(new_game("hopscotch", deal=DEAL + 1))
    k.close()
    assert not autosave_path().exists()
    assert list(data_folder.iterdir()) == []  # not even a history database


def test_a_readonly_keeper_leaves_a_damaged_autosave_where_it_is():
    path = autosave_path()
    path.write_text("{not json", encoding="utf-8")
    problem = Keeper(History(readonly=True), readonly=True).resume()
    assert problem and "could not be read" in problem
    assert path.read_text(encoding="utf-8") == "{not json"
    assert not list(path.parent.glob("autosave.json.damaged-*"))


# -- damaged saves ------------------------------------------------------------------------
def damaged_copies() -> list:
    return sorted(autosave_path().parent.glob("autosave.json.damaged-*"))


def test_an_unreadable_autosave_is_reported_and_kept_aside():
    autosave_path().write_text("{not json", encoding="utf-8")
    k = keeper()
    problem = k.resume()
    [kept] = damaged_copies()
    assert problem and "could not be read" in problem and kept.name in problem
    assert kept.read_text(encoding="utf-8") == "{not json"
    assert k.current is None and not autosave_path().exists()


def test_json_that_is_not_an_autosave_is_reported_and_kept_aside():
    autosave_path().write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    k = keeper()
    problem = k.resume()
    [kept] = damaged_copies()
    assert problem.startswith("Your saved game could not be read: the file is not")
    assert "not a Boardwalk autosave" in problem and kept.name in problem
    assert json.loads(kept.read_text(encoding="utf-8")) == {"format": "something-else"}
    assert k.current is None


def test_an_edited_autosave_with_an_illegal_move_is_reported_and_kept_aside():
    started((FIRST,))
    data = saved()
    data["game"]["moves"] = ["3a-4a"]  # a face-down card: never legal
    autosave_path().write_text(json.dumps(data), encoding="utf-8")
    k = keeper()
    problem = k.resume()
    [kept] = damaged_copies()
    assert "3a-4a" in problem and kept.name in problem and k.current is None


def test_a_damaged_autosave_is_never_overwritten():
    for text in ("{not json", "[1, 2, 3]"):
        autosave_path().write_text(text, encoding="utf-8")
        assert keeper().resume()
    copies = damaged_copies()
    assert len(copies) == 2
    assert sorted(c.read_text(encoding="utf-8") for c in copies) == ["[1, 2, 3]", "{not json"]
    k = started((FIRST,))  # a fresh game saves next to them, touching neither
    assert saved()["session"] == k.current.id
    assert damaged_copies() == copies


# -- export --------------------------------------------------------------------------------
def test_export_writes_a_save_that_loads_back(tmp_path):
    k = started((FIRST,))
    path = k.export()
    assert path.parent == tmp_path / "exports" == type(path)(os.environ["BOARDWALK_EXPORT_DIR"])
    assert path.name.startswith(f"hopscotch-deal-{DEAL}-") and path.suffix == ".json"
    game = load_game(path.read_text(encoding="utf-8"))
    assert game.moves == [FIRST] and game.deal == DEAL and game.variant.id == "hopscotch"
    assert game.board == k.current.game.board


def test_a_game_the_bot_played_stays_out_of_the_figures_when_its_export_is_reopened():
    from driver import Driver

    d = Driver()
    d.app.routes.start("hopscotch", deal=DEAL)
    d.frames(2)
    assert d.app.keeper.play(FIRST, by_bot=True).changed
    path = d.app.keeper.export()
    assert json.loads(path.read_text())["bot_played"] is True
    load_game(path.read_text())  # still a plain save to the rules
    d.app.routes.start("hopscotch", deal=DEAL + 1)
    d.frames(2)
    d.app.routes.open_file(path)  # the fresh game has no move: no question asked
    d.frames(2)
    assert d.app.keeper.current.game.moves == [FIRST]
    assert d.app.keeper.current.demo, "reopened, it is still the bot's game"

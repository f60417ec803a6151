"""The Republic's lesson walked without a window: every step replays through the engine, each
waiting step is met by its Show me move and by another move its goal allows, a try-it step
is refused in the engine's own sentence (also when dragged by the run's exposed card,
naming only two places), a move that misses gets the step's hint, the lesson keeps its own
rule whatever rule new deals use, what the words claim is what the table holds, the won
scene is a real win, and the practice deal is one the plain hint wins. What every
companion's lesson must do (Show me, other moves, tries, the whole walk) is in
``tests/games/test_companion_lessons.py``."""

from __future__ import annotations

import re

import pytest

from boardwalk.games.registry import all_lessons
from boardwalk.games.republic.bot import plain_move
from boardwalk.games.republic.kind import REPUBLIC_GAME
from boardwalk.games.republic.layout import compute
from boardwalk.games.republic.lessons import REPUBLIC_LESSON
from boardwalk.games.republic.lessons.republic import BEFORE_THE_STOCK
from boardwalk.play.lesson import HINT, LessonRun
from boardwalk.rules import new_game
from boardwalk.rules.republic import PLACES

LESSON = REPUBLIC_LESSON
WAITING = [i for i, s in enumerate(LESSON.steps) if s.move]
TRIES = [i for i, s in enumerate(LESSON.steps) if s.refuse]
MENTION = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


def at(index: int) -> LessonRun:
    return LessonRun(LESSON, REPUBLIC_GAME, index)


def shown(move: str = "", refuse: str = "", after: bool = False) -> LessonRun:
    """The run at the step with this move (its last such step) or try, its move made
    when ``after``."""
    steps = enumerate(LESSON.steps)
    index = [i for i, s in steps if (move and s.move == move) or (refuse and s.refuse == refuse)]
    run = at(index[-1])
    if after:
        run.show_me()
    return run


def named(words: str) -> set[str]:
    suits = dict(zip("♠♥♦♣", "SHDC", strict=True))
    return {("T" if r == "10" else r) + suits[s] for r, s in MENTION.findall(words)}


def face_up(run: LessonRun) -> set[str]:
    return {card for place in PLACES for card in run.game.cards(place) if card != "##"}


def test_the_lesson_is_listed_under_the_republic_variant():
    assert all_lessons()["republic"] is LESSON
    assert REPUBLIC_GAME.lessons == {"republic": LESSON}
    assert LESSON.rule == "alternating"


OTHERS = [
    i
    for i in WAITING
    if len(
        [
            m
            for m in REPUBLIC_GAME.legal(at(i).game.board)
            if LESSON.steps[i].meets(at(i).game.board, m)
        ]
    )
    > 1
]


def test_the_steps_whose_goal_takes_other_moves_are_the_ones_meant():
    """Either ♥ foundation, any build, either way of emptying a column or of making the
    vacancy, any card into it: not one move string."""
    moves = {LESSON.steps[i].move for i in OTHERS}
    assert {"c-f3", "b-e", "a-e", "g-c"} <= moves


@pytest.mark.parametrize("index", WAITING)
def test_a_move_that_misses_the_step_is_sent_back_with_its_hint(index):
    run, step = at(index), LESSON.steps[index]
    board = run.game.board
    miss = next(m for m in REPUBLIC_GAME.legal(board) if not step.meets(board, m))
    reply = run.attempt(miss)
    assert not reply.played and not run.done
    assert reply.say == (step.answer(step.hints, board, miss) or step.hint)
    assert run.feedback == (reply.say, HINT) and run.game.moves == at(index).game.moves


def test_the_same_colour_build_is_refused_for_the_rule():
    run = shown(refuse="b-f")
    assert run.refused("b-f") == ""
    assert run.feedback[0].startswith("The 8♠ cannot go on the 9♣: a card goes on one rank higher")
    assert "of the other colour (alternating rule)" in run.feedback[0]


def test_the_run_dragged_by_its_exposed_card_is_the_try_and_says_the_limit():
    """A drag of the 6♣ names e and j only; the sentence is the 2^n limit's, not a 6 on a 10."""
    run = shown(refuse="e-j:4")
    assert run.game.board.vacancies() == 1
    assert run.refused("e-j") == "" and run.done
    assert run.feedback[0].startswith("The run of 4 headed by the 9♥ cannot move together")
    assert "a run of 4 needs 2 vacancies, and there is 1" in run.feedback[0]


def test_a_wrong_try_is_only_the_engines_sentence():
    run = shown(refuse="e-j:4")
    words = run.refused("e-f1")  # the 6♣ is no spade: not this step's rule
    assert words == REPUBLIC_GAME.explain(run.game.board, "e-f1") and not run.done


def test_the_lesson_keeps_the_standard_rule_whatever_new_deals_use():
    REPUBLIC_GAME.rule = "same-suit"
    try:
        run = at(4)
        assert run.game.rule == "alternating"
        assert "b-e" in REPUBLIC_GAME.legal(run.game.board)  # black on red
        assert run.game.board.rule.may_redeal(0) and not run.game.board.rule.may_redeal(1)
    finally:
        REPUBLIC_GAME.rule = None


@pytest.mark.parametrize("index", range(len(LESSON.steps)))
def test_every_card_a_step_names_is_face_up_and_every_place_is_real(index):
    run, step = at(index), LESSON.steps[index]
    for words in (step.words, step.hint):
        assert named(words) <= face_up(run), words
    if step.waits:
        run.show_me()
    assert named(step.after) <= face_up(run), step.after
    places = compute((1280, 800)).places
    assert all(place in places for place in step.highlight)


def test_a_column_emptied_turns_its_packet_up_and_the_last_card_drops():
    run = at(2)  # the A♥ up from column c
    assert run.step.move == "c-f3" and run.game.cards("pc") == ["##", "##", "##"]
    run.show_me()
    assert run.game.cards("pc") == ["##", "##", "2H"]  # the A♥ went up: pc turned up
    run = shown(move="b-e", after=True)
    assert run.game.cards("pb")[-1] == "KD" and run.game.cards("b") == []
    run = shown(move="a-e", after=True)
    assert run.game.cards("pa")[-1] == "QS" and run.game.cards("e") == ["9H", "8S", "7H"]
    run = shown(move="pc-f3", after=True)
    assert run.game.cards("pc") == ["##", "6C"]
    run = shown(move="pc-e", after=True)
    assert run.game.cards("pc") == [] and run.game.cards("c") == ["3H"]
    for column in "ab":  # "empty, but their packets are not: they take no card"
        assert run.game.cards(column) == [] and len(run.game.cards("p" + column)) == 3
        assert not [m for m in run.game.legal_moves() if m.endswith("-" + column)]


def test_the_vacancy_takes_any_card_and_the_run_fits_with_one():
    run = shown(move="e-h:2")
    assert run.game.board.vacancies() == 1 and run.game.board.is_vacancy(2)
    run.show_me()
    assert run.game.cards("h") == ["8C", "7H", "6C"] and run.game.board.vacancies() == 1
    run = shown(move="g-c", after=True)
    assert run.game.cards("c") == ["QC"] and run.game.cards("pg")[-1] == "JH"
    assert "pg-c" in run.game.legal_moves()  # the J♥ fits on the Q♣
    run = shown(move="f3-i", after=True)
    assert run.game.cards("i") == ["4C", "3H"] and run.game.cards("f3") == ["AH", "2H"]


def test_the_stock_steps_are_what_their_words_say():
    first = LESSON.steps.index(next(s for s in LESSON.steps if s.move == "s"))
    run = at(first)
    ends = {run.game.cards(c)[-1] for c in "abcdefghij" if run.game.cards(c)}
    assert not {"QH", "QD"} & ends and run.game.board.vacancies() == 0  # "no red Q ends a column"
    run.show_me()
    assert run.game.cards("w") == ["JS"] and run.game.cards("s") == []  # the auto-talon trip
    run = at(first + 1)
    run.show_me()
    assert run.game.cards("s") == ["5D"] and "s-h" in run.game.legal_moves()  # it stays
    run = shown(move="s-w", after=True)
    assert run.game.cards("w")[-1] == "5D" and "w-h" in run.game.legal_moves()


def test_the_redeal_step_opens_on_an_empty_stock_and_deals_the_talon_again():
    run = shown(move="R")
    index = run.index
    assert LESSON.moves_before(index) == list(BEFORE_THE_STOCK)
    assert run.game.cards("stock") == [] and len(run.game.cards("w")) == 64
    assert run.game.cards("s") == []
    run.show_me()
    assert run.game.board.redeals == 1 and len(run.game.cards("stock")) == 64
    run.game.play("s")
    assert run.game.cards("w") == ["JS"]  # "in the same order as before"
    assert "R" not in run.game.legal_moves()


def test_the_won_scene_is_deal_111_won_after_its_one_redeal_for_two_points():
    run = at(0)
    score = run.game.score()
    assert score.won and score.total == 104 and run.game.board.redeals == 1
    assert score.points == 2 and run.game.rule == "alternating"
    step = next(s for s in LESSON.steps if s.score)
    assert "scores +2" in step.words and step.scene == LESSON.steps[0].scene


def test_the_practice_deal_is_won_by_the_plain_hint():
    assert LESSON.practice is not None
    assert f"deal {LESSON.practice}" in LESSON.steps[-1].words
    game = new_game("republic", deal=LESSON.practice, rule="alternating")
    while (move := plain_move(game.board)) is not None and len(game.moves) < 2000:
        game.play(move)
    assert game.board.won


def test_the_command_line_opens_the_lesson_at_any_of_its_steps(capsys):
    from boardwalk.app import parse_args

    last = len(LESSON.steps)
    assert parse_args(["--tutorial", "republic", "--step", str(last)]).tutorial == "republic"
    with pytest.raises(SystemExit) as stop:
        parse_args(["--tutorial", "republic", "--step", str(last + 1)])
    assert stop.value.code == 2 and f"has {last} steps" in capsys.readouterr().err

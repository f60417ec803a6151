"""Calculation's lesson walked without a window: every step replays through the engine, each
waiting step is met by its Show me move (and by another move its goal allows, the next step
then setting the planned board), a try-it step is refused in the engine's own sentence, a
move that misses gets the step's hint, the lesson keeps the standard variation whatever new
deals use, every card the words name is face up where the step shows it, each claim the
words make about the table is what the engine holds, and the practice deal is one the hint
player wins. What every companion's lesson must do (Show me, other moves, tries, the whole
walk) is in ``tests/games/test_companion_lessons.py``."""

from __future__ import annotations

import re

import pytest

from boardwalk.bot.calculation_player import hint
from boardwalk.games.calculation import words
from boardwalk.games.calculation.kind import CALCULATION_GAME
from boardwalk.games.calculation.layout import compute
from boardwalk.games.calculation.lessons import CALCULATION_LESSON
from boardwalk.games.calculation.lessons.boards import OPENING, RULE
from boardwalk.games.calculation.lessons.calculation import SEQUENCES
from boardwalk.games.registry import all_lessons
from boardwalk.play.lesson import HINT, LessonRun
from boardwalk.rules import new_game
from boardwalk.rules.calculation import sequence

LESSON = CALCULATION_LESSON
KIND = CALCULATION_GAME
WAITING = [i for i, s in enumerate(LESSON.steps) if s.move]
TRIES = [i for i, s in enumerate(LESSON.steps) if s.refuse]
MENTION = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")
SUITS = dict(zip("♠♥♦♣", "SHDC", strict=True))


def at(index: int) -> LessonRun:
    return LessonRun(LESSON, KIND, index)


def number(words: str) -> int:
    """The index of the step whose words hold ``words``."""
    return next(i for i, s in enumerate(LESSON.steps) if words in s.words)


def named(text: str) -> set[str]:
    return {("T" if r == "10" else r) + SUITS[s] for r, s in MENTION.findall(text)}


def face_up(run: LessonRun) -> set[str]:
    """The cards a player sees face up on the lesson's table (a covered discard is face
    down in the standard variation)."""
    return {s.card for s in KIND.spots(run.game.board) if s.face_up}


def plates(run: LessonRun) -> list[str]:
    return [words.plate_words(run.game.board, s) for s in range(4)]


def test_the_lesson_is_listed_under_calculation_and_names_the_standard_variation():
    assert all_lessons()["calculation"] is LESSON
    assert KIND.lessons == {"calculation": LESSON}
    assert LESSON.rule == RULE == "4-000000"


def test_the_lessons_own_moves_are_the_opening_its_endings_go_on_from():
    assert LESSON.moves_before(len(LESSON.steps)) == list(OPENING)
    for step in LESSON.steps:
        if step.scene is not None:
            assert step.scene.deck == LESSON.deck and step.scene.moves[: len(OPENING)] == OPENING


def test_the_sequences_shown_are_the_engines():
    rows = [row.split("\u2004", 1) for row in SEQUENCES.split("\n")]
    assert [head for head, _ in rows] == ["1:", "2:", "3:", "4:"]
    assert [rest.replace("\u2004", " ") for _, rest in rows] == [sequence(s) for s in range(4)]
    assert SEQUENCES in LESSON.steps[0].words


def _others(index: int) -> list[str]:
    run, step = at(index), LESSON.steps[index]
    board = run.game.board
    return [m for m in KIND.legal(board) if m != step.move and step.meets(board, m)]


OTHERS = [i for i in WAITING if _others(i)]


def test_the_steps_whose_goal_takes_other_moves_are_the_ones_meant():
    """Any empty pile for the 5♠, the first King and the J♣; any of three stacks for the 6♥."""
    moves = [LESSON.steps[i].move for i in OTHERS]
    assert moves == ["p-a", "p-d", "p-1", "p-b"]


def _misses(index: int) -> list[str]:
    run, step = at(index), LESSON.steps[index]
    board = run.game.board
    return [m for m in KIND.legal(board) if not step.meets(board, m)]


MISSABLE = [i for i in WAITING if _misses(i)]


def test_only_the_first_discard_takes_every_move():
    """Any pile takes the 5♠ and it fits no stack: every move there shows the point."""
    assert [LESSON.steps[i].move for i in WAITING if i not in MISSABLE] == ["p-a"]


@pytest.mark.parametrize("index", MISSABLE)
def test_a_move_that_misses_the_step_is_sent_back_with_its_hint(index):
    run, step = at(index), LESSON.steps[index]
    board = run.game.board
    miss = _misses(index)[0]
    reply = run.attempt(miss)
    assert not reply.played and not run.done
    assert reply.say == (step.answer(step.hints, board, miss) or step.hint)
    assert run.feedback == (reply.say, HINT) and run.game.moves == at(index).game.moves


def test_a_king_on_a_card_that_is_needed_is_answered_with_the_readmes_warning():
    index = number("Leave one discard pile free")
    reply = at(index).attempt("p-a")
    assert not reply.played and "never win a game" in reply.say and "4♥" in reply.say


def test_the_two_tries_are_a_card_that_fits_no_stack_and_a_move_among_piles():
    fit, among = (at(i) for i in TRIES)
    assert fit.refused("p-1") == "" and fit.feedback[0].startswith(
        "The 5♠ does not fit stack 1: it counts up by 1 and has reached the 2♦, so it takes "
        "a 3 next."
    )
    assert among.refused("a-b") == "" and among.feedback[0].startswith(
        "Cards cannot move among the discard piles under variation 4-000000"
    )


def test_a_wrong_try_is_only_the_engines_sentence():
    run = at(TRIES[1])  # among piles: the 4♥ sent to a stack it does not fit is another rule
    said = run.refused("a-2")
    assert said == KIND.explain(run.game.board, "a-2") and "does not fit" in said
    assert not run.done


def test_the_lesson_keeps_the_standard_variation_whatever_new_deals_use():
    KIND.rule = "6-100010"
    try:
        for index in (1, number("The end."), len(LESSON.steps) - 1):
            assert at(index).game.rule == "4-000000"
    finally:
        KIND.rule = None


@pytest.mark.parametrize("index", range(len(LESSON.steps)))
def test_every_card_a_step_names_is_face_up_and_every_place_is_real(index):
    run, step = at(index), LESSON.steps[index]
    for text in (step.words, step.hint):
        assert named(text) <= face_up(run), text
    if step.waits:
        run.show_me()
    assert named(step.after) <= face_up(run), step.after
    places = compute((1280, 800), 4).places
    assert all(place in places for place in step.highlight)


def test_the_stacks_want_what_the_words_say():
    assert plates(at(number("The 5♠ fits none"))) == ["next 3", "next 6", "next 6", "next 8"]
    six = at(number("The 6♥ fits three stacks"))
    assert {m for m in KIND.legal(six.game.board) if m[-1] in "1234"} == {"p-1", "p-2", "p-3"}
    assert [six.game.cards(s)[-1] for s in "123"] == ["5S", "4C", "3C"]
    jack = at(number("The J♣ fits no stack"))
    board = jack.game.board
    assert not any(m.startswith("p-") and m[-1] in "1234" for m in KIND.legal(board))
    assert plates(jack)[0] == "next 7" and plates(jack)[3] == "next 8"
    assert sequence(0).split()[6:11] == ["7", "8", "9", "10", "J"]
    assert sequence(3).split()[1:6] == ["8", "Q", "3", "7", "J"]
    assert jack.game.cards("d") == ["KS"] and not jack.game.cards("b")


def test_the_piles_are_built_as_the_words_say():
    four = at(number("Put the 4♥ on the 5♠"))
    four.show_me()
    assert four.game.cards("a") == ["5S", "4H"] and plates(four)[0] == "next 3"
    king = at(number("Leave one discard pile free"))
    assert [king.game.cards(p) for p in "abcd"] == [["5S", "4H"], [], [], []]
    ten = at(number("Stack 1 wants its 10 before its J"))
    ten.show_me()
    assert ten.game.cards("b") == ["JC", "TD"]
    last = at(number("Another King"))
    last.show_me()
    assert last.game.cards("d") == ["KS", "KD"] and last.game.cards("p") == ["AD"]


def test_the_endings_are_what_their_words_say():
    won = at(number("The end.")).game
    assert won.score().won and won.score().total == 52 and won.is_over()
    lost = at(number("lost with 39 cards up")).game
    board = lost.board
    assert board.lost and lost.score().total == 39 and lost.cards("deck") == []
    assert lost.cards("p") == [] and plates_of(board) == ["full", "full", "next 10", "next Q"]
    assert [lost.cards(p)[-1] for p in "abcd"] == ["AD", "2C", "9D", "7S"]
    pile_d = lost.cards("d")
    assert pile_d[0] == "KS" and pile_d.index("TS") < pile_d.index("KC")
    assert lost.undo() and not lost.is_over()


def plates_of(board) -> list[str]:
    return [words.plate_words(board, s) for s in range(4)]


def test_the_easy_variation_named_is_offered_at_every_deal():
    index = number("256 variations")
    assert "6-100010" in LESSON.steps[index].words
    offered = {c.id: c.name for c in KIND.rule_choices("calculation")}
    assert offered.get("6-100010") == "Easy"
    assert len(new_game("calculation", deal=1).variant.rules) == 256


def test_the_practice_deal_is_won_by_the_hint_player_under_the_standard_variation():
    assert LESSON.practice is not None
    game = new_game("calculation", deal=LESSON.practice, rule="4-000000")
    while not game.is_over():
        game.play(hint(game.board))
    assert game.score().won


def test_the_command_line_opens_the_lesson_at_any_of_its_steps(capsys):
    from boardwalk.app import parse_args

    last = len(LESSON.steps)
    assert parse_args(["--tutorial", "calculation", "--step", str(last)]).tutorial == "calculation"
    with pytest.raises(SystemExit) as stop:
        parse_args(["--tutorial", "calculation", "--step", str(last + 1)])
    assert stop.value.code == 2 and f"has {last} steps" in capsys.readouterr().err

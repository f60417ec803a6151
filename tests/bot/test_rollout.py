"""The honest evaluation and the rollout player: blind to face-down cards (also to the card
a move turns up, when the move is judged), deterministic for a seed, always legal."""

import threading
import time
from dataclasses import replace

import pytest
from test_bot import midgame, reshuffled

from boardwalk.bot import rollout as rollout_module
from boardwalk.bot.evaluate import pile_facts
from boardwalk.bot.honest import (
    TUNED,
    accepts,
    greedy_move,
    hidden,
    homeless,
    jams,
    play_out,
    value,
)
from boardwalk.bot.rollout import Plan, RolloutPlayer, outcome, rollout
from boardwalk.bot.successors import successors
from boardwalk.rules import legal_moves, new_game
from boardwalk.rules.board import names
from boardwalk.rules.engine import perform
from boardwalk.rules.moves import accepting, iter_legal
from boardwalk.rules.scoring import score

VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]
SMALL = Plan(width=3, worlds=(2, 2), depth=60)
EVERY = {v: replace(TUNED[v], blocked=2.0, jammed=5.0) for v in VARIANTS}
"""The tuned weights with the features no variant uses yet switched on, so that the
honesty tests run every line of the evaluation."""
DIFFERS = 4
"""A Cheshire deal whose mid-game position one world judges differently from the prior."""


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_greedy_move_never_depends_on_a_face_down_card(variant):
    """Every move turns a card up; the move is chosen before that card is seen, so dealing
    the face-down cards differently changes nothing, at every step of a whole game."""
    board, w = new_game(variant, deal=7).board, EVERY[variant]
    steps = 0
    while (step := greedy_move(board, w)) is not None:
        for seed in range(2):
            assert greedy_move(reshuffled(board, seed), w)[0] == step[0]
        assert step[0] in legal_moves(board)
        board = step[1]
        steps += 1
    assert steps > 5


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_card_turned_up_by_the_move_counts_as_still_unknown(variant):
    board, w = midgame(variant, deal=4), EVERY[variant]
    unseen = hidden(board)
    for seed in range(3):
        other = reshuffled(board, seed)
        mine = {m: value(child, unseen, w) for m, child in successors(board)}
        theirs = {m: value(child, hidden(other), w) for m, child in successors(other)}
        assert mine == pytest.approx(theirs)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_rollout_player_chooses_from_the_view_alone(variant):
    """Its choice comes from the ``Observation`` (the greedy tests above show the worlds
    are played out honestly): dealing the face-down cards differently changes nothing."""
    board = midgame(variant, deal=5)
    choice = RolloutPlayer(seed=3, plan=SMALL).choose(board)
    assert choice in legal_moves(board)
    for seed in range(3):
        assert RolloutPlayer(seed=3, plan=SMALL).choose(reshuffled(board, seed)) == choice


def test_the_rollout_player_plays_a_whole_game_legally_and_the_same_way_twice():
    games = []
    for _ in range(2):
        board, moves = new_game("squattsi", deal=11).board, []
        player = RolloutPlayer(seed=1, plan=SMALL)
        while (move := player.choose(board)) is not None:
            assert move in legal_moves(board)
            board = perform(board, move)[0]
            moves.append(move)
        games.append(moves)
    assert games[0] == games[1]
    assert not legal_moves(board)


def test_homeless_counts_values_no_open_column_could_ever_take():
    nothing = (-1,) * 12
    assert homeless((-1,) * 13, 5, False) == 0  # Hopscotch: 13 columns for 13 values
    assert homeless(nothing, 5, True) == 1  # a hand variant: one value always goes over
    # Squattsi, lowerwalk A 2 5 7 9 T K and upperwalk 8 (c) and K (e): 3 4 6 J Q want
    # homes, and only a, b (below 8) and d (between 8 and K) are open.
    assert homeless((-1, -1, 7, -1, 12, 0, 1, 4, 6, 8, 9, 12), 5, True) == 2
    # A King on the first lowerwalk column leaves its six other columns nothing to take:
    # twelve values want homes and only the five upperwalk columns are left for them.
    assert homeless((-1,) * 5 + (12,) + (-1,) * 6, 5, True) == 7


@pytest.mark.parametrize("variant", VARIANTS)
def test_what_each_destination_takes_is_what_the_rules_say(variant):
    """The evaluation's remembered ``accepts`` against ``rules.moves.accepting``, at every
    step of a whole greedy game."""
    board = new_game(variant, deal=3).board
    u, ascends = board.variant.upper_columns, board.variant.upper_ascends
    while (step := greedy_move(board, TUNED[variant])) is not None:
        decl = pile_facts(board.piles, u, ascends)[3]
        full = tuple(len(p) >= 4 for p in board.piles)
        rules = [frozenset(a) if a is not None else frozenset() for a in accepting(board)]
        assert list(accepts(decl, full, u, ascends)) == rules
        board = step[1]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_face_up_lowerwalk_card_is_jammed_exactly_when_the_rules_give_it_no_move(variant):
    """Every position of a whole greedy game, against the rules engine: ``jams`` with every
    card seen counts the face-up row-3 cards that have no legal move of their own."""
    board, w = new_game(variant, deal=5).board, EVERY[variant]
    u, src, seen = board.variant.upper_columns, names(board.variant).src, 0
    while (step := greedy_move(board, w)) is not None:
        stuck = sum(
            1
            for c in range(u, board.variant.columns)
            if len(board.stacks[c]) > board.down[c] and not any(iter_legal(board, src[c]))
        )
        assert jams(board, frozenset()) == stuck
        seen += stuck
        board = step[1]
    assert seen > 0  # the game did meet jammed cards


def test_a_card_just_turned_up_counts_as_its_chance_of_being_jammed():
    """Along a Hopscotch game, the card a move turns up onto the lowerwalk counts as the
    share of unseen cards that would have no move there: the mean, over those cards, of the
    count with that card in its place."""
    board, w = new_game("hopscotch", deal=1).board, EVERY["hopscotch"]
    u, checked = board.variant.upper_columns, 0
    while (step := greedy_move(board, w)) is not None:
        unseen, child = hidden(board), step[1]
        turned = [c for c in range(u, 13) if child.down[c] < board.down[c]]
        if turned and len(child.stacks[turned[0]]) > child.down[turned[0]]:
            c = turned[0]
            counts = [jams(_with_top(child, c, card), frozenset()) for card in unseen]
            assert jams(child, unseen) == pytest.approx(sum(counts) / len(counts))
            checked += jams(child, unseen) % 1 > 0.0
        board = child
    assert checked  # some turned-up card really was a matter of chance


def _with_top(board, column: int, card: int):
    """``board`` with ``card`` as the face-up top of ``column`` (where it came from does
    not matter to ``jams``, which reads only tops, piles and face-down counts)."""
    stacks = list(board.stacks)
    stacks[column] = (*stacks[column][:-1], card)
    return replace(board, stacks=tuple(stacks))


def test_a_rollout_with_a_horizon_judges_the_board_that_many_honest_moves_on():
    board, w = new_game("squattsi", deal=2).board, TUNED["squattsi"]
    on = board
    for _ in range(3):
        on = greedy_move(on, w)[1]
    assert rollout(board, w, Plan(horizon=3)) == value(on, hidden(on), w)
    assert rollout(board, w, Plan(horizon=None)) == outcome(play_out(board, w))


@pytest.mark.parametrize("variant", VARIANTS)
def test_without_a_plan_each_variant_plays_its_own(variant, monkeypatch):
    """Cheshire's rollouts stop thirty moves on; the other variants' ten."""
    used = set()
    monkeypatch.setattr(rollout_module, "rollout", lambda board, w, plan: used.add(plan) or 0.0)
    RolloutPlayer().choose(midgame(variant, deal=5))
    assert used == {Plan(horizon=30 if variant == "cheshire" else 10)}


def test_the_greedy_player_ends_where_no_move_is_left():
    board = play_out(new_game("cheshire", deal=2).board)
    assert not legal_moves(board)
    assert score(board).total > 0


def test_a_hint_left_behind_before_it_starts_is_none():
    player, stop = RolloutPlayer(), threading.Event()
    stop.set()
    assert player.hint(new_game("cheshire", deal=3).board, stop, seconds=30) is None


def test_a_hint_whose_clock_ran_out_still_judges_one_world():
    """Out of time at once, a hint answers what one imagined world says, which is not
    always what the evaluation alone would have played."""
    board = midgame("cheshire", deal=DIFFERS)
    hurried = RolloutPlayer(plan=Plan(worlds=(500,))).hint(board, seconds=0)
    assert hurried == RolloutPlayer(plan=Plan(worlds=(1,))).choose(board)
    assert hurried != RolloutPlayer(plan=Plan(worlds=())).choose(board)  # the prior's move


def test_a_hint_told_to_stop_while_thinking_stops_soon_and_shows_nothing():
    board = midgame("cheshire", deal=3)
    player, stop, answers = RolloutPlayer(plan=Plan(worlds=(5000,))), threading.Event(), []
    thinker = threading.Thread(target=lambda: answers.append(player.hint(board, stop)))
    thinker.start()
    time.sleep(0.2)
    stop.set()
    thinker.join(timeout=5)  # 5,000 worlds would take minutes
    assert not thinker.is_alive() and answers == [None]
    assert not player.hurried  # the stop went with that hint: the next one is not hurried

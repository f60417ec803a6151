"""Random games of every variant, to the end, with the invariants checked after every move."""

from hypothesis import given
from hypothesis import strategies as st

from boardwalk.rules import IllegalMove, all_places, apply, load_game, new_game, score
from boardwalk.rules.board import Board
from boardwalk.rules.engine import perform
from boardwalk.rules.explain import FALLBACK, explain
from boardwalk.rules.moves import legal_moves

VARIANTS = ["hopscotch", "lucky-seven", "squattsi", "cheshire"]
MOVE_LIMIT = 400


def visible(game) -> list[list[str]]:
    return [game.cards(p) for p in all_places(game.variant)]


def check_cards(board: Board) -> None:
    every = (
        [c for s in board.stacks for c in s]
        + [c for p in board.piles for c in p]
        + list(board.hand)
    )
    assert sorted(every) == list(range(52)), "the same 52 distinct cards"
    assert len(board.hand) == board.variant.hand_size
    for stack, down in zip(board.stacks, board.down, strict=True):
        assert len(stack) - down in (0, 1), "at most one face-up card on a stack"


def check_declarations(board: Board) -> None:
    v = board.variant
    for pile in board.piles:
        assert len(pile) <= 4 and len({c >> 2 for c in pile}) <= 1
    lower = [board.declared(c) for c in range(v.upper_columns, v.columns)]
    upper = [board.declared(c) for c in range(v.upper_columns)]
    for walk, ascends in ((lower, True), (upper, v.upper_ascends)):
        declared = [d for d in walk if d is not None]
        assert len(declared) == len(set(declared)), "no value twice on a walk"
        if ascends:
            assert declared == sorted(declared), "ascending order"


def some_unlisted(board: Board, legal: set[str], pick) -> list[str]:
    """Well-formed moves of this variant that are not legal now."""
    places = all_places(board.variant)
    sources = [p for p in places if p[0] in "13h"]
    found = []
    for _ in range(12):
        src = pick(sources)
        dst = pick(places)
        ret = pick(["", "", "?", *sources])
        favor = src[0] != "h" and pick([False] * 9 + [True])
        move = f"{src}*" if favor else f"{src}-{dst}" + (f"/{ret}" if ret else "")
        if move not in legal and src != dst:
            found.append(move)
    return found


def check_agreement(board: Board, legal: list[str], pick) -> None:
    for move in legal:
        apply(board, move)  # every listed move plays
    for move in some_unlisted(board, set(legal), pick):
        reason = explain(board, move)
        assert reason != FALLBACK, move
        try:
            apply(board, move)
        except IllegalMove as err:
            assert str(err) == reason
        else:
            raise AssertionError(f"{move} played but was not listed")


def greedy_or_random(board: Board, legal: list[str], rng) -> str:
    """Mostly the move that scores and keeps the most moves open: games run deeper than
    with uniform random play, reaching openings, trumps and juggles."""
    if rng.random() < 0.25:
        return rng.choice(legal)

    def worth(move: str) -> float:
        after = perform(board, move)[0]
        return 3 * score(after).destinations + 0.2 * len(legal_moves(after)) + rng.random()

    return max(legal, key=worth)


@given(
    st.sampled_from(VARIANTS),
    st.integers(1, 10**9),
    st.randoms(use_true_random=False),
    st.booleans(),
)
def test_random_games_keep_every_invariant_and_end(variant, deal, rng, greedy):
    game = new_game(variant, deal=deal)
    for step in range(MOVE_LIMIT):
        board = game.board
        check_cards(board)
        check_declarations(board)
        legal = game.legal_moves()
        check_agreement(board, legal, rng.choice)
        if not legal:
            assert game.is_over()
            break
        game.play(greedy_or_random(board, legal, rng) if greedy else rng.choice(legal))
        if step % 3 == 0:
            before = visible(game)
            assert game.undo() and game.redo()
            assert visible(game) == before
            assert visible(load_game(game.to_json())) == before
    else:
        raise AssertionError(f"{variant} deal {deal} did not end in {MOVE_LIMIT} moves")


@given(st.sampled_from(VARIANTS), st.integers(1, 10**9), st.randoms(use_true_random=False))
def test_long_games_of_hand_plays_end(variant, deal, rng):
    """Prefer moves that flip nothing (juggles, coaxes, slides): the lock must still end it."""
    game = new_game(variant, deal=deal)
    for _ in range(MOVE_LIMIT):
        legal = game.legal_moves()
        if not legal:
            break
        quiet = [m for m in legal if "-1" in m or m[-2] == "3"]
        game.play(rng.choice(quiet or legal))
    else:
        raise AssertionError(f"{variant} deal {deal} did not end")
    check_cards(game.board)

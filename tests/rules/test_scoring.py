"""Scoring (RULES.md §13): destinations, the hand score, spikes, win and perfect."""

from helpers import layout_game

from boardwalk.rules import Board, find_variant, new_game, parse_deck, score
from boardwalk.rules.cards import parse_card


def cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(w) for w in text.split())


def lucky(hand: str):
    return layout_game("lucky-seven", {"hand": hand})


def test_hand_score_is_the_count_of_the_most_frequent_value():
    assert lucky("7S 7D 7H 7C").score().hand == 4
    assert lucky("7S 7D 7H 2C").score().hand == 3
    assert lucky("7S 7D KH KC").score().hand == 2
    assert lucky("7S 8D 9H TC").score().hand == 1  # less than a pair still scores 1
    assert new_game("hopscotch", deal=3).score().hand == 0


def endgame(stack_d: str, down_d: int, rest_down: int = 0) -> Board:
    """A Hopscotch board with every column complete except lowerwalk d (2 Aces on it)."""
    v = find_variant("hopscotch")
    deck = parse_deck(new_game("hopscotch", deal=1).deck)
    stack_cards = cards(stack_d)
    others = [c for c in deck if c not in stack_cards and c not in cards("AS AH")]
    others.sort()
    aces_rest = [c for c in others if c >> 2 == 0]
    non_aces = [c for c in others if c >> 2 != 0]
    piles, values = [], iter(range(1, 13))
    for col in range(v.columns):
        if col == 8:  # lowerwalk d
            piles.append(cards("AS AH") + tuple(aces_rest))
        else:
            val = next(values)
            piles.append(tuple(c for c in non_aces if c >> 2 == val))
    stacks = [()] * v.columns
    down = [0] * v.columns
    stacks[8], down[8] = stack_cards, down_d
    if rest_down:  # a face-down card left on row 1 as well
        stacks[0], down[0] = (piles[0][-1],), 1
        piles[0] = piles[0][:-1]
    return Board(v, tuple(stacks), tuple(down), tuple(piles), (), frozenset(), frozenset())


def test_spikes_count_only_when_every_face_down_card_is_one():
    s = score(endgame("AD AC", 2))
    assert (s.destinations, s.spikes, s.total, s.won, s.perfect) == (50, 2, 52, True, True)
    assert score(endgame("AD AC", 2, rest_down=1)).spikes == 0  # a face-down row-1 card


def test_a_face_down_card_of_another_value_cancels_every_spike():
    board = endgame("AD AC", 2)
    stacks = list(board.stacks)
    piles = list(board.piles)
    # swap a King from its destination with the bottom Ace: that Ace is no spike any more
    king_col = next(c for c, p in enumerate(piles) if p and p[0] >> 2 == 12)
    king, ace = piles[king_col][-1], stacks[8][0]
    piles[king_col] = (*piles[king_col][:-1], ace)
    stacks[8] = (king, stacks[8][1])
    mixed = Board(
        board.variant, tuple(stacks), board.down, tuple(piles), (), frozenset(), frozenset()
    )
    assert score(mixed).spikes == 0


def test_win_is_an_empty_row1_and_scores_are_defined_mid_game():
    g = new_game("squattsi", deal=5)
    s = g.score()
    assert (s.destinations, s.spikes, s.won, s.perfect) == (0, 0, False, False)
    assert s.total == s.hand

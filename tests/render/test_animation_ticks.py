"""Animations ticked by hand: where a card is drawn and which face it shows at each moment
of a move, an undo and the deal; finish() ends everything; no duration, no animation."""

from __future__ import annotations

import pytest
from pygame import Rect

from boardwalk.games.boardwalk.kind import BOARDWALK
from boardwalk.render.animation import Animator
from boardwalk.render.choreography import STAGGER, animate_deal, animate_diff, animate_motions
from boardwalk.rules import new_game
from boardwalk.solitaire import Motion, Spot

D = 200.0  # a glide's duration, in ms
HOME = (600.0, 500.0)
CARD = (94, 132)
STARTS = {"5S": Rect((100, 80), CARD), "9D": Rect((300, 40), CARD)}


def start_of(card: str) -> Rect | None:
    return STARTS.get(card)


def glide_then_flip() -> Animator:
    anim = Animator()
    animate_motions(anim, [Motion("glide", card="5S"), Motion("flip", card="5H")], start_of, D)
    return anim


def between(a: float, b: float, x: float) -> bool:
    return min(a, b) < x < max(a, b)


def test_a_glide_starts_where_the_card_was_and_lands_home():
    anim = glide_then_flip()
    anim.update(0)
    assert anim.busy and anim.moving("5S")
    assert anim.position("5S", HOME) == (100, 80)
    anim.update(D / 2)
    x, y = anim.position("5S", HOME)
    assert between(100, HOME[0], x) and between(80, HOME[1], y)
    assert x > (100 + HOME[0]) / 2  # eased out: past half way at half time
    anim.update(D / 2)
    assert anim.position("5S", HOME) == HOME and not anim.moving("5S")


def test_a_flip_shows_the_old_face_until_the_card_before_it_has_landed():
    anim = glide_then_flip()
    anim.update(0)
    assert anim.look("5H", True) == (False, 1.0)  # still face down, full width
    anim.update(D - 1)
    assert anim.look("5H", True) == (False, 1.0)  # the glide has not landed yet
    anim.update(1 + 0.8 * D * 0.25)  # a quarter into the flip: narrowing, old face
    face, squeeze = anim.look("5H", True)
    assert face is False and 0 < squeeze < 1
    anim.update(0.8 * D * 0.5)  # three quarters: the new face, widening
    face, squeeze = anim.look("5H", True)
    assert face is True and 0 < squeeze < 1
    assert anim.busy


def test_everything_is_home_and_still_after_the_glide_and_flip():
    anim = glide_then_flip()
    anim.update(D + 0.8 * D - 1)
    assert anim.busy and anim.moving("5H")
    anim.update(1)
    assert not anim.busy
    assert anim.position("5S", HOME) == HOME and anim.look("5H", True) == (True, 1.0)


def test_a_second_glide_waits_its_stagger_then_both_land():
    anim = Animator()
    motions = [Motion("glide", card="5S"), Motion("glide", card="9D"), Motion("flip", card="5H")]
    animate_motions(anim, motions, start_of, D)
    stagger = D * STAGGER
    anim.update(stagger - 1)
    assert anim.position("9D", HOME) == (300, 40)  # not started yet
    assert anim.position("5S", HOME) != (100, 80)
    anim.update(2)
    assert anim.position("9D", HOME) != (300, 40)
    anim.update(D - 1)  # now stagger + D: the second has landed, the flip has just begun
    assert anim.position("5S", HOME) == HOME and anim.position("9D", HOME) == HOME
    assert anim.moving("5H") and anim.look("5H", True)[0] is False
    anim.update(0.8 * D)
    assert not anim.busy and anim.look("5H", True) == (True, 1.0)


def test_a_card_with_no_known_start_appears_home_and_a_pulse_waits_for_the_landing():
    anim = Animator()
    motions = [Motion("glide", card="KH"), Motion("glide", card="5S"), Motion("pulse", place="4c")]
    animate_motions(anim, motions, start_of, D)
    assert not anim.moving("KH") and anim.position("KH", HOME) == HOME
    [pulse] = anim.pulses
    assert pulse.place == "4c" and pulse.delay == D and not pulse.started
    anim.update(D)
    assert pulse.started and anim.busy


def test_finish_ends_every_animation_at_once():
    anim = Animator()
    motions = [Motion("glide", card="5S"), Motion("flip", card="5H"), Motion("pulse", place="4c")]
    animate_motions(anim, motions, start_of, D)
    anim.update(10)
    anim.finish()
    assert not anim.busy and not anim.moving("5S") and not anim.moving("5H")
    assert anim.position("5S", HOME) == HOME and anim.look("5H", True) == (True, 1.0)


@pytest.mark.parametrize("duration", [0, -5])
def test_no_duration_adds_no_animation(duration):
    anim = Animator()
    motions = [Motion("glide", card="5S"), Motion("flip", card="5H"), Motion("pulse", place="4c")]
    animate_motions(anim, motions, start_of, duration)
    game = new_game("hopscotch", deal=1)
    spots = BOARDWALK.spots(game.board)
    animate_deal(anim, spots, (0, 0), duration)
    layout = BOARDWALK.layout("hopscotch", (1280, 800))
    move = next(m for m in game.legal_moves() if m.startswith("1a-"))
    game.play(move)
    after = BOARDWALK.spots(game.board)
    animate_diff(anim, after, spots, lambda s: layout.card_rect(s.place, s.index), duration)
    assert not anim.busy and anim.position("5S", HOME) == HOME


def test_the_deal_glides_every_card_from_the_deck_and_turns_the_face_up_ones():
    spots = BOARDWALK.spots(new_game("lucky-seven", deal=3).board)
    anim = Animator()
    origin = (620, 60)
    animate_deal(anim, spots, origin, D)
    assert set(anim.glides) == {s.card for s in spots} and len(spots) == 52
    assert set(anim.flips) == {s.card for s in spots if s.face_up}
    anim.update(0)
    assert all(anim.position(s.card, HOME) == origin for s in spots)
    last = spots[-1]
    anim.update(D)  # the first cards are under way, the last has not left the deck
    assert anim.position(spots[0].card, HOME) != origin
    assert anim.position(last.card, HOME) == origin
    face_up = next(s for s in spots if s.face_up)
    assert anim.look(face_up.card, True) == (False, 1.0)  # dealt face down, turns on landing
    anim.finish()
    assert not anim.busy
    assert all(anim.position(s.card, HOME) == HOME for s in spots)


def test_the_deal_ends_by_itself():
    spots = BOARDWALK.spots(new_game("hopscotch", deal=3).board)
    anim = Animator()
    animate_deal(anim, spots, (0, 0), D)
    step = min(22.0, D * 0.1)
    last_glide = (len(spots) - 1) * step + D * 1.4
    last_flip = max(i for i, s in enumerate(spots) if s.face_up) * step + D * 1.4 + D * 0.8
    end = max(last_glide, last_flip)
    anim.update(end - 1)
    assert anim.busy
    anim.update(1)
    assert not anim.busy


def test_undo_glides_the_moved_card_back_and_turns_the_flipped_one():
    layout = BOARDWALK.layout("hopscotch", (1280, 800))
    game = new_game("hopscotch", deal=5)
    before = BOARDWALK.spots(game.board)
    move = next(m for m in game.legal_moves() if m.startswith("1a-4"))
    events = game.play(move)
    after = BOARDWALK.spots(game.board)
    moved = next(s.card for s in before if s.place == "1a" and s.face_up)
    flipped = {m.card for m in BOARDWALK.motions(events) if m.kind == "flip"}
    assert flipped  # the live play turned at least one card
    anim = Animator()
    rect_of = lambda s: layout.card_rect(s.place, s.index)  # noqa: E731
    animate_diff(anim, after, before, rect_of, D)  # undo: from the position after, back
    was = next(s for s in after if s.card == moved)
    home = next(s for s in before if s.card == moved)
    anim.update(0)
    assert anim.position(moved, rect_of(home).topleft) == rect_of(was).topleft
    assert set(anim.flips) == flipped
    for card in flipped:
        assert anim.look(card, False) == (True, 1.0)  # shows face up until it turns down
    still = [s.card for s in before if s.card not in flipped and s.card != moved]
    assert not any(anim.moving(card) for card in still)
    anim.update(D)
    assert not anim.busy and anim.position(moved, (1.0, 2.0)) == (1.0, 2.0)


def test_a_new_glide_of_a_card_replaces_the_old_one():
    anim = Animator()
    anim.glide("5S", (0, 0), 0, D)
    anim.update(D / 2)
    anim.glide("5S", (10, 10), 0, D)
    anim.update(0)
    assert anim.position("5S", HOME) == (10, 10) and len(anim.glides) == 1


def test_spots_are_what_a_deal_shows():
    spots = BOARDWALK.spots(new_game("hopscotch", deal=3).board)
    assert all(isinstance(s, Spot) for s in spots)
    assert sum(s.face_up for s in spots) == 5  # the top of each row-1 stack

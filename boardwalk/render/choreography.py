"""Turning what happened (a move's motions, or two boards for undo) into animations.

Moves glide one after another, slightly overlapped; flips wait until the cards have
landed, so the eye follows cause and effect: the card arrives, then its column turns.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pygame import Rect

from .animation import Animator, Celebration

if TYPE_CHECKING:
    from boardwalk.solitaire import Motion, Spot

STAGGER = 0.45  # each further glide starts this share of a glide later


def animate_motions(
    anim: Animator,
    motions: Sequence[Motion],
    start_of: Callable[[str], Rect | None],
    duration: float,
) -> None:
    """Glides and flips for one move. ``start_of(card)`` is where it was drawn before."""
    if duration <= 0:
        return
    delay = 0.0
    landed = 0.0
    for motion in motions:
        if motion.kind == "glide":
            start = start_of(motion.card)
            if start is not None:
                anim.glide(motion.card, start.topleft, delay, duration)
                landed = delay + duration
                delay += duration * STAGGER
        elif motion.kind == "flip":
            anim.flip(motion.card, max(landed, delay), duration * 0.8)
            delay = max(landed, delay) + duration * 0.3
        elif motion.kind == "pulse":
            anim.pulse(motion.place, landed, 600)


def let_go(
    spots: list[Spot],
    rect_of: Callable[[Spot], Rect],
    motions: Sequence[Motion],
    held: dict[str, Rect],
) -> dict[str, Rect]:
    """Where each gliding card taken from a place in the player's hand was let go
    (``held``: a place, and where the lowest card taken from it was let go): the lowest
    at the hand's rect, the others as far from it as they lay at rest, so a run keeps its
    fan as it flies."""
    gliding = {m.card for m in motions if m.kind == "glide"}
    taken = sorted(
        (s for s in spots if s.card in gliding and s.place in held), key=lambda s: s.index
    )
    starts = {}
    for place, rect in held.items():
        cards = [s for s in taken if s.place == place]
        if cards and rect is not None:
            base = rect_of(cards[0])
            dx, dy = rect.x - base.x, rect.y - base.y
            starts |= {s.card: rect_of(s).move(dx, dy) for s in cards}
    return starts


def animate_diff(
    anim: Animator,
    before: list[Spot],
    after: list[Spot],
    rect_of: Callable[[Spot], Rect],
    duration: float,
) -> None:
    """Undo and redo: every card whose place or face changed glides or turns back."""
    if duration <= 0:
        return
    old = {s.card: s for s in before}
    for spot in after:
        was = old.get(spot.card)
        if was is None:
            continue
        if (was.place, was.index) != (spot.place, spot.index):
            anim.glide(spot.card, rect_of(was).topleft, 0, duration)
        if was.face_up != spot.face_up:
            anim.flip(spot.card, 0, duration * 0.8, to_face_up=spot.face_up)


def animate_deal(
    anim: Animator, spots: list[Spot], origin: tuple[int, int], duration: float
) -> None:
    """The deal: every card flies from the deck to its place, face-up cards turn on landing."""
    if duration <= 0:
        return
    step = min(22.0, duration * 0.1)
    for i, spot in enumerate(spots):
        anim.glide(spot.card, origin, i * step, duration * 1.4)
        if spot.face_up:
            anim.flip(spot.card, i * step + duration * 1.4, duration * 0.8)


def celebration(
    spots: list[Spot],
    rect_of: Callable[[Spot], Rect],
    size: tuple[int, int],
    floor: int,
    perfect: bool,
    wait: float,
) -> Celebration:
    """The win cascade over the cards of ``spots``: the top card of each place leaves in
    turn, place after place, so every pile shrinks evenly, as in the classic solitaires."""
    piles: dict[str, list[Spot]] = {}
    for spot in sorted(spots, key=lambda s: s.index):
        piles.setdefault(spot.place, []).append(spot)
    order: list[Spot] = []
    while any(piles.values()):
        order += [pile.pop() for pile in piles.values() if pile]
    queue = [(s.card, s.face_up, tuple(map(float, rect_of(s).topleft))) for s in order]
    card = rect_of(spots[0]).size if spots else (1, 1)
    return Celebration(queue, size, card, floor, perfect, wait)

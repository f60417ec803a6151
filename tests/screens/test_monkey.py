"""Thousands of random mouse and key events over every scene: no exception, ever, and the
game always equals the fold of its own move list (by its own engine: the monkey may leave
for the title and deal any game listed there)."""

import random
import sys

import pygame
import pytest
from driver import Driver

KEYS = [
    (pygame.K_ESCAPE, 0),
    (pygame.K_RETURN, 0),
    (pygame.K_z, pygame.KMOD_CTRL),
    (pygame.K_y, pygame.KMOD_CTRL),
    (pygame.K_z, pygame.KMOD_CTRL | pygame.KMOD_SHIFT),
    (pygame.K_n, pygame.KMOD_CTRL),
    (pygame.K_F2, 0),
    (pygame.K_F5, 0),
    (pygame.K_d, pygame.KMOD_CTRL),
    (pygame.K_e, pygame.KMOD_CTRL),
    (pygame.K_F1, 0),
    (pygame.K_1, 0),
    (pygame.K_2, 0),
    (pygame.K_3, 0),
    (pygame.K_4, 0),
    (pygame.K_BACKSPACE, 0),
    (pygame.K_PAGEDOWN, 0),
]


def near_a_card(d: Driver, rng: random.Random) -> tuple[int, int]:
    """Mostly over real places, so the monkey actually plays; sometimes anywhere."""
    w, h = d.app.size
    if d.table is not None:  # remembered while the title is on top, as a player's hand is
        d.places = list(d.table.widget.view.layout.places.values())
    places = getattr(d, "places", None)
    if places and rng.random() < 0.7:
        rect = rng.choice(places)
        return rng.randint(rect.left, rect.right), rng.randint(rect.top, rect.bottom)
    return rng.randint(0, w - 1), rng.randint(0, h - 1)


BORED = 200
"""Frames without a move after which the monkey leaves, as a bored player would: a table
or a lesson by Esc, then Tab and Enter for the question that may follow (a lesson that only
takes its own step's move would hold it for good); the title or a dialog by Esc and Enter,
which continues the game in progress. The hint and the bot think on threads, so the same
seed does not always wander the same way: it must play wherever it wanders."""


def knowing(d: Driver, rng: random.Random):
    """The ends of a legal move's drag, from its card to its place, as a player who knows
    the rules would make it; None off the table, or with no move to make."""
    table = d.table
    moves = d.game.legal_moves() if table is not None else []
    if not moves:
        return None
    move = rng.choice(moves)
    src, dst = table.kind.source(move), table.kind.target(move)
    places = table.widget.view.layout.places
    card = table.hand.at().top_rect(src) if src in places else None
    if card is None or not dst or dst not in places:
        return None
    return card.center, places[dst].center


def drag(d: Driver, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press, move over, release: the events of one drag (a press and a release far
    apart with no motion between are no drag, and every game's table knows it)."""
    d.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    d.post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    d.post(pygame.MOUSEBUTTONUP, pos=end, button=1)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_monkey(seed):
    rng = random.Random(seed)
    variant = ["hopscotch", "lucky-seven", "squattsi", "cheshire"][seed % 4]
    d = Driver("--variant", variant, "--deal", str(seed))
    pressed = False
    played, last, idle = 0, (None, 0), 0
    for _ in range(2500):
        roll = rng.random()
        if idle > BORED:  # a player stuck for long leaves the screen, or goes back to the game
            keys = (pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN)  # Esc, and yes to leave
            if d.table is None:  # the title or a dialog over it: close it, then Continue
                keys = (pygame.K_ESCAPE, pygame.K_RETURN)
            for key in keys:
                d.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
                d.frames()
            idle = 0
        elif roll < 0.35:
            d.post(
                pygame.MOUSEMOTION,
                pos=near_a_card(d, rng),
                rel=(0, 0),
                buttons=(int(pressed), 0, 0),
            )
        elif roll < 0.75 and not pressed and rng.random() < 0.2:  # a whole drag, as players do
            ends = knowing(d, rng) if rng.random() < 0.5 else None
            drag(d, *(ends or (near_a_card(d, rng), near_a_card(d, rng))))
        elif roll < 0.75:
            kind = pygame.MOUSEBUTTONUP if pressed else pygame.MOUSEBUTTONDOWN
            d.post(kind, pos=near_a_card(d, rng), button=rng.choice([1, 1, 1, 1, 3]))
            pressed = not pressed
        elif roll < 0.97:
            key, mod = rng.choice(KEYS)
            d.post(pygame.KEYDOWN, key=key, mod=mod, unicode=str(rng.randint(0, 9)), scancode=0)
        else:
            w, h = rng.choice([(960, 600), (1280, 800), (1500, 900)])
            pygame.display.set_mode((w, h), pygame.RESIZABLE)
            d.post(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        d.frames()
        d.app.running = True  # the title's Quit is a fair click: the monkey carries on
        if d.table is not None:  # the game in progress, or a lesson's on top of it
            game = d.game
            fold = sys.modules[type(game).__module__].fold  # its rules' fold, beside its Game
            assert game.board == fold(game.start, game.moves)
            if last[0] is game and len(game.moves) > last[1]:
                played, idle = played + 1, 0
            last = (game, len(game.moves))
        idle += 1
    assert played >= 5, f"the monkey should have played some moves, played {played}"

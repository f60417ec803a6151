"""The game a lesson's step shows, for tests that hold the words to the table."""

from __future__ import annotations

import re

from boardwalk.games.boardwalk.lessons import LESSONS
from boardwalk.rules import Game, all_places, new_game

SUITS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
MENTION = re.compile(r"(10|[2-9AJQK])([♠♥♦♣])")


def shown(variant: str, number: int, after: bool = False) -> Game:
    """The game as step ``number`` (from 1) shows it: its words, or its ``after`` words
    (once its own move is played; a refused move changes nothing)."""
    lesson = LESSONS[variant]
    step = lesson.steps[number - 1]
    if step.scene is not None:
        game = new_game(variant, deal=step.scene.deal, deck=step.scene.deck or None)
        moves = list(step.scene.moves)
    else:
        game = new_game(variant, deck=lesson.deck)
        moves = [*lesson.moves_before(number - 1), *step.auto]
    for move in moves:
        game.play(move)
    if after and step.move:
        game.play(step.move)
    return game


def number_of(variant: str, move: str = "", refuse: str = "", words: str = "") -> int:
    """The number (from 1) of the step with this move, try, or words in it."""
    for number, step in enumerate(LESSONS[variant].steps, start=1):
        if (move and step.move == move) or (refuse and step.refuse == refuse):
            return number
        if words and words in step.words:
            return number
    raise LookupError(f"no {variant} step {move or refuse or words!r}")


def mentioned(text: str) -> set[str]:
    """The card codes a text names as a player reads them (``7♦`` -> ``7D``)."""
    return {("T" if rank == "10" else rank) + SUITS[suit] for rank, suit in MENTION.findall(text)}


def face_up(game: Game) -> set[str]:
    return {c for p in all_places(game.variant) for c in game.cards(p) if c != "##"}

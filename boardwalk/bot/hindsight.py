"""Hindsight optimisation with worlds that last: the honest player behind hints and the
demo.

Every deal is winnable seeing all cards, so the whole difficulty is not knowing them. The
player imagines the face-down cards several ways (*worlds*, each uniform over what it has
not seen) and asks the clairvoyant solver for a winning line in each. A move is worth the
number of worlds in which a win still follows it.

What makes this affordable in pure Python is that a world is kept from move to move. A
face-down card never moves until it turns up, so a world is an assignment of unseen cards
to face-down places; when a card turns up, the world keeps every guess that is still
possible and deals the rest again (for a uniform world this is exact conditioning). Its
winning line is then *replayed leniently* (each move played if it is still legal, skipped
if not): most moves of this game commute, so a line usually survives the player's move and
the card it turned up, and checking it costs a few milliseconds where finding it cost
seconds. Only worlds whose line broke are searched again. Judging a move is the same
replay with that move first.

The method's known weakness is *strategy fusion*: in each world the solver plays as if
it will know every card, so it overrates moves that need luck nobody can see coming. The
count of winning worlds (never one world's score) keeps that in check, and where the worlds
settle nothing (early on, a line is found in few of them) the search bot's lookahead over
several worlds decides; what is left is measured in the README's table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from boardwalk.rules.board import Board
from boardwalk.rules.engine import perform
from boardwalk.rules.moves import is_legal

from .evaluate import evaluate
from .knowledge import Observation, fill
from .players import GreedyPlayer, Hurried, Player, RandomPlayer, SearchPlayer
from .rollout import RolloutPlayer
from .solver import Solver
from .successors import successors

Slot = tuple[int, int]
LOOK_DEPTH = 2
"""Greedy moves of the search bot's look that breaks ties between moves."""


@dataclass(frozen=True)
class Plan:
    """How much the player imagines and searches."""

    worlds: int = 10
    nodes: int = 3000
    """Positions the solver may look at to find a line in a world."""
    searches: int = 4
    """Worlds searched afresh per decision at most (the rest wait for a later move)."""
    width: int = 6
    """Moves judged in every world: those the lines start with, then the best-looking."""
    look: int = 4
    """Worlds of the search bot's look that breaks ties."""


@dataclass
class World:
    guess: dict[Slot, int]
    """The card imagined in each face-down place."""
    line: tuple[str, ...] | None = None
    """A winning line from the current position in this world, if one is known."""
    searched: bool = False
    """Searched at this position without a win found: wait for the position to change."""
    board: Board | None = field(default=None, repr=False)


class HindsightPlayer(Hurried):
    name = "hindsight"

    def __init__(self, seed: int = 0, plan: Plan | None = None) -> None:
        super().__init__(seed)
        self.plan = plan or Plan()
        self.worlds: list[World] = []

    def decide(self, observation: Observation, rng: random.Random) -> str | None:
        moves = sorted(m for m, _ in successors(observation.skeleton))
        if len(moves) <= 1:
            return moves[0] if moves else None
        self._sync(observation, rng)
        self._search()
        return self._judge(moves)

    # -- keeping worlds --------------------------------------------------------------
    def _sync(self, observation: Observation, rng: random.Random) -> None:
        """Every world made to agree with what is now seen, keeping what still can be."""
        while len(self.worlds) < self.plan.worlds:
            self.worlds.append(World({}))
        for world in self.worlds:
            before = world.board
            world.guess = _agree(world.guess, observation, rng)
            cards = tuple(world.guess[s] for s in observation.slots)
            world.board = fill(observation.skeleton, observation.slots, cards)
            if before is None or world.board != before:
                world.searched = False
                if world.line is not None:
                    world.line = _lenient(world.board, world.line)

    def _search(self) -> None:
        plan, searched = self.plan, 0
        for i, world in enumerate(self.worlds):
            if world.line is not None or world.searched or searched >= plan.searches:
                continue
            solver = Solver(plan.nodes, want_score=False, seed=self.seed * 100 + i)
            solver.stop, solver.deadline = self.stop, self.deadline
            if searched and solver.cancelled:
                break
            verdict = solver.solve(world.board)
            world.line = verdict.line if verdict.winnable else None
            # A search cut short by the clock or a stop settles nothing: try it again.
            world.searched = world.line is None and not solver.cancelled
            searched += 1

    def _judge(self, moves: list[str]) -> str:
        """The move after which most worlds still have a win; ties by the visible look."""
        worlds = [w for w in self.worlds if w.board is not None]
        lines = [w for w in worlds if w.line]
        firsts = {w.line[0] for w in lines}
        prior = {m: sum(evaluate(perform(w.board, m)[0]) for w in worlds[:2]) for m in moves}
        ranked = sorted(moves, key=lambda m: (m in firsts, prior[m]), reverse=True)
        candidates = ranked[: max(self.plan.width, len(firsts))]
        wins = dict.fromkeys(candidates, 0)
        for world in lines:
            for move in candidates:
                wins[move] += _lenient(world.board, (move, *world.line)) is not None
        top = max(wins.values())
        close = [m for m in candidates if wins[m] == top]
        if len(close) == 1 or self.stop.is_set():
            return close[0]
        look = {  # the search bot's look, for worlds that settle nothing
            m: sum(
                SearchPlayer.playout(perform(w.board, m)[0], LOOK_DEPTH)
                for w in worlds[: self.plan.look]
            )
            for m in close
        }
        return max(close, key=lambda m: (look[m], prior[m]))


def _agree(guess: dict[Slot, int], observation: Observation, rng: random.Random) -> dict[Slot, int]:
    """The guess for each face-down place kept where that card is still unseen and not
    guessed twice; the other places dealt the unseen cards left over, at random."""
    unseen = set(observation.unseen)
    kept: dict[Slot, int] = {}
    for slot in observation.slots:
        card = guess.get(slot)
        if card in unseen:
            kept[slot] = card
            unseen.discard(card)
    rest = sorted(unseen)
    rng.shuffle(rest)
    for slot in observation.slots:
        if slot not in kept:
            kept[slot] = rest.pop()
    return kept


def _lenient(board: Board, line: tuple[str, ...]) -> tuple[str, ...] | None:
    """The moves of ``line`` still legal, played in order, if they end in a win."""
    played = []
    u = board.variant.upper_columns
    for move in line:
        if is_legal(board, move):
            board = perform(board, move)[0]
            played.append(move)
            if not any(board.stacks[:u]):
                return tuple(played)
    return None


PLAYERS: dict[str, type[Player]] = {
    p.name: p for p in (RandomPlayer, GreedyPlayer, SearchPlayer, HindsightPlayer, RolloutPlayer)
}

"""Where the rollout player's lost games are lost: for each lost deal, the move after which
the clairvoyant solver no longer finds a win (bisection over the game's positions).

A player who loses a deal the solver wins from the start made, somewhere, a move after
which no win was left even to a player who sees every card. Where that move falls (near
the end, with cards still face down, or early) says where a stronger player should look.
Bisection assumes that once a position is lost every later one is too, which holds for
wins proved; a search that runs out of nodes counts as no win found, so the move reported
can be a little early. Deals whose opening the solver does not win are reported as such.

    python benchmarks/where_lost.py --variant cheshire --first 5001 --games 20
"""

from __future__ import annotations

import argparse
import json
from multiprocessing import Pool

from boardwalk.bot.rollout import RolloutPlayer
from boardwalk.bot.solver import Solver
from boardwalk.rules import new_game
from boardwalk.rules.engine import perform
from boardwalk.rules.scoring import score


def one_deal(args: tuple[str, int, int]) -> dict:
    """The deal played by the rollout player and, if lost, where."""
    variant, deal, nodes = args
    player, board = RolloutPlayer(seed=0), new_game(variant, deal=deal).board
    boards, moves = [board], []
    while (move := player.choose(board)) is not None:
        board = perform(board, move)[0]
        boards.append(board)
        moves.append(move)
    if score(board).won:
        return {"deal": deal, "won": True}
    if Solver(nodes).solve(boards[0]).winnable is not True:
        return {"deal": deal, "won": False, "opening": "no win found"}
    lo, hi = 0, len(boards) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if Solver(nodes).solve(boards[mid]).winnable is True:
            lo = mid
        else:
            hi = mid
    return {"deal": deal, "won": False, "move": moves[lo], "from_end": len(moves) - lo,
            "moves": len(moves), "total": score(board).total}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="cheshire")
    parser.add_argument("--first", type=int, default=5001)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--nodes", type=int, default=20_000)
    parser.add_argument("--jobs", type=int, default=2)
    a = parser.parse_args()
    tasks = [(a.variant, d, a.nodes) for d in range(a.first, a.first + a.games)]
    with Pool(a.jobs) as pool:
        for row in pool.imap_unordered(one_deal, tasks):
            print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()

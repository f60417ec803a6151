"""Could hindsight have seen the losing move coming? At the position where the rollout
player lost a deal (``where_lost.py``'s output), every legal move is judged as hindsight
judges it: in K arrangements of the unseen cards, does the clairvoyant solver still find a
win after it? Each move is also judged in the real deal (could a player who saw every card
still win after it?).

If the losing move scored clearly below another move in the imagined arrangements, a
hindsight check could veto it. ``--back 3`` asks the same three moves earlier in the same
games, where the move chosen kept the deal winnable: the control, so that a veto's cost
(good moves it would overrule) can be set beside what it would save.

    python benchmarks/where_lost.py --variant hopscotch --games 40 > lost.jsonl
    python benchmarks/hindsight_at_loss.py lost.jsonl --variant hopscotch
    python benchmarks/hindsight_at_loss.py lost.jsonl --variant hopscotch --back 3
"""

from __future__ import annotations

import argparse
import json
import random
from multiprocessing import Pool

from boardwalk.bot.knowledge import Observation
from boardwalk.bot.rollout import RolloutPlayer
from boardwalk.bot.solver import Solver
from boardwalk.bot.successors import successors
from boardwalk.rules import new_game
from boardwalk.rules.engine import perform


def one(args: tuple[str, dict, int, int, int]) -> dict | None:
    """Every move at the position ``back`` moves before the losing one: (wins in the
    imagined arrangements, a win found in the real deal)."""
    variant, row, back, worlds, nodes = args
    at = row["moves"] - row["from_end"] - back
    if at < 0:
        return None
    player, board = RolloutPlayer(seed=0), new_game(variant, deal=row["deal"]).board
    for _ in range(at):
        board = perform(board, player.choose(board))[0]
    chosen = player.choose(board)
    rng = random.Random(row["deal"])
    observation = Observation.of(board)
    imagined = [observation.sample(rng) for _ in range(worlds)]

    def won(b):
        return Solver(nodes, want_score=False).solve(b).winnable is True

    moves = {
        move: (sum(won(perform(w, move)[0]) for w in imagined), won(child))
        for move, child in successors(board)
    }
    return {"deal": row["deal"], "at": at, "chosen": chosen, "moves": moves}


def summary(rows: list[dict]) -> str:
    """How often the chosen move was below the best-looking one, and which was really
    better."""
    below = [r for r in rows if r["moves"][r["chosen"]][0] < max(w for w, _ in r["moves"].values())]
    gap2 = [
        r for r in rows if max(w for w, _ in r["moves"].values()) - r["moves"][r["chosen"]][0] >= 2
    ]
    real = [r for r in rows if any(t for _, t in r["moves"].values())]
    best_real = 0.0
    for r in real:
        top = max(w for w, _ in r["moves"].values())
        tops = [t for w, t in r["moves"].values() if w == top]
        best_real += sum(tops) / len(tops)
    chosen_real = sum(r["moves"][r["chosen"]][1] for r in real)
    return (f"{len(rows)} positions; the chosen move below the best in the arrangements in "
            f"{len(below)}, by 2 or more in {len(gap2)}; of {len(real)} positions with a move "
            f"still winning in the real deal, the best-looking move is one in {best_real:.1f} "
            f"(ties shared), the chosen move in {chosen_real}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("lost", help="where_lost.py's output (JSON lines)")
    parser.add_argument("--variant", default="hopscotch")
    parser.add_argument("--back", type=int, default=0)
    parser.add_argument("--worlds", type=int, default=10)
    parser.add_argument("--nodes", type=int, default=4000)
    parser.add_argument("--jobs", type=int, default=2)
    a = parser.parse_args()
    with open(a.lost, encoding="utf-8") as f:
        lost = [row for line in f if "from_end" in (row := json.loads(line))]
    tasks = [(a.variant, row, a.back, a.worlds, a.nodes) for row in lost]
    rows = []
    with Pool(a.jobs) as pool:
        for row in pool.imap_unordered(one, tasks):
            if row is not None:
                rows.append(row)
                print(json.dumps(row), flush=True)
    print(summary(rows))


if __name__ == "__main__":
    main()

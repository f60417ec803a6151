"""Frame time, idle cost and start-up time of the table (a benchmark, not a test).

Headless (SDL dummy driver) at 1280×800 and 1920×1080: the median and 99th percentile of
one busy frame — a mid-game Squattsi table, a card being dragged, three animations in
flight — beside a baseline frame timed in the same run (fill the window and blit one
full-screen background). Then the idle table: the share of one core the real loop uses
over five seconds at a settled table where nothing happens, beside the same table redrawn
every frame at 60 Hz as the loop once did (each in a process of its own). Then the time
from process start to the first frame shown, beside a bare pygame window's. 60 Hz leaves
16.7 ms per frame.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["BOARDWALK_DATA_DIR"] = tempfile.mkdtemp(prefix="boardwalk-bench-")  # not the player's
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from boardwalk.app import App, parse_args  # noqa: E402
from boardwalk.rules.engine import perform  # noqa: E402
from boardwalk.rules.moves import legal_moves  # noqa: E402
from boardwalk.rules.scoring import score  # noqa: E402

FRAMES = 400
DEAL = "181"
"""A Squattsi deal still open after 14 greedy moves."""
IDLE_SECONDS = 5.0
BARE = (
    "import pygame; pygame.init(); s = pygame.display.set_mode((1280, 800)); "
    "s.fill((0, 90, 0)); pygame.display.flip(); pygame.quit()"
)


def mid_game(app: App) -> None:
    """Play 14 greedy moves of Squattsi deal 181, so the table is busy (and the game still open:
    deal 7 was over after 4, and the bench timed the game-over panel instead)."""
    game = app.keeper.current.game
    for _ in range(14):
        legal = legal_moves(game.board)
        if not legal:
            break
        move = max(legal, key=lambda m: score(perform(game.board, m)[0]).destinations)
        app.keeper.play(move)


def busy_frames(size: tuple[int, int]) -> list[float]:
    app = App(
        parse_args(["--variant", "squattsi", "--deal", DEAL, "--size", f"{size[0]}x{size[1]}"])
    )
    mid_game(app)
    scene = app.routes.table
    scene.settle()
    at = scene.hand.at()
    hand = at.top_rect("h2")
    scene.hand.gestures.press(at, hand.center, 1)
    scene.hand.gestures.motion((hand.centerx + 200, hand.centery - 300))
    cards = [c for p in ("1a", "1b", "h1") for c in scene.game.cards(p)[-1:]]
    times = []
    for i in range(FRAMES):
        if i % 10 == 0:  # keep three animations in flight
            for card in cards:
                scene.widget.anim.glide(card, (10.0, 10.0), 0, 200)
        start = time.perf_counter()
        for s in app.stack.screens:
            s.update(16)
        app.stack.draw(app.surface)
        times.append((time.perf_counter() - start) * 1000)
    return times


def baseline_frames(size: tuple[int, int]) -> list[float]:
    surface = pygame.display.set_mode(size)
    background = pygame.Surface(size).convert()
    background.fill((28, 92, 62))
    times = []
    for _ in range(FRAMES):
        start = time.perf_counter()
        surface.fill((0, 0, 0))
        surface.blit(background, (0, 0))
        times.append((time.perf_counter() - start) * 1000)
    return times


def startup_seconds(command: list[str], repeat: int = 5) -> float:
    """Best of a few runs, with bytecode cached as an installed game has it (pygame's is)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", "boardwalk", "main.py"], cwd=ROOT, env=env
    )
    subprocess.run(command, capture_output=True, cwd=ROOT, env=env)  # warm the file cache
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True, cwd=ROOT, env=env)
        best = min(best, time.perf_counter() - start)
    return best


def idle_share(how: str) -> float:
    """The share of one core used over ``IDLE_SECONDS`` at a settled, untouched table: the
    real loop (``ours``), or one that redraws every frame at 60 Hz (``always``)."""
    run = [sys.executable, str(Path(__file__).resolve()), "--idle", how]
    done = subprocess.run(run, check=True, capture_output=True, text=True, cwd=ROOT)
    return float(done.stdout.split()[-1])


def idle_here(how: str) -> None:
    """In a process of its own: print the share of a core the idle table costs."""
    app = App(parse_args(["--variant", "squattsi", "--deal", DEAL, "--size", "1280x800"]))
    for screen in app.stack.screens:
        screen.settle()
    app.step(0)
    wall, cpu = time.perf_counter(), time.process_time()
    if how == "ours":
        pygame.time.set_timer(pygame.QUIT, int(IDLE_SECONDS * 1000), loops=1)
        app.run()
    else:
        while time.perf_counter() - wall < IDLE_SECONDS:
            drawn = app.draws
            app.step(app.clock.tick(60))
            if app.draws == drawn:
                app.redraw()
    print((time.process_time() - cpu) / (time.perf_counter() - wall))


def p99(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.99) - 1]


def main() -> None:
    results = {}
    for size in [(1280, 800), (1920, 1080)]:
        base = baseline_frames(size)
        busy = busy_frames(size)
        median, worst, floor = statistics.median(busy), p99(busy), statistics.median(base)
        results[size] = (median, worst, floor)
        print(
            f"{size[0]}x{size[1]}: busy frame median {median:.2f} ms, p99 {worst:.2f} ms; "
            f"baseline {floor:.2f} ms ({median / floor:.1f}x)"
        )
    ours_idle, always_idle = idle_share("ours"), idle_share("always")
    print(
        f"idle table (1280x800, {IDLE_SECONDS:g} s): ours {ours_idle * 100:.1f}% of a core, "
        f"redrawn every frame {always_idle * 100:.1f}% ({ours_idle / always_idle:.2f}x)"
    )
    bare = startup_seconds([sys.executable, "-c", BARE])
    ours = startup_seconds([sys.executable, "main.py", "--frames", "1"])
    print(
        f"start-up to first frame: ours {ours * 1000:.0f} ms, "
        f"bare pygame window {bare * 1000:.0f} ms"
    )
    median, worst, base = results[(1280, 800)]
    print(
        f"frame-bench: busy_ms_median={median:.2f} busy_ms_p99={worst:.2f} "
        f"baseline_ms={base:.2f} startup_ratio={ours / bare:.2f} "
        f"idle_core_share={ours_idle:.3f} idle_ratio={ours_idle / always_idle:.2f}"
    )


if __name__ == "__main__":
    if sys.argv[1:2] == ["--idle"]:
        idle_here(sys.argv[2])
    else:
        main()

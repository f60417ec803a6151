"""Every screen and state of the game, rendered at any window size and audited for layout.

Nothing may overflow, ever: each state in ``catalogue()`` is reached in a fresh app (its own
throwaway data folder, no display), its animations are settled, and the frame is drawn
under ``boardwalk.render.ink.recording()``. ``audit`` then names every piece of text outside
its box, every widget outside the window, every two widgets on top of each other and every
word drawn without ``text_in``. ``tests/screens/test_every_screen.py`` asserts there are
none; this script also writes contact sheets for a person to look at::

    python tools/screens.py                       # all states, the four sizes, docs/screens/
    python tools/screens.py --sizes 960x600 --only title "table cheshire"
    python tools/screens.py --full /tmp/shots     # full-size PNGs too (default: a temp folder)
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
for _path in (ROOT, ROOT / "tests"):  # the game, and the tests' perfect Hopscotch game
    if str(_path) not in sys.path:
        sys.path.append(str(_path))

import pygame  # noqa: E402
from pygame import Rect  # noqa: E402

from boardwalk.games.registry import all_lessons, all_variants, kind_of  # noqa: E402
from boardwalk.render import ink  # noqa: E402

SIZES = ((960, 600), (1280, 800), (1920, 1080), (2560, 1440))
FRAME = 16
OFFERED = '{"version": 1, "offered": true, "done": []}'
LINES = {  # the bot's games, pinned (it plays with a little noise): (deal, moves) to the end
    "hopscotch": (35, "1b-4b 1b-4f 1b-4a 1b-4e 1d-4g 3e-4c 1e-4e 3e-4d 3d-4h 1d-4e 1c-4d 3a-4a "
                      "3f-4f 3g-4g 3g-2b 1d-2b 1d-2d 3c-2d 3b-4c 3f-4b 1e-4f 1c-4g"),
    "lucky-seven": (4, "1b-4g 1a-4d h4-4b/3g 1a-4g 1d-4e h1-4g 3g-4g h2-4a/3g 1a-4f 1a-4c "
                       "1b-2a 1e-2a 3a-4a h3-4c 3c-2a 3a-4c h3-4f h4-4e 1b-3g 1b-2b"),
    "squattsi": (3, "1c-4a 1c-4g 1c-4e 1c-4d 1b-4c 1b-4f h2-4b/3c 1b-4c h2-2c/1b 3c-4c h2-4d "
                    "h1-4e h3-4g h4-4g 3a-2c h2-4a/3e 1d-4e 3e-2b"),
    "cheshire": (1, "1b* 1b-4e h3-4b/3e 1b-4e 1a-4c 1b-4f 1b-4d 3b-4a 3c-4b h2-4e h2-1c/1a "
                    "h2-4d h2-1d/1a 1a-2a h2-1e/1f 3b-2a 3e-4b h1-2b/1e h4-2b/1c h1-1c/1d "
                    "h1-1d/1f h2-1e/1c h3-1c/1d h1-1d/1f 1f-4c h1-2f/1e h3-2f/1d 3a-2f "
                    "h1-1d/1c 1e* h1-1c/1d 3b-2f h1-1d/1e 1e-4a h1-4f"),
    "towers": (1, "h-f4 j-e j-f4 j-f1 c-t1 c-t2 c-f2 c-f1 f-c f-j f-f3 a-f3 d-i d-t4 d-i d-f1 "
                  "b-f1 b-g t2-b h-t2 h-g h-f3 h-f1 j-f3 j-f3 t4-h a-t4 a-f1 t3-a c-h:2 e-g:2 e-h "
                  "f-t3 f-f1 e-d t4-e b-h:2 t2-b b-d:2 t3-b i-h:4 i-f1 g-f1 g-f1 g-f1 g-f1 g-f1 "
                  "a-g:2 a-f3 e-f3 e-f3 i-f3 i-f2 t1-e g-f3 g-f3 g-f3 g-f4 g-f2 h-f2 h-f2 h-f2 "
                  "h-f2 h-f2 h-f2 h-f2 h-f2 h-f2 h-f2 e-f4 e-f4 j-f4 b-f4 b-f4 d-f4 d-f4 d-f4 "
                  "d-f4"),  # the exact solver's win of deal 1, under the standard rule
    "republic": (10, "f-f3 pf-f5 b-c h-c ph-f3 s s-f4 s s-g s s-e s s-i s s-d s s s s s s-f6 s s "
                     "s s s-j s s s s-f7 s s-e s s s s-g s s-i s s-f1 s s-a s s s-g pb-g s s-g s "
                     "s-j s s s-f7 ph-f7 a-f7 s s s s-a s s-f3 s s-d s s s s s-i w-i s s-i s s s "
                     "s s-e pf-e s s s s s s-f1 c-f1 a-f1 d-f1 pb-c s s s s s-f5 h-f5 d-e:2 pd-h "
                     "pd-b s s-f7 s s s s-f2 s s-f1 d-f1 w-d s s s-g s s-b s s s-f4 g-f4 s R s s "
                     "s-f7 h-f7 w-h s s s-h s s s-g s s-f3 a-f3 pa-f2 c-f2 c-f5 i-f2 c-f2 f-f5 "
                     "e-f5 pc-f5 d-f5 j-b:3 pj-f3 b-f3 b-f7 b-f5 pa-d a-f8 pc-a pj-f j-f8 w-f "
                     "w-j s s-a s s-f4 i-f4 s s s s-f5 a-f5 w-a s s s s-f3 s s-f4 s s s-a s s-f "
                     "s s-e s s-f s s-h s s-f7 a-f7 s s-f1 d-f1 b-f1 w-d s s s-f3 h-f3 a-f3 h-f1 "
                     "h-f3 w-h s s-f3 s s s-f1 s s-f8 s s-h c-e w-c w-f1 w-f7 a-f7 d-f7 w-a "
                     "b-a:2 f-j:4 i-b:4 pi-d pi-f5 c-f5 i-j e-d:8 pe-a pe-f6 g-f6 g-f8 d-f8 b-f8 "
                     "g-a:5 pg-f6 a-f6 a-f2 d-f6 a-f4 b-f6 d-f8 e-f2 a-f8 b-f2 d-f6 j-f4 a-f6 "
                     "b-f4 d-f8 j-f2 a-f2 d-f4 j-f6 a-f4 j-f2 pg-f6 g-f8 d-f8 a-f2 d-f6 h-f8 "
                     "j-f4 a-f4 d-f2 h-f6 j-f8"),  # its plain hint wins deal 10
    "calculation": (3, "p-a p-b p-b p-c p-d p-4 c-4 a-4 p-2 p-d p-a p-c p-4 a-4 p-a p-c p-a p-a "
                       "p-b p-c p-2 p-1 a-1 a-1 p-a p-a p-1 p-1 c-1 c-1 d-1 d-1 p-a p-b p-1 a-1 "
                       "a-1 p-a p-b p-c p-d p-2 c-2 p-a p-3 b-3 b-2 p-a p-d p-c p-3 p-3 p-c p-3 "
                       "p-2 b-2 p-b p-b p-3 p-c p-d p-3 c-3 p-4 a-4 a-2 d-2 c-4 c-2 a-2 a-3 a-3 "
                       "d-3 d-2 b-4 b-3 c-4 b-4 b-4"),  # the search's win of deal 3, standard
}  # fmt: skip
WON = ("cheshire", 3, "1b* 1a-4d h2-4a/3d 1f-4e 1a-4d 1a-4c 1a-4f 3e-4b 1f-4e h3-1c/1f "
       "h1-2a/1f h4-2a/1c h3-4e h4-4d h3-4c h3-4b h3-4c 1e* 1d* h1-1c/1d h1-4f h2-4f h2-2a/1c "
       "h1-1c/1d 1d-2f 1c-2f h1-1c/1d 3d-2f 3e-4d 1c-2d 3d-2d 1e-2d 3c-3d 3f-4c 3a-4f 3b-2d "
       "h1-1c/1e 1e-4b 1e-2f h1-2e/1c 3c-2e 1b-2e 1b-4a h2-1c/1b 1c-3c h3-1c/1b h3-4b 3b-4e "
       "1c-2b 1c* h3-2b/1c h4-2b/1c 1c-3b h3-2e/1c 3b-2a 3a-3b 3c-2b")  # fmt: skip
"""A Cheshire game the bot won with spikes, 47 points: a win that is not perfect."""


@dataclass(frozen=True)
class State:
    """One thing a player can see: how to open the app, and what to do in it after."""

    name: str
    group: str
    argv: tuple[str, ...] = ()
    build: Callable[[object], None] | None = None
    prepare: Callable[[Path], None] | None = None
    """Put files in the data folder before the app opens (a history, a damaged file)."""
    first_launch: bool = False
    settle: bool = True
    """False for what only lives while it moves (the win cascade)."""
    shows: str = ""
    """The screen that must be in view (by default, the group's): a state that was not
    reached is a problem too, not a clean picture of something else."""

    @property
    def screen(self) -> str:
        return self.shows or SHOWS[self.group]


SHOWS = {
    "title": "TitleScreen",
    "table": "TableScreen",
    "dialog": "Dialog",
    "toast": "TableScreen",
    "score": "ScoreScreen",
    "replay": "ReplayScreen",
    "help": "HelpScreen",
    "tutorial": "TutorialScreen",
    "lessons": "LessonsScreen",
    "settings": "SettingsScreen",
    "saves": "SavesScreen",
    "stats": "StatsScreen",
}


@dataclass(frozen=True)
class Layer:
    """What one screen in view drew, and whether it dimmed or hid everything beneath it
    (a dialog does; a panel that leaves the table in view does not)."""

    name: str
    sheet: ink.Sheet
    veils: bool
    kinds: frozenset[str] = frozenset()
    """The screen's class and the classes it is made from (a NumberDialog is a Dialog)."""


@dataclass
class Shot:
    """A state drawn at one size: the picture, and what each screen in view drew."""

    state: State
    size: tuple[int, int]
    image: pygame.Surface
    layers: list[Layer] = field(default_factory=list)

    def problems(self) -> list[str]:
        """The audit of the frame, a group of screens at a time: a screen that veils what
        lies beneath starts a group of its own, one that does not (a panel over the table)
        is audited with the screens it is drawn over."""
        out = []
        if not any(self.state.screen in layer.kinds for layer in self.layers):
            shown = ", ".join(layer.name for layer in self.layers)
            out.append(f"not reached: no {self.state.screen} in view, only {shown}")
        groups: list[list[Layer]] = []
        for layer in self.layers:
            if layer.veils or not groups:
                groups.append([])
            groups[-1].append(layer)
        for group in groups:
            sheet = ink.Sheet([m for la in group for m in la.sheet.marks])
            sheet.stray = [w for la in group for w in la.sheet.stray]
            name = "+".join(la.name for la in group)
            out += [f"{name}: {p}" for p in audit(self.size, sheet)]
        return out


# -- the audit -----------------------------------------------------------------------------------
def audit(surface_size: tuple[int, int], sheet: ink.Sheet) -> list[str]:
    """What is wrong with one screen's frame: text outside its box, a mark outside the
    window, two buttons overlapping, a button under text that is not its label, texts on
    top of each other, a panel or toast cutting through words or covering a button, and
    stray words. Text a later panel or toast hides whole is covered, not overlapping (a
    toast over the status line); a button is never: it would still take clicks."""
    window = Rect((0, 0), surface_size)
    marks = [
        m for m in dict.fromkeys(_key(m) for m in sheet.marks) if m[3].strip() or m[0] != "text"
    ]
    problems = []
    for kind, rect, box, words in marks:
        if kind == "text" and box is not None and not Rect(box).contains(rect):
            problems.append(f"text outside its box: {_q(words)} at {rect} in {box}")
        if not window.contains(rect):
            problems.append(f"{kind} outside the window: {_q(words)} at {rect}")
    hidden = {i for i, m in enumerate(marks) if m[0] != "button" and _covered(m, marks[i + 1 :])}
    for i, first in enumerate(marks):
        for later in marks[i + 1 :]:
            clash = None if i in hidden else _clash(first, later)
            if clash:
                problems.append(clash)
    problems += [f"stray words (not drawn by text_in): {_q(w)}" for w in dict.fromkeys(sheet.stray)]
    return problems


Key = tuple[str, tuple[int, int, int, int], "tuple[int, int, int, int] | None", str]
COVERS = ("panel", "toast")


def _key(mark: ink.Mark) -> Key:
    """A mark as a hashable value: the same thing drawn twice is audited once."""
    box = tuple(mark.box) if mark.box is not None else None
    return (mark.kind, tuple(mark.rect), box, mark.words)


def _covered(mark: Key, later: list[Key]) -> bool:
    """Whether a panel or toast drawn later hides the whole of ``mark``."""
    return any(k in COVERS and Rect(r).contains(mark[1]) for k, r, _, _ in later)


def _clash(first: Key, later: Key) -> str | None:
    """Why two marks of one screen must not be where they are (``first`` drawn first)."""
    (k1, r1, _, w1), (k2, r2, _, w2) = first, later
    a, b = Rect(r1), Rect(r2)
    if not a.colliderect(b) or "arrow" in (k1, k2):  # a lesson's arrow points across the
        return None  # felt over cards and their labels, as a dragged card passes over them
    what = f"{k1} {_q(w1)} at {r1} and {k2} {_q(w2)} at {r2}"
    if k1 == k2 == "button":
        return f"buttons overlap: {what}"
    if {k1, k2} == {"button", "text"}:
        (button, label), words = ((a, w1), w2) if k1 == "button" else ((b, w2), w1)
        own = words == label and button.contains(b if k1 == "button" else a)
        return None if own else f"text over a button: {what}"
    if k1 == k2 == "text":
        return None if w1 == w2 else f"texts overlap: {what}"
    if k2 in COVERS:  # drawn over what was there: only a panel or a toast may hold one
        return None if k1 in COVERS and a.contains(b) else f"{k2} drawn over {what}"
    if a.contains(b):  # words or a button on the panel (or toast) beneath them
        return None
    return f"crosses the edge of a {k1}: {what}"


def _q(words: str) -> str:
    words = " ".join(words.split())
    return repr(words if len(words) <= 60 else words[:57] + "...")


# -- bringing the app into a state -----------------------------------------------------------
@contextmanager
def data_folder() -> Iterator[Path]:
    """A throwaway data folder (and exports folder) for one app, never the player's own."""
    names = ("BOARDWALK_DATA_DIR", "BOARDWALK_EXPORT_DIR")
    before = {n: os.environ.get(n) for n in names}
    with tempfile.TemporaryDirectory(prefix="boardwalk-screens-") as tmp:
        folder = Path(tmp) / "data"
        folder.mkdir()
        os.environ["BOARDWALK_DATA_DIR"] = str(folder)
        os.environ["BOARDWALK_EXPORT_DIR"] = str(Path(tmp) / "exports")
        try:
            yield folder
        finally:
            for n, value in before.items():
                if value is None:
                    os.environ.pop(n, None)
                else:
                    os.environ[n] = value


def render(state: State, size: tuple[int, int]) -> Shot:
    """Open a fresh app at ``size``, bring it into ``state``, settle it, and draw one frame
    screen by screen under the ink recorder."""
    from boardwalk.app import App, parse_args

    with data_folder() as folder:
        if not state.first_launch:  # the tutorial has been offered already
            (folder / "tutorial.json").write_text(OFFERED)
        if state.prepare:
            state.prepare(folder)
        app = App(parse_args(["--size", f"{size[0]}x{size[1]}", *state.argv]))
        pygame.mouse.set_pos((0, 0))  # the pointer a state before left over a stack is parked
        try:
            frames(app, 2)
            if state.build:
                state.build(app)
            if state.settle:
                settle(app)
            layers = draw(app)
            return Shot(state, size, app.surface.copy(), layers)
        finally:
            close(app)


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.step(FRAME)


def settle(app) -> None:
    for _ in range(2):
        for screen in app.stack.screens:
            screen.settle()
        frames(app)


def draw(app) -> list[Layer]:
    """The frame as the stack draws it (the highest opaque screen and those above it),
    each screen's marks recorded apart, and whether it veiled what was drawn before."""
    stack, surface = app.stack, app.surface
    if hasattr(stack, "visible"):
        shown = stack.visible()
    else:
        screens = stack.screens
        shown = screens[max((i for i, s in enumerate(screens) if s.opaque), default=0) :]
    layers = []
    for screen in shown:
        before = _edges(surface)
        with ink.recording() as sheet:
            screen.draw(surface)
        veils = all(a != b for a, b in zip(before, _edges(surface), strict=True))
        kinds = frozenset(c.__name__ for c in type(screen).__mro__)
        layers.append(Layer(type(screen).__name__, sheet, veils, kinds))
    return layers


def _edges(surface: pygame.Surface) -> list[tuple[int, ...]]:
    """Pixels along the window's four edges: a screen that changes them all has veiled the
    frame (a shade, or a screen of its own)."""
    w, h = surface.get_size()
    spots = [(x, y) for x in (1, w - 2) for y in (h // 3, 2 * h // 3)]
    spots += [(x, y) for x in (w // 3, 2 * w // 3) for y in (1, h - 2)]
    return [tuple(surface.get_at(spot)) for spot in spots]


def close(app) -> None:
    """Take every screen away (a score screen stops its solver) and close the history."""
    if app.stack.screens:
        app.stack.dismiss(app.stack.screens[0])
    app.keeper.history.close()


def key(app, code: int, mod: int = 0, unicode: str = "") -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode=unicode, scancode=0))
    frames(app)


def keys(*presses: tuple) -> Callable[[object], None]:
    """A build that presses keys in order: each ``(key, mod)`` or ``(key, mod, unicode)``."""
    return lambda app: [key(app, *press) for press in presses]


def hover(app, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app)


def wait_for(app, done: Callable[[], bool], ms: int = 20_000) -> None:
    """Let frames pass (the bot thinks in a thread) until ``done``, or give up."""
    end = time.monotonic() + ms / 1000
    while not done() and time.monotonic() < end:
        time.sleep(0.01)
        frames(app)


# -- the catalogue -------------------------------------------------------------------------------
def game(variant: str, part: float = 1.0) -> tuple[str, ...]:
    """Options that open the pinned game of ``variant`` with ``part`` of its moves played."""
    deal, line = LINES[variant]
    moves = line.split()
    return _opening(variant, ("--deal", str(deal)), moves[: round(len(moves) * part)])


def won(drop: int = 0) -> tuple[str, ...]:
    """The won Cheshire game, all but its last ``drop`` moves played."""
    variant, deal, line = WON
    moves = line.split()
    return _opening(variant, ("--deal", str(deal)), moves[: len(moves) - drop])


def perfect(drop: int = 0) -> tuple[str, ...]:
    """The tests' perfect Hopscotch game, all but its last ``drop`` moves played."""
    from helpers import PERFECT_LAYOUT

    from boardwalk.rules import deck_from_layout, find_variant

    deck = deck_from_layout(find_variant("hopscotch"), PERFECT_LAYOUT)
    moves = perfect_line()
    return _opening("hopscotch", ("--deck", deck), moves[: len(moves) - drop])


def perfect_line() -> list[str]:
    from helpers import perfect_moves

    return perfect_moves()


def _opening(variant: str, dealt: tuple[str, str], moves: list[str]) -> tuple[str, ...]:
    return ("--variant", variant, *dealt, "--moves", " ".join(moves))


def go(route: str, **details) -> Callable[[object], None]:
    return lambda app: app.routes.go(route, **details)


def then(*builds: Callable[[object], None]) -> Callable[[object], None]:
    return lambda app: [build(app) for build in builds]


def play_last(moves: Callable[[], list[str]]) -> Callable[[object], None]:
    """Play the game's last move through the table, as ``--auto-moves`` does, and let the
    win cascade run for half a second."""

    def build(app) -> None:
        from boardwalk.screens.gestures import Play

        app.routes.table.play(Play(moves()[-1]))
        frames(app, 30)

    return build


def continue_later(app) -> None:
    """A game with a long name, a big deal number and moves played (none of which ends
    it), left for the title."""
    kind, keeper = kind_of("lucky-seven"), app.keeper
    app.routes.start("lucky-seven", deal=987_654_321)
    for _ in range(12):
        for move in kind.legal(keeper.current.game.board):
            keeper.play(move)
            if not keeper.current.over():
                break
            keeper.undo()
    app.routes.go("menu")


def refuse_longest(app) -> None:
    """The refused move whose reason is the longest sentence: the toast's worst case."""
    table = app.routes.table
    board, kind = table.board, table.kind
    places = list(table.widget.view.layout.places)
    legal = set(kind.legal(board))
    reasons = {}
    for src in places:
        for dst in places:
            move = f"{src}-{dst}"
            if src != dst and move not in legal:
                try:
                    reasons[move] = kind.explain(board, move)
                except ValueError:
                    continue
    table.refused(max(reasons, key=lambda m: len(reasons[m])))


def hint(app) -> None:
    key(app, pygame.K_h)
    wait_for(app, lambda: app.routes.table.widget.toast.message.startswith("Hint"))


def hover_button(index: int) -> Callable[[object], None]:
    return lambda app: hover(app, app.routes.table.widget.buttons[index].rect.center)


def verdict(app) -> None:
    """The solver's longest sentence, without waiting seconds for it to look."""
    app.stack.top.verdict = SimpleNamespace(winnable=None, best=37, nodes=15_000, complete=False)


def see_score(app) -> None:
    """Click the game-over panel's See the score, as a player does; without such a button
    in view (the game is not over), take the End game route."""
    top = app.stack.top
    button = next((b for b in getattr(top, "buttons", []) if b.action == "end"), None)
    if button is None:
        app.routes.go("end")
        return
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=button.rect.center, button=1))
        frames(app)


def open_broken(app) -> None:
    folder = Path(os.environ["BOARDWALK_DATA_DIR"])
    app.routes.go("open", path=folder / "broken game from a friend.json")


def finish_lesson(app) -> None:
    """The lesson's last step, done (by Show me: keys never play for the learner), and
    Next: the lesson-complete dialog."""
    lesson = app.stack.top
    if lesson.run.step.waits and not lesson.run.done:
        lesson.show_me()
        lesson.settle()
    for _ in range(4):
        if type(app.stack.top).__name__ == "Dialog":
            return
        key(app, pygame.K_RIGHT)


# -- files the data folder starts with ----------------------------------------------------------
def history(folder: Path) -> None:
    shutil.copy(history_template(), folder / "history.sqlite3")


_TEMPLATE: list[Path] = []


def history_template() -> Path:
    """500 finished Hopscotch games (best 44, none perfect), written once per run."""
    if not _TEMPLATE:
        import atexit
        import random
        from datetime import UTC, datetime, timedelta

        from boardwalk.storage.history import FINISHES, History, Record

        tmp = Path(tempfile.mkdtemp(prefix="boardwalk-screens-history-"))
        atexit.register(shutil.rmtree, tmp, True)
        db = History(tmp / "history.sqlite3")
        db.db.execute("BEGIN")
        start = datetime(2025, 1, 1, tzinfo=UTC)
        for n in range(500):
            rng = random.Random(n)
            dest, hand = rng.randint(2, 40), rng.randint(0, 4)
            began = start + timedelta(hours=17 * n)
            seconds = rng.uniform(60, 4000)
            db.record(Record(
                f"game{n}", "hopscotch", rng.randint(1, 999_999_999), "", "", dest, hand, 0,
                dest + hand, dest >= 36, False, rng.randint(10, 140), rng.randint(0, 30),
                round(seconds, 1), rng.choice(FINISHES), began.isoformat(),
                (began + timedelta(seconds=seconds)).isoformat(),
            ))  # fmt: skip
        db.db.execute("COMMIT")
        db.close()
        _TEMPLATE.append(tmp / "history.sqlite3")
    return _TEMPLATE[0]


def damaged_settings(folder: Path) -> None:
    (folder / "settings.json").write_text('{"speed": "warp", "table": [')


def broken_file(folder: Path) -> None:
    (folder / "broken game from a friend.json").write_text('{"variant": "hopscotch", "moves": 7}')


def towers_games(folder: Path) -> None:
    """40 finished games of The Towers under its three rules: the figures by rule."""
    from boardwalk.rules.towers.matching import RULES

    _ruled_games(folder, "towers", list(RULES))


def calculation_games(folder: Path) -> None:
    """40 finished games of Calculation under fourteen variations, most of them typed (not
    offered at the deal): the figures by variation, cards up a game where points would be,
    and the least played folded into one line where they would not all be read."""
    typed = [f"{piles}-{bits:06b}" for piles in (3, 5) for bits in (3, 9, 17, 24, 33, 40)]
    _ruled_games(folder, "calculation", ["4-000000", "6-100010", *typed])


def _ruled_games(folder: Path, variant: str, rules: list[str]) -> None:
    """40 finished games of a game with rules, the first rule most often."""
    import random

    from boardwalk.storage.history import History, Record, stored_deck

    db = History(folder / "history.sqlite3")
    for n in range(40):
        rng = random.Random(n)
        rule = rules[n % len(rules)] if n < 30 else rules[0]
        won = rng.random() < 0.6
        home = 52 if won else rng.randint(4, 40)
        db.record(Record(
            f"{variant}{n}", variant, n + 1, stored_deck("", rule), "", 0, 0, 0, home, won,
            False, rng.randint(60, 140), rng.randint(0, 9), rng.uniform(120, 900),
            "over" if won else "abandoned", f"2026-01-{1 + n % 28:02d}T10:00:00+00:00",
            f"2026-01-{1 + n % 28:02d}T10:30:00+00:00",
        ))  # fmt: skip
    db.close()


def six_piles(app) -> None:
    """Calculation's easy variation (six piles, every discard in view), 30 hinted moves in."""
    from boardwalk.games.calculation.kind import CALCULATION_GAME

    played = CALCULATION_GAME.new_game("calculation", deal=7, rule="6-100010")
    for _ in range(30):
        played.play(CALCULATION_GAME.hint(played.board))
    app.routes.begin(played)
    frames(app, 2)


def undealt_visible(app) -> None:
    """Calculation with the undealt cards in view (option set 5), 12 hinted moves in: the
    deck fanned face up along the table's foot, the next card first."""
    from boardwalk.games.calculation.kind import CALCULATION_GAME

    played = CALCULATION_GAME.new_game("calculation", deal=7, rule="6-100110")
    for _ in range(12):
        played.play(CALCULATION_GAME.hint(played.board))
    app.routes.begin(played)
    frames(app, 2)


def hover_stack(app) -> None:
    """The pointer rests on Calculation's stack 2: its whole sequence shows (the look asks
    the system where the pointer is, so it is put there)."""
    pos = app.routes.table.widget.view.layout.places["2"].center
    pygame.mouse.set_pos(pos)
    hover(app, pos)


def hold_run(app) -> None:
    """Press on the head of the longest run that may move, and carry it halfway across."""
    from boardwalk.rules.towers.board import COLUMNS

    table = app.stack.screens[-1]
    board, layout = table.board, table.widget.view.layout
    runs = [m for m in table.legal() if ":" in m and m[0] in COLUMNS]
    move = max(runs, key=lambda m: int(m.split(":")[1]))
    src, count = move.split("-")[0], int(move.split(":")[1])
    column = board.columns[COLUMNS.index(src)]
    start = layout.card_rect(src, len(column) - count).move(0, 6).midtop
    end = layout.zone(move.split("-")[1].split(":")[0]).center
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, start), (pygame.MOUSEMOTION, mid)):
        extra = (
            {"button": 1}
            if kind == pygame.MOUSEBUTTONDOWN
            else {"rel": (0, 0), "buttons": (1, 0, 0)}
        )
        pygame.event.post(pygame.event.Event(kind, pos=pos, **extra))
        frames(app)


def two_done(folder: Path) -> None:
    done = list(all_lessons())[:2]
    (folder / "tutorial.json").write_text(
        f'{{"version": 1, "offered": true, "done": {done!r}}}'.replace("'", '"')
    )


def saved_games(folder: Path) -> None:
    exports = folder.parent / "exports"
    exports.mkdir()
    names = [
        f"{v}-deal-{987654321 - i}-20260921-2359{i:02d}"
        for i, (_, v) in enumerate(all_variants() * 3)
    ]
    names += ["a game I saved with a very long name so that it cannot fit on one line of the list"]
    for name in names:
        (exports / f"{name}.json").write_text("{}")


def catalogue(every_step: bool = True) -> list[State]:
    """Every state the audit and the contact sheets cover, in the order a player meets them.
    ``every_step`` False keeps, of each lesson, the first step, the last, and the first
    step that waits for a move, shown."""
    return [*_menus(), *_tables(), *_overlays(), *_scores(), *_elsewhere(), *_tutorial(every_step)]


CTRL = pygame.KMOD_CTRL
ABANDON = ((pygame.K_n, CTRL), (pygame.K_TAB, 0), (pygame.K_RETURN, 0))
"""Ctrl+N, then Abandon it: a new deal, past the question a game in progress asks."""
LOST = "h-f4 j-e j-f4 j-f1 j-t1 d-i".split()
"""Deal 1 of The Towers: four moves of a win, then j-t1, which throws it away."""
F1, END, ENTER = (pygame.K_F1,), (pygame.K_END,), (pygame.K_RETURN,)
DOWN, RIGHT = (pygame.K_DOWN,), (pygame.K_RIGHT,)


def _menus() -> list[State]:
    stats, lessons, saves = go("stats"), go("lessons"), go("import")
    return [
        State("title", "title"),
        State("title with Continue", "title", build=continue_later),
        State("first launch", "dialog", first_launch=True),
        State("damaged settings", "dialog", prepare=damaged_settings),
        State("lesson list", "lessons", build=lessons),
        State("lesson list, two done", "lessons", build=lessons, prepare=two_done),
        State("settings", "settings", build=go("settings")),
        State("saves, none", "saves", build=saves),
        State("saves, 13", "saves", build=saves, prepare=saved_games),
        State("statistics, 0 games", "stats", build=stats),
        State("statistics, 500 games", "stats", build=stats, prepare=history),
        State("statistics, 500 scrolled", "stats", (), then(stats, keys(*[DOWN] * 40)), history),
        State(
            "statistics towers by rule", "stats", (), go("stats", variant="towers"), towers_games
        ),
        State(
            "statistics calculation by variation",
            "stats",
            (),
            go("stats", variant="calculation"),
            calculation_games,
        ),
    ]


def _tables() -> list[State]:
    states = [
        State(f"table {variant} {when}", "table", game(variant, part))
        for _, variant in all_variants()
        for when, part in (("early", 0.0), ("mid", 0.5), ("over", 1.0))
    ]
    mid = game("squattsi", 0.5)
    return [
        *states,
        State("table hopscotch perfect", "table", perfect()),
        State("table cheshire won", "table", won()),
        State("win cascade cheshire", "table", won(1), play_last(WON[2].split), settle=False),
        State("win cascade perfect", "table", perfect(1), play_last(perfect_line), settle=False),
        State("tooltip Menu", "table", mid, hover_button(0)),
        State("tooltip Rules", "table", mid, hover_button(-1)),
        State("table towers lost since move 5", "table", _opening("towers", ("--deal", "1"), LOST)),
        State("table towers run held", "table", game("towers", 0.4), hold_run),
        State("table calculation six piles", "table", (), six_piles),
        State("table calculation undealt visible", "table", (), undealt_visible),
        State("table calculation stack hovered", "table", game("calculation", 0.5), hover_stack),
    ]


def _overlays() -> list[State]:
    mid, deal = game("hopscotch", 0.5), (pygame.K_d, CTRL)
    digits = [(getattr(pygame, f"K_{d}"), 0, d) for d in "123456789012345678"]
    last = len(all_lessons()["squattsi"].steps)
    lesson_end = ("--tutorial", "squattsi", "--step", str(last))
    calc, arrows = go("variant", variant="calculation"), [(pygame.K_RIGHT, 0), (pygame.K_DOWN, 0)]
    arrows += [(pygame.K_RIGHT, 0), (pygame.K_DOWN, 0)]  # five piles, every discard in view
    bad = [(pygame.K_TAB, 0), *((ord(c), 0, c) for c in "7-00"), ENTER]  # not a code
    return [
        State("dialog abandon game", "dialog", mid, keys((pygame.K_n, CTRL))),
        State("dialog abandon towers", "dialog", game("towers", 0.0), keys((pygame.K_n, CTRL))),
        State("dialog towers rule", "dialog", game("towers", 0.0), keys(*ABANDON)),
        State("dialog republic rule", "dialog", build=go("variant", variant="republic")),
        State("dialog calculation variation", "dialog", build=go("variant", variant="calculation")),
        State("dialog calculation variation changed", "dialog", build=then(calc, keys(*arrows))),
        State("dialog calculation variation wrong code", "dialog", build=then(calc, keys(*bad))),
        State("dialog challenge offered", "dialog", build=challenge_offered),
        State("dialog end game", "dialog", mid, keys((pygame.K_e, CTRL))),
        State("dialog deal number", "dialog", mid, keys(deal)),
        State("dialog deal number typed", "dialog", mid, keys(deal, *digits)),
        State("dialog deal number refused", "dialog", mid, keys(deal, ENTER)),
        State("dialog not opened", "dialog", mid, open_broken, broken_file),
        State("dialog lesson complete", "dialog", lesson_end, finish_lesson),
        State("toast refused move", "toast", mid, refuse_longest),
        State("toast hint", "toast", game("cheshire", 0.5), hint),
        State("toast saved a copy", "toast", mid, keys((pygame.K_s, CTRL))),
        State("toast demo", "toast", mid, keys((pygame.K_d,))),
    ]


def _scores() -> list[State]:
    over, end = game("hopscotch"), see_score
    return [
        State("score lost", "score", over, end),
        State("score won", "score", won(), end),
        State("score perfect", "score", perfect(), end),
        State("score ended early", "score", game("lucky-seven", 0.5), go("score")),
        State("score new best of 500", "score", perfect(), end, history),
        State("score solver verdict", "score", over, then(end, verdict)),
        State("score by Ctrl+E, game over", "score", over, keys((pygame.K_e, CTRL))),
        State("score towers won", "score", game("towers"), end, towers_games),
        State("score towers ended", "score", game("towers", 0.5), go("score"), towers_games),
        State("score republic challenge beaten", "score", build=challenge_beaten),
    ]


def challenge_offered(app) -> None:
    """A Republic challenge (40 moves of its pinned game) pasted at the title."""
    from boardwalk import clipboard
    from boardwalk.play.challenge import share_line
    from boardwalk.rules import new_game

    deal, line = LINES["republic"]
    played = new_game("republic", deal=deal, rule="alternating")
    for move in line.split()[:40]:
        played.play(move)
    clipboard.copy(share_line(played))
    app.routes.go("paste")
    frames(app, 3)


def challenge_beaten(app) -> None:
    """That challenge taken up and played further along the same line: the score screen
    sets the two results side by side, with the badge for a challenge beaten."""
    challenge_offered(app)
    key(app, pygame.K_RETURN)
    for move in LINES["republic"][1].split()[:90]:
        app.keeper.play(move)
    app.routes.go("score")
    frames(app, 3)


def _elsewhere() -> list[State]:
    over, replay = game("hopscotch"), (pygame.K_r, CTRL)
    return [
        State("replay start", "replay", over, keys(replay)),
        State("replay mid", "replay", over, keys(replay, *[RIGHT] * 11)),
        State("replay end", "replay", over, keys(replay, END)),
        *[State(f"help {v}", "help", game(v, 0.0), keys(F1)) for _, v in all_variants()],
        State("help cheshire end", "help", game("cheshire", 0.0), keys(F1, END)),
    ]


def _tutorial(every_step: bool) -> list[State]:
    states = []
    for variant, lesson in all_lessons().items():
        first_wait = next(i for i, step in enumerate(lesson.steps) if step.waits)
        for i, step in enumerate(lesson.steps):
            argv, name = (
                ("--tutorial", variant, "--step", str(i + 1)),
                f"tutorial {variant} {i + 1}",
            )
            if every_step or i in (0, len(lesson.steps) - 1):
                states.append(State(name, "tutorial", argv))
            if step.waits and (every_step or i == first_wait):
                states.append(State(f"{name} shown", "tutorial", argv, keys(RIGHT)))
    return states


# -- the command line: render, audit, contact sheets ---------------------------------------------
THUMB_W, COLUMNS, LABEL_H = 440, 8, 26


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def contact_sheet(shots: list[Shot], problems: dict[str, int]) -> pygame.Surface:
    """Thumbnails in a grid, the state's name under each (in red, with a count, when the
    audit found problems): at most ``COLUMNS`` wide, so the sheet stays under 4000 px."""
    from boardwalk.render.fonts import text

    w, h = shots[0].size
    th = THUMB_W * h // w
    cols = min(COLUMNS, len(shots))
    rows = -(-len(shots) // cols)
    gap = 12
    sheet = pygame.Surface((cols * (THUMB_W + gap) + gap, rows * (th + LABEL_H + gap) + gap))
    sheet.fill((28, 30, 34))
    for i, shot in enumerate(shots):
        x = gap + (i % cols) * (THUMB_W + gap)
        y = gap + (i // cols) * (th + LABEL_H + gap)
        sheet.blit(pygame.transform.smoothscale(shot.image, (THUMB_W, th)), (x, y))
        count = problems.get(shot.state.name, 0)
        words = shot.state.name + (f"  ({count} problems)" if count else "")
        color = (255, 120, 110) if count else (225, 225, 215)
        if count:
            pygame.draw.rect(sheet, color, (x - 2, y - 2, THUMB_W + 4, th + 4), width=2)
        label = text(words, 15, color)
        sheet.blit(label, (x + 2, y + th + 4), area=Rect(0, 0, THUMB_W - 4, LABEL_H))
    return sheet


def run(states: list[State], sizes: list[tuple[int, int]], out: Path, full: Path) -> list:
    """Render and audit every state at every size; write the sheets and the full-size
    pictures. Returns (size, state, problem) for every problem found."""
    out.mkdir(parents=True, exist_ok=True)
    found = []
    for size in sizes:
        tag = f"{size[0]}x{size[1]}"
        (full / tag).mkdir(parents=True, exist_ok=True)
        shots, counts = [], Counter()
        began = time.monotonic()
        for state in states:
            try:
                shot = render(state, size)
            except Exception as err:  # a state that cannot be reached is a problem too
                problems = [f"could not be reached: {type(err).__name__}: {err}"]
            else:
                problems = shot.problems()
                pygame.image.save(shot.image, str(full / tag / f"{slug(state.name)}.png"))
                shots.append(shot)
            counts[state.name] = len(problems)
            found += [(tag, state.name, problem) for problem in problems]
        for part, tutorial in (("", False), ("-tutorial", True)):
            chosen = [s for s in shots if (s.state.group == "tutorial") == tutorial]
            if chosen:
                pygame.image.save(contact_sheet(chosen, counts), str(out / f"{tag}{part}.png"))
        seconds = time.monotonic() - began
        print(f"{tag}: {len(states)} states, {counts.total()} problems, {seconds:.1f} s")
    return found


def summary(found: list[tuple[str, str, str]]) -> str:
    """The problems by state, each once with the sizes it appears at (coordinates aside)."""
    grouped: dict[str, dict[str, Counter]] = {}
    for tag, state, problem in found:
        what = re.sub(r" (at|in) \(\d+, \d+, \d+, \d+\)", "", problem)
        what = re.sub(r"(stray words) .*", r"\1 (not drawn by text_in)", what)
        grouped.setdefault(state, {}).setdefault(what, Counter())[tag] += 1
    lines = []
    for state, problems in grouped.items():
        lines.append(f"{state}: {sum(c.total() for c in problems.values())} problems")
        for what, where in problems.items():
            sizes = ", ".join(f"{tag} x{n}" for tag, n in where.items())
            lines.append(f"    {what}  [{sizes}]")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", nargs="+", default=[f"{w}x{h}" for w, h in SIZES])
    p.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    p.add_argument("--full", type=Path, default=Path(tempfile.gettempdir()) / "boardwalk-screens")
    p.add_argument("--only", nargs="+", default=[], help="states whose name contains any of these")
    args = p.parse_args(argv)
    sizes = [tuple(int(n) for n in s.lower().split("x")) for s in args.sizes]
    states = [s for s in catalogue() if not args.only or any(o in s.name for o in args.only)]
    print(f"full-size pictures in {args.full}")
    found = run(states, sizes, args.out, args.full)
    print(summary(found) or "No problems.")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

"""Card faces as a player sees them: every card told apart at the smallest table, court cards
with real figures, pips laid out as printed decks have them, the deck options honoured, and
the portraits shipped in every way the game is installed."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pygame
import pytest
from driver import Driver

from boardwalk import assets
from boardwalk.games.boardwalk import layout
from boardwalk.render import cardart
from boardwalk.render.cardart import CardArt, plan
from boardwalk.render.theme import BACKS, THEME, themed
from boardwalk.rules import VARIANTS

REPO = Path(__file__).resolve().parents[2]
DECK = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
COURTS = [code for code in DECK if code[0] in "JQK"]
SMALLEST = min((layout.compute(v, (960, 600)).card for v in VARIANTS.values()), key=lambda s: s[0])
LARGEST = max((layout.compute(v, (2560, 1440)).card for v in VARIANTS.values()), key=lambda s: s[0])


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def corner(face: pygame.Surface, size) -> pygame.Surface:
    """The top-left index, all a player sees of a card under another."""
    p = plan(size)
    return face.subsurface((p.margin, p.margin, p.index_w, p.index_h))


def colours(surface: pygame.Surface, share: float = 0.01) -> set[tuple[int, int, int]]:
    """The colours (3 bits a channel) covering at least ``share`` of the surface."""
    counts: dict[tuple[int, int, int], int] = {}
    w, h = surface.get_size()
    for y in range(h):
        for x in range(w):
            r, g, b, _ = surface.get_at((x, y))
            key = (r >> 5, g >> 5, b >> 5)
            counts[key] = counts.get(key, 0) + 1
    return {k for k, n in counts.items() if n >= share * w * h}


def centre(face: pygame.Surface) -> pygame.Surface:
    w, h = face.get_size()
    return face.subsurface((w // 4, h // 4, w // 2, h // 2))


def test_every_card_is_told_apart_by_its_corner_on_the_smallest_table():
    art = CardArt()
    faces = {code: art.face(code, SMALLEST) for code in DECK}
    assert len({pixels(face) for face in faces.values()}) == 52
    corners = {pixels(corner(face, SMALLEST)) for face in faces.values()}
    assert len(corners) == 52, "two cards share a corner index"


def test_the_corner_index_is_large_enough_to_read_on_the_smallest_table():
    p = plan(SMALLEST)
    rank = cardart._rank("8", p.rank_px, p.index_w, THEME.black)
    assert rank.get_height() >= 10 and p.suit_h >= 9
    ink = pygame.mask.from_surface(corner(CardArt().face("8S", SMALLEST), SMALLEST), 128)
    assert ink.count() > 0.2 * p.index_w * p.index_h


@pytest.mark.parametrize("size", [SMALLEST, LARGEST])
def test_court_cards_carry_figures_not_a_letter_in_a_box(size):
    art = CardArt()
    for code in COURTS:
        seen = colours(centre(art.face(code, size)))
        # red, yellow, navy, black and the card at least: a portrait, not ink on a tint
        assert len(seen) >= 5, (code, seen)


def test_without_the_portraits_a_court_card_still_shows_its_letter(monkeypatch):
    monkeypatch.setattr(cardart, "portrait", lambda code, height: None)
    face = CardArt().face("KH", SMALLEST)
    assert face.get_size() == SMALLEST
    assert len(colours(centre(face))) < 5  # what the figure test above would refuse


@pytest.mark.parametrize("rank", "23456789T")
def test_pip_cards_show_as_many_pips_as_their_rank(rank):
    """Counted in the pip field (between the corner indices), at the largest table's size."""
    face = CardArt().face(rank + "H", LARGEST)
    x, y, fw, fh = plan(LARGEST).field
    field = face.subsurface((x, y, fw, fh))
    ink = pygame.mask.from_threshold(field, (*THEME.red, 255), (60, 60, 60, 255))
    pips = ink.connected_components(minimum=20)
    assert len(pips) == (10 if rank == "T" else int(rank))


def test_pips_below_the_middle_are_upside_down():
    face = CardArt().face("2S", LARGEST)
    x, y, fw, fh = plan(LARGEST).field
    ink = pygame.mask.from_threshold(
        face.subsurface((x, y, fw, fh)), (*THEME.black, 255), (60, 60, 60, 255)
    )
    shapes = sorted(
        (
            m.to_surface().subsurface(m.get_bounding_rects()[0])
            for m in ink.connected_components(20)
        ),
        key=lambda shape: shape.get_abs_offset()[1],
    )
    top, bottom = shapes
    assert pixels(top) == pixels(pygame.transform.rotate(bottom, 180))
    assert pixels(top) != pixels(bottom)


def test_a_four_colour_deck_changes_every_suit_but_the_spades():
    two, four = CardArt(themed("green", "blue", False)), CardArt(themed("green", "blue", True))
    for code in DECK:
        same = pixels(two.face(code, SMALLEST)) == pixels(four.face(code, SMALLEST))
        assert same == (code[1] == "S"), code
    blue = pygame.mask.from_threshold(
        four.face("QD", SMALLEST), (*THEME.blue, 255), (40, 40, 40, 255)
    )
    green = pygame.mask.from_threshold(
        four.face("7C", SMALLEST), (*THEME.purple, 255), (40, 40, 40, 255)
    )
    assert blue.count() > 20 and green.count() > 20


def test_each_card_back_colour_draws_its_own_back():
    backs = {name: CardArt(themed("green", name, False)).back(SMALLEST) for name in BACKS}
    assert len({pixels(back) for back in backs.values()}) == len(BACKS)
    for name, back in backs.items():
        assert pygame.mask.from_threshold(back, (*BACKS[name][0], 255), (8, 8, 8, 255)).count() > 0


def test_sizes_share_one_rendering_of_each_portrait(monkeypatch):
    """Parsing an SVG costs more than the rest of a face: a resize reuses the last parse."""
    cardart._artwork.cache_clear()
    calls = []
    real = pygame.image.load_sized_svg
    monkeypatch.setattr(pygame.image, "load_sized_svg", lambda *a: calls.append(a) or real(*a))
    for width in (90, 94, 97):  # three window sizes, one bucket
        CardArt().face("QH", (width, int(width * 1.4)))
    assert len(calls) == 1


def test_a_court_card_on_the_table_shows_its_portrait():
    d = Driver("--size", "960x600", layout={"1a": "KH", "1b": "QC"}, variant="hopscotch")
    d.frames(120)  # the deal glides in
    d.app.stack.draw(d.app.surface)
    for place in ("1a", "1b"):
        rect = d.table.hand.at().top_rect(place)
        assert rect.w == d.layout.card[0]
        assert len(colours(centre(d.app.surface.subsurface(rect)))) >= 5, place


# --- the shipped artwork ---


def test_the_portraits_ship_with_their_licence():
    folder = REPO / "assets" / "cards"
    assert {p.name for p in folder.glob("*.svg")} == {f"{code}.svg" for code in COURTS}
    readme = (folder / "README.md").read_text()
    assert "Chris Aguilar" in readme and "LGPL" in readme
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (folder / "COPYING.LESSER.txt").read_text()
    assert "GNU GENERAL PUBLIC LICENSE" in (folder / "COPYING.txt").read_text()
    assert assets.path("cards/KS.svg") == folder / "KS.svg"


NOT_BUILT = shutil.ignore_patterns(
    ".git", ".venv*", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The project's wheel, built offline from a copy of the work tree (see test_assets.py)."""
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode:
        pytest.skip("pip is not installed in this environment")
    tmp = tmp_path_factory.mktemp("wheel")
    shutil.copytree(REPO, tmp / "tree", ignore=NOT_BUILT)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    command += ["--no-index", "-q", "-w", str(tmp / "dist"), str(tmp / "tree")]
    built = subprocess.run(command, capture_output=True, text=True, timeout=180)
    assert built.returncode == 0, built.stdout + built.stderr
    (found,) = (tmp / "dist").glob("boardwalk-*.whl")
    return found


def test_the_wheel_carries_the_portraits_and_their_licence(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = [f"{code}.svg" for code in COURTS] + [
        "README.md",
        "COPYING.LESSER.txt",
        "COPYING.txt",
    ]
    missing = [n for n in shipped if f"boardwalk/{assets.PACKAGE_DATA}/cards/{n}" not in names]
    assert not missing, "pyproject.toml's package-data must list cards/*.svg, *.txt and *.md"


def test_an_installed_wheel_draws_the_portraits(wheel, tmp_path):
    target = tmp_path / "site"
    command = [sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q"]
    done = subprocess.run(
        [*command, "--target", str(target), str(wheel)], capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0, done.stdout + done.stderr
    script = (
        "import json; from boardwalk import assets;"
        "from boardwalk.render.cardart import portrait;"
        "p = portrait('KS', 120);"
        "print(json.dumps([str(assets.path('cards/KS.svg')), p.get_height() if p else None]))"
    )
    pygame_home = str(Path(pygame.__file__).resolve().parent.parent)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(target), pygame_home]),
        "SDL_VIDEODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    # -S: no site-packages, so the editable install cannot lead back to the checkout.
    ran = subprocess.run(
        [sys.executable, "-S", "-c", script],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr
    found, height = json.loads(ran.stdout.strip().splitlines()[-1])
    assert Path(found).is_relative_to(target)
    assert height == 120


SIGHT = {  # Machado et al. (2009), full severity, on linear RGB
    "deuteranopia": (
        (0.3673, 0.8606, -0.2280),
        (0.2801, 0.6725, 0.0474),
        (-0.0118, 0.0429, 0.9689),
    ),
    "protanopia": ((0.1523, 1.0526, -0.2049), (0.1145, 0.7863, 0.0992), (-0.0039, -0.0481, 1.0520)),
    "tritanopia": ((1.2555, -0.0767, -0.1788), (-0.0784, 0.9308, 0.1476), (0.0047, 0.6914, 0.3039)),
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


def seen(color: tuple[int, int, int], matrix) -> tuple[float, ...]:
    def linear(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    rgb = [linear(c) for c in color]
    return tuple(sum(m * v for m, v in zip(row, rgb, strict=True)) for row in matrix)


@pytest.mark.parametrize("sight", list(SIGHT))
def test_the_four_colour_deck_keeps_its_suits_apart_for_colour_blind_eyes(sight):
    import math

    four = themed("green", "blue", True)
    colors = {s: four.suit_color(s) for s in "SHDC"}
    for a in "SHDC":
        for b in "SHDC":
            if a < b:
                gap = math.dist(seen(colors[a], SIGHT[sight]), seen(colors[b], SIGHT[sight]))
                assert gap > 0.25, f"{a} and {b} look alike with {sight} ({gap:.2f})"


def test_large_corners_give_every_card_the_jumbo_index_and_the_pips_still_fit():
    """The setting for eyes that need it: a bigger rank and suit in each corner, on the
    largest cards too (a printed deck's slim corners are what it replaces)."""
    normal, large = plan(LARGEST), plan(LARGEST, True)
    assert large.rank_px >= LARGEST[1] // 5 > normal.rank_px
    assert large.field[2] > 0 and large.pip_h > 4
    plain = CardArt(themed("green", "blue", False))
    big = CardArt(themed("green", "blue", False, True))
    for code in ("TD", "7C", "QS"):
        a, b = plain.face(code, LARGEST), big.face(code, LARGEST)
        assert pixels(a) != pixels(b), code

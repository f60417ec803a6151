"""Draw Boardwalk's icon at every size a desktop asks for, from one source: the game's own
card art (four sevens fanned, as on the title screen) on a square of its green felt.

    python tools/icons.py            # write packaging/icons/ and assets/icon.png
    python tools/icons.py --check    # exit 1 if the files on disk differ from a fresh draw

Writes PNGs of 16–512 pixels, a Windows ``.ico`` and a macOS ``.icns`` (both hold PNGs, a
format either system reads since Vista and 10.7), and the window icon ``assets/icon.png``.
Small sizes show one card, large enough to read, instead of a fan of four.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from boardwalk.render.cardart import CardArt
from boardwalk.render.theme import THEME

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "packaging" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
WINDOW_ICON = 256
BIG = 1024
"""The fan is drawn once this large and scaled down: every size comes from one drawing."""


def felt(px: int) -> pygame.Surface:
    """A rounded square of the table's green, with a lighter rim."""
    tile = pygame.Surface((px, px), pygame.SRCALPHA)
    radius = max(2, px // 6)
    pygame.draw.rect(tile, (*THEME.felt, 255), tile.get_rect(), border_radius=radius)
    rim = max(1, px // 40)
    pygame.draw.rect(tile, (*THEME.felt_light, 255), tile.get_rect(), rim, border_radius=radius)
    return tile


def fan(art: CardArt) -> pygame.Surface:
    """Four sevens fanned on the felt, drawn at ``BIG`` pixels."""
    tile = felt(BIG)
    ch = int(BIG * 0.5)
    size = (int(ch / 1.4), ch)
    mx, my = BIG // 2, BIG // 2
    for i, code in enumerate(("7S", "7H", "7D", "7C")):
        card = pygame.transform.rotozoom(art.face(code, size), 18 - 12 * i, 1)
        tile.blit(card, card.get_rect(center=(mx + (i - 1.5) * size[0] * 0.42, my)))
    return tile


def one_card(art: CardArt, px: int) -> pygame.Surface:
    """A single 7♥ drawn at the icon's own size (crisp, where a fan would be a blur)."""
    tile = felt(px)
    ch = max(8, int(px * 0.84))
    card = art.face("7H", (max(6, int(ch / 1.4)), ch))
    tile.blit(card, card.get_rect(center=(px // 2, px // 2)))
    return tile


def draw_all() -> dict[int, pygame.Surface]:
    art = CardArt()
    big = fan(art)
    return {
        px: one_card(art, px) if px <= 32 else pygame.transform.smoothscale(big, (px, px))
        for px in SIZES
    }


def png(surface: pygame.Surface) -> bytes:
    out = io.BytesIO()
    pygame.image.save(surface, out, "icon.png")
    return out.getvalue()


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding PNG images (width and height 0 mean 256)."""
    head = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset, entries, blobs = 6 + 16 * len(ICO_SIZES), b"", b""
    for px in ICO_SIZES:
        data = pngs[px]
        side = 0 if px >= 256 else px
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family: each entry a type, its length with the 8-byte header, a PNG."""
    body = b"".join(
        kind + struct.pack(">I", len(pngs[px]) + 8) + pngs[px] for px, kind in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def files() -> dict[Path, bytes]:
    """Every icon file, path -> bytes."""
    pngs = {px: png(surface) for px, surface in draw_all().items()}
    out = {OUT / f"boardwalk-{px}.png": data for px, data in pngs.items()}
    out[OUT / "boardwalk.ico"] = ico(pngs)
    out[OUT / "boardwalk.icns"] = icns(pngs)
    out[ROOT / "assets" / "icon.png"] = pngs[WINDOW_ICON]
    return out


def main(argv: list[str]) -> int:
    pygame.display.init()
    made = files()
    if "--check" in argv:
        stale = [str(p) for p, data in made.items() if not p.exists() or p.read_bytes() != data]
        print("\n".join(stale) or "icons up to date")
        return 1 if stale else 0
    OUT.mkdir(parents=True, exist_ok=True)
    for path, data in made.items():
        path.write_bytes(data)
        print(f"{path.relative_to(ROOT)}: {len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

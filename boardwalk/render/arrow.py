"""An arrow from one card to the place it should go: the tutorial points with it, so the
learner sees the move before reading its notation.

The arrow runs between the two rectangles' edges, not their centres, so it never hides
the corner of the card it points from or the top of the pile it points to; a dark rim
keeps it readable on the felt and on cards alike.
"""

from __future__ import annotations

import math

import pygame
from pygame import Rect

from . import ink

Point = tuple[float, float]


def edge_points(start: Rect, end: Rect) -> tuple[Point, Point]:
    """Where the line between the two centres leaves ``start`` and enters ``end``; the
    centres themselves when the rectangles touch or overlap (no room for an arrow)."""
    a, b = start.center, end.center
    if start.colliderect(end.inflate(2, 2)):
        return a, b
    leave = start.clipline(a, b)
    enter = end.clipline(a, b)
    if not leave or not enter:
        return a, b
    return leave[1], enter[0]


def draw_arrow(
    surface: pygame.Surface, start: Rect, end: Rect, color: tuple[int, int, int], width: int
) -> None:
    """A thick arrow from ``start``'s edge to ``end``'s, its head at ``end``."""
    (x1, y1), (x2, y2) = edge_points(start, end)
    length = math.hypot(x2 - x1, y2 - y1)
    if length < width * 3:
        return
    ink.record("arrow", Rect(min(x1, x2), min(y1, y2), abs(x2 - x1) + 1, abs(y2 - y1) + 1))
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    head = min(length * 0.5, width * 3.2)
    base = (x2 - ux * head, y2 - uy * head)
    wing = head * 0.62
    tip = [(x2, y2), (base[0] - uy * wing, base[1] + ux * wing)]
    tip.append((base[0] + uy * wing, base[1] - ux * wing))
    rim = (20, 24, 22)
    pygame.draw.line(surface, rim, (x1, y1), base, width + 4)
    pygame.draw.polygon(surface, rim, _grown(tip, 2.5))
    pygame.draw.line(surface, color, (x1, y1), base, width)
    pygame.draw.circle(surface, color, (round(x1), round(y1)), max(2, width // 2))
    pygame.draw.polygon(surface, color, tip)


def _grown(points: list[Point], by: float) -> list[Point]:
    """The triangle pushed out from its centre by ``by`` pixels, for its rim."""
    cx = sum(p[0] for p in points) / 3
    cy = sum(p[1] for p in points) / 3
    out = []
    for x, y in points:
        d = math.hypot(x - cx, y - cy) or 1
        out.append((x + (x - cx) / d * by, y + (y - cy) / d * by))
    return out

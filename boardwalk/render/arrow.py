"""An arrow from one card to the place it should go: the tutorial points with it, so the
learner sees the move before reading its notation.

The arrow runs between the two rectangles' edges, not their centres, so it never hides
the corner of the card it points from or the top of the pile it points to; a dark rim
keeps it readable on the felt and on cards alike.
"""

from __future__ import annotations

import itertools
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
    """A thick arrow from ``start``'s edge to ``end``'s, its head at ``end``; between
    neighbours too close for a straight one (a stock card and its talon), an arch over them."""
    (x1, y1), (x2, y2) = edge_points(start, end)
    length = math.hypot(x2 - x1, y2 - y1)
    if length < width * 3:
        if start.center != end.center:
            _arch(surface, start, end, color, width)
        return
    ink.record("arrow", Rect(min(x1, x2), min(y1, y2), abs(x2 - x1) + 1, abs(y2 - y1) + 1))
    _shaft_and_head(surface, [(x1, y1), (x2, y2)], color, width)


def _arch(
    surface: pygame.Surface, start: Rect, end: Rect, color: tuple[int, int, int], width: int
) -> None:
    """An arrow that leaves ``start``'s top, rises over the gap and comes down onto
    ``end``'s top; under their feet instead near the window's top, where a toolbar is."""
    lift = max(start.h, end.h) * 0.45
    up = min(start.top, end.top) - lift > max(start.h, end.h)
    y0, y3 = (start.top, end.top) if up else (start.bottom, end.bottom)
    peak = (min(y0, y3) - lift) if up else (max(y0, y3) + lift)
    x0, x3 = start.centerx, end.centerx
    curve = [_bezier((x0, y0), (x0, peak), (x3, peak), (x3, y3), i / 16) for i in range(17)]
    xs, ys = [p[0] for p in curve], [p[1] for p in curve]
    ink.record("arrow", Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1))
    _shaft_and_head(surface, curve, color, width)


def _bezier(a: Point, b: Point, c: Point, d: Point, t: float) -> Point:
    s = 1 - t
    x = s**3 * a[0] + 3 * s * s * t * b[0] + 3 * s * t * t * c[0] + t**3 * d[0]
    y = s**3 * a[1] + 3 * s * s * t * b[1] + 3 * s * t * t * c[1] + t**3 * d[1]
    return x, y


def _shaft_and_head(
    surface: pygame.Surface, path: list[Point], color: tuple[int, int, int], width: int
) -> None:
    """The shaft along ``path`` (a line, or a curve's points) and the head at its end,
    pointing the way the path last runs; dark-rimmed."""
    (x1, y1), (x2, y2) = path[0], path[-1]
    px, py = path[-2]
    length = math.hypot(x2 - px, y2 - py) or 1
    ux, uy = (x2 - px) / length, (y2 - py) / length
    length = max(length, math.hypot(x2 - x1, y2 - y1)) if len(path) == 2 else width * 6
    head = min(length * 0.5, width * 3.2)
    base = (x2 - ux * head, y2 - uy * head)
    wing = head * 0.62
    tip = [(x2, y2), (base[0] - uy * wing, base[1] + ux * wing)]
    tip.append((base[0] + uy * wing, base[1] - ux * wing))
    near = [p for p in path[1:-1] if math.hypot(x2 - p[0], y2 - p[1]) <= head]
    rim, shaft = (20, 24, 22), [p for p in path[:-1] if p not in near] + [base]
    for pen, w in ((rim, width + 4), (color, width)):
        for a, b in itertools.pairwise(shaft):
            pygame.draw.line(surface, pen, a, b, w)
            if len(shaft) > 2:  # round joints, so a curve has no notches
                pygame.draw.circle(surface, pen, (round(b[0]), round(b[1])), w // 2)
        if pen == rim:
            pygame.draw.polygon(surface, rim, _grown(tip, 2.5))
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

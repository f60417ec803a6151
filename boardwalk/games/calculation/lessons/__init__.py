"""Calculation's lesson, as data: a scripted deal and the steps that walk through it
(``calculation.py``), its boards (``boards.py``), and what a step wants (``goals.py``). It
runs a real game under the standard variation, so it can only teach what the engine
enforces; ``tests/games/calculation/test_calculation_lesson.py`` walks every step.
"""

from __future__ import annotations

from boardwalk.play.lesson import Lesson

from .calculation import CALCULATION_LESSON

LESSONS: dict[str, Lesson] = {CALCULATION_LESSON.variant: CALCULATION_LESSON}

__all__ = ["CALCULATION_LESSON", "LESSONS"]

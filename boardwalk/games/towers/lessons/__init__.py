"""The Towers' lesson, as data: a scripted deal and the steps that walk through it
(``towers.py``), its boards (``boards.py``), and what a step wants (``goals.py``). It runs
a real game, so it can only teach what the engine enforces;
``tests/games/towers/test_towers_lesson.py`` walks every step.
"""

from __future__ import annotations

from boardwalk.play.lesson import Lesson

from .towers import TOWERS_LESSON

LESSONS: dict[str, Lesson] = {TOWERS_LESSON.variant: TOWERS_LESSON}

__all__ = ["LESSONS", "TOWERS_LESSON"]

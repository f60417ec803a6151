"""The Republic's lesson, as data: a scripted deal and the steps that walk through it
(``republic.py``), its boards (``boards.py``), and what a step wants (``goals.py``). It runs
a real game, so it can only teach what the engine enforces;
``tests/games/republic/test_republic_lesson.py`` walks every step.
"""

from __future__ import annotations

from boardwalk.play.lesson import Lesson

from .republic import REPUBLIC_LESSON

LESSONS: dict[str, Lesson] = {REPUBLIC_LESSON.variant: REPUBLIC_LESSON}

__all__ = ["LESSONS", "REPUBLIC_LESSON"]

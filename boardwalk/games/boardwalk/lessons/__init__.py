"""The tutorial's lessons, as data: each a scripted deal and the steps that walk through
it, one module per variant. Each lesson runs a real game, so it can only teach what the
engine enforces; ``tests/games/test_boardwalk_lessons.py`` replays every step, and
``tests/games/test_lesson_coverage.py`` proves every rule of RULES.md is taught. What a
step may hold is ``boardwalk.play.lesson.Step``'s to say.
"""

from __future__ import annotations

from boardwalk.play.lesson import Lesson

from .cheshire import CHESHIRE
from .hopscotch import HOPSCOTCH
from .lucky_seven import LUCKY_SEVEN
from .squattsi import SQUATTSI

LESSONS: dict[str, Lesson] = {
    each.variant: each for each in (HOPSCOTCH, LUCKY_SEVEN, SQUATTSI, CHESHIRE)
}

__all__ = ["CHESHIRE", "HOPSCOTCH", "LESSONS", "LUCKY_SEVEN", "SQUATTSI"]

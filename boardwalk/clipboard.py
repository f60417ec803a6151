"""The system clipboard, through pygame-ce's text clipboard (``pygame.scrap.put_text`` and
``get_text``, which need only the display, not the old ``scrap.init``).

Copying and pasting never fail: when the system clipboard cannot be reached (no display
yet, a driver without one, an error from SDL) the text is kept in this process, so copy
then paste still works within the run, and the caller is told whether it left the game.
"""

from __future__ import annotations

import pygame

_kept = ""
"""The last text copied, for when the system clipboard did not take it."""
_kept_only = False
"""The last copy reached only ``_kept``: paste reads it before an empty system clipboard."""


def copy(text: str) -> bool:
    """Put ``text`` on the clipboard; False when only this run can paste it."""
    global _kept, _kept_only
    _kept = text
    try:
        pygame.scrap.put_text(text)
    except Exception:  # pygame.error without a display; anything SDL raises: never fatal
        _kept_only = True
        return False
    _kept_only = False
    return True


def paste() -> str:
    """The clipboard's text: the system's when it has some; what this run copied when
    the system clipboard could not take it or cannot be read; "" when there is none."""
    try:
        text = pygame.scrap.get_text() if pygame.scrap.has_text() else ""
    except Exception:  # as for copy: a clipboard that cannot be read gives this run's copy
        return _kept
    if not isinstance(text, str):
        return _kept
    return text or (_kept if _kept_only else "")

"""Double-click (or ``python main.py``) to play Boardwalk Solitaire."""

import signal
import sys

# Ctrl+C while the game's modules load: end quietly (the game installs its own handler).
signal.signal(signal.SIGINT, lambda signum, frame: sys.exit(130))

from boardwalk.app import main  # noqa: E402 — after the handler, on purpose

if __name__ == "__main__":
    sys.exit(main())

"""Double-click (or ``python main.py``) to play Boardwalk Solitaire."""

import sys

from boardwalk.app import main

if __name__ == "__main__":
    sys.exit(main())

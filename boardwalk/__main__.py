"""``python -m boardwalk`` starts the game."""

import sys

from boardwalk.app import main

sys.exit(main())

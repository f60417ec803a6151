"""The table's keys and its toolbar, in one place: what each key and button asks for, and
the words of the tooltips that name the keys."""

from __future__ import annotations

import pygame

KEYS = {  # (key, with Ctrl) -> command; Esc, Ctrl+Shift+Z and A are handled apart
    (pygame.K_z, True): "undo",
    (pygame.K_y, True): "redo",
    (pygame.K_n, True): "new",
    (pygame.K_F2, False): "new",
    (pygame.K_F5, False): "restart",
    (pygame.K_d, True): "deal",
    (pygame.K_e, True): "end",
    (pygame.K_F1, False): "help",
    (pygame.K_r, True): "replay",
    (pygame.K_s, True): "export",
    (pygame.K_o, True): "import",
    (pygame.K_c, True): "copy-deal",
    (pygame.K_v, True): "paste",
    (pygame.K_F8, False): "stats",
    (pygame.K_h, False): "hint",
    (pygame.K_d, False): "demo",
    (pygame.K_w, False): "describe",
    (pygame.K_l, True): "layoff",  # every card that can go up to a foundation, one by one
    (pygame.K_r, False): "stock",  # turn a card, or redeal (The Republic)
    (pygame.K_u, False): "undo-to",  # back to the last position that can still be won
}
TOOLBAR = [
    ("Menu", "menu", "Back to the title; the game is kept (Esc)"),
    ("New deal", "new", "Deal a new game (Ctrl+N or F2)"),
    ("Restart", "restart", "This deal again from the start (F5)"),
    ("Deal #", "deal", "Play a deal by its number, or paste one (Ctrl+D, Ctrl+V)"),
    ("Undo", "undo", "Take back the last move (Ctrl+Z)"),
    ("Redo", "redo", "Redo the move just taken back (Ctrl+Y or Ctrl+Shift+Z)"),
    ("Hint", "hint", "The bot's next move, with its reason (H)"),
    ("Demo", "demo", "The bot plays; any key or click stops it (D)"),
    ("End game", "end", "Stop here and score the position (Ctrl+E)"),
    ("Replay", "replay", "Watch this game again from the deal (Ctrl+R)"),
    ("Rules", "help", "The rules of this variant (F1)"),
]

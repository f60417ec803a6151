"""What the player is doing: title, table, tutorial, replay, score, statistics, dialogs,
help. Each screen handles input, updates and draws, given only a ``Context``; the app
loop owns the window and the stack of screens."""

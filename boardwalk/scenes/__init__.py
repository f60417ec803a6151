"""What the player is doing: title, game, dialogs, help. Each scene handles input,
updates and draws; the app loop owns the window and a stack of scenes."""

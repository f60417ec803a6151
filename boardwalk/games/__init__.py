"""The solitaires the shell can play. ``protocol`` says what a game gives the shell;
``registry`` finds the game a variant belongs to; each game is a package beside them."""

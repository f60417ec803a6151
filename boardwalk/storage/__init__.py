"""What must survive a quit or a crash, under the user's data folder. Generic: any game
built on this program keeps its files the same way."""

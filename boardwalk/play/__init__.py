"""The player's game in progress, without a window: no pygame and no screens.

``Session`` is one game as the player lives it; ``Keeper`` saves it after every outcome
and records finished and abandoned games; ``LessonRun`` walks a lesson's steps;
``ReplayCursor`` steps through a finished game. Screens call these and draw what they
return; storage is fed from here.
"""

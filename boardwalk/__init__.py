"""Boardwalk Solitaire: Hopscotch, Lucky Seven, Squattsi and Cheshire."""

__version__ = "0.1.0"

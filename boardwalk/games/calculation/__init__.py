"""Calculation (COMPANIONS.md §3) for the shell: its ``Kind``, its layout, its look, its
score pictures, its words, its help and its bot."""

"""The Republic (after Emperor, COMPANIONS.md §2) for the shell: its ``Kind``, its layout,
its look, its score pictures, its words, its help and its plain hint."""

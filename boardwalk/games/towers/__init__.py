"""The Towers (Seahaven Towers, COMPANIONS.md §1) for the shell: its ``Kind``, its layout,
its look, its score pictures, its words and its help."""

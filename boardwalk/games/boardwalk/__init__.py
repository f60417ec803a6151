"""Boardwalk Solitaire on the shell: its rules live in ``boardwalk.rules``; this package
holds everything else the shell asks of it (``kind.BOARDWALK``)."""

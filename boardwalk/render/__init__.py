"""Pixels: card art, layout geometry, animation and drawing. Knows no game rules.

Nothing here decides legality; the table drawer reads a rules ``Board`` only to know
which card lies where and which way up.
"""

"""A player-bot for Boardwalk: hints, a demo, and measured win rates. Pure Python over the
rules, no pygame. The honest players decide from what a player can see; the clairvoyant
solver sees every card, to bound what any player could do."""

"""The platform under every game: pure Python, never pygame.

The rules contract (rules.py, decisions.py, events.py, rng.py), the match that
applies answers and keeps history (match.py), saves (saves.py), players
(players.py), conformance playouts (conformance.py), content and map loading
(content.py, yamlload.py, mods.py, maps.py) and grid maths (hexgrid.py,
squaregrid.py).
"""

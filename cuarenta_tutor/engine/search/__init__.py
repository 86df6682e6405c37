"""The engine's analysis: ranking plays and solving the rest of a deck.

The game rules live one level up in :mod:`cuarenta_tutor.engine`; this package only reads
them. :mod:`.solver` is the entry point (:func:`rank_plays`, :func:`solve`); the modules it
uses are the compact game (:mod:`.moves`, :mod:`.scorer`, :mod:`.state`), the search
(:mod:`.tree`), the hidden cards (:mod:`.worlds`) and the one-ply criterion
(:mod:`.immediate`). Built on them: the coach that judges an action against what its
player could know (:mod:`.coach`), and the engine players of each strength
(:mod:`.strength`); import those modules directly.
"""

from .solver import *  # noqa: F403  (the entry points, named once in solver.__all__)
from .solver import __all__ as __all__

"""Practice puzzles: engine-proved positions with themes and ratings, mined from mesas.

Pure code (engine imports only). :func:`load_bank` reads the shipped bank
(``content/puzzles/<rules>.jsonl``, documented in its README); :mod:`.mine` mines new
puzzles, :mod:`.check` re-proves stored ones, :mod:`.predicates` detects the themes.
"""

from .model import (
    Puzzle,
    PuzzleError,
    all_puzzles,
    bank_rules,
    find_puzzle,
    format_puzzle,
    load_bank,
    parse_puzzle,
)
from .themes import THEMES

__all__ = [
    "THEMES",
    "Puzzle",
    "PuzzleError",
    "all_puzzles",
    "bank_rules",
    "find_puzzle",
    "format_puzzle",
    "load_bank",
    "parse_puzzle",
]

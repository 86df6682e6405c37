"""Choosing the next puzzle: near a rating, on the chosen themes, never a recent one.

Deterministic: the same bank, rating, themes, history and seed always give the same puzzle.
"""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Collection, Sequence

from ..puzzles import Puzzle

NEAREST = 12
"""How many of the closest puzzles the choice is made among (a little variety)."""
PLAYED_PENALTY = 250.0
"""A puzzle already played counts as this many rating points further away."""


def choose_puzzle(
    puzzles: Sequence[Puzzle],
    *,
    target: float,
    seed: str,
    themes: Collection[str] = (),
    recent: Sequence[str] = (),
    played: Collection[str] = (),
    rating_of: Callable[[Puzzle], float] | None = None,
) -> Puzzle | None:
    """Return a puzzle near ``target`` among ``puzzles``, or None when none fits the themes.

    Args:
        puzzles: the bank of one ruleset.
        target: the rating aimed at (the learner's, or a streak's).
        seed: makes the choice among the nearest puzzles repeatable.
        themes: puzzles with at least one of these themes; none means every theme (mixed).
        recent: ids played lately, oldest first: never chosen again while another fits
            (when all fitting puzzles are recent, the one played longest ago is chosen).
        played: ids played at any time: chosen only when nothing new is near.
        rating_of: a puzzle's rating (the bank's rating when not given).

    """
    wanted = set(themes)
    pool = [p for p in puzzles if not wanted or wanted.intersection(p.themes)]
    if not pool:
        return None
    lately = set(recent)
    fresh = [p for p in pool if p.id not in lately]
    if not fresh:
        order = {puzzle_id: index for index, puzzle_id in enumerate(recent)}
        return min(pool, key=lambda p: (order[p.id], p.id))
    rated = rating_of or (lambda p: float(p.rating))

    def distance(puzzle: Puzzle) -> tuple[float, str]:
        penalty = PLAYED_PENALTY if puzzle.id in played else 0.0
        return abs(rated(puzzle) - target) + penalty, puzzle.id

    nearest = heapq.nsmallest(NEAREST, fresh, key=distance)
    return random.Random(seed).choice(nearest)

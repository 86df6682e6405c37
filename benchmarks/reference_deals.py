"""The deal-by-deal files of ``coach_reference_deals.py``, as the scoring scripts read them.

Such a file holds, for each position of a reference counting the later decks, every
action's exact value in each of the reference's own deals (``deals``) and in further ones
(``more``). ``bench_coach_accuracy.py --deals`` scores the coach against the mean over
*all* of them (the reference of all the deals); ``coach_reference_noise.py`` also judges
the further deals alone, as the coach judges.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from pathlib import Path

Deals = list[dict[str, int]]
"""Each deal's exact value of every action (the reference's yardstick, chica = 1 000)."""


def load(path: Path) -> dict[tuple[str, int], dict[str, Deals]]:
    """Return the file's rows by position (seed, ply): ``{"deals": ..., "more": ...}``."""
    rows = json.loads(path.read_text(encoding="utf-8"))["positions"]
    return {
        (str(row["seed"]), int(row["ply"])): {"deals": row["deals"], "more": row.get("more", [])}
        for row in rows
    }


def means(deals: Sequence[Mapping[str, float]], point: float = 1.0) -> dict[str, float]:
    """Return each action's mean value over ``deals``, divided by ``point``."""
    return {a: sum(deal[a] for deal in deals) / len(deals) / point for a in deals[0]}


def gaps(deals: Deals, best: str, point: float = 1.0) -> dict[str, tuple[float, float]]:
    """Return each action's mean gap to ``best`` over ``deals`` and its standard error.

    The gaps are paired (the same deals for both actions) and divided by ``point``.
    """
    n = len(deals)
    found = {}
    for action in deals[0]:
        row = [(deal[best] - deal[action]) / point for deal in deals]
        mean = sum(row) / n
        spread = sum((gap - mean) ** 2 for gap in row) / max(n - 1, 1)
        found[action] = (mean, math.sqrt(spread / n))
    return found

"""The practice dashboard: by theme, what was tried and solved, the rating, weakest first."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..puzzles import THEMES
from .practice_record import PracticeRecord


@dataclass(frozen=True)
class ThemeRow:
    """One theme's line: attempts, puzzles solved, the success rate and the theme's rating."""

    theme: str
    attempts: int
    solved: int
    rating: int | None
    """The theme's rating (None before the first attempt)."""

    @property
    def success_rate(self) -> float | None:
        """The share of attempts solved (None before the first attempt)."""
        return self.solved / self.attempts if self.attempts else None


def dashboard(record: PracticeRecord, themes: Sequence[str] = THEMES) -> list[ThemeRow]:
    """Return a row per theme: tried themes weakest first (lowest rating, then success rate).

    Themes never tried follow, in their usual order.
    """
    tried, untried = [], []
    for theme in themes:
        tally = record.themes.get(theme)
        if tally is None or not tally.attempts:
            untried.append(ThemeRow(theme, 0, 0, None))
        else:
            rating = round(tally.rating.rating)
            tried.append(ThemeRow(theme, tally.attempts, tally.solved, rating))
    tried.sort(key=lambda row: (row.rating, row.success_rate, themes.index(row.theme)))
    return tried + untried

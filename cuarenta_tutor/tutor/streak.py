"""Streak: puzzles of rising difficulty until the first miss; the best run is kept.

As on Lichess, a streak is unrated: the ratings do not move, only the run and its record.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

START = 900
"""The rating aimed at by a streak's first puzzle (easier than most of the bank)."""
STEP = 50
"""How much harder each next puzzle is aimed."""


@dataclass(frozen=True)
class Streak:
    """One run of Streak: the puzzles solved so far, whether it is over, the best run."""

    solved: tuple[str, ...] = ()
    over: bool = False
    best: int = 0

    @property
    def count(self) -> int:
        """The number of puzzles solved in this run."""
        return len(self.solved)

    @property
    def target(self) -> int:
        """The rating the next puzzle is aimed at: higher with every puzzle solved."""
        return START + STEP * self.count

    def won(self, puzzle_id: str) -> Streak:
        """Return the run after solving ``puzzle_id`` (the best run grows with it)."""
        if self.over:
            return self
        run = (*self.solved, puzzle_id)
        return replace(self, solved=run, best=max(self.best, len(run)))

    def lost(self) -> Streak:
        """Return the run ended by a miss (or a solution shown); the best run stays."""
        return replace(self, over=True)

    def restart(self) -> Streak:
        """Return a new run that keeps the best one."""
        return Streak(best=self.best)

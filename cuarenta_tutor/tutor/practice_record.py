"""What a learner's practice keeps: ratings, tallies, recent puzzles, best streak, repetition queue.

It lives in the learner's progress (``Progress.practice``, the ``"practice"`` object of the
progress file) and is a value: every change returns a new record.

How an attempt is scored for the ratings (Glicko-2, :mod:`.glicko`): the first answer to a
puzzle decides. Solved without help scores 1; solved after one or more hints scores
:data:`HINT_SCORE`; a wrong answer, or the solution shown before any answer, scores 0.
Retries after that, Streak and reviews are not rated.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Any

from ..puzzles import Puzzle
from .glicko import MAX_DEVIATION, MIN_DEVIATION, RATING_RANGE, Rating, rate_attempt
from .repetition import KINDS, LADDER, PUZZLE, RepetitionItem, RepetitionQueue, item_key, split_key

LEARNER_START = Rating(1200.0, MAX_DEVIATION, 0.06)
"""A new learner's rating: near the middle of the bank, and wholly uncertain."""
PUZZLE_DEVIATION = 200.0
"""A puzzle's starting deviation: its bank rating is an estimate from its difficulty."""
HINT_SCORE = 0.5
"""The score of a puzzle solved after a hint (the most a hint leaves)."""
RECENT = 100
"""How many recently played puzzle ids are kept (the chooser does not repeat them)."""
MAX_COUNT = 1_000_000
"""The most a count in the progress may be (attempts, hints, puzzles played)."""
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
"""A lesson, puzzle or theme id."""
MAX_ID = 200


class PracticeDataError(ValueError):
    """Stored practice data that is damaged (the progress reader names it in its error)."""


def attempt_score(*, correct: bool, hints: int, revealed: bool) -> float:
    """Return the rating score of a first answer: 1, :data:`HINT_SCORE` after a hint, or 0.

    >>> attempt_score(correct=True, hints=0, revealed=False), attempt_score(correct=True,
    ...     hints=2, revealed=False), attempt_score(correct=False, hints=0, revealed=True)
    (1.0, 0.5, 0.0)
    """
    if revealed or not correct:
        return 0.0
    return HINT_SCORE if hints else 1.0


@dataclass(frozen=True)
class Tally:
    """A rating with how many rated attempts it saw and how many were solved."""

    rating: Rating = LEARNER_START
    attempts: int = 0
    solved: int = 0

    @property
    def success_rate(self) -> float | None:
        """The share of attempts solved (None before the first attempt)."""
        return self.solved / self.attempts if self.attempts else None

    def after(self, rating: Rating, score: float) -> Tally:
        """Return the tally after one attempt scoring ``score`` that gave ``rating``.

        The rating is rounded as the progress file stores it, so a record read back from
        the file equals the record written.
        """
        stored = Rating(
            round(rating.rating, 1), round(rating.deviation, 1), round(rating.volatility, 6)
        )
        return Tally(stored, self.attempts + 1, self.solved + (score > 0))


@dataclass(frozen=True)
class PracticeRecord:
    """A learner's whole practice (the empty record is a learner who never practised)."""

    learner: Tally = Tally()
    themes: Mapping[str, Tally] = field(default_factory=dict)
    puzzles: Mapping[str, Tally] = field(default_factory=dict)
    recent: tuple[str, ...] = ()
    best_streak: int = 0
    repetition: RepetitionQueue = field(default_factory=RepetitionQueue)

    def due_count(self, today: date) -> int:
        """Return how many items (puzzles, mistakes and lessons) are due for review on ``today``."""
        return len(self.repetition.due(today))

    def theme(self, theme: str) -> Tally:
        """Return a theme's tally (a new one starts from the learner's rating)."""
        return self.themes.get(theme) or Tally(
            Rating(self.learner.rating.rating, MAX_DEVIATION, LEARNER_START.volatility)
        )

    def puzzle_rating(self, puzzle: Puzzle) -> Rating:
        """Return a puzzle's rating: the bank's until this learner's results move it."""
        tally = self.puzzles.get(puzzle.id)
        return tally.rating if tally else Rating(float(puzzle.rating), PUZZLE_DEVIATION)

    def rated(self, puzzle: Puzzle, score: float, today: date) -> PracticeRecord:
        """Return the record after a rated attempt (learner, themes and puzzle rated).

        Anything short of a clean solve puts the puzzle into the repetition queue.
        """
        before = self.puzzle_rating(puzzle)
        learner, puzzle_rating = rate_attempt(self.learner.rating, before, score)
        themes = dict(self.themes)
        for theme in puzzle.themes:
            tally = self.theme(theme)
            themes[theme] = tally.after(rate_attempt(tally.rating, before, score)[0], score)
        old = self.puzzles.get(puzzle.id, Tally(before))
        record = replace(
            self,
            learner=self.learner.after(learner, score),
            themes=themes,
            puzzles={**self.puzzles, puzzle.id: old.after(puzzle_rating, score)},
        )
        return record.played(puzzle.id).rescheduled(item_key(PUZZLE, puzzle.id), score >= 1, today)

    def played(self, puzzle_id: str) -> PracticeRecord:
        """Return the record with ``puzzle_id`` the most recent puzzle played."""
        recent = (*(p for p in self.recent if p != puzzle_id), puzzle_id)
        return replace(self, recent=recent[-RECENT:])

    def rescheduled(self, key: str, success: bool, today: date) -> PracticeRecord:
        """Return the record after an item was solved on its own (``success``) or not."""
        queue = (
            self.repetition.solved(key, today) if success else self.repetition.missed(key, today)
        )
        return replace(self, repetition=queue)

    def streak_ended(self, length: int) -> PracticeRecord:
        """Return the record keeping the best of its best streak and ``length``."""
        return replace(self, best_streak=max(self.best_streak, length))

    def to_data(self) -> dict[str, Any]:
        """Return the record as JSON-ready data (compact: ratings as number lists)."""
        return {
            "learner": _tally_data(self.learner),
            "themes": {key: _tally_data(t) for key, t in sorted(self.themes.items())},
            "puzzles": {key: _tally_data(t) for key, t in sorted(self.puzzles.items())},
            "recent": list(self.recent),
            "best_streak": self.best_streak,
            "review": {
                key: [item.step, item.due.isoformat()]
                for key, item in sorted(self.repetition.items.items())
            },
        }

    @classmethod
    def from_data(cls, data: Any) -> PracticeRecord:
        """Read data written by :meth:`to_data`; damage raises :class:`PracticeDataError`."""
        if not isinstance(data, dict):
            raise PracticeDataError("practice: not an object")
        recent = _list(data, "recent")
        if len(recent) > RECENT or not all(_is_id(item) for item in recent):
            raise PracticeDataError("practice: recent puzzles are not a list of ids")
        return cls(
            learner=_tally(data.get("learner", _tally_data(Tally())), "learner"),
            themes=_tallies(data, "themes"),
            puzzles=_tallies(data, "puzzles"),
            recent=tuple(recent),
            best_streak=_whole(data.get("best_streak", 0), "best streak"),
            repetition=RepetitionQueue(_queue(data)),
        )


def _tally_data(tally: Tally) -> list[float | int]:
    rating = tally.rating
    return [
        rating.rating,
        rating.deviation,
        rating.volatility,
        tally.attempts,
        tally.solved,
    ]


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_ID and ID.fullmatch(value) is not None


def _number(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int | float)


def _whole(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise PracticeDataError(f"practice: {what} is not a whole number 0–{MAX_COUNT}")
    return value


def _list(data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise PracticeDataError(f"practice: {key} is not a list")
    return value


def _tally(value: Any, what: str) -> Tally:
    if not isinstance(value, list) or len(value) != 5 or not all(map(_number, value[:3])):
        raise PracticeDataError(f"practice: {what} is not a rating")
    rating, deviation, volatility = (float(x) for x in value[:3])
    low, high = RATING_RANGE
    if not (
        low <= rating <= high
        and MIN_DEVIATION <= deviation <= MAX_DEVIATION
        and 0 < volatility <= 1
    ):
        raise PracticeDataError(f"practice: {what} has a rating out of range")
    attempts, solved = _whole(value[3], what), _whole(value[4], what)
    if solved > attempts:
        raise PracticeDataError(f"practice: {what} solved more often than tried")
    return Tally(Rating(rating, deviation, volatility), attempts, solved)


def _tallies(data: dict[str, Any], key: str) -> dict[str, Tally]:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise PracticeDataError(f"practice: {key} is not an object")
    tallies = {}
    for name, tally in value.items():
        if not _is_id(name):
            raise PracticeDataError(f"practice: {key}: not an id")
        tallies[name] = _tally(tally, f"{key} {name}")
    return tallies


def _queue(data: dict[str, Any]) -> dict[str, RepetitionItem]:
    value = data.get("review", {})
    if not isinstance(value, dict):
        raise PracticeDataError("practice: review is not an object")
    items = {}
    for key, entry in value.items():
        kind, item_id = split_key(key)
        if kind not in KINDS or not _is_id(item_id):
            raise PracticeDataError("practice: review: not a puzzle, lesson or mistake key")
        if not isinstance(entry, list) or len(entry) != 2 or not isinstance(entry[1], str):
            raise PracticeDataError(f"practice: review {key}: not a rung and a day")
        step = entry[0]
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(LADDER):
            raise PracticeDataError(f"practice: review {key}: not a rung of the ladder")
        try:
            due = date.fromisoformat(entry[1])
        except ValueError:
            raise PracticeDataError(f"practice: review {key}: not a date") from None
        items[key] = RepetitionItem(step, due)
    return items

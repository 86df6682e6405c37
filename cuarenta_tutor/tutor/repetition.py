"""Spaced repetition of mistakes: a queue on a ladder of 1, 3, 7 and 21 days.

A missed puzzle, a lesson solved only after a hint or the solution, or a mistake from the
Play tab that the engine proves (:mod:`.mistakes`), enters the queue due the next day. Each
time it is solved on its own when due, it climbs one rung (due 3, then 7, then 21 days
later) and after the last rung it leaves the queue; a miss sends it back to the first rung.
Pure code: the caller passes the day, so tests use any clock they like.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta

LADDER = (1, 3, 7, 21)
"""Days until the next review, rung by rung."""
PUZZLE = "puzzle"
LESSON = "lesson"
MISTAKE = "mistake"
KINDS = (PUZZLE, LESSON, MISTAKE)
"""What can be reviewed: a practice puzzle, a lesson of the course, a mistake from a mesa."""


def item_key(kind: str, item_id: str) -> str:
    """Return the queue's key of a puzzle or a lesson.

    >>> item_key(PUZZLE, "quito-2p-00003")
    'puzzle:quito-2p-00003'
    """
    if kind not in KINDS:
        raise ValueError(f"cannot review a {kind!r}: only {', '.join(KINDS)}")
    return f"{kind}:{item_id}"


def split_key(key: str) -> tuple[str, str]:
    """Return the kind and the id of a queue key (the inverse of :func:`item_key`)."""
    kind, _, item_id = key.partition(":")
    return kind, item_id


@dataclass(frozen=True)
class RepetitionItem:
    """One item's place on the ladder (``step`` indexes :data:`LADDER`) and its due day."""

    step: int
    due: date


@dataclass(frozen=True)
class RepetitionQueue:
    """The learner's repetition queue: item key → its rung and due day (a value, never changed)."""

    items: Mapping[str, RepetitionItem] = field(default_factory=dict)

    def missed(self, key: str, today: date) -> RepetitionQueue:
        """Return the queue after a miss: the item (new or not) is due tomorrow, first rung."""
        return self._with(key, RepetitionItem(0, today + timedelta(days=LADDER[0])))

    def solved(self, key: str, today: date) -> RepetitionQueue:
        """Return the queue after the item was solved on its own.

        A due item climbs one rung (and leaves the queue after the last); an item not yet
        due, or not in the queue, stays as it is: only reviews on time move it.
        """
        item = self.items.get(key)
        if item is None or item.due > today:
            return self
        step = item.step + 1
        if step >= len(LADDER):
            return RepetitionQueue({k: v for k, v in self.items.items() if k != key})
        return self._with(key, RepetitionItem(step, today + timedelta(days=LADDER[step])))

    def due(self, today: date) -> list[str]:
        """Return the keys due on ``today`` or before, the longest overdue first."""
        ready = [(item.due, key) for key, item in self.items.items() if item.due <= today]
        return [key for _, key in sorted(ready)]

    def _with(self, key: str, item: RepetitionItem) -> RepetitionQueue:
        return RepetitionQueue({**self.items, key: item})

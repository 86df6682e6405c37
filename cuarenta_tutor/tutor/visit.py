"""One visit to a lesson, and what it leaves in the learner's progress (plain Python).

A visit counts the learner's misses and hints and whether the solution was shown; the first
right answer of a visit earns its stars. Each attempt, hint and solution is written into the
learner's :class:`~cuarenta_tutor.tutor.progress.Progress` (a value: every method returns
the new one), and a lesson solved only with help enters the repetition queue.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace

from ..lessons.course import Course
from . import clock
from .practice_record import MAX_COUNT
from .progress import MAX_SECONDS, Progress, earned_stars
from .repetition import LESSON, item_key


@dataclass
class Visit:
    """The learner's visit to the open lesson: misses, hints, the solution shown, stars."""

    hints_shown: int = 0
    misses: int = 0
    wrong_answers: list[str] = field(default_factory=list)
    """The question's wrong answers given in this visit, in order."""
    shown: bool = False
    """Whether the solution was shown in this visit."""
    earned: int = 0
    """The stars this visit earned (0 until the first right answer or the solution)."""
    solved: bool = False
    """Whether the learner found the answer in this visit (not after seeing it)."""
    course_finished: Course | None = None
    """The course this visit's answer finished (its last lesson solved), if any."""
    opened_at: float = field(default_factory=time.monotonic)

    def hinted(self, progress: Progress, lesson_id: str) -> Progress:
        """Count one more hint shown and return the progress that keeps it."""
        self.hints_shown += 1
        hints = max(progress.record(lesson_id).hints, self.hints_shown)
        return progress.update(lesson_id, hints=hints)

    def revealed(self, progress: Progress, lesson_id: str) -> Progress:
        """Count the solution shown (one star at least) and return the progress that keeps it."""
        self.shown = True
        self.earned = self.earned or 1
        record = progress.record(lesson_id)
        progress = progress.update(lesson_id, revealed=True, stars=max(record.stars, 1))
        return repeated(progress, lesson_id, clean=False)

    def attempt(
        self, progress: Progress, course: Course, lesson_id: str, *, correct: bool
    ) -> Progress:
        """Record an attempt and return the progress that keeps it.

        The first right answer of a visit earns its stars (fewer after misses, hints or the
        solution); a wrong one is a miss. Solving the last unsolved lesson of ``course``
        sets :attr:`course_finished`.
        """
        record = progress.record(lesson_id)
        spent = min(record.seconds + max(0.0, time.monotonic() - self.opened_at), MAX_SECONDS)
        self.opened_at = time.monotonic()
        stars, solved = record.stars, record.solved
        if correct and (self.earned == 0 or self.shown):
            self.earned = earned_stars(
                misses=self.misses, hints=self.hints_shown, revealed=self.shown
            )
            stars, solved = max(stars, self.earned), solved or not self.shown
            self.solved = self.solved or not self.shown
        elif not correct:
            self.misses += 1
        ids = [lesson.id for lesson in course.lessons]
        before = progress.solved(ids)
        progress = progress.update(
            lesson_id,
            attempts=min(record.attempts + 1, MAX_COUNT),  # as progress reads back
            solved=solved,
            seconds=round(spent, 1),
            stars=stars,
        )
        after = progress.solved(ids)
        if after == len(ids) and before < after:
            self.course_finished = course
        if correct and not self.shown:  # a solution seen has queued it already
            progress = repeated(progress, lesson_id, clean=not self.hints_shown)
        return progress


def repeated(progress: Progress, lesson_id: str, *, clean: bool) -> Progress:
    """Put a lesson solved only with help into the repetition queue; move a due one on."""
    practice = progress.practice.rescheduled(item_key(LESSON, lesson_id), clean, clock.today())
    return replace(progress, practice=practice)


__all__ = ["Visit", "repeated"]

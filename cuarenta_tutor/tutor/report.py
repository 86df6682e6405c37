"""Class reports from progress files: per learner, per lesson, where pupils fail, practice.

Pure data: the command line reads the files, this module only summarises them, and
:mod:`cuarenta_tutor.documents.report` writes the summary as text, CSV or HTML.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..puzzles import THEMES
from .progress import Progress

FAIL_SHARE = 0.5
"""A lesson is flagged when more than this share of the learners who tried it did not solve it."""


@dataclass(frozen=True)
class LessonRow:
    """One lesson across the class."""

    lesson_id: str
    tried: int
    solved: int
    attempts: int
    hints: int
    seconds: float

    @property
    def failed(self) -> int:
        """Learners who tried the lesson and did not solve it."""
        return self.tried - self.solved

    @property
    def flagged(self) -> bool:
        """Whether most learners who tried it (more than half) failed."""
        return self.tried > 0 and self.failed / self.tried > FAIL_SHARE


@dataclass(frozen=True)
class LearnerRow:
    """One learner across the course."""

    name: str
    solved: int
    tried: int
    attempts: int
    hints: int
    seconds: float


@dataclass(frozen=True)
class PracticeRow:
    """One learner's puzzle practice: rating, puzzles solved and tried, best streak, themes."""

    name: str
    rating: int
    solved: int
    tried: int
    best_streak: int
    themes: tuple[tuple[str, int, int], ...]
    """(theme, solved, tried) for every theme tried, in the themes' order."""


@dataclass(frozen=True)
class ClassReport:
    """The summary of a class's progress files."""

    learners: tuple[LearnerRow, ...]
    lessons: tuple[LessonRow, ...]
    skipped: tuple[tuple[str, str], ...]
    """Files that could not be read, with the reason."""
    practice: tuple[PracticeRow, ...] = ()
    """The learners who practised puzzles."""

    @property
    def flagged(self) -> tuple[LessonRow, ...]:
        """The lessons most pupils fail, the worst first."""
        rows = [row for row in self.lessons if row.flagged]
        return tuple(sorted(rows, key=lambda row: (-row.failed / row.tried, row.lesson_id)))


def build_report(
    progresses: list[tuple[str, Progress]],
    order: list[str],
    skipped: list[tuple[str, str]],
    *,
    untried: bool = False,
) -> ClassReport:
    """Summarise ``(name, progress)`` pairs over the lessons in ``order``.

    A lesson no learner tried has no row (a class works on a few of the course's lessons),
    unless ``untried``: then every lesson of ``order`` has one (a teacher's set, where
    "nobody tried it" is news).
    """
    learners = []
    for name, progress in progresses:
        records = [progress.record(lesson_id) for lesson_id in order]
        tried = [r for r in records if r.attempts or r.hints or r.revealed]
        learners.append(
            LearnerRow(
                name=progress.learner or name,
                solved=sum(r.solved for r in records),
                tried=len(tried),
                attempts=sum(r.attempts for r in records),
                hints=sum(r.hints for r in records),
                seconds=round(sum(r.seconds for r in records), 1),
            )
        )
    lessons = []
    for lesson_id in order:
        records = [progress.record(lesson_id) for _, progress in progresses]
        tried = [r for r in records if r.attempts or r.hints or r.revealed]
        if not (tried or untried):
            continue
        lessons.append(
            LessonRow(
                lesson_id=lesson_id,
                tried=len(tried),
                solved=sum(r.solved for r in tried),
                attempts=sum(r.attempts for r in tried),
                hints=sum(r.hints for r in tried),
                seconds=round(sum(r.seconds for r in tried), 1),
            )
        )
    practice = [_practice_row(name, progress) for name, progress in progresses]
    return ClassReport(
        tuple(learners),
        tuple(lessons),
        tuple(skipped),
        tuple(row for row in practice if row.tried or row.best_streak),
    )


def _practice_row(name: str, progress: Progress) -> PracticeRow:
    record = progress.practice
    themes = tuple(
        (theme, tally.solved, tally.attempts)
        for theme in THEMES
        if (tally := record.themes.get(theme)) is not None and tally.attempts
    )
    return PracticeRow(
        name=progress.learner or name,
        rating=round(record.learner.rating.rating),
        solved=record.learner.solved,
        tried=record.learner.attempts,
        best_streak=record.best_streak,
        themes=themes,
    )

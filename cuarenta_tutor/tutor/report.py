"""Class reports from learners' progress files: per learner, per lesson, and where pupils fail.

Pure functions: the command line reads the files, this module only summarises.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from html import escape

from .progress import Progress

FLAGGED = ' class="flagged"'
FAIL_SHARE = 0.5
"""A lesson is flagged when at least this share of the learners who tried it did not solve it."""


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
        """Whether most learners who tried it failed."""
        return self.tried > 0 and self.failed / self.tried >= FAIL_SHARE


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
class ClassReport:
    """The summary of a class's progress files."""

    learners: tuple[LearnerRow, ...]
    lessons: tuple[LessonRow, ...]
    skipped: tuple[tuple[str, str], ...]
    """Files that could not be read, with the reason."""

    @property
    def flagged(self) -> tuple[LessonRow, ...]:
        """The lessons most pupils fail, the worst first."""
        rows = [row for row in self.lessons if row.flagged]
        return tuple(sorted(rows, key=lambda row: (-row.failed / row.tried, row.lesson_id)))


def build_report(
    progresses: list[tuple[str, Progress]], order: list[str], skipped: list[tuple[str, str]]
) -> ClassReport:
    """Summarise ``(name, progress)`` pairs over the lessons in ``order``."""
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
    return ClassReport(tuple(learners), tuple(lessons), tuple(skipped))


def report_text(report: ClassReport) -> str:
    """Return the report as plain text."""
    lines = ["Learners (solved / tried, attempts, hints, minutes):"]
    for row in report.learners:
        lines.append(
            f"  {row.name}: {row.solved}/{row.tried}, {row.attempts} attempts, "
            f"{row.hints} hints, {row.seconds / 60:.1f} min"
        )
    lines.append("Lessons most pupils fail:")
    lines += [
        f"  {row.lesson_id}: {row.failed} of {row.tried} did not solve it" for row in report.flagged
    ] or ["  none"]
    lines += [f"Skipped {name}: {reason}" for name, reason in report.skipped]
    return "\n".join(lines)


def report_csv(report: ClassReport) -> str:
    """Return one CSV row per lesson: tried, solved, failed, attempts, hints, seconds, flagged."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        ["lesson", "tried", "solved", "failed", "attempts", "hints", "seconds", "flagged"]
    )
    for row in report.lessons:
        writer.writerow(
            [
                row.lesson_id,
                row.tried,
                row.solved,
                row.failed,
                row.attempts,
                row.hints,
                row.seconds,
                "yes" if row.flagged else "no",
            ]
        )
    return out.getvalue()


def report_html(report: ClassReport) -> str:
    """Return a self-contained HTML page with the learner and lesson tables."""
    learners = "".join(
        f"<tr><td>{escape(r.name)}</td><td>{r.solved}</td><td>{r.tried}</td>"
        f"<td>{r.attempts}</td><td>{r.hints}</td><td>{r.seconds / 60:.1f}</td></tr>"
        for r in report.learners
    )
    lessons = "".join(
        f"<tr{FLAGGED if r.flagged else ''}><td>{escape(r.lesson_id)}</td>"
        f"<td>{r.tried}</td><td>{r.solved}</td><td>{r.failed}</td><td>{r.attempts}</td>"
        f"<td>{r.hints}</td></tr>"
        for r in report.lessons
    )
    skipped = "".join(
        f"<li>{escape(name)}: {escape(reason)}</li>" for name, reason in report.skipped
    )
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>Cuarenta Tutor report</title>"
        "<style>body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:2px 6px}"
        "table{border-collapse:collapse}.flagged{background:#ffe0b2}</style></head><body>"
        "<h1>Class report</h1><h2>Learners</h2><table><tr><th>learner</th><th>solved</th>"
        f"<th>tried</th><th>attempts</th><th>hints</th><th>minutes</th></tr>{learners}</table>"
        "<h2>Lessons</h2><table><tr><th>lesson</th><th>tried</th><th>solved</th>"
        f"<th>failed</th><th>attempts</th><th>hints</th></tr>{lessons}</table>"
        + (f"<h2>Skipped files</h2><ul>{skipped}</ul>" if skipped else "")
        + "</body></html>"
    )

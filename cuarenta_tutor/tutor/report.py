"""Class reports from progress files: per learner, per lesson, where pupils fail, practice.

Pure functions: the command line reads the files, this module only summarises.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from dataclasses import dataclass
from html import escape

from babel.numbers import format_decimal

from ..i18n.catalogs import Translator
from ..i18n.puzzle_text import theme_name
from ..puzzles import THEMES
from .progress import Progress

FLAGGED = ' class="flagged"'
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


def practice_themes_text(row: PracticeRow, tr: Translator) -> str:
    """Return a learner's puzzles solved per theme: ``Caída 3/4, Limpia 1/2``."""
    return ", ".join(
        f"{theme_name(theme, tr)} {solved}/{tried}" for theme, solved, tried in row.themes
    )


def report_text(report: ClassReport, tr: Translator, titles: Mapping[str, str]) -> str:
    """Return the report as plain text in the teacher's language (``titles``: lesson names)."""
    lines = [tr.gettext("Learners (solved / tried, attempts, hints, minutes):")]
    for row in report.learners:
        counts = ", ".join(
            (
                f"{row.solved}/{row.tried}",
                tr.ngettext("{n} attempt", "{n} attempts", row.attempts).format(n=row.attempts),
                tr.ngettext("{n} hint", "{n} hints", row.hints).format(n=row.hints),
                tr.gettext("{minutes} min").format(minutes=minutes(row.seconds, tr.lang)),
            )
        )
        lines.append(f"  {row.name}: {counts}")
    lines.append(tr.gettext("Lessons most pupils fail:"))
    lines += [
        "  "
        + tr.ngettext(
            "{lesson}: {failed} of {tried} did not solve it",
            "{lesson}: {failed} of {tried} did not solve it",
            row.failed,
        ).format(lesson=_lesson_name(row, titles), failed=row.failed, tried=row.tried)
        for row in report.flagged
    ] or ["  " + tr.gettext("none")]
    if report.practice:
        lines.append(tr.gettext("Practice (rating, puzzles solved / tried, best streak):"))
    for practice in report.practice:
        counts = ", ".join(
            (
                str(practice.rating),
                f"{practice.solved}/{practice.tried}",
                tr.gettext("best streak {n}").format(n=practice.best_streak),
            )
        )
        lines.append(f"  {practice.name}: {counts}")
        if practice.themes:
            lines.append(f"    {practice_themes_text(practice, tr)}")
    lines += [
        tr.gettext("Skipped {file}: {reason}").format(file=name, reason=reason)
        for name, reason in report.skipped
    ]
    return "\n".join(lines)


def minutes(seconds: float, lang: str) -> str:
    """Return ``seconds`` as minutes with one decimal, written the way ``lang`` writes numbers.

    >>> minutes(90, "en"), minutes(90, "de"), minutes(3, "fi")
    ('1.5', '1,5', '0,1')
    """
    return format_decimal(round(seconds / 60, 1), format="0.0", locale=lang)


def _lesson_name(row: LessonRow, titles: Mapping[str, str]) -> str:
    title = titles.get(row.lesson_id)
    return f"{title} ({row.lesson_id})" if title else row.lesson_id


def report_csv(report: ClassReport, titles: Mapping[str, str]) -> str:
    """Return one CSV row per lesson (title, tried, solved, failed, attempts, hints, time).

    The column names stay English (spreadsheets and scripts rely on them); the titles are
    in the report's language.
    """
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(
        ["lesson", "title", "tried", "solved", "failed", "attempts", "hints", "seconds", "flagged"]
    )
    for row in report.lessons:
        writer.writerow(
            [
                row.lesson_id,
                titles.get(row.lesson_id, ""),
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


def report_html(report: ClassReport, tr: Translator, titles: Mapping[str, str]) -> str:
    """Return a self-contained HTML page with the learner and lesson tables."""

    def head(*labels: str) -> str:
        return "<tr>" + "".join(f"<th>{escape(label)}</th>" for label in labels) + "</tr>"

    learners = "".join(
        f"<tr><td>{escape(r.name)}</td><td>{r.solved}</td><td>{r.tried}</td>"
        f"<td>{r.attempts}</td><td>{r.hints}</td><td>{minutes(r.seconds, tr.lang)}</td></tr>"
        for r in report.learners
    )
    lessons = "".join(
        f"<tr{FLAGGED if r.flagged else ''}><td>{escape(titles.get(r.lesson_id, ''))}</td>"
        f"<td><code>{escape(r.lesson_id)}</code></td>"
        f"<td>{r.tried}</td><td>{r.solved}</td><td>{r.failed}</td><td>{r.attempts}</td>"
        f"<td>{r.hints}</td><td>{minutes(r.seconds, tr.lang)}</td></tr>"
        for r in report.lessons
    )
    skipped = "".join(
        f"<li>{escape(name)}: {escape(reason)}</li>" for name, reason in report.skipped
    )
    practice = "".join(
        f"<tr><td>{escape(r.name)}</td><td>{r.rating}</td><td>{r.solved}</td><td>{r.tried}</td>"
        f"<td>{r.best_streak}</td><td>{escape(practice_themes_text(r, tr))}</td></tr>"
        for r in report.practice
    )
    practice_head = head(
        tr.pgettext("report column", "learner"),
        tr.pgettext("report column", "rating"),
        tr.pgettext("report column", "puzzles solved"),
        tr.pgettext("report column", "puzzles tried"),
        tr.pgettext("report column", "best streak"),
        tr.pgettext("report column", "solved per theme"),
    )
    practice_title = escape(tr.gettext("Practice"))
    learner_head = head(
        tr.pgettext("report column", "learner"),
        tr.pgettext("report column", "lessons solved"),
        tr.pgettext("report column", "lessons tried"),
        tr.pgettext("report column", "attempts"),
        tr.pgettext("report column", "hints"),
        tr.pgettext("report column", "minutes"),
    )
    lesson_head = head(
        tr.pgettext("report column", "lesson"),
        tr.pgettext("report column", "id"),
        tr.pgettext("report column", "pupils who tried it"),
        tr.pgettext("report column", "solved it"),
        tr.pgettext("report column", "did not solve it"),
        tr.pgettext("report column", "attempts"),
        tr.pgettext("report column", "hints"),
        tr.pgettext("report column", "minutes"),
    )
    title = escape(tr.gettext("Class report"))
    note = escape(tr.gettext("Highlighted: lessons that most pupils who tried did not solve."))
    learners_title = escape(tr.gettext("Learners"))
    lessons_title = escape(tr.gettext("Lessons"))
    skipped_title = escape(tr.gettext("Skipped files"))
    return (
        f"<!doctype html><html lang='{escape(tr.lang)}'><head><meta charset='utf-8'>"
        f"<title>Cuarenta Tutor: {title}</title>"
        "<style>body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:2px 6px}"
        "table{border-collapse:collapse}.flagged{background:#ffe0b2}</style></head><body>"
        f"<h1>{title}</h1><h2>{learners_title}</h2><table>{learner_head}{learners}</table>"
        f"<h2>{lessons_title}</h2><p>{note}</p><table>{lesson_head}{lessons}</table>"
        + (f"<h2>{practice_title}</h2><table>{practice_head}{practice}</table>" if practice else "")
        + (f"<h2>{skipped_title}</h2><ul>{skipped}</ul>" if skipped else "")
        + "</body></html>"
    )

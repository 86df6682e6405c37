"""The class report as a teacher reads it: plain text, CSV or a standalone HTML page.

The numbers come from :func:`cuarenta_tutor.tutor.report.build_report`; this module only
writes them in the teacher's language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape

from babel.numbers import format_decimal

from ..classroom.export import sheet
from ..i18n.catalogs import Translator
from ..sentences.puzzle_text import theme_name
from ..tutor.report import ClassReport, LessonRow, PracticeRow
from .page import html_page

FLAGGED = ' class="flagged"'
REPORT_STYLE = (
    "body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:2px 6px}"
    "table{border-collapse:collapse}.flagged{background:#ffe0b2}"
)


def practice_themes_text(row: PracticeRow, tr: Translator) -> str:
    """Return a learner's puzzles solved per theme: ``Caída 3/4, Limpia 1/2``."""
    return ", ".join(
        f"{theme_name(theme, tr)} {solved}/{tried}" for theme, solved, tried in row.themes
    )


def report_text(
    report: ClassReport,
    tr: Translator,
    titles: Mapping[str, str],
    courses: Mapping[str, str] | None = None,
) -> str:
    """Return the report as plain text in the teacher's language.

    ``titles``: each lesson's numbered title by id; ``courses``: the title of its course.
    """
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
        ).format(lesson=_lesson_name(row, titles, courses), failed=row.failed, tried=row.tried)
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


def _lesson_name(
    row: LessonRow, titles: Mapping[str, str], courses: Mapping[str, str] | None
) -> str:
    """Name a lesson with its course: "Caída and limpia › 1. Caída! (caida-basic)"."""
    title = titles.get(row.lesson_id)
    if not title:
        return row.lesson_id
    course = (courses or {}).get(row.lesson_id)
    return f"{course} › {title} ({row.lesson_id})" if course else f"{title} ({row.lesson_id})"


@dataclass(frozen=True)
class Columns:
    """The headings of the report's three tables, in the teacher's language."""

    learners: list[str]
    """A row per learner: lessons solved and tried, attempts, hints, minutes."""
    lessons: list[str]
    """A row per lesson (its course, title and id): who tried it, solved it and not, attempts,
    hints, minutes."""
    practice: list[str]
    """A row per learner who practised: rating, puzzles solved and tried, streak, themes."""


def report_columns(tr: Translator) -> Columns:
    """Return the headings of the report's tables (the HTML page and the CSV file share them)."""
    learner = tr.pgettext("report column", "learner")
    counts = [
        tr.pgettext("report column", "attempts"),
        tr.pgettext("report column", "hints"),
        tr.pgettext("report column", "minutes"),
    ]
    solved, tried = (
        tr.pgettext("report column", "lessons solved"),
        tr.pgettext("report column", "lessons tried"),
    )
    lesson, lesson_id = tr.pgettext("report column", "lesson"), tr.pgettext("report column", "id")
    course = tr.pgettext("report column", "course")
    who = [
        tr.pgettext("report column", "pupils who tried it"),
        tr.pgettext("report column", "solved it"),
        tr.pgettext("report column", "did not solve it"),
    ]
    practice = [
        tr.pgettext("report column", "rating"),
        tr.pgettext("report column", "puzzles solved"),
        tr.pgettext("report column", "puzzles tried"),
        tr.pgettext("report column", "best streak"),
        tr.pgettext("report column", "solved per theme"),
    ]
    return Columns(
        [learner, solved, tried, *counts],
        [course, lesson, lesson_id, *who, *counts],
        [learner, *practice],
    )


def report_csv(
    report: ClassReport,
    tr: Translator,
    titles: Mapping[str, str],
    courses: Mapping[str, str] | None = None,
) -> str:
    """Return the report as a spreadsheet: a row per learner, then a row per lesson.

    Written as the live class's export is (:func:`~..classroom.export.sheet`): headings
    and titles in the teacher's language, minutes with its decimal sign, ``;`` between
    columns where that sign is a comma, and a byte order mark for Excel. Each table has
    its title row; practice follows when a learner practised.
    """
    yes, no = tr.gettext("yes"), tr.gettext("no")
    columns = report_columns(tr)
    rows: list[Sequence[object]] = [[tr.gettext("Learners")], columns.learners]
    rows += [[r.name, r.solved, r.tried, r.attempts, r.hints, minutes(r.seconds, tr.lang)]
             for r in report.learners]  # fmt: skip
    # Translators: a report column: yes when most pupils who tried the lesson did not solve it
    flagged = tr.pgettext("report column", "go over in class")
    rows += [[], [tr.gettext("Lessons")], [*columns.lessons, flagged]]
    course = courses or {}
    rows += [[course.get(r.lesson_id, ""), titles.get(r.lesson_id, ""), r.lesson_id,
              r.tried, r.solved, r.failed, r.attempts, r.hints, minutes(r.seconds, tr.lang),
              yes if r.flagged else no]
             for r in report.lessons]  # fmt: skip
    if report.practice:
        rows += [[], [tr.gettext("Practice")], columns.practice]
        rows += [[r.name, r.rating, r.solved, r.tried, r.best_streak,
                  practice_themes_text(r, tr)] for r in report.practice]  # fmt: skip
    return sheet(rows, tr.lang)


def report_html(
    report: ClassReport,
    tr: Translator,
    titles: Mapping[str, str],
    courses: Mapping[str, str] | None = None,
) -> str:
    """Return a self-contained HTML page with the learner and lesson tables."""
    course = courses or {}

    def head(*labels: str) -> str:
        return "<tr>" + "".join(f"<th>{escape(label)}</th>" for label in labels) + "</tr>"

    learners = "".join(
        f"<tr><td>{escape(r.name)}</td><td>{r.solved}</td><td>{r.tried}</td>"
        f"<td>{r.attempts}</td><td>{r.hints}</td><td>{minutes(r.seconds, tr.lang)}</td></tr>"
        for r in report.learners
    )
    lessons = "".join(
        f"<tr{FLAGGED if r.flagged else ''}><td>{escape(course.get(r.lesson_id, ''))}</td>"
        f"<td>{escape(titles.get(r.lesson_id, ''))}</td>"
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
    columns = report_columns(tr)
    practice_head = head(*columns.practice)
    practice_title = escape(tr.gettext("Practice"))
    learner_head = head(*columns.learners)
    lesson_head = head(*columns.lessons)
    title = escape(tr.gettext("Class report"))
    note = escape(tr.gettext("Highlighted: lessons that most pupils who tried did not solve."))
    learners_title = escape(tr.gettext("Learners"))
    lessons_title = escape(tr.gettext("Lessons"))
    skipped_title = escape(tr.gettext("Skipped files"))
    body = (
        f"<h1>{title}</h1><h2>{learners_title}</h2><table>{learner_head}{learners}</table>"
        f"<h2>{lessons_title}</h2><p>{note}</p><table>{lesson_head}{lessons}</table>"
        + (f"<h2>{practice_title}</h2><table>{practice_head}{practice}</table>" if practice else "")
        + (f"<h2>{skipped_title}</h2><ul>{skipped}</ul>" if skipped else "")
    )
    return html_page(tr.lang, f"Cuarenta Tutor: {title}", REPORT_STYLE, body)

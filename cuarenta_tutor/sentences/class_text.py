"""A class's work in words: the lines of ``class report`` (the teacher's page has its own).

Works on the data of :func:`cuarenta_tutor.classroom.summary.summarise`.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from babel.dates import format_date, format_datetime

from ..i18n.catalogs import Translator
from .puzzle_text import theme_name


def due_date(due: str, lang: str) -> str:
    """Return a homework's due date (ISO, as the teacher set it) as ``lang`` writes a date."""
    try:
        return format_date(date.fromisoformat(due), "long", locale=lang)
    except ValueError:  # not a date: shown as it was set
        return due


def local_time(iso: str, lang: str) -> str:
    """Return a time of the summary (ISO, UTC) in this computer's time zone, as ``lang`` writes it.

    The teacher's page shows times in the teacher's own zone too, never in UTC.
    """
    moment = datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone()
    return format_datetime(moment, "medium", tzinfo=moment.tzinfo, locale=lang)


def stuck_text(stuck: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]) -> str:
    """Return why a pupil seems stuck: a lesson missed again and again, or no progress."""
    if stuck["why"] == "misses":
        lesson = titles.get(stuck["lesson"], stuck["lesson"])
        return tr.ngettext(
            "stuck on {lesson}: missed {count} time in a row",
            "stuck on {lesson}: missed {count} times in a row",
            stuck["misses"],
        ).format(lesson=lesson, count=stuck["misses"])
    return tr.ngettext(
        "no progress for {count} minute",
        "no progress for {count} minutes",
        stuck["minutes"],
    ).format(count=stuck["minutes"])


def pupil_lines(pupil: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]) -> list[str]:
    """Return a pupil's lines of the report: the name, then indented details."""
    lessons = pupil["lessons"].values()
    solved = sum(lesson["solved"] for lesson in lessons)
    stars = sum(lesson["stars"] for lesson in lessons)
    practice = pupil["practice"]
    seen = [lesson for lesson, record in pupil["lessons"].items() if record["first_stars"] == 1]
    lines = [
        pupil["name"],
        "  "
        + tr.ngettext("{count} lesson solved", "{count} lessons solved", solved).format(
            count=solved
        )
        + ", "
        + tr.ngettext("{count} star", "{count} stars", stars).format(count=stars),
    ]
    if seen:  # one star: finished only once the solution was shown (or revealed to the class)
        named = " · ".join(titles.get(lesson, lesson) for lesson in seen)
        label = tr.gettext("solution seen")
        lines.append(f"  {label}: {named}")
    if practice["answers"]:
        text = tr.ngettext(
            "practice: {count} answer, {right} right",
            "practice: {count} answers, {right} right",
            practice["answers"],
        ).format(count=practice["answers"], right=practice["correct"])
        if practice["rating"] is not None:
            text += ", " + tr.gettext("rating {rating}").format(rating=practice["rating"])
        lines.append("  " + text)
    lines.extend("  " + stuck_text(stuck, tr, titles) for stuck in pupil["stuck"])
    last_seen = local_time(pupil["last_seen"], tr.lang)
    lines.append("  " + tr.gettext("last seen {time}").format(time=last_seen))
    return lines


def homework_lines(
    summary: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]
) -> list[str]:
    """Return the homework as the teacher's page shows it: due date, what was set, who did what."""
    pupils = summary["pupils"]
    lines: list[str] = []
    for index, work in enumerate(summary["homework"]):
        done = [pupil["homework"][index] for pupil in pupils]
        head = tr.gettext("Due {due}: finished by {count} of {total}").format(
            due=due_date(work["due"], tr.lang),
            count=sum(each["done"] for each in done),
            total=len(pupils),
        )
        lines += ["", f"  {head}"]
        if work["lessons"]:
            named = " · ".join(titles.get(lesson, lesson) for lesson in work["lessons"])
            label = tr.gettext("Lessons")
            lines.append(f"    {label}: {named}")
        if work["themes"]:
            named = " · ".join(theme_name(theme, tr) for theme in work["themes"])
            label = tr.gettext("Practice themes")
            lines.append(f"    {label}: {named}")
        progress = ", ".join(
            f"{pupil['name']} {each['items_done']}/{each['items']}"
            for pupil, each in zip(pupils, done, strict=True)
        )
        label = tr.gettext("Items done per pupil")
        lines.append(f"    {label}: {progress or '–'}")
    return [tr.gettext("Homework") + ":", *lines[1:]] if lines else []


def report_lines(
    summary: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]
) -> list[str]:
    """Return the whole ``class report`` as lines: pupils, homework, themes and answers missed."""
    pupils = summary["pupils"]
    lines = [
        tr.ngettext(
            "{name} ({code}): {count} pupil",
            "{name} ({code}): {count} pupils",
            len(pupils),
        ).format(count=len(pupils), **summary["class"])
    ]
    for pupil in pupils:
        lines += ["", *pupil_lines(pupil, tr, titles)]
    if homework := homework_lines(summary, tr, titles):
        lines += ["", *homework]
    if summary["themes_missed"]:
        lines += ["", tr.gettext("Practice themes missed most:")]
        lines += [
            f"  {theme_name(row['theme'], tr)}: {row['misses']}" for row in summary["themes_missed"]
        ]
    if summary["wrong_answers"]:
        lines += ["", tr.gettext("Most common wrong answers:")]
        for lesson, rows in summary["wrong_answers"].items():
            answers = ", ".join(
                f"{row.get('label') or row['play']} ({row['count']})" for row in rows
            )
            lines.append(f"  {titles.get(lesson, lesson)}: {answers}")
    return lines

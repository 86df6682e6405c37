"""A class's work in words: the lines of ``class report`` (the teacher's page has its own).

Works on the data of :func:`cuarenta_tutor.classroom.summary.summarise`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..i18n.catalogs import Translator
from .puzzle_text import theme_name


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
    lines = [
        pupil["name"],
        "  "
        + tr.ngettext("{count} lesson solved", "{count} lessons solved", solved).format(
            count=solved
        )
        + ", "
        + tr.ngettext("{count} star", "{count} stars", stars).format(count=stars),
    ]
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
    lines.append("  " + tr.gettext("last seen {time} (UTC)").format(time=pupil["last_seen"]))
    return lines


def report_lines(
    summary: Mapping[str, Any], tr: Translator, titles: Mapping[str, str]
) -> list[str]:
    """Return the whole ``class report`` as lines: the pupils, the themes and answers missed."""
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

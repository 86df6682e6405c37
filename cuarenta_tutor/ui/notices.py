"""The course map's notices for a lesson that cannot be opened, in the learner's language."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from ..i18n import Translator
from ..i18n.messages import message_text, sentence_text
from ..lessons.model import LessonError
from ..sentences.ruleset_text import menu_label
from ..tutor.lesson import LessonUnavailable


def refusal(problem: LessonUnavailable, tr: Translator) -> dict[str, Any]:
    """Say why a lesson is not written for the chosen rules, and offer its own (on the map).

    Each offered ruleset opens the lesson under it for that visit only: the learner's chosen
    rules stay for the rest of the app.
    """
    title = problem.lesson.text(tr.lang)[0].title
    # Translators: {rules} is a label of the rules menu (quito, rigor, pagat, casual, perhaps
    # with "+ variant"): quote it as a label, never as a word of the sentence.
    text = tr.gettext(
        "“{title}” cannot be played with ‘{rules}’ chosen in the rules menu. Open it with the "
        "rules it is written for:"
    ).format(title=title, rules=menu_label(problem.ruleset))
    return {"text": text, "rules": list(problem.elsewhere)}


def unavailable_html(problem: LessonUnavailable, tr: Translator) -> str:
    """Say that a lesson cannot be opened because its file is wrong: details for the teacher."""
    title = problem.lesson.text(tr.lang)[0].title
    text = tr.gettext(
        "“{title}” cannot be opened: its lesson file has a mistake. Choose another lesson, "
        "and tell your teacher."
    ).format(title=title)
    summary = tr.gettext("Details for the teacher")
    return (
        f"<div class='ct-hint' role='status'>{escape(text)}<details><summary>"
        f"{escape(summary)}</summary><code>{escape(_detail(problem, tr))}</code></details></div>"
    )


def _detail(problem: LessonUnavailable, tr: Translator) -> str:
    """Name the file (course folder and name, not the server's path), line and mistake."""
    reason = problem.reason
    if isinstance(reason, LessonError):
        path = Path(reason.path)
        return f"{path.parent.name}/{path.name}:{reason.line}: {sentence_text(reason, tr)}"
    return f"{problem.lesson.course}/{problem.lesson.path.name}: {message_text(reason, tr)}"

"""The course map's notice for a lesson that cannot be opened, in the learner's language."""

from __future__ import annotations

from html import escape
from pathlib import Path
from urllib.parse import urlencode

from ..i18n import Translator
from ..i18n.messages import message_text, sentence_text
from ..lessons.model import LessonError
from ..tutor.lesson import LessonUnavailable


def unavailable_html(problem: LessonUnavailable, tr: Translator, query: dict[str, str]) -> str:
    """Say why a lesson cannot be opened; offer its own rulesets, or details for the teacher.

    ``query`` is the page's deep link: each offered ruleset is a link to the same page with
    that ruleset and the lesson (the learner's other choices kept).
    """
    title = problem.lesson.text(tr.lang)[0].title
    if problem.elsewhere:
        text = tr.gettext(
            "“{title}” cannot be played under the {rules} rules. Open it with the rules it "
            "is written for:"
        ).format(title=title, rules=problem.ruleset)
        links = " ".join(
            f"<a class='ct-open-under' href='{escape(_link(query, rules, problem))}'>"
            f"{escape(rules)}</a>"
            for rules in problem.elsewhere
        )
        return f"<div class='ct-hint' role='status'>{escape(text)} {links}</div>"
    text = tr.gettext(
        "“{title}” cannot be opened: its lesson file has a mistake. Choose another lesson, "
        "and tell your teacher."
    ).format(title=title)
    summary = tr.gettext("Details for the teacher")
    return (
        f"<div class='ct-hint' role='status'>{escape(text)}<details><summary>"
        f"{escape(summary)}</summary><code>{escape(_detail(problem, tr))}</code></details></div>"
    )


def _link(query: dict[str, str], rules: str, problem: LessonUnavailable) -> str:
    return "?" + urlencode({**query, "rules": rules, "lesson": problem.lesson.id})


def _detail(problem: LessonUnavailable, tr: Translator) -> str:
    """Name the file (course folder and name, not the server's path), line and mistake."""
    reason = problem.reason
    if isinstance(reason, LessonError):
        path = Path(reason.path)
        return f"{path.parent.name}/{path.name}:{reason.line}: {sentence_text(reason, tr)}"
    return f"{problem.lesson.course}/{problem.lesson.path.name}: {message_text(reason, tr)}"

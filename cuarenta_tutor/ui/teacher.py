"""The Teacher tab: choose courses or lessons and get a link that opens just that set."""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import ipywidgets as w

from ..engine.rules import content_dir
from ..i18n import Translator
from ..i18n.pages import localized_page
from ..lessons.course import Course
from ..render.markdown import to_html


class TeacherPanel:
    """Build assignment links: ``?set=<courses and lessons>&lang=…&rules=…``."""

    def __init__(self, courses: list[Course]) -> None:
        self.courses = courses
        self.problems = w.HTML()
        self.problems.add_class("ct-teacher-problems")
        self.intro = w.HTML()
        self.choices = w.SelectMultiple(rows=14, layout=w.Layout(width="640px"))
        self.choices.add_class("ct-teacher-choices")
        self.make = w.Button()
        self.make.add_class("ct-teacher-make")
        self.link = w.HTML()
        self.link.add_class("ct-teacher-link")
        self.guide = w.HTML()
        self.guide.add_class("ct-teacher-guide")
        self._guide_lang = ""
        self._guide_wanted = False
        self.root = w.VBox(
            [self.problems, self.intro, self.choices, self.make, self.link, self.guide]
        )

    def render(self, tr: Translator) -> None:
        """Write the panel's texts in the learner's (here: the teacher's) language."""
        lang = tr.lang
        self.problems.value = problems_html(self.courses, tr)
        self.intro.value = (
            "<p>"
            + escape(
                tr.gettext(
                    "Choose courses or single lessons for your class (hold Ctrl to choose "
                    "several), then make a link that opens just those, in the language and "
                    "rules chosen above."
                )
            )
            + "</p>"
        )
        options: list[tuple[str, str]] = []
        for course in self.courses:
            options.append((f"▸ {course.title(lang)}", course.slug))
            options += [
                (f"     {number}. {lesson.text(lang)[0].title}", lesson.id)
                for number, lesson in enumerate(course.lessons, start=1)
            ]
        if list(self.choices.options) != options:
            chosen = self.choices.value
            self.choices.options = options
            self.choices.value = tuple(key for key in chosen if key in dict(options).values())
        self.make.description = tr.pgettext("button", "Make the link")
        if self._guide_wanted and self._guide_lang != lang:
            self.guide.value = guide_html(tr)
            self._guide_lang = lang

    def show_guide(self, tr: Translator) -> None:
        """Fill in the guide, the first time the tab is opened (it is long: not at start-up)."""
        self._guide_wanted = True
        self.render(tr)

    def build_link(self, tr: Translator, rules: str) -> str:
        """Return the HTML of the link for the chosen set (or a request to choose first)."""
        keys = list(self.choices.value)
        if not keys:
            return "<p>" + escape(tr.gettext("Choose at least one course or lesson.")) + "</p>"
        query: dict[str, Any] = {"set": ",".join(keys), "lang": tr.lang}
        if rules:
            query["rules"] = rules
        href = "?" + urlencode(query, safe=",")
        lessons = self._count(keys)
        label = escape(
            tr.ngettext(
                "Link for your class: {n} lesson", "Link for your class: {n} lessons", lessons
            ).format(n=lessons)
        )
        hint = escape(tr.gettext("Open it, or copy its address and share it with your pupils."))
        return (
            f"<p><a class='ct-class-link' href='{escape(href)}' target='_blank'>{label}</a>"
            f"<br><code>{escape(href)}</code><br>{hint}</p>"
        )

    def _count(self, keys: list[str]) -> int:
        wanted = set(keys)
        return sum(
            1
            for course in self.courses
            for lesson in course.lessons
            if course.slug in wanted or lesson.id in wanted
        )


def problems_html(courses: list[Course], tr: Translator) -> str:
    """Return the notice of the course files left out because of a mistake (or nothing)."""
    problems = [(course, error) for course in courses for error in course.problems]
    if not problems:
        return ""
    lead = tr.ngettext(
        "{n} file of the course has a mistake and is left out:",
        "{n} files of the course have mistakes and are left out:",
        len(problems),
    ).format(n=len(problems))
    rows = "".join(
        f"<li><code>{escape(course.slug)}/{escape(Path(error.path).name)}:{error.line}</code> "
        f"{escape(error.message)}</li>"
        for course, error in problems
    )
    advice = tr.gettext("After correcting a file, check every lesson with: cuarenta-tutor lint")
    return (
        f"<div class='ct-hint' role='status'><p>{escape(lead)}</p><ul>{rows}</ul>"
        f"<p>{escape(advice)}</p></div>"
    )


def guide_html(tr: Translator) -> str:
    """Return the teacher's guide of ``tr``'s language (or the English one), folded away."""
    page, translated = localized_page(content_dir() / "teachers", tr.lang)
    title = escape(tr.gettext("Teacher's guide"))
    untranslated = escape(tr.gettext("not yet translated"))
    mark = "" if translated else f" <span class='ct-untranslated'>({untranslated})</span>"
    return (
        f"<details class='ct-guide'><summary>{title}{mark}</summary>"
        f"{to_html(page.body, tr.lang)}</details>"
    )

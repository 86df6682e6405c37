"""The Teacher tab: choose courses or lessons and get a link that opens just that set."""

from __future__ import annotations

from html import escape
from typing import Any
from urllib.parse import urlencode

import ipywidgets as w

from ..i18n import Translator
from ..lessons.course import Course


class TeacherPanel:
    """Build assignment links: ``?set=<courses and lessons>&lang=…&rules=…``."""

    def __init__(self, courses: list[Course]) -> None:
        self.courses = courses
        self.intro = w.HTML()
        self.choices = w.SelectMultiple(rows=14, layout=w.Layout(width="640px"))
        self.choices.add_class("ct-teacher-choices")
        self.make = w.Button()
        self.make.add_class("ct-teacher-make")
        self.link = w.HTML()
        self.link.add_class("ct-teacher-link")
        self.root = w.VBox([self.intro, self.choices, self.make, self.link])

    def render(self, tr: Translator) -> None:
        """Write the panel's texts in the learner's (here: the teacher's) language."""
        lang = tr.lang
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

"""The Teacher tab: links that open a set of lessons, or Practice on chosen themes.

The app builds it (a checkbox per course and per lesson) the first time the tab opens: most
visitors are pupils, and their page should not wait for a tool they never use. Under rules
chosen at the top, a lesson not written for them is marked as the course map marks it and
left out of the link (the app refuses it under those rules), and the tab says how many.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import ipywidgets as w

from ..i18n import Translator
from ..lessons.course import Course, numbered_titles, select
from ..lessons.model import Lesson
from ..paths import content_dir
from ..puzzles import THEMES, bank_rules
from ..render.markdown import to_html
from ..sentences.puzzle_text import theme_name
from ..sentences.ruleset_text import menu_label
from ..translation.pages import localized_page
from .components import Disclosure
from .controls import classed_checkbox
from .page import PageAddress, hub_prefixes, label_address


class TeacherPanel:
    """Build assignment links: ``?set=<lessons>&lang=…&rules=…`` and ``?practice=<themes>…``."""

    def __init__(self, courses: list[Course], *, on_make: Callable[[w.Button], None]) -> None:
        self.courses = courses
        self.on_make = on_make
        self._lang = ""  # the language the panel's texts are written in
        self._followed = ""  # the app's rules the practice menu last followed
        self._marked = ("", "")  # the language and rules the lesson rows were last marked for
        self._tr: Translator | None = None
        self.problems = w.HTML()  # course files left out because of a mistake
        self.problems.add_class("ct-teacher-problems")
        self.intro = w.HTML()
        self.course_boxes: dict[str, w.Checkbox] = {}
        self.lesson_boxes: dict[str, w.Checkbox] = {}
        self.unfold: dict[str, Disclosure] = {}  # each course's lessons, folded at first
        self.choices = w.VBox([self._course_group(course) for course in self.courses])
        self.choices.add_class("ct-teacher-choices")
        self.make = w.Button()
        self.make.add_class("ct-teacher-make")
        self.make.on_click(self.on_make)
        self.left_out = w.HTML()  # how many ticked lessons the rules leave out of the link
        self.left_out.add_class("ct-teacher-left-out")
        self.link = w.HTML()
        self.link.add_class("ct-teacher-link")
        self.address = PageAddress()
        self.address.own_prefix, self.address.shared_prefix = hub_prefixes()
        self.address.add_class("ct-teacher-address")
        self.guide = w.HTML()
        self.guide.add_class("ct-teacher-guide")
        self._build_practice()
        self.root = w.VBox(
            [
                self.problems,
                self.guide,
                self.intro,
                self.choices,
                w.HBox(
                    [self.make, self.left_out],
                    layout=w.Layout(align_items="center", flex_flow="row wrap"),
                ),
                self.link,
                self.address,
                self.practice_part,
            ]
        )
        self.root.add_class("ct-teacher")

    def _course_group(self, course: Course) -> w.VBox:
        """Return a course's row: its checkbox, a button that unfolds its lessons, the lessons.

        Ticking the course ticks every lesson of it (and unticking clears them); a lesson
        unticked inside a ticked course leaves the course unticked, its other lessons chosen.
        """
        head = classed_checkbox(f"ct-choose-course ct-choose-{course.slug}")
        self.course_boxes[course.slug] = head
        lessons = []
        for lesson in course.lessons:
            box = classed_checkbox(f"ct-choose-lesson ct-choose-{lesson.id}")
            box.observe(lambda _change: self._write_left_out(), names="value")
            self.lesson_boxes[lesson.id] = box
            lessons.append(box)
        inner = w.VBox(lessons)
        inner.add_class("ct-choose-lessons")
        unfold = Disclosure(inner, f"ct-choose-lessons-{course.slug}")
        unfold.add_class(f"ct-unfold-{course.slug}")
        self.unfold[course.slug] = unfold
        _tie(head, lessons)
        row = w.HBox([head, unfold])
        group = w.VBox([row, inner])
        group.add_class("ct-teacher-course")
        return group

    def _build_practice(self) -> None:
        """Create the practice link's part: theme checkboxes, the rules, a button, the link."""
        self.practice_intro = w.HTML()
        self.practice_intro.add_class("ct-teacher-practice-intro")
        self.theme_boxes = {
            theme: classed_checkbox(f"ct-choose-theme ct-choose-theme-{theme}") for theme in THEMES
        }
        self.themes = w.HBox(list(self.theme_boxes.values()), layout=w.Layout(flex_flow="row wrap"))
        self.themes.add_class("ct-teacher-themes")
        rules = bank_rules()
        self.practice_rules = w.Dropdown(
            options=list(rules),
            value="quito" if "quito" in rules else rules[0],
            layout=w.Layout(width="auto"),
        )
        self.practice_rules.add_class("ct-teacher-practice-rules")
        self.make_practice = w.Button()
        self.make_practice.add_class("ct-teacher-make-practice")
        self.make_practice.on_click(self.on_make)
        self.practice_link = w.HTML()
        self.practice_link.add_class("ct-teacher-practice-link")
        self.practice_address = PageAddress()
        self.practice_address.own_prefix = self.address.own_prefix
        self.practice_address.shared_prefix = self.address.shared_prefix
        self.practice_address.add_class("ct-teacher-practice-address")
        self.practice_part = w.VBox(
            [
                self.practice_intro,
                self.themes,
                self.practice_rules,
                self.make_practice,
                self.practice_link,
                self.practice_address,
            ]
        )
        self.practice_part.add_class("ct-teacher-practice")

    def render(self, tr: Translator, rules: str = "") -> None:
        """Write the panel's texts in the teacher's language; follow the app's rules menu.

        When the rules chosen at the top of the app change to a ruleset with puzzles, the
        practice link's rules menu takes them (the teacher may still choose others there).
        """
        self.problems.value = problems_html(self.courses, tr)
        self._write(tr)
        self._mark(tr, rules)
        if rules != self._followed:
            self._followed = rules
            if rules in self.practice_rules.options:
                self.practice_rules.value = rules

    def _write(self, tr: Translator) -> None:
        if self._lang == tr.lang:
            return
        self._lang = tr.lang
        lang = tr.lang
        for address in (self.address, self.practice_address):
            address.query = ""  # a link made before carries the old language: make it anew
        self.link.value = self.practice_link.value = ""
        self.intro.value = (
            "<p>"
            + escape(
                tr.gettext(
                    "Tick whole courses or single lessons for your class, then make a link "
                    "that opens just those, in the language and rules chosen above."
                )
            )
            + "</p>"
        )
        for course in self.courses:
            count = len(course.lessons)
            self.course_boxes[course.slug].description = (
                course.title(lang)
                + " "
                + tr.ngettext("({n} lesson)", "({n} lessons)", count).format(n=count)
            )
            unfold = self.unfold[course.slug]
            unfold.label = tr.pgettext("button", "Choose single lessons")
            unfold.name = tr.pgettext("button", "Choose single lessons: {course}").format(
                course=course.title(lang)
            )
            unfold.part_label = course.title(lang)
        self.make.description = tr.pgettext("button", "Make the link")
        for address in (self.address, self.practice_address):
            label_address(address, tr)
        self._write_practice(tr)
        self.guide.value = guide_html(tr)

    def _write_practice(self, tr: Translator) -> None:
        """Write the practice link's part in ``tr``'s language."""
        intro = tr.gettext(
            "Or send your class to Practice: tick the themes to practise (none for a mix of "
            "every theme), choose the rules, then make the link."
        )
        self.practice_intro.value = f"<p>{escape(intro)}</p>"
        for theme, box in self.theme_boxes.items():
            box.description = theme_name(theme, tr)
        self.practice_rules.description = tr.gettext("Rules")
        self.make_practice.description = tr.pgettext("button", "Make the practice link")

    def _mark(self, tr: Translator, rules: str) -> None:
        """Name each lesson row; mark those not written for ``rules`` as the course map does."""
        if self._marked == (tr.lang, rules):
            return
        self._marked, self._tr = (tr.lang, rules), tr
        titles = numbered_titles(self.courses, tr.lang)
        for course in self.courses:
            for lesson in course.lessons:
                box, title = self.lesson_boxes[lesson.id], titles[lesson.id]
                if rules and not lesson.written_for(rules):
                    only = ", ".join(menu_label(spec) for spec in lesson.rulesets)
                    title += " — " + tr.gettext("only {rules}").format(rules=only)
                    box.add_class("ct-not-for-rules")
                else:
                    box.remove_class("ct-not-for-rules")
                box.description = title
        self._write_left_out()

    def _write_left_out(self) -> None:
        """Say beside *Make the link* how many ticked lessons the rules leave out of it."""
        tr, rules = self._tr, self._marked[1]
        left = len(self.pick(rules)[1]) if tr is not None else 0
        self.left_out.value = (
            ""
            if tr is None or not left
            else "<p>"
            + escape(
                tr.ngettext(
                    "{n} ticked lesson is left out of the link: it is not written for ‘{rules}’ "
                    "in the rules menu.",
                    "{n} ticked lessons are left out of the link: they are not written for "
                    "‘{rules}’ in the rules menu.",
                    left,
                ).format(n=left, rules=menu_label(rules))
            )
            + "</p>"
        )

    def pick(self, rules: str = "") -> tuple[list[str], list[Lesson]]:
        """Return the keys of the chosen set and the ticked lessons ``rules`` leave out.

        The keys name each course's lessons kept (ticked and written for ``rules``) as
        :func:`course_keys` does, so that the link stays short.
        """
        keys: list[str] = []
        left: list[Lesson] = []
        for course in self.courses:
            ticked = [x for x in course.lessons if self.lesson_boxes[x.id].value]
            fit = [x for x in ticked if not rules or x.written_for(rules)]
            left += [x for x in ticked if x not in fit]
            keys += course_keys(course, fit)
        return keys, left

    def chosen(self, rules: str = "") -> list[str]:
        """Return the keys of the chosen set under ``rules`` (see :meth:`pick`)."""
        return self.pick(rules)[0]

    def chosen_themes(self) -> list[str]:
        """Return the practice themes ticked, in display order (none: a mix of every theme)."""
        return [theme for theme, box in self.theme_boxes.items() if box.value]

    def make_link(self, tr: Translator, rules: str, button: w.Button | None = None) -> None:
        """Show the link the clicked button makes: a set of lessons, or practice themes."""
        if button is self.make_practice:
            self.make_practice_link(tr)
            return
        keys = self.chosen(rules)
        if not keys:
            self.link.value = (
                "<p>" + escape(tr.gettext("Choose at least one course or lesson.")) + "</p>"
            )
            self.address.query = ""
            return
        self.address.query = assignment_query(keys, tr.lang, rules)
        lessons = self._count(keys)
        self.address.label = tr.ngettext(
            "Link for your class: {n} lesson", "Link for your class: {n} lessons", lessons
        ).format(n=lessons)
        self.link.value = (
            "<p>"
            + escape(tr.gettext("Open it, or copy its address and share it with your pupils."))
            + "</p>"
        )

    def make_practice_link(self, tr: Translator) -> None:
        """Show the link that opens Practice on the ticked themes under the chosen rules."""
        themes = self.chosen_themes()
        self.practice_address.query = practice_query(themes, tr.lang, self.practice_rules.value)
        named = (
            ", ".join(theme_name(theme, tr) for theme in themes)
            if themes
            else tr.gettext("a mix of every theme")
        )
        self.practice_address.label = tr.gettext("Practice link for your class: {themes}").format(
            themes=named
        )
        self.practice_link.value = (
            "<p>"
            + escape(tr.gettext("Open it, or copy its address and share it with your pupils."))
            + "</p>"
        )

    def _count(self, keys: list[str]) -> int:
        return sum(len(course.lessons) for course in select(self.courses, ",".join(keys)))


def course_keys(course: Course, kept: list[Lesson]) -> list[str]:
    """Return the shortest keys of ``kept`` lessons: the course, the course minus some, or ids.

    See :func:`~cuarenta_tutor.lessons.course.select`, which reads them.

    >>> from cuarenta_tutor.lessons.course import load_courses
    >>> run = next(c for c in load_courses() if c.slug == "03-the-run")
    >>> course_keys(run, [x for x in run.lessons if x.id != "run-no-wrap"])
    ['03-the-run', '-run-no-wrap']
    >>> course_keys(run, list(run.lessons[:2]))
    ['run-after-match', 'run-after-sum']
    """
    if not kept:
        return []
    ids = [x.id for x in kept]
    whole = [course.slug, *(f"-{x.id}" for x in course.lessons if x not in kept)]
    return whole if len(",".join(whole)) <= len(",".join(ids)) else ids


def assignment_query(keys: list[str], lang: str, rules: str) -> str:
    """Return the query string of an assignment link (commas kept readable).

    >>> assignment_query(["03-the-run", "captures-match"], "de", "pagat")
    'set=03-the-run,captures-match&lang=de&rules=pagat'
    """
    query: dict[str, Any] = {"set": ",".join(keys), "lang": lang}
    if rules:
        query["rules"] = rules
    return urlencode(query, safe=",")


def practice_query(themes: list[str], lang: str, rules: str) -> str:
    """Return the query string of a practice link (no theme: ``mixed``, every theme).

    >>> practice_query(["run-jump", "caida"], "de", "quito")
    'practice=run-jump,caida&rules=quito&lang=de'
    >>> practice_query([], "en", "pagat")
    'practice=mixed&rules=pagat&lang=en'
    """
    query = {"practice": ",".join(themes) or "mixed", "rules": rules, "lang": lang}
    return urlencode(query, safe=",")


def _tie(course: w.Checkbox, lessons: list[w.Checkbox]) -> None:
    """Tie a course's checkbox to its lessons': ticking it ticks them all, and back.

    The course is ticked exactly when every one of its lessons is.
    """
    busy = False

    def from_course(change: dict[str, Any]) -> None:
        nonlocal busy
        if busy:
            return
        busy = True
        try:
            for box in lessons:
                box.value = bool(change["new"])
        finally:
            busy = False

    def from_lesson(_change: dict[str, Any]) -> None:
        nonlocal busy
        if busy:
            return
        busy = True
        try:
            course.value = all(box.value for box in lessons)
        finally:
            busy = False

    course.observe(from_course, names="value")
    for box in lessons:
        box.observe(from_lesson, names="value")


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

"""The course map: every course and lesson with the learner's stars, and the way on.

The whole map is one widget (one model for the kernel to send and the page to create):
the page draws native buttons from its state and sends back the lesson that was clicked.
``render`` only rewrites that state. The map marks the open lesson, suggests the next one
(the *Continue* button opens it), shows a lesson whose solution was only seen, and a course
that is finished.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..i18n import Translator
from ..lessons.course import Course, numbered_titles
from ..render.markdown import plain_inline
from ..sentences.ruleset_text import menu_label
from ..tutor.lesson import LessonSession, LessonUnavailable
from ..tutor.progress import MAX_STARS
from .assets import asset
from .markup import stars_text
from .notices import refusal


def continue_label(courses: list[Course], suggested: str | None, tr: Translator) -> str:
    """Name *Continue* by the lesson it opens, its number and title (walk P3 N8).

    A screen reader hears only the button's name: "Continue" alone said nothing of where.
    """
    for course in courses:
        for number, lesson in course.numbered():
            if lesson.id == suggested:
                # Translators: the course map's button that opens the lesson {number}, {title}
                label = tr.pgettext("button", "Continue: lesson {number}, {title}")
                return label.format(number=number, title=lesson.text(tr.lang)[0].title)
    return tr.pgettext("button", "Continue")


class MapWidget(anywidget.AnyWidget):
    """The course map as the page receives it; the page sends ``{"open": id}`` or Continue.

    ``courses`` holds, per course, its texts and its lessons: each lesson's ``id``,
    ``title``, ``signs`` (the arrow and stars shown, hidden from screen readers),
    ``notes`` (the same in words: tooltip and accessible text), ``marks`` (classes) and
    ``homework`` (the tag of a lesson set as homework, beside the arrow when it is next too).
    """

    _esm = asset("course_map.js")
    courses = traitlets.List(traitlets.Dict()).tag(sync=True)
    overall = traitlets.Dict({"solved": 0, "total": 0, "text": "", "stars": ""}).tag(sync=True)
    continue_label = traitlets.Unicode("").tag(sync=True)
    suggested = traitlets.Unicode("").tag(sync=True)
    legend = traitlets.Unicode("").tag(sync=True)
    welcome = traitlets.Dict({"title": "", "text": ""}).tag(sync=True)
    """A newcomer's greeting (what Cuarenta is, in two lines); empty titles hide it."""


class CourseMap:
    """The Course tab's lessons, overall progress and *Continue* button, as one widget."""

    def __init__(self, session: LessonSession, on_open: Callable[[str, str], None]) -> None:
        self.session = session
        self.on_open = on_open
        self.root = MapWidget()
        self.root.add_class("ct-map")
        self.root.on_msg(self._on_message)
        self._lessons: dict[str, dict[str, Any]] = {}  # each lesson's state, as last written
        self._heads: dict[str, dict[str, Any]] = {}  # each course's texts, as last written
        self._marked: set[str] = set()
        self.refused: LessonUnavailable | None = None
        """The lesson refused last for the chosen rules: its note is drawn beside its button."""
        self.homework: frozenset[str] = frozenset()
        """The lessons the pupil's class set as homework (marked on the map)."""

    def lesson(self, lesson_id: str) -> dict[str, Any]:
        """Return a lesson's state as the page receives it."""
        return self._lessons[lesson_id]

    def _on_message(self, _widget: MapWidget, content: dict[str, Any], _buffers: Any) -> None:
        """Open the lesson the page asks for (``open``, ``rules``) or the suggested one."""
        opened, rules = content.get("open"), content.get("rules")
        if content.get("continue"):
            following = self.session.continue_lesson()
            if following is not None:
                self.on_open(following, "")
        elif isinstance(opened, str) and opened in self._lessons:  # only a lesson of the map
            own = self.session.lessons[opened].rulesets  # a lesson's own rules, or the chosen
            self.on_open(opened, rules if isinstance(rules, str) and rules in own else "")

    def focus(self, lesson_id: str) -> None:
        """Move keyboard focus to a lesson's button (once the map is shown in the page)."""
        self.root.send({"focus": lesson_id})

    def mark_homework(self, lessons: frozenset[str], tr: Translator) -> None:
        """Mark the class's homework lessons on the map (redrawn only when they change)."""
        if lessons != self.homework:
            self.homework = lessons
            self.render(tr)

    def render(self, tr: Translator, only: str | None = None) -> None:
        """Write the map (``only``: that lesson, the marked ones and the totals)."""
        session = self.session
        progress, lang, order = session.progress, session.lang, session.order
        solved = progress.solved(order)
        stars = sum(progress.record(lesson_id).stars for lesson_id in order)
        suggested = session.continue_lesson()
        current = session.lesson.id if session.lesson else None
        refused = self.refused.lesson.id if self.refused else None
        wanted = {x for x in (current, suggested, refused) if x}
        redraw = None if only is None else {only} | wanted | self._marked
        self._marked = wanted
        courses = []
        titles = numbered_titles(session.courses, lang)
        for course in session.courses:
            ids = [lesson.id for lesson in course.lessons]
            if redraw is None or redraw & set(ids) or course.slug not in self._heads:
                done = progress.solved(ids)
                self._heads[course.slug] = {
                    "slug": course.slug,
                    "title": course.title(lang),
                    "summary": plain_inline(course.summary(lang)),
                    "solved": done,
                    "total": len(ids),
                    "finished": tr.pgettext("course", "finished") if done == len(ids) else "",
                }
            for lesson in course.lessons:
                if redraw is None or lesson.id in redraw or lesson.id not in self._lessons:
                    self._lessons[lesson.id] = self._lesson_state(
                        tr, lesson.id, titles[lesson.id], current, suggested
                    )
            courses.append({**self._heads[course.slug], "lessons": [self._lessons[i] for i in ids]})
        with self.root.hold_sync():
            self.root.overall = {
                "solved": solved,
                "total": len(order),
                "text": tr.gettext("Lessons solved: {n} of {total}").format(
                    n=solved, total=len(order)
                ),
                "stars": f"{stars}/{MAX_STARS * len(order)}",
            }
            newcomer = solved == 0 and current is None and suggested is not None
            self.root.welcome = welcome(tr) if newcomer else {"title": "", "text": ""}
            self.root.continue_label = (
                tr.pgettext("button", "Start the first lesson")
                if newcomer
                else continue_label(session.courses, suggested, tr)
            )
            self.root.suggested = suggested or ""
            self.root.legend = tr.gettext(
                "★★★ first try without help · ★★☆ after a hint or a retry · ★☆☆ solution seen"
            )
            self.root.courses = courses

    def _lesson_state(
        self, tr: Translator, lesson_id: str, title: str, current: str | None, suggested: str | None
    ) -> dict[str, Any]:
        """Return one lesson's state: its stars, and whether it is open, next or only seen."""
        record = self.session.progress.record(lesson_id)
        marks = {
            "ct-current": lesson_id == current,
            "ct-suggested": lesson_id == suggested and lesson_id != current,
            "ct-seen": record.seen_only,
            "ct-done": record.solved,
            "ct-homework": lesson_id in self.homework,
        }
        notes = []
        if record.stars:
            notes.append(tr.ngettext("{n} star", "{n} stars", record.stars).format(n=record.stars))
        if marks["ct-current"]:
            notes.append(tr.gettext("you are here"))
        if marks["ct-suggested"]:
            notes.append(tr.gettext("next"))
        if marks["ct-seen"]:
            notes.append(tr.gettext("solution seen"))
        if marks["ct-homework"]:
            notes.append(tr.gettext("Homework"))
        lesson, chosen = self.session.lessons[lesson_id], self.session.rules
        only = ""
        if chosen and not lesson.written_for(chosen):
            rules = ", ".join(menu_label(spec) for spec in lesson.rulesets)
            only = tr.gettext("only {rules}").format(rules=rules)
            # Translators: {rules} lists labels of the rules menu (quito, rigor, pagat, casual).
            notes.append(tr.gettext("written only for these rules: {rules}").format(rules=rules))
        refused = self.refused
        arrow = "▶ " if lesson_id == suggested else ""  # one "next" marker on the map
        prefix = f"{stars_text(record.stars)} " if record.stars else ""
        return {
            "id": lesson_id,
            "title": title,
            "signs": f"{arrow}{prefix}",
            "notes": " · ".join(notes),
            "marks": [css for css, on in marks.items() if on],
            "only": only,
            "homework": tr.gettext("Homework") if marks["ct-homework"] else "",
            "refusal": refusal(refused, tr) if refused and refused.lesson.id == lesson_id else {},
        }


def welcome(tr: Translator) -> dict[str, str]:
    """Return a newcomer's greeting: what Cuarenta is and how the tutor teaches it."""
    return {
        "title": tr.gettext("Cuarenta, Ecuador's card game"),
        "text": tr.gettext(
            "Take cards from the table by matching or adding them; the first side to reach "
            "40 points wins. Short lessons teach it step by step, and each answer is checked "
            "as you play."
        ),
    }

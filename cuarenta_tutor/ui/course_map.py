"""The course map: every course and lesson with the learner's stars, and the way on.

Widgets are created once; ``render`` only rewrites their texts and classes. The map marks
the open lesson, suggests the next one (the *Continue* button opens it), shows a lesson
whose solution was only seen, and a course that is finished.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from html import escape

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from ..i18n import Translator
from ..tutor.progress import MAX_STARS
from ..tutor.session import Session


def stars_text(stars: int) -> str:
    """Return stars as filled and empty signs: ``★★☆`` for two of three."""
    return "★" * stars + "☆" * (MAX_STARS - stars)


class CourseMap:
    """The Course tab's lesson buttons, overall progress and *Continue* button."""

    def __init__(self, session: Session, on_open: Callable[[str], None]) -> None:
        self.session = session
        self.on_open = on_open
        self.overall = w.IntProgress(min=0, max=max(1, len(session.order)))
        self.overall_label = w.HTML()
        self.go_on = w.Button(button_style="primary")
        self.go_on.add_class("ct-continue")
        self.go_on.on_click(self._continue)
        self.legend = w.HTML()
        self.legend.add_class("ct-legend")
        self.courses_box = w.VBox()
        self.courses_box.add_class("ct-course-map")
        self.course_heads: list[w.HTML] = []
        self.lesson_buttons: dict[str, w.Button] = {}
        boxes = []
        # One layout and style for all lesson buttons, one for all headings and rows: each
        # is a model the page must create and draw (the map loads about a third faster).
        shared = {"layout": w.Layout(width="auto"), "style": w.ButtonStyle()}
        heading = {"layout": w.Layout(), "style": HTMLStyle()}
        row_layout, column = w.Layout(flex_flow="row wrap"), w.Layout()
        for course in session.courses:
            head = w.HTML(**heading)
            self.course_heads.append(head)
            buttons = []
            for lesson in course.lessons:
                button = w.Button(**shared)
                button.add_class("ct-lesson")
                button.add_class(f"ct-lesson-{lesson.id}")
                button.on_click(functools.partial(self._open, lesson.id))
                self.lesson_buttons[lesson.id] = button
                buttons.append(button)
            boxes.append(w.VBox([head, w.HBox(buttons, layout=row_layout)], layout=column))
        self.courses_box.children = boxes
        top = w.HBox([self.go_on, self.overall, self.overall_label])
        top.add_class("ct-wrap")
        self.root = w.VBox([top, self.legend, self.courses_box])
        self._marked: set[str] = set()

    def _open(self, lesson_id: str, _button: w.Button | None = None) -> None:
        self.on_open(lesson_id)

    def _continue(self, _button: w.Button) -> None:
        following = self.session.continue_lesson()
        if following is not None:
            self.on_open(following)

    def render(self, tr: Translator, only: str | None = None) -> None:
        """Write the map (``only``: that lesson, the marked ones and the totals)."""
        session = self.session
        progress, lang, order = session.progress, session.lang, session.order
        solved = progress.solved(order)
        self.overall.value = solved
        stars = sum(progress.record(lesson_id).stars for lesson_id in order)
        self.overall_label.value = (
            escape(tr.gettext("Lessons solved: {n} of {total}").format(n=solved, total=len(order)))
            + f" · <span class='ct-stars'>★</span> {stars}/{MAX_STARS * len(order)}"
        )
        suggested = session.continue_lesson()
        current = session.lesson.id if session.lesson else None
        self.go_on.description = tr.pgettext("button", "Continue")
        self.go_on.layout.display = "" if suggested else "none"
        self.legend.value = (
            "<div class='ct-small'>"
            + escape(
                tr.gettext(
                    "★★★ first try without help · ★★☆ after a hint or a retry · ★☆☆ solution seen"
                )
            )
            + "</div>"
        )
        wanted = {x for x in (current, suggested) if x}
        redraw = None if only is None else {only} | wanted | self._marked
        self._marked = wanted
        for course, head in zip(session.courses, self.course_heads, strict=True):
            ids = [lesson.id for lesson in course.lessons]
            if redraw is not None and not redraw & set(ids):
                continue
            finished = progress.solved(ids) == len(ids)
            label = escape(tr.pgettext("course", "finished"))
            done = f" <span class='ct-course-done'>🏆 {label}</span>"
            head.value = (
                f"<div class='ct-title'>{escape(course.title(lang))} "
                f"<small>({progress.solved(ids)}/{len(ids)})</small>"
                f"{done if finished else ''}</div>"
                f"<div>{escape(course.summary(lang))}</div>"
            )
            for number, lesson in enumerate(course.lessons, start=1):
                if redraw is not None and lesson.id not in redraw:
                    continue
                self._render_lesson(
                    tr, lesson.id, f"{number}. {lesson.text(lang)[0].title}", current, suggested
                )

    def _render_lesson(
        self, tr: Translator, lesson_id: str, title: str, current: str | None, suggested: str | None
    ) -> None:
        """Write one lesson's button: its stars, and whether it is open, next or only seen."""
        record = self.session.progress.record(lesson_id)
        button = self.lesson_buttons[lesson_id]
        marks = {
            "ct-current": lesson_id == current,
            "ct-suggested": lesson_id == suggested and lesson_id != current,
            "ct-seen": record.seen_only,
            "ct-done": record.solved,
        }
        notes = []
        if marks["ct-current"]:
            notes.append(tr.gettext("you are here"))
        if marks["ct-suggested"]:
            notes.append(tr.gettext("next"))
        if marks["ct-seen"]:
            notes.append(tr.gettext("solution seen"))
        if record.stars:
            stars = tr.ngettext("{n} star", "{n} stars", record.stars).format(n=record.stars)
            notes.insert(0, stars)
        prefix = f"{stars_text(record.stars)} " if record.stars else ""
        arrow = "▶ " if marks["ct-suggested"] or marks["ct-current"] else ""
        button.description = f"{arrow}{prefix}{title}"
        button.tooltip = " · ".join(notes)
        for css, on in marks.items():
            if on and css not in button._dom_classes:
                button.add_class(css)
            elif not on and css in button._dom_classes:
                button.remove_class(css)

"""The course map: every course and lesson, the learner's marks, the way on.

Widgets are created once; ``render`` only rewrites their texts and classes.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from html import escape

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from ..i18n import Translator
from ..tutor.session import Session


class CourseMap:
    """The Course tab's lesson buttons and overall progress."""

    def __init__(self, session: Session, on_open: Callable[[str], None]) -> None:
        self.session = session
        self.overall = w.IntProgress(min=0, max=max(1, len(session.order)))
        self.overall_label = w.HTML()
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
                button.on_click(functools.partial(self._open, on_open, lesson.id))
                self.lesson_buttons[lesson.id] = button
                buttons.append(button)
            boxes.append(w.VBox([head, w.HBox(buttons, layout=row_layout)], layout=column))
        self.courses_box.children = boxes
        self.root = w.VBox([w.HBox([self.overall, self.overall_label]), self.courses_box])

    @staticmethod
    def _open(on_open: Callable[[str], None], lesson_id: str, _button: w.Button) -> None:
        on_open(lesson_id)

    def render(self, tr: Translator, only: str | None = None) -> None:
        """Write the course map's texts (``only``: just that lesson's mark and the totals)."""
        progress, lang = self.session.progress, self.session.lang
        order = self.session.order
        solved = progress.solved(order)
        self.overall.value = solved
        self.overall_label.value = escape(
            tr.ngettext(
                "{n} of {total} lesson solved",
                "{n} of {total} lessons solved",
                len(order),
            ).format(n=solved, total=len(order))
        )
        for course, head in zip(self.session.courses, self.course_heads, strict=True):
            ids = [lesson.id for lesson in course.lessons]
            if only is not None and only not in ids:
                continue
            head.value = (
                f"<div class='ct-title'>{escape(course.title(lang))} "
                f"<small>({progress.solved(ids)}/{len(ids)})</small></div>"
                f"<div>{escape(course.summary(lang))}</div>"
            )
            for number, lesson in enumerate(course.lessons, start=1):
                if only is not None and lesson.id != only:
                    continue
                mark = "✓ " if progress.record(lesson.id).solved else ""
                self.lesson_buttons[
                    lesson.id
                ].description = f"{mark}{number}. {lesson.text(lang)[0].title}"

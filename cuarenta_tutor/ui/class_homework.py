"""A pupil's homework: each lesson and practice theme a button that opens it, done ones ticked.

The class sets lessons and practice themes with a due date. Each lesson is shown as the
course map numbers it ("3. The ace counts as one"), each theme as Practice with its goal
(:data:`~..classroom.summary.THEME_GOAL` right answers) and how far the pupil is. A done
item carries ✓. How far she is comes from her own answers as the class keeps them, so her
screen and the teacher's page agree.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..classroom.model import Homework
from ..classroom.summary import THEME_GOAL
from ..i18n import Translator
from ..lessons.course import numbered_titles
from ..sentences.puzzle_text import theme_name
from .lesson import ANSWER_START

if TYPE_CHECKING:
    from .app import TutorApp

DONE = "✓"


def theme_label(theme: str, right: int, done: bool, tr: Translator) -> str:
    """Say a homework theme: Practice, its goal and how far the pupil is (✓ once done)."""
    # Translators: a practice theme set as homework; a theme is done after {goal} right answers
    text = tr.ngettext(
        "Practice: {theme} ({right} of {goal} right answer)",
        "Practice: {theme} ({right} of {goal} right answers)",
        THEME_GOAL,
    ).format(theme=theme_name(theme, tr), right=min(right, THEME_GOAL), goal=THEME_GOAL)
    return f"{text} {DONE}" if done else text


def lesson_label(title: str, done: bool, tr: Translator) -> str:
    """Say a homework lesson: "Lesson 3. The ace counts as one" (✓ once done)."""
    text = tr.gettext("Lesson {title}").format(title=title)
    return f"{text} {DONE}" if done else text


class HomeworkBox:
    """The homework on a pupil's screen: per set, its due line, then one button an item."""

    def __init__(self, app: TutorApp, due_text: Callable[[Homework, Translator], str]) -> None:
        self.app = app
        self.due_text = due_text
        self.root = w.VBox()
        self.root.add_class("ct-class-homework")
        self._shown: Any = None

    def show(self, work: tuple[Homework, ...], done: tuple[dict[str, Any], ...]) -> None:
        """Draw the homework sets (newest first) with how far the pupil is in each."""
        tr = self.app.tr
        wanted = (tr.lang, work, repr(done))
        if wanted == self._shown:  # the ticker asks every few seconds: keep focus and buttons
            return
        self._shown = wanted
        lessons = frozenset(lesson for each in work for lesson in each.lessons)
        self.app.course_map.mark_homework(lessons, tr)
        if not work:
            self.root.children = ()
            return
        titles = numbered_titles(self.app.session.courses, tr.lang)
        head = escape(tr.gettext("Homework"))
        parts: list[w.Widget] = [w.HTML(f"<h2>{head}</h2>")]
        for index, each in enumerate(work):
            state = done[index] if index < len(done) else {}
            count = tr.gettext("{done} of {total} done").format(
                done=state.get("items_done", 0), total=len(each.lessons) + len(each.themes)
            )
            due = escape(f"{self.due_text(each, tr)} · {count}")
            parts.append(w.HTML(f"<p class='ct-homework-due'>{due}</p>"))
            buttons = [
                self._button(lesson_label(titles.get(lesson, lesson),
                                          lesson in state.get("lessons_done", ()), tr),
                             self._opener(lesson))
                for lesson in each.lessons
            ]  # fmt: skip
            right = state.get("themes_right", {})
            buttons += [
                self._button(theme_label(theme, right.get(theme, 0),
                                         theme in state.get("themes_done", ()), tr),
                             self._practiser(theme))
                for theme in each.themes
            ]  # fmt: skip
            row = w.HBox(buttons)
            row.add_class("ct-homework-items")
            parts.append(row)
        self.root.children = tuple(parts)

    @staticmethod
    def _button(label: str, opened: Callable[[w.Button], None]) -> w.Button:
        button = w.Button(description=label, tooltip=label)
        button.add_class("ct-homework-item")
        if label.endswith(DONE):
            button.add_class("ct-homework-done")
        button.on_click(opened)
        return button

    def _opener(self, lesson: str) -> Callable[[w.Button], None]:
        """Return what a lesson's button does: open the lesson, in view, focus in it.

        The homework list stays above the tabs, so the lesson opens below it: its title is
        scrolled to the top and focus goes to its first answer, as from the course map.
        """

        def open_lesson(_button: w.Button) -> None:
            self.app.open_lesson(lesson)
            self.app.changed()
            self.app.lesson_view.focus.first(ANSWER_START, reveal=".ct-lesson-title")

        return open_lesson

    def _practiser(self, theme: str) -> Callable[[w.Button], None]:
        """Return what a theme's button does: open Practice on that theme."""

        def practise(_button: w.Button) -> None:
            self.app.practice.assign([theme], "")
            self.app.show_practice()

        return practise

    def text(self) -> str:
        """Return everything the box says, as text (its headings, due lines and buttons)."""
        said: list[str] = []
        for part in self.root.children:
            if isinstance(part, w.HTML):
                said.append(part.value)
            else:
                said += [button.description for button in part.children]
        return "\n".join(said)

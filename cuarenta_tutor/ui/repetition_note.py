"""The spaced-repetition queue on screen: the course map's line and Practice's due lessons.

The course map's line "N to review today", with a button that opens the review, is written
from the learner's progress alone, so the Practice tab need not be built for the map to say
how much is due. The Practice tab lists the lessons due, each a button that opens it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from html import escape

import ipywidgets as w

from ..i18n import Translator


class RepetitionNote:
    """The Course tab's review line; hidden when nothing is due."""

    def __init__(self, on_review: Callable[[], None]) -> None:
        self.note = w.HTML()
        self.button = w.Button(layout=w.Layout(width="auto", min_width="6em"))
        self.button.add_class("ct-map-review")
        self.button.on_click(lambda _button: on_review())
        self.root = w.HBox(  # its own layout: hidden when nothing is due
            [self.note, self.button], layout=w.Layout(flex_flow="row wrap")
        )
        self.root.add_class("ct-map-note")

    def render(self, tr: Translator, due: int) -> None:
        """Write the line for ``due`` items in ``tr``'s language."""
        self.root.layout.display = "" if due else "none"
        self.note.value = (
            "<span class='ct-due'>🔁 "
            + escape(tr.ngettext("{n} to review today", "{n} to review today", due).format(n=due))
            + "</span>"
        )
        self.button.description = tr.pgettext("button", "Review")


class DueLessons:
    """The Practice tab's lessons due for review: a caption and one button per lesson."""

    MAX_SHOWN = 8
    """The most due lessons listed at once (the longest overdue first)."""

    def __init__(self, on_open: Callable[[str], None]) -> None:
        self.caption = w.HTML()
        self.box = w.HBox(layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.box.add_class("ct-review-lessons")
        self._on_open = on_open
        self._buttons: dict[str, w.Button] = {}  # made once, relabelled after

    def render(self, due: Sequence[tuple[str, str]], tr: Translator) -> None:
        """Show the lessons ``due`` as (id, title) pairs, under a caption when there are any."""
        self.caption.value = (
            "<div class='ct-caption-dark'>" + escape(tr.gettext("Lessons to review")) + "</div>"
            if due
            else ""
        )
        shown = due[: self.MAX_SHOWN]
        for lesson_id, title in shown:
            if lesson_id not in self._buttons:
                made = w.Button(layout=w.Layout(width="auto"))
                made.add_class("ct-review-lesson")
                made.on_click(functools.partial(self._open, lesson_id))
                self._buttons[lesson_id] = made
            self._buttons[lesson_id].description = title
        self.box.children = [self._buttons[lesson_id] for lesson_id, _title in shown]

    def _open(self, lesson_id: str, _button: w.Button) -> None:
        self._on_open(lesson_id)

"""The teacher's *Reveal* on a pupil's screen: under the cards the pupil is looking at.

When the live lesson or puzzle is the one open in the tab on screen, the explanation goes
right under that tab's verdict, next to the position, and the tab's live region says that
it came (once per live round), scrolled into view without moving the focus. A pupil who
moved on to something else finds it in the
class's part of the page instead, above the tabs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import ipywidgets as w

from ..classroom.model import LiveItem
from ..i18n import Translator
from .components import FocusMover

if TYPE_CHECKING:
    from .app import TutorApp
    from .components import Announcer


class LiveReveal:
    """The revealed explanation beside the live position (``box``, placed when first needed)."""

    def __init__(self, app: TutorApp) -> None:
        self.app = app
        self.box = w.HTML()
        self.box.add_class("ct-live-reveal")
        self.mover = FocusMover()  # brings the explanation into view (the page shows it)
        self._announced = 0  # the live round whose reveal was announced

    def show(self, live: LiveItem | None, explanation: str, tr: Translator) -> bool:
        """Put ``explanation`` (HTML) beside the live position if it is on screen; say whether.

        Empty ``explanation`` (nothing revealed yet) empties the box.
        """
        where = self._on_screen(live) if live is not None and explanation else None
        if live is None or where is None:
            self.box.value = ""
            return False
        self.box.value = explanation
        announcer = self._place(where)
        if self._announced != live.round:
            self._announced = live.round
            said = tr.gettext("Your teacher has revealed the answer: the explanation is below.")
            announcer.say(said, tr.lang)
            self.mover.show(".ct-live-reveal .ct-live-explanation")
        return True

    def _on_screen(self, live: LiveItem) -> str | None:
        """Return which tab shows the live item now (``lesson``, ``practice``), if one does."""
        app = self.app
        shown = app.tabs.children[app.tabs.selected_index] if app.tabs.children else None
        if live.kind == "lesson" and shown is app.lesson_tab.box:
            lesson = app.session.lesson
            return "lesson" if lesson is not None and lesson.id == live.item else None
        if live.kind == "puzzle" and shown is app.practice_tab.box:
            puzzle = app.practice.practice.puzzle
            return "practice" if puzzle is not None and puzzle.id == live.item else None
        return None

    def _place(self, where: str) -> Announcer:
        """Put the box right after the tab's verdict (once); return the tab's live region."""
        if where == "lesson":
            view = self.app.lesson_view
            view.root.children = self._after(view.root.children, view.feedback)
            return view.announcer
        panel = self.app.practice
        shown = panel.puzzle_box.children == panel.puzzle_parts
        panel.puzzle_parts = self._after(panel.puzzle_parts, panel.feedback)
        if shown:
            panel.puzzle_box.children = panel.puzzle_parts
        return panel.announcer

    def _after(self, parts: tuple[w.Widget, ...], anchor: w.Widget) -> tuple[w.Widget, ...]:
        if self.box in parts:
            return parts
        at = parts.index(anchor) + 1
        return (*parts[:at], self.box, *parts[at:])

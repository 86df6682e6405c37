"""The tutor app: thin ipywidgets views over the session controller.

Each view has one ``render`` method that writes every widget value from the session; each
handler is a few lines: event → session call → render. Every handler is guarded: an error
shows a friendly message with the details folded away, never a dead button.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import traceback
from collections.abc import Callable, Iterator
from datetime import date
from typing import TYPE_CHECKING, Any

import ipywidgets as w

from ..engine.messages import detached
from ..i18n import Translator, available_languages
from ..lessons.course import Course, load_courses, select
from ..sentences.page_shell import page_title
from ..tutor import clock
from ..tutor.lesson import LessonSession, LessonUnavailable
from ..tutor.progress import MAX_SIZE, MistakePosition
from . import app_model as model
from . import saved
from .app_header import AppHeader
from .app_tabs import lazy_tabs, open_practice
from .components import BrowserStore
from .course_map import CourseMap
from .guard import guarded
from .mesa_waiting import MesaWaiting
from .notices import unavailable_html
from .page import PageShell, PlayFit
from .progress_file import ProgressFile
from .repetition_note import RepetitionNote
from .style import CSS

if TYPE_CHECKING:  # built (and imported) when first needed: the course map needs none
    from ..tutor.practice import Practice
    from .class_join import ClassJoin
    from .class_make import ClassMaker
    from .lesson import LessonView
    from .play import PlayView
    from .practice import PracticePanel
    from .teacher import TeacherPanel


class TutorApp:
    """The whole tutor: header, course map, lesson, rules; progress in the browser."""

    class_maker: ClassMaker
    """The Teacher tab's class maker (made with the tab, see :mod:`.app_tabs`)."""

    def __init__(
        self, courses: list[Course] | None = None, *, query: str = "", page: bool = False
    ) -> None:
        """Build the app for ``courses`` (the whole course) and the deep link ``query``.

        ``page``: the app is the page (Voilà, the static site), whose address then follows
        the learner, so that a reload comes back to the same place; not in a notebook.
        """
        link = model.DeepLink.parse(query)
        params = self.deep_link = link.params
        every = courses if courses is not None else load_courses(validate=False)
        chosen = select(every, params["set"]) if params.get("set") else every
        self.all_courses = every
        self.session = LessonSession(chosen or every, lang=link.lang, rules=link.rules)
        self.for_teachers = link.for_teachers
        self.deep_lesson = params.get("lesson", "")
        self.page = page
        self.four_colour = False
        self.rendering = False
        self.today: Callable[[], date] = clock.today
        """Today's date, for the repetition queue (tests set their own clock)."""
        self._refused: LessonUnavailable | None = None  # the lesson refused last, if shown
        self._build()
        self.classroom: ClassJoin | None = None
        if "class" in params:  # a pupil in a class: the join form, then homework, first
            from .class_join import ClassJoin

            self.classroom = ClassJoin(self, params["class"])
            self.root.children = (*self.root.children[:4], self.classroom.root,
                                  *self.root.children[4:])  # fmt: skip
        if "practice" in params:
            open_practice(self, params["practice"], params.get("rules", ""))
        if self.deep_lesson in self.session.lessons:  # after: a reload in a lesson returns there
            self.open_lesson(self.deep_lesson, params.get("under", ""))
        self.render()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.header = AppHeader(self.session.lang, self.session.rules)
        # the header's controls, as the app's own (tests and the page set them)
        self.language, self.ruleset = self.header.language, self.header.ruleset
        self.colours = self.header.colours
        self.error = w.HTML()
        self.error.add_class("ct-error-box")
        self.notice = w.HTML()
        self.notice.add_class("ct-notice")
        self.unavailable = w.HTML()
        self.unavailable.add_class("ct-unavailable")
        self.progress_file = ProgressFile(self._on_learner, self._save_file, self._on_import)
        self.course_map = CourseMap(self.session, self._on_open)
        self.repetition_note = RepetitionNote(self._on_map_review)
        self.rules_page = w.HTML()
        self.rules_page.add_class("ct-rules-page")
        self.lesson_tab, self.teacher_tab, self.play_tab, self.practice_tab = lazy_tabs(self)
        self.mesa_waiting = MesaWaiting(self)  # a mesa kept in Play, said on the map (P2b-N1)
        waiting = self.mesa_waiting
        course = [self.repetition_note.root, waiting.root, waiting.store, self.unavailable]
        course += [self.course_map.root]
        course += [self.progress_file.row, self.progress_file.import_note]
        self.tabs = w.Tab(
            children=[
                w.VBox(course),
                self.lesson_tab.box,
                self.practice_tab.box,
                self.play_tab.box,
                self.rules_page,
                *([self.teacher_tab.box] if self.for_teachers else []),
            ]
        )
        self.tabs.add_class("ct-tabs")
        self.tabs.observe(self._on_tab, names="selected_index")
        self.store = BrowserStore(max_chars=MAX_SIZE)
        self.store.observe(self._on_store_ready, names="ready")
        self.shell = PageShell(page=self.page)
        top = [w.HTML(CSS), self.header.root, self.notice, self.error]
        self.root = w.VBox([*top, self.tabs, self.store, self.shell, PlayFit()])
        self.root.add_class("ct-app")
        self.language.observe(self._on_language, names="value")
        self.ruleset.observe(self._on_ruleset, names="value")
        self.colours.observe(self._on_colours, names="value")

    # -- the tabs built when first needed --------------------------------------------------
    @property
    def lesson_view(self) -> LessonView:
        """The Lesson tab (built when a lesson is first opened)."""
        return self.lesson_tab.get()

    @property
    def teacher(self) -> TeacherPanel:
        """The Teacher tab (built when it is first opened)."""
        return self.teacher_tab.get()

    @property
    def play(self) -> PlayView:
        """The Play tab (built when it is first opened)."""
        return self.play_tab.get()

    @property
    def practice(self) -> PracticePanel:
        """The Practice tab (built when it is first opened, or by a link or the map's note)."""
        return self.practice_tab.get()

    # -- rendering ------------------------------------------------------------------------
    @property
    def tr(self) -> Translator:
        """The translator of the learner's language."""
        return Translator(self.session.lang)

    @contextlib.contextmanager
    def muted(self) -> Iterator[None]:
        """Write widget values without their observers taking them for the learner's input."""
        before, self.rendering = self.rendering, True
        try:
            yield
        finally:
            self.rendering = before

    def render(self) -> None:
        """Write every widget value from the session (widget events are muted meanwhile)."""
        with self.muted():
            self._render_all()

    def _render_all(self) -> None:
        tr = self.tr
        self.shell.lang, self.shell.title = self.session.lang, page_title(tr)
        self._follow_place()
        self.header.render(tr, self.session.rules)
        self.tabs.titles = model.tab_titles(tr, for_teachers=self.for_teachers)
        for tab in (self.teacher_tab, self.play_tab, self.practice_tab, self.lesson_tab):
            tab.render()
        self._render_note()
        self.mesa_waiting.render(tr, self.play_tab.part)
        self.course_map.render(tr)
        if self.tabs.children[self.tabs.selected_index] is self.rules_page:
            self._render_rules()
        else:
            self.rules_page.value = ""  # written when the tab opens: not needed at start-up
        self._render_export()
        self._render_refused()
        if self.classroom is not None:
            self.classroom.render()

    def _render_rules(self) -> None:
        self.rules_page.value = model.rules_page_html(
            self.session.rules, self.session.ruleset, self.tr, four_colour=self.four_colour
        )

    def _render_note(self) -> None:
        self.repetition_note.render(self.tr, self.session.progress.practice.due_count(self.today()))

    def _render_export(self, _stored: str | None = None) -> None:
        """Write the learner's field and the save and load buttons."""
        self.progress_file.render(self.session.progress, self.tr)

    # -- messages -------------------------------------------------------------------------
    def show_error(self, details: str) -> None:
        """Show a friendly error with the technical details folded away."""
        self.error.value = model.error_html(details, self.tr)

    def _store(self) -> str:
        """Keep the progress in the browser; return it as the JSON stored."""
        stored = self.session.progress.to_json()
        self.store.value = stored
        return stored

    def changed(self) -> None:
        """Store the progress and redraw the lesson (hot path); a class's step is saved first."""
        if self.classroom is not None:
            self.classroom.lesson_step()
        self._stored(lesson=True)

    def _stored(self, *, lesson: bool) -> None:
        """Store the progress; redraw what shows it (and the lesson, the map's lesson)."""
        self.error.value = ""
        stored = self._store()
        with self.muted():
            if lesson:
                self.lesson_tab.render()
                shown = self.session.lesson
                self.course_map.render(self.tr, only=shown.id if shown else None)
            self._render_note()
            self._render_export(stored)

    def _redraw(self) -> None:
        """Store the progress and redraw everything (language, rules or progress replaced)."""
        self.error.value = ""
        self._store()
        self.render()

    def progress_replaced(self) -> None:
        """Store progress replaced from outside (a class's work merged in) and redraw."""
        with self.muted():
            self._redraw()

    # -- handlers -------------------------------------------------------------------------
    @guarded
    def _on_store_ready(self, change: dict[str, Any]) -> None:
        if not change["new"]:
            return
        restored = saved.restore(self.store, self.tr)
        if restored.notice:
            self.notice.value = restored.notice
        progress = restored.progress
        if progress is None:
            return
        if self.classroom is not None:  # joined before the browser's copy came: keep her class work
            progress = self.classroom.own_work(progress)
        self.session.progress = progress
        if progress.lang in available_languages() and "lang" not in self.deep_link:
            self.session.set_language(progress.lang)
            self.language.value = progress.lang
        self.four_colour = progress.four_colour
        self.colours.value = progress.four_colour
        self.render()

    @guarded
    def _on_language(self, change: dict[str, Any]) -> None:
        if self.rendering:
            return
        self.session.set_language(change["new"])
        self._redraw()

    @guarded
    def _on_ruleset(self, change: dict[str, Any]) -> None:
        if self.rendering:
            return
        if change["new"] != self.session.rules:
            try:
                self.session.set_rules(change["new"])
            except LessonUnavailable as problem:  # said on the map; her tab stays, unless
                reading = self.tabs.children[self.tabs.selected_index] is self.lesson_tab.box
                self._unavailable(problem, show=reading)  # she was reading that very lesson
            self._redraw()

    def _follow_place(self) -> None:
        """Keep the page's address on the learner's language, rules and open lesson."""
        if not self.page:
            return
        lesson = self.session.lesson
        in_lesson = lesson is not None and self.tabs.children[self.tabs.selected_index] is (
            self.lesson_tab.box
        )
        opened = lesson.id if lesson is not None and in_lesson else ""
        self.shell.place = {
            "lang": self.session.lang,
            "rules": self.session.rules,
            "lesson": opened,
            "under": self.session.visit_rules if opened else "",  # the lesson's own rules
        }

    @guarded
    def _on_tab(self, change: dict[str, Any]) -> None:
        shown = self.tabs.children[change["new"]]  # tab numbers move: pupils have no Teacher tab
        self._follow_place()
        self.mesa_waiting.render(self.tr, self.play_tab.part)  # Play may have ended or begun one
        if shown is self.rules_page:
            with self.muted():
                self._render_rules()
        elif shown is self.practice_tab.box:
            self.practice.show()
        elif shown is self.play_tab.box and self.play_tab.part is not None:
            self.play_tab.part.in_view()  # a mesa under way: its hand and Play (walk P1-N7)
        for tab in (self.lesson_tab, self.teacher_tab, self.play_tab):
            if shown is tab.box:
                tab.get()

    def practice_changed(self) -> None:
        """Store the progress after a practice result (the Practice tab redraws itself)."""
        self._stored(lesson=False)

    def before_verdict(self, practice: Practice) -> None:
        """Write a practice answer to the pupil's class, if any, before its verdict is shown."""
        if self.classroom is not None:
            self.classroom.practice_step(practice)

    def show_practice(self) -> None:
        """Open the Practice tab."""
        self.tabs.selected_index = self.tabs.children.index(self.practice_tab.box)

    @guarded
    def _on_map_review(self) -> None:
        self.practice.repeat_due()
        self.show_practice()

    def review_lesson(self, lesson_id: str) -> None:
        """Open a lesson due for review (listed in the Practice tab) in the Lesson tab."""
        self._on_open(lesson_id)

    def keep_mistakes(self, positions: list[MistakePosition]) -> int:
        """Keep a finished mesa's mistakes; queue the proved ones for review (how many)."""
        from ..tutor.mistakes import keep_mistakes  # proofs need the search: Play tab only

        progress = self.session.progress
        self.session.progress, queued = keep_mistakes(progress, positions, self.today())
        self._store()
        if self.classroom is not None:
            self.classroom.game_reviewed(queued)
        return queued

    def _save_file(self, name: str) -> str | None:
        """Keep the name a Save click carried; return the progress as the file holds it."""
        try:
            return self._keep_learner(name)
        except Exception:  # a friendly message, not a dead button (see guard.py)
            self.show_error(traceback.format_exc())
            return None

    @guarded
    def _on_learner(self, name: str) -> None:
        if not self.rendering:
            self._keep_learner(name)

    def _keep_learner(self, name: str) -> str:
        """Keep the learner's name in the progress; return the progress as stored."""
        self.session.progress = dataclasses.replace(self.session.progress, learner=name)
        stored = self._store()
        with self.muted():
            self._render_export(stored)
        return stored

    @guarded
    def _on_colours(self, change: dict[str, Any]) -> None:
        if self.rendering:
            return
        self.four_colour = bool(change["new"])
        self.session.progress = dataclasses.replace(
            self.session.progress, four_colour=self.four_colour
        )
        self._redraw()

    def open_lesson(self, lesson_id: str, rules: str = "") -> None:
        """Open a lesson (under its own ``rules``, for this visit), or say why it cannot be."""
        try:
            self.session.open(lesson_id, rules)
        except LessonUnavailable as problem:
            self._unavailable(problem)
            return
        self._refused = None
        self._render_refused()
        self.lesson_tab.get()
        self.tabs.selected_index = 1
        self._follow_place()  # the Lesson tab may have been open already (no tab change)

    def _unavailable(self, problem: LessonUnavailable, *, show: bool = True) -> None:
        self._refused = detached(problem)  # kept on screen: its words, not its frames
        self._render_refused()
        if show:  # the course map, where the refusal is said
            self.tabs.selected_index = 0

    def _render_refused(self) -> None:
        refused = self._refused  # not for these rules: said beside its button on the map
        self.course_map.refused = refused if refused and refused.elsewhere else None
        wrong = refused if refused is not None and not refused.elsewhere else None
        self.unavailable.value = unavailable_html(wrong, self.tr) if wrong else ""

    def show_map(self) -> None:
        """Open the course map (the Lesson tab's way back once a course is done).

        Keyboard focus follows to the lesson just left, instead of falling to the page.
        """
        self.tabs.selected_index = 0
        if self.session.lesson is not None:
            self.course_map.focus(self.session.lesson.id)

    @guarded
    def _on_open(self, lesson_id: str, rules: str = "") -> None:
        from .lesson import ANSWER_START  # from the map: its first answer, never a bare Check

        self.open_lesson(lesson_id, rules)
        self.changed()
        self.lesson_view.focus.first(ANSWER_START, over=".ct-player .ct-main")

    @guarded
    def make_link(self, button: w.Button) -> None:
        """Make the Teacher tab's link for pupils (its button was clicked)."""
        self.teacher.make_link(self.tr, self.session.rules, button)
        self.class_maker.follow()  # a class made before takes the new set of lessons

    @guarded
    def _on_import(self) -> None:
        loaded = self.progress_file.load(self.tr)
        self.notice.value = loaded.notice
        if loaded.progress is not None:
            self.session.progress = loaded.progress
            self._redraw()


def launch(query: str | None = None) -> w.Widget:
    """Build the app for the page (reading the deep link from Voilà's query string)."""
    if query is None:
        query = os.environ.get("QUERY_STRING")  # Voilà sets it; a notebook has none
    app = TutorApp(query=query or "", page=query is not None)
    return app.root

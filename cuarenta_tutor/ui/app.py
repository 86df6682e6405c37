"""The tutor app: thin ipywidgets views over the session controller.

Each view has one ``render`` method that writes every widget value from the session; each
handler is a few lines: event → session call → render. Every handler is guarded: an error
shows a friendly message with the details folded away, never a dead button.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import os
import re
import secrets
from collections.abc import Callable, Iterator
from datetime import date
from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

import ipywidgets as w

from ..engine.rules import load_ruleset, preset_names
from ..i18n import Translator, available_languages
from ..i18n.glossary import glossary
from ..lessons.course import Course, load_courses, select
from ..paths import content_dir
from ..render.markdown import to_html
from ..sentences.feedback import progress_limit
from ..sentences.page_shell import page_title
from ..sentences.ruleset_text import ruleset_rows
from ..translation.pages import localized_page
from ..tutor import clock
from ..tutor.lesson import LessonSession, LessonUnavailable
from ..tutor.progress import MAX_SIZE, ReviewPosition
from . import saved
from .components import BrowserStore, FilePicker
from .course_map import CourseMap
from .guard import guarded
from .lazy import LazyTab
from .notices import unavailable_html
from .page import PageShell
from .review_note import ReviewNote
from .style import CSS

if TYPE_CHECKING:  # built (and imported) when first needed: the course map needs none
    from .play import PlayView
    from .player import LessonPlayer
    from .practice import PracticePanel
    from .teacher import TeacherPanel

RULES_TAB = 2


def progress_file_name(learner: str) -> str:
    """Return the progress file's name: ``cuarenta-progress-<name>.json`` when named.

    >>> progress_file_name("Ana María López")
    'cuarenta-progress-Ana-María-López.json'
    >>> progress_file_name("")
    'cuarenta-progress.json'
    """
    name = re.sub(r"[^\w]+", "-", learner).strip("-")
    return f"cuarenta-progress-{name}.json" if name else "cuarenta-progress.json"


class TutorApp:
    """The whole tutor: header, course map, lesson player, rules; progress in the browser."""

    def __init__(
        self, courses: list[Course] | None = None, *, query: str = "", page: bool = False
    ) -> None:
        """Build the app for ``courses`` (the whole course) and the deep link ``query``.

        ``page``: the app is the page (Voilà, the static site), whose address then follows
        the learner, so that a reload comes back to the same place; not in a notebook.
        """
        params = {key: values[-1] for key, values in parse_qs(query.lstrip("?")).items()}
        lang = params.get("lang", "en")
        every = courses if courses is not None else load_courses(validate=False)
        chosen = select(every, params["set"]) if params.get("set") else every
        self.all_courses = every
        self.session = LessonSession(
            chosen or every,
            lang=lang if lang in available_languages() else "en",
            rules=params.get("rules", "") if params.get("rules") in preset_names() else "",
        )
        self.deep_link = params
        # pupils sent an assignment (lessons or practice themes) see no Teacher tab
        self.for_teachers = "set" not in params and "practice" not in params
        self.deep_lesson = params.get("lesson", "")
        self.page = page
        self.four_colour = False
        self.rendering = False
        self.today: Callable[[], date] = clock.today
        """Today's date, for the review queue (tests set their own clock)."""
        self._refused: LessonUnavailable | None = None  # the lesson refused last, if shown
        self._build()
        if "practice" in params:
            self._open_practice(params["practice"], params.get("rules", ""))
        if self.deep_lesson in self.session.lessons:  # after: a reload in a lesson returns there
            self.open_lesson(self.deep_lesson)
        self.render()

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.heading = w.HTML()
        self.language = w.Dropdown(
            options=[(glossary(code).name, code) for code in available_languages()],
            value=self.session.lang,
            style={"description_width": "initial"},
        )
        self.language.add_class("ct-language")
        self.ruleset = w.Dropdown(
            options=[("—", ""), *[(name, name) for name in preset_names()]],
            value=self.session.rules,
            style={"description_width": "initial"},
        )
        self.ruleset.add_class("ct-ruleset")
        self.colours = w.Checkbox(value=False, indent=False)
        self.colours.add_class("ct-four-colour")
        self.error = w.HTML()
        self.error.add_class("ct-error-box")
        self.notice = w.HTML()
        self.notice.add_class("ct-notice")
        self.unavailable = w.HTML()
        self.unavailable.add_class("ct-unavailable")
        self.learner = w.Text(continuous_update=False, layout=w.Layout(width="220px"))
        self.learner.add_class("ct-learner")
        self.export_link = w.HTML()
        self.export_link.add_class("ct-export")
        self.importer = FilePicker(accept=".json,application/json", max_size=MAX_SIZE)
        self.importer.add_class("ct-import")
        self.import_note = w.HTML()  # what loading a file did, beside the button
        self.import_note.add_class("ct-import-note")
        self.course_map = CourseMap(self.session, self._on_open)
        self.review_note = ReviewNote(self._on_map_review)
        self.rules_page = w.HTML()
        self.rules_page.add_class("ct-rules-page")
        self.lesson_tab = LazyTab(self._make_player, lambda part: part.root, self._render_player)
        self.teacher_tab = LazyTab(self._make_teacher, lambda part: part.root, self._render_teacher)
        self.play_tab = LazyTab(self._make_play, lambda part: part.root, self._render_play)
        self.practice_tab = LazyTab(
            self._make_practice, lambda part: part.root, self._render_practice
        )
        self.tabs = w.Tab(
            children=[
                w.VBox(
                    [
                        self.review_note.root,
                        self.unavailable,
                        self.course_map.root,
                        w.HBox([self.learner, self.export_link, self.importer]),
                        self.import_note,
                    ]
                ),
                self.lesson_tab.box,
                self.rules_page,
                *([self.teacher_tab.box] if self.for_teachers else []),
                self.play_tab.box,
                self.practice_tab.box,
            ]
        )
        self.tabs.add_class("ct-tabs")
        self.tabs.observe(self._on_tab, names="selected_index")
        self.store = BrowserStore(max_chars=MAX_SIZE)
        self.store.observe(self._on_store_ready, names="ready")
        header = w.HBox([self.heading, self.language, self.ruleset, self.colours])
        header.add_class("ct-header")
        self.shell = PageShell(page=self.page)
        self.root = w.VBox(
            [w.HTML(CSS), header, self.notice, self.error, self.tabs, self.store, self.shell]
        )
        self.root.add_class("ct-app")
        self.language.observe(self._on_language, names="value")
        self.ruleset.observe(self._on_ruleset, names="value")
        self.colours.observe(self._on_colours, names="value")
        self.importer.observe(self._on_import, names="uploads")
        self.learner.observe(self._on_learner, names="value")

    # -- the tabs built when first needed --------------------------------------------------
    @property
    def player(self) -> LessonPlayer:
        """The Lesson tab's player (built when a lesson is first opened)."""
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

    def _make_player(self) -> LessonPlayer:
        from .player import LessonPlayer

        return LessonPlayer(self)

    def _render_player(self, player: LessonPlayer) -> None:
        with self.muted():
            player.render()

    def _make_teacher(self) -> TeacherPanel:
        from .teacher import TeacherPanel

        return TeacherPanel(self.all_courses, on_make=self._on_make_link)

    def _render_teacher(self, teacher: TeacherPanel) -> None:
        teacher.render(self.tr, self.session.rules)

    def _make_play(self) -> PlayView:
        from .play import PlayView

        return PlayView(
            self._on_review_positions, self.show_error, seed=self.deep_link.get("seed", "")
        )

    def _render_play(self, play: PlayView) -> None:
        play.render(self.tr, self.four_colour)

    def _make_practice(self) -> PracticePanel:
        from .practice import PracticePanel

        return PracticePanel(self, seed=secrets.token_hex(4))

    def _render_practice(self, practice: PracticePanel) -> None:
        practice.render()

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
        title = tr.gettext("Cuarenta Tutor")
        self.heading.value = f"<h1>{escape(title)}</h1>"
        self.shell.lang, self.shell.title = self.session.lang, page_title(tr)
        self._follow_place()
        self.language.description = tr.gettext("Language")
        self.ruleset.description = tr.gettext("Rules")
        self.colours.description = tr.gettext("four colours")
        options = [(tr.gettext("lesson's own rules"), ""), *[(n, n) for n in preset_names()]]
        if list(self.ruleset.options) != options:
            self.ruleset.options = options
        self.ruleset.value = self.session.rules
        self.language.value = self.session.lang
        self.tabs.titles = (
            tr.pgettext("tab", "Course"),
            tr.pgettext("tab", "Lesson"),
            tr.pgettext("tab", "Rules"),
            *([tr.pgettext("tab", "Teacher")] if self.for_teachers else []),
            tr.pgettext("tab", "Play"),
            tr.pgettext("tab", "Practice"),
        )
        for tab in (self.teacher_tab, self.play_tab, self.practice_tab, self.lesson_tab):
            tab.render()
        self._render_note()
        self.course_map.render(tr)
        if self.tabs.selected_index == RULES_TAB:
            self._render_rules()
        else:
            self.rules_page.value = ""  # written when the tab opens: not needed at start-up
        self._render_export()
        self._render_refused()

    def _render_rules(self) -> None:
        lang, tr = self.session.lang, self.tr
        page, _ = localized_page(content_dir() / "rules", lang)
        ruleset = load_ruleset(self.session.ruleset)
        rows = "".join(
            f"<tr><td>{escape(rule)}</td><td>{escape(value)}</td></tr>"
            for rule, value in ruleset_rows(ruleset, tr)
        )
        heading = escape(tr.gettext("The rules you play: {rules}").format(rules=ruleset.name))
        self.rules_page.value = (
            to_html(page.body, lang, four_colour=self.four_colour)
            + f"<h2>{heading}</h2><table>{rows}</table>"
        )

    def _render_note(self) -> None:
        self.review_note.render(self.tr, self.session.progress.practice.due_count(self.today()))

    def _render_export(self, stored: str | None = None) -> None:
        """Write the save link and the learner's field (``stored``: the progress as JSON)."""
        progress = self.session.progress
        stored = progress.to_json() if stored is None else stored
        data = base64.b64encode(stored.encode("utf-8")).decode("ascii")
        label = escape(self.tr.gettext("Save my progress to a file"))
        self.learner.value = progress.learner
        self.learner.placeholder = self.tr.gettext("your name, for your teacher")
        self.export_link.value = (
            f'<a download="{escape(progress_file_name(progress.learner))}" '
            f'class="ct-export-link" href="data:application/json;base64,{data}">{label}</a>'
        )
        self.importer.description = self.tr.gettext("Load progress")
        self.importer.tooltip = self.tr.gettext(
            "A progress file saved from this tutor (.json, at most {size} MB)"
        ).format(size=progress_limit(self.tr.lang))

    # -- messages -------------------------------------------------------------------------
    def show_error(self, details: str) -> None:
        """Show a friendly error with the technical details folded away."""
        message = escape(
            self.tr.gettext(
                "Something went wrong, but your progress is safe. Try again, or choose another "
                "lesson."
            )
        )
        summary = escape(self.tr.gettext("Details for the teacher"))
        self.error.value = (
            f"<div class='ct-error' role='alert'>{message}<details><summary>"
            f"{summary}</summary><pre>{escape(details)}</pre></details></div>"
        )

    def _store(self) -> str:
        """Keep the progress in the browser; return it as the JSON stored."""
        stored = self.session.progress.to_json()
        self.store.value = stored
        return stored

    def changed(self) -> None:
        """Store the progress in the browser and redraw the lesson (the hot path: small)."""
        self.error.value = ""
        stored = self._store()
        with self.muted():
            self.lesson_tab.render()
            lesson = self.session.lesson
            self.course_map.render(self.tr, only=lesson.id if lesson else None)
            self._render_note()
            self._render_export(stored)

    def _redraw(self) -> None:
        """Store the progress and redraw everything (language, rules or progress replaced)."""
        self.error.value = ""
        self._store()
        self.render()

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
            except LessonUnavailable as problem:
                self._unavailable(problem)
            self._redraw()

    def _follow_place(self) -> None:
        """Keep the page's address on the learner's language, rules and open lesson."""
        if not self.page:
            return
        lesson = self.session.lesson
        in_lesson = lesson is not None and self.tabs.children[self.tabs.selected_index] is (
            self.lesson_tab.box
        )
        self.shell.place = {
            "lang": self.session.lang,
            "rules": self.session.rules,
            "lesson": lesson.id if lesson is not None and in_lesson else "",
        }

    @guarded
    def _on_tab(self, change: dict[str, Any]) -> None:
        shown = self.tabs.children[change["new"]]  # tab numbers move: pupils have no Teacher tab
        self._follow_place()
        if shown is self.rules_page:
            with self.muted():
                self._render_rules()
        elif shown is self.practice_tab.box:
            self.practice.show()
        for tab in (self.lesson_tab, self.teacher_tab, self.play_tab):
            if shown is tab.box:
                tab.get()

    def practice_changed(self) -> None:
        """Store the progress after a practice result (the Practice tab redraws itself)."""
        self.error.value = ""
        stored = self._store()
        with self.muted():
            self._render_note()
            self._render_export(stored)

    def show_practice(self) -> None:
        """Open the Practice tab."""
        self.tabs.selected_index = self.tabs.children.index(self.practice_tab.box)

    @guarded
    def _on_map_review(self) -> None:
        self.practice.review()
        self.show_practice()

    def review_lesson(self, lesson_id: str) -> None:
        """Open a lesson due for review (listed in the Practice tab) in the Lesson tab."""
        self._on_open(lesson_id)

    def _open_practice(self, themes: str, rules: str) -> None:
        """Open Practice on an assignment link's themes (``?practice=run-jump,caida``)."""
        from ..puzzles import bank_rules
        from .practice import practice_link_themes

        known, unknown = practice_link_themes(themes)
        self.practice.assign(known, rules)
        notices = [self.practice.unknown_themes_html(unknown)] if unknown else []
        if rules and rules not in bank_rules():
            notices.append(self.practice.unknown_rules_html(rules))
        if notices:
            self.notice.value = "".join(notices)
        self.show_practice()

    def _on_review_positions(self, positions: list[ReviewPosition]) -> int:
        """Keep a finished mesa's mistakes; queue the proved ones for review (how many)."""
        from ..tutor.mistakes import keep_mistakes  # proofs need the search: Play tab only

        progress = self.session.progress
        self.session.progress, queued = keep_mistakes(progress, positions, self.today())
        self._store()
        return queued

    @guarded
    def _on_learner(self, change: dict[str, Any]) -> None:
        if self.rendering:
            return
        name = " ".join(str(change["new"]).split())[:60]
        self.session.progress = dataclasses.replace(self.session.progress, learner=name)
        stored = self._store()
        with self.muted():
            self._render_export(stored)

    @guarded
    def _on_colours(self, change: dict[str, Any]) -> None:
        if self.rendering:
            return
        self.four_colour = bool(change["new"])
        self.session.progress = dataclasses.replace(
            self.session.progress, four_colour=self.four_colour
        )
        self._redraw()

    def open_lesson(self, lesson_id: str) -> None:
        """Open a lesson in the player, or say on the course map why it cannot be opened."""
        try:
            self.session.open(lesson_id)
        except LessonUnavailable as problem:
            self._unavailable(problem)
            return
        self._refused = None
        self._render_refused()
        self.lesson_tab.get()
        self.tabs.selected_index = 1
        self._follow_place()  # the Lesson tab may have been open already (no tab change)

    def _unavailable(self, problem: LessonUnavailable) -> None:
        self._refused = problem
        self._render_refused()
        self.tabs.selected_index = 0

    def _render_refused(self) -> None:
        refused = self._refused
        self.unavailable.value = (
            unavailable_html(refused, self.tr, self.deep_link) if refused else ""
        )

    def show_map(self) -> None:
        """Open the course map (the lesson player's way back once a course is done).

        Keyboard focus follows to the lesson just left, instead of falling to the page.
        """
        self.tabs.selected_index = 0
        if self.session.lesson is not None:
            self.course_map.focus(self.session.lesson.id)

    @guarded
    def _on_open(self, lesson_id: str, _button: w.Button | None = None) -> None:
        self.open_lesson(lesson_id)
        self.changed()

    @guarded
    def _on_make_link(self, button: w.Button) -> None:
        self.teacher.make_link(self.tr, self.session.rules, button)

    @guarded
    def _on_import(self, _change: dict[str, Any]) -> None:
        loaded = saved.load_file(self.importer, self.tr)
        self.notice.value = loaded.notice
        # the same words where the learner is (on a phone the notice is screens above);
        # only the notice is announced
        self.import_note.value = saved.notice_html(loaded.text, status=False)
        if loaded.progress is not None:
            self.session.progress = loaded.progress
            self._redraw()


def launch(query: str | None = None) -> w.Widget:
    """Build the app for the page (reading the deep link from Voilà's query string)."""
    if query is None:
        query = os.environ.get("QUERY_STRING")  # Voilà sets it; a notebook has none
    app = TutorApp(query=query or "", page=query is not None)
    return app.root

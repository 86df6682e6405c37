"""The tutor app: thin ipywidgets views over the session controller.

Each view has one ``render`` method that writes every widget value from the session; each
handler is a few lines: event → session call → render. Every handler is guarded: an error
shows a friendly message with the details folded away, never a dead button.
"""

from __future__ import annotations

import base64
import contextlib
import dataclasses
import functools
import os
import re
import traceback
from collections.abc import Callable, Iterator
from html import escape
from typing import Any
from urllib.parse import parse_qs

import ipywidgets as w
from ipywidgets.widgets.widget_string import HTMLStyle

from ..engine.cards import Card, parse_card
from ..engine.plays import parse_play_text
from ..engine.rules import content_dir, load_ruleset, preset_names
from ..i18n import Translator, available_languages
from ..i18n.cards import typed_notation
from ..i18n.feedback import answer_html, feedback_html, progress_limit
from ..i18n.glossary import glossary
from ..i18n.pages import localized_page
from ..i18n.ruleset_text import ruleset_rows
from ..i18n.shell import page_title
from ..lessons.checker import NO_RONDA
from ..lessons.course import Course, load_courses, select
from ..lessons.positions import hidden_hands
from ..render.cards import card_label, card_svg
from ..render.markdown import to_html
from ..tutor.feedback import Verdict
from ..tutor.progress import MAX_SIZE, ReviewPosition
from ..tutor.session import PLAY_KINDS, LessonUnavailable, Session
from . import saved
from .components import BrowserStore, CardRow, FilePicker
from .notices import unavailable_html
from .page import PageShell
from .play import PlayView
from .style import CSS
from .teacher import TeacherPanel

Handler = Callable[..., None]
RULES_TAB = 2


def guarded(method: Handler) -> Handler:
    """Wrap a handler so that any error is shown to the learner instead of killing the button."""

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> None:
        try:
            method(self, *args, **kwargs)
        except Exception:
            self.show_error(traceback.format_exc())

    return wrapper


def progress_file_name(learner: str) -> str:
    """Return the progress file's name: ``cuarenta-progress-<name>.json`` when named.

    >>> progress_file_name("Ana María López")
    'cuarenta-progress-Ana-María-López.json'
    >>> progress_file_name("")
    'cuarenta-progress.json'
    """
    name = re.sub(r"[^\w]+", "-", learner).strip("-")
    return f"cuarenta-progress-{name}.json" if name else "cuarenta-progress.json"


def _button(label: str, css: str, *, style: str = "") -> w.Button:
    button = w.Button(description=label, button_style=style)
    button.add_class(css)
    return button


class TutorApp:
    """The whole tutor: header, course map, lesson player, rules; progress in the browser."""

    def __init__(self, courses: list[Course] | None = None, *, query: str = "") -> None:
        params = {key: values[-1] for key, values in parse_qs(query.lstrip("?")).items()}
        lang = params.get("lang", "en")
        every = courses if courses is not None else load_courses(validate=False)
        chosen = select(every, params["set"]) if params.get("set") else every
        self.all_courses = every
        self.session = Session(
            chosen or every,
            lang=lang if lang in available_languages() else "en",
            rules=params.get("rules", "") if params.get("rules") in preset_names() else "",
        )
        self.deep_link = params
        self.for_teachers = "set" not in params  # pupils sent an assignment see no Teacher tab
        self.deep_lesson = params.get("lesson", "")
        self.four_colour = False
        self._rendering = False
        self._refused: LessonUnavailable | None = None  # the lesson refused last, if shown
        self._build()
        if self.deep_lesson in self.session.lessons:
            self._open(self.deep_lesson)
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
        self.courses_box = w.VBox()
        self.courses_box.add_class("ct-course-map")
        self.unavailable = w.HTML()
        self.unavailable.add_class("ct-unavailable")
        self.overall = w.IntProgress(min=0, max=max(1, len(self.session.order)))
        self.overall_label = w.HTML()
        self.learner = w.Text(continuous_update=False, layout=w.Layout(width="220px"))
        self.learner.add_class("ct-learner")
        self.export_link = w.HTML()
        self.export_link.add_class("ct-export")
        self.importer = FilePicker(accept=".json,application/json", max_size=MAX_SIZE)
        self.importer.add_class("ct-import")
        self._build_courses()
        self._build_player()
        self.rules_page = w.HTML()
        self.teacher = TeacherPanel(self.all_courses, on_make=self._on_make_link)
        self.rules_page.add_class("ct-rules-page")
        self.play = PlayView(
            self._on_review_positions, self.show_error, seed=self.deep_link.get("seed", "")
        )
        self.tabs = w.Tab(
            children=[
                w.VBox(
                    [
                        w.HBox([self.overall, self.overall_label]),
                        self.unavailable,
                        self.courses_box,
                        w.HBox([self.learner, self.export_link, self.importer]),
                    ]
                ),
                self.player,
                self.rules_page,
                *([self.teacher.root] if self.for_teachers else []),
                self.play.root,
            ]
        )
        self.tabs.add_class("ct-tabs")
        self.tabs.observe(self._on_tab, names="selected_index")
        self.store = BrowserStore(max_chars=MAX_SIZE)
        self.store.observe(self._on_store_ready, names="ready")
        header = w.HBox([self.heading, self.language, self.ruleset, self.colours])
        header.add_class("ct-header")
        self.shell = PageShell()
        self.root = w.VBox(
            [w.HTML(CSS), header, self.notice, self.error, self.tabs, self.store, self.shell]
        )
        self.root.add_class("ct-app")
        self.language.observe(self._on_language, names="value")
        self.ruleset.observe(self._on_ruleset, names="value")
        self.colours.observe(self._on_colours, names="value")
        self.importer.observe(self._on_import, names="uploads")
        self.learner.observe(self._on_learner, names="value")

    def _build_player(self) -> None:
        self.lesson_title = w.HTML()
        self.prompt = w.HTML()
        self.score = w.HTML()
        self.table_row = CardRow()
        self.table_row.add_class("ct-table")
        self.hand_row = CardRow()
        self.hand_row.add_class("ct-hand")
        self.others_row = CardRow()
        self.others_row.add_class("ct-others")
        self.others_caption = w.HTML()
        self.others_box = w.VBox([self.others_caption, self.others_row])
        self.table_caption = w.HTML()
        self.hand_caption = w.HTML()
        self.table_row.observe(self._on_table_click, names="clicks")
        self.hand_row.observe(self._on_hand_click, names="clicks")
        self.felt = w.VBox(
            [
                self.others_box,
                self.table_caption,
                self.table_row,
                self.hand_caption,
                self.hand_row,
            ]
        )
        self.felt.add_class("ct-felt")
        self.check = _button("", "ct-check", style="success")
        self.clear = _button("", "ct-clear")
        self.typed = w.Text(continuous_update=False)
        self.typed.add_class("ct-typed")
        self.typed_go = _button("", "ct-typed-go")
        self.ours = w.BoundedIntText(min=0, max=40, layout=w.Layout(width="90px"))
        self.ours.add_class("ct-count-ours")
        self.theirs = w.BoundedIntText(min=0, max=40, layout=w.Layout(width="90px"))
        self.theirs.add_class("ct-count-theirs")
        self.count_labels = (w.HTML(), w.HTML())
        self.options = w.RadioButtons()
        self.options.add_class("ct-options")
        self.hint = _button("", "ct-hint-button")
        self.solution = _button("", "ct-solution")
        self.retry = _button("", "ct-retry")
        self.take_back = _button("", "ct-take-back", style="warning")
        self.next = _button("", "ct-next", style="primary")
        self.feedback = w.HTML()
        self.feedback.add_class("ct-feedback-box")
        self.hints = w.HTML()
        self.explanation = w.HTML()
        self.explanation.add_class("ct-explanation")
        self.play_box = w.VBox(
            [w.HBox([self.check, self.clear]), w.HBox([self.typed, self.typed_go])]
        )
        self.count_box = w.HBox(
            [self.count_labels[0], self.ours, self.count_labels[1], self.theirs]
        )
        self.option_box = w.VBox([self.options])
        self.answer_box = w.VBox()
        self.player = w.VBox(
            [
                self.lesson_title,
                self.prompt,
                self.score,
                self.felt,
                self.answer_box,
                w.HBox([self.hint, self.solution, self.retry, self.take_back, self.next]),
                self.feedback,
                self.hints,
                self.explanation,
            ]
        )
        self.player.add_class("ct-player")
        self.check.on_click(self._on_check)
        self.clear.on_click(self._on_clear)
        self.typed_go.on_click(self._on_typed)
        self.typed.observe(self._on_typed, names="value")
        self.hint.on_click(self._on_hint)
        self.solution.on_click(self._on_solution)
        self.retry.on_click(self._on_clear)
        self.take_back.on_click(self._on_take_back)
        self.next.on_click(self._on_next)

    # -- rendering ------------------------------------------------------------------------
    @property
    def tr(self) -> Translator:
        """The translator of the learner's language."""
        return Translator(self.session.lang)

    @contextlib.contextmanager
    def _muted(self) -> Iterator[None]:
        """Write widget values without their observers taking them for the learner's input."""
        self._rendering = True
        try:
            yield
        finally:
            self._rendering = False

    def render(self) -> None:
        """Write every widget value from the session (widget events are muted meanwhile)."""
        with self._muted():
            self._render_all()

    def _render_all(self) -> None:
        tr = self.tr
        title = tr.gettext("Cuarenta Tutor")
        self.heading.value = f"<h1>{escape(title)}</h1>"
        self.shell.lang, self.shell.title = self.session.lang, page_title(tr)
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
        )
        self.teacher.render(tr)
        self.play.render(tr, self.four_colour)
        self._render_courses()
        self._render_player()
        if self.tabs.selected_index == RULES_TAB:
            self._render_rules()
        else:
            self.rules_page.value = ""  # written when the tab opens: not needed at start-up
        self._render_export()
        self._render_refused()

    def _build_courses(self) -> None:
        """Create the course map's widgets once; rendering only rewrites their texts."""
        self.course_heads: list[w.HTML] = []
        self.lesson_buttons: dict[str, w.Button] = {}
        boxes = []
        # One layout and style for all lesson buttons, one for all headings and rows: each
        # is a model the page must create and draw (the map loads about a third faster).
        shared = {"layout": w.Layout(width="auto"), "style": w.ButtonStyle()}
        heading = {"layout": w.Layout(), "style": HTMLStyle()}
        row, column = w.Layout(flex_flow="row wrap"), w.Layout()
        for course in self.session.courses:
            head = w.HTML(**heading)
            self.course_heads.append(head)
            buttons = []
            for lesson in course.lessons:
                button = w.Button(**shared)
                button.add_class("ct-lesson")
                button.add_class(f"ct-lesson-{lesson.id}")
                button.on_click(functools.partial(self._on_open, lesson.id))
                self.lesson_buttons[lesson.id] = button
                buttons.append(button)
            boxes.append(w.VBox([head, w.HBox(buttons, layout=row)], layout=column))
        self.courses_box.children = boxes

    def _render_courses(self, only: str | None = None) -> None:
        """Write the course map's texts (``only``: just that lesson's mark and the totals)."""
        tr, progress, lang = self.tr, self.session.progress, self.session.lang
        solved = progress.solved(self.session.order)
        self.overall.value = solved
        self.overall_label.value = escape(
            tr.ngettext(
                "{n} of {total} lesson solved",
                "{n} of {total} lessons solved",
                len(self.session.order),
            ).format(n=solved, total=len(self.session.order))
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

    def _render_player(self) -> None:
        tr, session = self.tr, self.session
        lesson, position = session.lesson, session.position
        if lesson is None or position is None:
            self.lesson_title.value = escape(tr.gettext("Choose a lesson in the course."))
            for widget in (self.prompt, self.score, self.feedback, self.hints, self.explanation):
                widget.value = ""
            self.felt.layout.display = "none"
            self.answer_box.children = ()
            return
        self.felt.layout.display = ""
        text, translated = lesson.text(session.lang)
        mark = (
            ""
            if translated
            else (
                " <span class='ct-untranslated'>("
                + escape(tr.gettext("not yet translated"))
                + ")</span>"
            )
        )
        self.lesson_title.value = f"<div class='ct-title'>{escape(text.title)}{mark}</div>"
        self.prompt.value = to_html(text.prompt, session.lang, four_colour=self.four_colour)
        self.score.value = (
            "<div class='ct-score'>"
            + escape(
                tr.gettext("Score: us {ours}, them {theirs} · rules: {rules}").format(
                    ours=position.scores[0], theirs=position.scores[1], rules=session.ruleset
                )
            )
            + "</div>"
        )
        self._render_cards()
        kind = lesson.kind
        if kind in PLAY_KINDS:
            self.answer_box.children = (self.play_box,)
        elif kind == "count":
            self.answer_box.children = (self.count_box, self.check)
        else:
            self.options.options = self._option_labels()
            self.answer_box.children = (self.option_box, self.check)
        endgame = kind == "endgame"
        self.check.description = (
            tr.pgettext("button", "Play") if endgame else tr.pgettext("button", "Check")
        )
        self.clear.description = tr.pgettext("button", "Clear")
        self.typed.placeholder = tr.gettext("or type a play, e.g. 7s x 3c 4h")
        self.typed.description = ""
        self.typed_go.description = tr.pgettext("button", "Play")
        self.count_labels[0].value = escape(tr.gettext("Points for us:"))
        self.count_labels[1].value = escape(tr.gettext("for them:"))
        self.hint.description = tr.pgettext("button", "Hint")
        self.solution.description = tr.pgettext("button", "Show solution")
        self.retry.description = tr.pgettext("button", "Try again")
        self.take_back.description = tr.gettext("Take back")
        self.take_back.layout.display = "" if session.can_take_back else "none"
        self.next.description = tr.pgettext("button", "Next")
        self.next.disabled = session.next_lesson() is None
        feedback = session.feedback
        self.feedback.value = feedback_html(feedback, tr) if feedback else ""
        self.hints.value = "".join(
            f"<div class='ct-hint'>💡 {to_html(hint, session.lang)}</div>"
            for hint in text.hints[: session.hints_shown]
        )
        done = feedback is not None and feedback.verdict in (Verdict.CORRECT, Verdict.SOLUTION)
        self.explanation.value = (
            to_html(text.explanation, session.lang, four_colour=self.four_colour) if done else ""
        )

    def _render_cards(self) -> None:
        session, tr = self.session, self.tr
        position = session.position
        assert position is not None
        lang, chosen = session.lang, session.selection
        best = (
            self._best_cards()
            if session.feedback and session.feedback.verdict is Verdict.SOLUTION
            else set()
        )
        fixed = session.lesson is not None and session.lesson.kind == "capture"

        def describe(
            card: Card, selected: bool, *, marked: bool = False, disabled: bool = False
        ) -> dict[str, Any]:
            return {
                "code": str(card),
                "svg": card_svg(card, lang, four_colour=self.four_colour, marked=marked),
                "label": self._card_label(card, marked),
                "selected": selected,
                "marked": marked,
                "best": card in best,
                "disabled": disabled,
            }

        plays = session.lesson is not None and session.lesson.kind in PLAY_KINDS
        self.table_row.cards = [
            describe(
                card, card in chosen.table, marked=card == position.last_drop, disabled=not plays
            )
            for card in position.table
        ]
        self.hand_row.cards = [
            describe(
                card, card == chosen.hand, disabled=(fixed and card != chosen.hand) or not plays
            )
            for card in position.hand
        ]
        self._render_others(describe)
        self.table_row.label = tr.gettext("Table")
        self.hand_row.label = tr.gettext("Your hand")
        self.table_row.empty_text = tr.gettext("The table is empty.")
        self.hand_row.empty_text = tr.gettext("No cards in hand.")
        table, hand = tr.gettext("Table"), tr.gettext("Your hand")
        self.table_caption.value = f"<div class='ct-caption'>{escape(table)}</div>"
        self.hand_caption.value = f"<div class='ct-caption'>{escape(hand)}</div>"

    def _render_others(self, describe: Callable[..., dict[str, Any]]) -> None:
        """Show the opponent's known cards in an endgame (two players, open hands)."""
        lesson, position = self.session.lesson, self.session.position
        shown = (
            lesson is not None
            and position is not None
            and lesson.kind == "endgame"
            and not hidden_hands(lesson)
            and position.players == 2
        )
        self.others_box.layout.display = "" if shown else "none"
        if not shown or position is None:
            self.others_row.cards = []
            return
        label = self.tr.gettext("Your opponent's hand")
        self.others_row.cards = [describe(card, False, disabled=True) for card in position.hands[1]]
        self.others_row.label = label
        self.others_row.empty_text = self.tr.gettext("No cards in hand.")
        self.others_caption.value = f"<div class='ct-caption'>{escape(label)}</div>"

    def _card_label(self, card: Card, marked: bool) -> str:
        label = card_label(card, self.session.lang)
        if marked:
            label += " — " + self.tr.gettext("just dropped: a caída target")
        return label

    def _best_cards(self) -> set[Card]:
        feedback = self.session.feedback
        if feedback is None or not feedback.answers:
            return set()
        try:
            card, captured = parse_play_text(feedback.answers[0])
        except ValueError:
            return set()
        return {card, *captured}

    def _option_labels(self) -> list[tuple[str, str]]:
        lesson, tr = self.session.lesson, self.tr
        assert lesson is not None
        if lesson.kind == "declare":
            keys = ["ronda", NO_RONDA]
        else:
            keys = [str(option).lower() for option in lesson.options]
        return [(_strip_tags(answer_html(key, tr)), key) for key in keys]

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

    def _render_export(self) -> None:
        progress = self.session.progress
        data = base64.b64encode(progress.to_json().encode("utf-8")).decode("ascii")
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

    def _changed(self) -> None:
        """Store the progress in the browser and redraw the lesson (the hot path: small)."""
        self.error.value = ""
        self.store.value = self.session.progress.to_json()
        with self._muted():
            self._render_player()
            lesson = self.session.lesson
            self._render_courses(only=lesson.id if lesson else None)
            self._render_export()

    def _redraw(self) -> None:
        """Store the progress and redraw everything (language, rules or progress replaced)."""
        self.error.value = ""
        self.store.value = self.session.progress.to_json()
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
        if self._rendering:
            return
        self.session.set_language(change["new"])
        self._redraw()

    @guarded
    def _on_ruleset(self, change: dict[str, Any]) -> None:
        if self._rendering:
            return
        if change["new"] != self.session.rules:
            try:
                self.session.set_rules(change["new"])
            except LessonUnavailable as problem:
                self._unavailable(problem)
            self._redraw()

    @guarded
    def _on_tab(self, change: dict[str, Any]) -> None:
        shown = self.tabs.children[change["new"]]  # tab numbers move: pupils have no Teacher tab
        if shown is self.rules_page:
            with self._muted():
                self._render_rules()
        elif shown is self.teacher.root:
            self.teacher.show(self.tr)

    def _on_review_positions(self, positions: list[ReviewPosition]) -> None:
        """Keep the mistakes of a finished mesa in the learner's progress."""
        self.session.progress = self.session.progress.add_to_review(positions)
        self.store.value = self.session.progress.to_json()

    @guarded
    def _on_learner(self, change: dict[str, Any]) -> None:
        if self._rendering:
            return
        name = " ".join(str(change["new"]).split())[:60]
        self.session.progress = dataclasses.replace(self.session.progress, learner=name)
        self.store.value = self.session.progress.to_json()
        with self._muted():
            self._render_export()

    @guarded
    def _on_colours(self, change: dict[str, Any]) -> None:
        if self._rendering:
            return
        self.four_colour = bool(change["new"])
        self.session.progress = dataclasses.replace(
            self.session.progress, four_colour=self.four_colour
        )
        self._redraw()

    def _open(self, lesson_id: str) -> None:
        """Open a lesson in the player, or say on the course map why it cannot be opened."""
        try:
            self.session.open(lesson_id)
        except LessonUnavailable as problem:
            self._unavailable(problem)
            return
        self._refused = None
        self._render_refused()
        self.tabs.selected_index = 1

    def _unavailable(self, problem: LessonUnavailable) -> None:
        self._refused = problem
        self._render_refused()
        self.tabs.selected_index = 0

    def _render_refused(self) -> None:
        refused = self._refused
        self.unavailable.value = (
            unavailable_html(refused, self.tr, self.deep_link) if refused else ""
        )

    @guarded
    def _on_open(self, lesson_id: str, _button: w.Button | None = None) -> None:
        self._open(lesson_id)
        self._changed()

    @guarded
    def _on_table_click(self, _change: dict[str, Any]) -> None:
        self.session.toggle_table(parse_card(self.table_row.clicked))
        self._render_cards()

    @guarded
    def _on_hand_click(self, _change: dict[str, Any]) -> None:
        self.session.pick_hand(parse_card(self.hand_row.clicked))
        self._render_cards()

    @guarded
    def _on_check(self, _button: w.Button) -> None:
        lesson = self.session.lesson
        if lesson is None:
            return
        if lesson.kind in PLAY_KINDS:
            self.session.check()
        elif lesson.kind == "count":
            self.session.answer(f"{self.ours.value}-{self.theirs.value}")
        else:
            self.session.answer(self.options.value or "")
        self._changed()

    @guarded
    def _on_typed(self, _event: Any) -> None:
        if self.session.lesson is not None and self.typed.value.strip() and not self._rendering:
            self.session.type_play(typed_notation(self.typed.value, self.session.lang))
            self._changed()

    @guarded
    def _on_clear(self, _button: w.Button) -> None:
        self.session.clear()
        with self._muted():
            self.typed.value = ""
        self._changed()

    @guarded
    def _on_take_back(self, _button: w.Button) -> None:
        if self.session.can_take_back:
            self.session.take_back()
        self._changed()

    @guarded
    def _on_hint(self, _button: w.Button) -> None:
        if self.session.lesson is not None:
            self.session.hint()
            self._changed()

    @guarded
    def _on_solution(self, _button: w.Button) -> None:
        if self.session.lesson is not None:
            self.session.reveal()
            self._changed()

    @guarded
    def _on_next(self, _button: w.Button) -> None:
        following = self.session.next_lesson()
        if following is not None:
            self._open(following)
            self._changed()

    @guarded
    def _on_make_link(self, _button: w.Button) -> None:
        self.teacher.make_link(self.tr, self.session.rules)

    @guarded
    def _on_import(self, _change: dict[str, Any]) -> None:
        loaded = saved.load_file(self.importer, self.tr)
        self.notice.value = loaded.notice
        if loaded.progress is not None:
            self.session.progress = loaded.progress
            self._redraw()


def _strip_tags(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).replace("&amp;", "&")


def launch(query: str | None = None) -> w.Widget:
    """Build the app for the page (reading the deep link from Voilà's query string)."""
    app = TutorApp(query=os.environ.get("QUERY_STRING", "") if query is None else query)
    return app.root

"""The Practice tab: puzzles from the bank, Streak, the review of mistakes and the dashboard.

A thin view over :class:`~cuarenta_tutor.tutor.practice.Practice`: ``render`` writes every
widget from the controller and what :mod:`~cuarenta_tutor.ui.practice_model` works out
from it; each handler is event → controller call → ``_changed``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from html import escape
from typing import Protocol

import ipywidgets as w

from ..engine.cards import Card, parse_card
from ..i18n import Translator
from ..i18n.glossary import glossary
from ..puzzles import Puzzle, bank_rules
from ..sentences.puzzle_text import puzzle_text
from ..tutor.feedback import Feedback
from ..tutor.lesson import LessonSession
from ..tutor.practice import Mode, Practice
from . import practice_model as model
from .card_board import CardBoard
from .components import Announcer, FocusMover
from .controls import classed_html, swap_class
from .guard import guarded
from .markup import plain_text
from .puzzle_choice import WRAP, PuzzleChoice, sized_button
from .repetition_note import DueLessons

MAIN_CLASSES = tuple(model.STEP_CLASSES.values())
"""The main button's class, one per step: Check, Next, a new Streak run, back to puzzles."""
Heard = tuple[Feedback | None, int, int, Mode, bool]
"""What the live region last spoke of: the verdict, puzzles opened, hints, mode, no puzzle."""


PUZZLE_START = ".ct-practice :is(.ct-practice-table, .ct-practice-hand) button"
"""Where a learner starts answering a puzzle: its first usable card (table, then hand)."""


class PracticeHost(Protocol):
    """What the Practice tab needs from the app around it."""

    session: LessonSession
    four_colour: bool

    @property
    def tr(self) -> Translator:
        """The translator of the learner's language."""

    def show_error(self, details: str) -> None:
        """Show a friendly error with the details folded away."""

    def practice_changed(self) -> None:
        """Store the progress (a result, a streak, the repetition queue changed)."""

    def before_verdict(self, practice: Practice) -> None:
        """Write the answer just judged to the pupil's class, if any (before it is shown)."""

    def review_lesson(self, lesson_id: str) -> None:
        """Open a lesson due for review in the Lesson tab."""

    def today(self) -> date:
        """Return today's date (for the repetition queue)."""


class PracticePanel:
    """The Practice tab's widgets over one :class:`Practice`."""

    def __init__(self, host: PracticeHost, *, rules: str = "", seed: str = "") -> None:
        self.host = host
        self.practice = Practice(
            host.session, rules=rules or host.session.rules, seed=seed, today=lambda: host.today()
        )
        self._rendering = False
        self._followed = host.session.rules  # the app's rules menu, as last followed
        self._build()

    def show_error(self, details: str) -> None:
        """Hand an error to the app, which shows it to the learner."""
        self.host.show_error(details)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        """Create the tab's widgets (the app builds the panel when it is first needed)."""
        self.root = w.VBox()
        self.root.add_class("ct-practice")
        self.choice = PuzzleChoice(
            self.practice.rules,
            on_rules=self._on_rules,
            on_themes=self._on_themes,
            on_mode=self._on_mode,
            muted=lambda: self._rendering,
        )
        self.status = w.HTML()
        self.status.add_class("ct-practice-status")
        self.title = w.HTML()
        self.title.add_class("ct-puzzle-title")
        self.prompt = w.HTML()
        self.score = w.HTML()
        self.felt = CardBoard("ct-practice-table", "ct-practice-hand")
        self.felt.on_pick(self._on_table_click, self._on_hand_click)
        self.check = sized_button("ct-practice-check", style="success")  # Next once solved
        self.check.add_class("ct-main")  # the page's focus rescue lands on it (ui/page.py)
        self.ronda = sized_button("ct-practice-ronda")
        self.claim = sized_button("ct-practice-claim")
        self.retry = sized_button("ct-practice-retry")
        self.retry.add_class("ct-main")  # after a miss, the main action (and the focus rescue's)
        self.hint = sized_button("ct-practice-hint")
        self.solution = sized_button("ct-practice-solution")
        self.next = sized_button("ct-practice-next")  # after a miss: move on (not the main one)
        self.check.on_click(self._on_main)
        self.ronda.on_click(functools.partial(self._on_act, "ronda"))
        self.claim.on_click(functools.partial(self._on_act, "claim"))
        self.retry.on_click(self._on_retry)
        self.hint.on_click(self._on_hint)
        self.solution.on_click(self._on_solution)
        self.next.on_click(self._on_next)
        self.buttons = {
            "main": self.check,
            "ronda": self.ronda,
            "claim": self.claim,
            "retry": self.retry,
            "hint": self.hint,
            "solution": self.solution,
            "next": self.next,
        }
        self.actions = w.HBox([self.check], layout=WRAP)  # the buttons of the moment only
        self.feedback = w.HTML()
        self.feedback.add_class("ct-practice-feedback")
        self.announcer = Announcer()  # a live region: screen readers read each verdict
        self.focus = FocusMover()  # a new puzzle starts on its cards, as a lesson does
        self._heard: Heard | None = None  # what the live region last spoke of
        self._titled: tuple[int, str] = (0, "")
        self.hints = classed_html("ct-hints-box")  # comes into view when a hint comes
        self.explanation = w.HTML()
        self.explanation.add_class("ct-practice-explanation")
        self.puzzle_parts = (
            self.title,
            self.prompt,
            self.score,
            self.felt.root,
            self.actions,
            self.feedback,
            self.hints,
            self.explanation,
        )
        self.puzzle_box = w.VBox(self.puzzle_parts)
        self.due_lessons = DueLessons(self._on_lesson)
        self.board = w.HTML()
        self.board.add_class("ct-dashboard")
        self.root.children = (  # the puzzle first: on a phone its hand and Check are on screen
            self.puzzle_box,
            self.status,
            self.choice.bar,
            self.choice.themes,
            self.due_lessons.caption,
            self.due_lessons.box,
            self.board,
            self.announcer,
            self.focus,
        )

    # -- choosing from outside -------------------------------------------------------------
    def assign(self, themes: list[str], rules: str) -> None:
        """Choose themes and rules (a link's, homework's) and open and draw the first puzzle.

        Drawn here, not left to the tab's opening: Practice may be on screen already (a
        class's live puzzle), and then no tab change redraws it.
        """
        if rules in bank_rules():
            self.practice.set_rules(rules)
        self.practice.set_themes(themes)
        self.practice.start(Mode.RATED)
        self.render()

    def open_puzzle(self, puzzle: Puzzle) -> None:
        """Open one puzzle of the bank (the class's live position), rated, and draw it."""
        self.practice.mode = Mode.RATED
        self.practice.open(puzzle)
        self.render()

    def show(self) -> None:
        """Open a first puzzle when nothing is open yet (the tab was opened)."""
        if self.practice.puzzle is None and self.practice.mode is Mode.RATED:
            self.practice.next()
        self.render()

    # -- rendering ------------------------------------------------------------------------
    @contextmanager
    def _muted(self) -> Iterator[None]:
        self._rendering = True
        try:
            yield
        finally:
            self._rendering = False

    def render(self) -> None:
        """Write every widget of the tab from the controller (after following the app's rules)."""
        self._follow_rules()
        with self._muted():
            self._render()

    def _follow_rules(self) -> None:
        """Take the rules chosen in the app's menu, if they have puzzles (a new rated puzzle).

        As the Teacher tab's practice link does: the tab's own menu may still choose others.
        """
        chosen = self.host.session.rules
        if chosen == self._followed:
            return
        self._followed = chosen
        if chosen in bank_rules() and chosen != self.practice.rules:
            self.practice.set_rules(chosen)
            self.practice.start(Mode.RATED)

    def _render(self) -> None:
        tr, practice = self.host.tr, self.practice
        if practice.puzzle is not None:  # first: the verdict reaches the screen before the rest
            self.feedback.value = model.verdict_html(practice, tr)
        due = practice.due_count()
        self.choice.render(practice, due, model.intro_html(tr), tr)
        self.status.value = model.status_html(practice, due, tr)
        self._render_puzzle()
        self._render_lessons()
        self.board.value = model.dashboard_html(practice.record, tr)
        self._announce()

    def _render_puzzle(self) -> None:
        tr, practice = self.host.tr, self.practice
        puzzle = practice.puzzle
        if puzzle is None or practice.position is None:
            self._render_actions(0)
            self.puzzle_box.children = (self.title, self.actions)
            self.title.value = (
                "<div class='ct-hint'>" + escape(model.empty_text(practice, tr)) + "</div>"
            )
            self._titled = (0, "")
            return
        self.puzzle_box.children = self.puzzle_parts
        text = puzzle_text(puzzle, tr)
        if self._titled != (practice.opened, tr.lang):  # the rating as the puzzle was served
            self._titled = (practice.opened, tr.lang)
            self.title.value = model.heading_html(practice, tr)
        self.prompt.value = f"<p>{escape(text.prompt)}</p>"
        self.score.value = model.score_html(practice, tr)
        self.render_cards()
        self._render_actions(len(text.hints))
        self.hints.value = model.hints_html(practice, tr)
        self.explanation.value = model.explanation_html(practice, tr)

    def _render_actions(self, hints: int) -> None:
        """Show the buttons of the moment (see :func:`practice_model.shown_buttons`).

        The main button turns into Next, or into a new Streak run once one is lost, or back
        to puzzles once nothing is left to review (focus stays on it).
        """
        tr, practice = self.host.tr, self.practice
        step = model.step(practice)
        wrong = step == "check" and model.answered_wrong(practice)
        if step:
            with self.check.hold_sync():
                self.check.description = model.step_label(step, tr, practice.selection)
                main = "success" if step == "check" else "primary"
                self.check.button_style = "" if wrong else main  # after a miss: Try again
                swap_class(self.check, model.STEP_CLASSES[step], MAIN_CLASSES)
        self.retry.button_style = "primary" if wrong else ""
        self.ronda.description = tr.pgettext("button", "Declare the ronda")
        self.claim.description = glossary(tr.lang).event_name("claim")
        self.retry.description = tr.pgettext("button", "Try again")
        self.hint.description = tr.pgettext("button", "Hint")
        self.hint.disabled = practice.hints_shown >= hints
        self.solution.description = tr.pgettext("button", "Show solution")
        self.next.description = tr.pgettext("button", "Next")
        self.actions.children = [self.buttons[name] for name in model.shown_buttons(practice, step)]

    def _announce(self) -> None:
        """Have screen readers hear what changed: a verdict, a new puzzle, a hint, no puzzle.

        One message per change, none for a mere redraw (a new language, a stored result);
        nothing on the tab's first drawing.
        """
        practice, tr = self.practice, self.host.tr
        puzzle, feedback = practice.puzzle, practice.feedback
        heard = (feedback, practice.opened, practice.hints_shown, practice.mode, puzzle is None)
        before, self._heard = self._heard, heard
        if before is None:
            return
        if feedback is not None and feedback is not before[0]:  # the same verdict again too
            text = self.feedback.value + self.explanation.value  # the reasons, once solved
            if practice.rating_change is not None:  # a rated result moved the rating: said last
                said = plain_text(text).rstrip()
                said += "" if said.endswith((".", "!", "?", "…")) else "."
                text = f"{said} {escape(model.rating_text(practice, tr))}."
        elif heard[1:] == before[1:] and (feedback is None) == (before[0] is None):
            return  # a mere redraw
        elif puzzle is None:  # none left to review, none on these themes, a run lost
            text = self.title.value
        elif practice.opened != before[1]:  # a new puzzle: the streak's count in Streak
            parts = [self.title.value, self.prompt.value]
            if practice.mode is Mode.STREAK:
                parts.insert(0, escape(model.streak_text(practice, tr)) + ".")
            text = " ".join(parts)
        elif practice.hints_shown > before[2]:
            text = puzzle_text(puzzle, tr).hints[practice.hints_shown - 1]
        else:
            return
        self.announcer.say(plain_text(text), tr.lang)

    def render_cards(self) -> None:
        """Write the table and hand rows from the controller's position and selection."""
        if self.practice.position is not None:
            table, hand = model.practice_board(self.practice)
            self.felt.draw(table, hand, self.host.tr, four_colour=self.host.four_colour)

    def _render_lessons(self) -> None:
        session = self.host.session
        due = [
            (key, session.lessons[key].text(session.lang)[0].title)
            for key in self.practice.due_lessons()
            if key in session.lessons
        ]
        self.due_lessons.render(due, self.host.tr)

    # -- handlers -------------------------------------------------------------------------
    def _changed(self) -> None:
        """Redraw after a result, then store the progress (the screen first: it is awaited).

        In a class, the answer is written to the class before the screen shows its verdict.
        """
        self.host.before_verdict(self.practice)
        self.render()
        self.host.practice_changed()

    @guarded
    def _on_rules(self, rules: str) -> None:
        if rules != self.practice.rules:
            self.practice.set_rules(rules)
            self._on_mode(Mode.RATED)

    @guarded
    def _on_themes(self, themes: list[str]) -> None:
        self.practice.set_themes(themes)
        self._on_mode(Mode.RATED)

    @guarded
    def _on_mode(self, mode: Mode) -> None:
        self.practice.start(mode)
        self.render()

    @guarded
    def _on_table_click(self, code: str) -> None:
        self._picked(self.practice.toggle_table, code)

    @guarded
    def _on_hand_click(self, code: str) -> None:
        self._picked(self.practice.pick_hand, code)

    def _picked(self, pick: Callable[[Card], None], code: str) -> None:
        """Redraw the cards after a pick (and the verdict, if the pick cleared a stale one).

        A pick after a miss is a new try, as Try again is: Check comes back for it. A pick
        on a board drawn for another puzzle than the open one is dropped for a full redraw.
        """
        if self._titled[0] != self.practice.opened:  # the screen shows another puzzle
            self.render()
            return
        if model.answered_wrong(self.practice):
            self.practice.clear()
            pick(parse_card(code))
            self.render()
            return
        feedback = self.practice.feedback
        pick(parse_card(code))
        with self._muted():
            self.render_cards()
            if model.step(self.practice) == "check":  # Check names the play: Drop, Capture
                self.check.description = model.step_label(
                    "check", self.host.tr, self.practice.selection
                )
            if self.practice.feedback is not feedback:  # "first choose a card" is gone
                self.feedback.value = ""

    @guarded
    def _on_main(self, _button: w.Button) -> None:
        """Do the main button's step: check, the next puzzle, a new Streak run, or back."""
        step = model.step(self.practice)
        if step == "check":
            self.practice.check()
            self._changed()
        elif step == "next":
            self._on_next(_button)
        elif step in ("restart", "back"):
            self.practice.start(Mode.STREAK if step == "restart" else Mode.RATED)
            self.render()

    @guarded
    def _on_act(self, word: str, _button: w.Button | None = None) -> None:
        if self.practice.puzzle is not None:
            self.practice.act(word)
            self._changed()

    @guarded
    def _on_retry(self, _button: w.Button) -> None:
        self.practice.clear()
        self.render()
        tr = self.host.tr  # said as Play says its take-back: the verdict heard last is gone
        self.announcer.say(tr.gettext("Move taken back: try again."), tr.lang)
        self._start_on_cards()

    @guarded
    def _on_hint(self, _button: w.Button) -> None:
        puzzle = self.practice.puzzle
        if puzzle is not None:
            self.practice.hint(len(puzzle_text(puzzle, self.host.tr).hints))
            self.render()

    @guarded
    def _on_solution(self, _button: w.Button) -> None:
        if self.practice.puzzle is not None:
            self.practice.reveal()
            self._changed()

    @guarded
    def _on_next(self, _button: w.Button) -> None:
        self.practice.next()
        self.render()
        self._start_on_cards()

    def _start_on_cards(self) -> None:
        """Put focus on the puzzle's first card, as a lesson does (not on Check, which waits).

        None is left waiting when no puzzle is shown (the review's queue emptied).
        """
        if self.practice.puzzle is not None:
            self.focus.first(PUZZLE_START, over=".ct-practice .ct-main")

    def repeat_due(self) -> None:
        """Start the review of the items due today (the course map's Review button)."""
        self.practice.start(Mode.REVIEW)
        self.render()

    @guarded
    def _on_lesson(self, lesson_id: str) -> None:
        self.host.review_lesson(lesson_id)

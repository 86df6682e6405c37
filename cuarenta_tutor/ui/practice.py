"""The Practice tab: puzzles from the bank, Streak, the review of mistakes and the dashboard.

A thin view over :class:`~cuarenta_tutor.tutor.practice.Practice`: ``render`` writes every
widget from the controller; each handler is event → controller call → ``_changed``.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import date
from html import escape
from typing import Any, Protocol

import ipywidgets as w
from babel.numbers import format_percent

from ..engine.cards import Card, parse_card
from ..engine.plays import play_cards
from ..i18n import Translator
from ..i18n.glossary import glossary
from ..puzzles import THEMES, bank_rules
from ..puzzles.mistakes import is_mistake_id
from ..sentences.feedback import feedback_html, score_line
from ..sentences.puzzle_text import puzzle_text, theme_name, themes_summary
from ..tutor.dashboard import dashboard
from ..tutor.feedback import Feedback, Verdict
from ..tutor.lesson import LessonSession
from ..tutor.practice import Mode, Practice
from .components import Announcer, CardRow, Disclosure, name_board, row_entries, table_entries
from .controls import classed_button, plain_text, swap_class
from .guard import guarded

WRAP = w.Layout(flex_flow="row wrap", align_items="center")
"""Rows of buttons and boxes wrap on a narrow phone instead of cutting their labels."""
BUTTON = w.Layout(width="auto", min_width="6em")
"""One layout shared by the buttons that are always shown (fewer widgets to send)."""
AUTO = w.Layout(width="auto")
"""One layout shared by the theme checkboxes and the due lessons' buttons."""
MAIN_CLASSES = ("ct-practice-check", "ct-practice-next", "ct-practice-restart", "ct-practice-back")
"""The main button's class, one per step: Check, Next, a new Streak run, back to puzzles."""
Heard = tuple[Feedback | None, int, int, Mode, bool]
"""What the live region last spoke of: the verdict, puzzles opened, hints, mode, no puzzle."""
MAX_LESSONS_SHOWN = 8
"""The most due lessons listed at once (the longest overdue first)."""


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
        """Store the progress (a result, a streak, the review queue changed)."""

    def review_lesson(self, lesson_id: str) -> None:
        """Open a lesson due for review in the Lesson tab."""

    def today(self) -> date:
        """Return today's date (for the review queue)."""


def practice_link_themes(text: str) -> tuple[list[str], list[str]]:
    """Split a link's ``practice=`` value into known theme ids and unknown words.

    Empty, ``mixed`` or ``all`` means every theme (no theme chosen).

    >>> practice_link_themes("run-jump, caida,limpia,nonsense")
    (['run-jump', 'caida', 'limpia'], ['nonsense'])
    >>> practice_link_themes("mixed")
    ([], [])
    """
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    words = [word for word in words if word not in ("mixed", "all")]
    known = [word for word in words if word in THEMES]
    return known, [word for word in words if word not in THEMES]


def _button(css: str, *, style: str = "") -> w.Button:
    """Return a button sized to its label."""
    return classed_button(css, style=style, layout=BUTTON)


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
        self.intro = w.HTML()
        self.rules = w.Dropdown(
            options=list(bank_rules()),
            value=self.practice.rules,
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},  # no gap before "Rules" on a phone
        )
        self.rules.add_class("ct-practice-rules")
        self.rules.observe(self._on_rules, names="value")
        self.theme_boxes: dict[str, w.Checkbox] = {}
        for theme in THEMES:
            box = w.Checkbox(value=False, indent=False, layout=AUTO)
            box.add_class("ct-theme")
            box.add_class(f"ct-theme-{theme}")
            box.observe(self._on_theme, names="value")
            self.theme_boxes[theme] = box
        # folded away by default, with the tab's introduction: the puzzle comes first on a
        # phone (its own layout: the disclosure sets its display)
        themes = w.VBox(
            [self.intro, w.HBox(list(self.theme_boxes.values()), layout=WRAP)], layout=w.Layout()
        )
        self.themes_toggle = Disclosure(themes, "ct-practice-themes")
        self.themes_toggle.add_class("ct-practice-themes-toggle")
        self.modes = {
            Mode.RATED: _button("ct-mode-rated", style="primary"),
            Mode.STREAK: _button("ct-mode-streak"),
            Mode.REVIEW: _button("ct-mode-review"),
        }
        for mode, button in self.modes.items():
            button.on_click(functools.partial(self._on_mode, mode))
        modes = w.HBox([self.rules, *self.modes.values(), self.themes_toggle], layout=WRAP)
        self.status = w.HTML()
        self.status.add_class("ct-practice-status")
        self.title = w.HTML()
        self.title.add_class("ct-puzzle-title")
        self.prompt = w.HTML()
        self.score = w.HTML()
        self.table_caption, self.hand_caption = w.HTML(), w.HTML()
        self.table_row = CardRow()
        self.table_row.add_class("ct-practice-table")
        self.hand_row = CardRow()
        self.hand_row.add_class("ct-practice-hand")
        self.table_row.observe(self._on_table_click, names="clicks")
        self.hand_row.observe(self._on_hand_click, names="clicks")
        self.felt = w.VBox([self.table_caption, self.table_row, self.hand_caption, self.hand_row])
        self.felt.add_class("ct-felt")
        self.check = _button("ct-practice-check", style="success")  # Next once solved
        self.check.add_class("ct-main")  # the page's focus rescue lands on it (ui/page.py)
        self.ronda = _button("ct-practice-ronda")
        self.claim = _button("ct-practice-claim")
        self.retry = _button("ct-practice-retry")
        self.hint = _button("ct-practice-hint")
        self.solution = _button("ct-practice-solution")
        self.next = _button("ct-practice-next", style="primary")  # after a miss: move on
        self.check.on_click(self._on_main)
        self.ronda.on_click(functools.partial(self._on_act, "ronda"))
        self.claim.on_click(functools.partial(self._on_act, "claim"))
        self.retry.on_click(self._on_retry)
        self.hint.on_click(self._on_hint)
        self.solution.on_click(self._on_solution)
        self.next.on_click(self._on_next)
        self.actions = w.HBox([self.check], layout=WRAP)  # the buttons of the moment only
        self.feedback = w.HTML()
        self.feedback.add_class("ct-practice-feedback")
        self.announcer = Announcer()  # a live region: screen readers read each verdict
        self._heard: Heard | None = None  # what the live region last spoke of
        self._titled: tuple[int, str] = (0, "")
        self.hints = w.HTML()
        self.explanation = w.HTML()
        self.explanation.add_class("ct-practice-explanation")
        self.puzzle_parts = (
            self.title,
            self.prompt,
            self.score,
            self.felt,
            self.actions,
            self.feedback,
            self.hints,
            self.explanation,
        )
        self.puzzle_box = w.VBox(self.puzzle_parts)
        self.lessons_caption = w.HTML()
        self.lessons_box = w.HBox(layout=WRAP)
        self._lesson_buttons: dict[str, w.Button] = {}  # lessons due for review, by id
        self.lessons_box.add_class("ct-review-lessons")
        self.board = w.HTML()
        self.board.add_class("ct-dashboard")
        self.root.children = (
            modes,
            themes,
            self.status,
            self.puzzle_box,
            self.lessons_caption,
            self.lessons_box,
            self.board,
            self.announcer,
        )

    # -- choosing from outside -------------------------------------------------------------
    def assign(self, themes: list[str], rules: str) -> None:
        """Choose themes and rules (an assignment link's) and open the first puzzle."""
        if rules in bank_rules():
            self.practice.set_rules(rules)
        self.practice.set_themes(themes)
        self.practice.start(Mode.RATED)

    def unknown_rules_html(self, rules: str) -> str:
        """Say that a link named rules the tutor has no puzzles for (and which rules it uses)."""
        text = self.host.tr.gettext(
            "The link names rules this tutor has no puzzles for: {rules}. The puzzles use the "
            "{used} rules instead."
        ).format(rules=rules, used=self.practice.rules)
        return f"<div class='ct-hint'>{escape(text)}</div>"

    def unknown_themes_html(self, unknown: list[str]) -> str:
        """Say that a link named themes the tutor does not know (and which they are)."""
        text = self.host.tr.gettext(
            "The link names practice themes this tutor does not know: {themes}. The others "
            "are chosen."
        ).format(themes=", ".join(unknown))
        return f"<div class='ct-hint'>{escape(text)}</div>"

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
            self._render_verdict(practice.mode is Mode.STREAK)
        self.intro.value = (
            "<p>"
            + escape(
                tr.gettext(
                    "Puzzles from real games, each answer proved by the engine. Tick themes to "
                    "practise, or none for a mix; your rating follows your results."
                )
            )
            + "</p>"
        )
        self.rules.description = tr.gettext("Puzzle rules")  # its own: the app's are for lessons
        self.rules.value = practice.rules
        for theme, box in self.theme_boxes.items():
            box.description = theme_name(theme, tr)
            box.value = theme in practice.themes
        self.themes_toggle.label = themes_summary(practice.themes, tr)
        self.themes_toggle.part_label = tr.gettext("Themes")
        self.modes[Mode.RATED].description = tr.pgettext("button", "Puzzles")
        self.modes[Mode.STREAK].description = tr.pgettext("button", "Streak")
        due = practice.due_count()
        self.modes[Mode.REVIEW].description = tr.pgettext("button", "Review") + f" ({due})"
        for mode, button in self.modes.items():
            button.button_style = "primary" if mode is practice.mode else ""
        self.status.value = self._status_html(due)
        self._render_puzzle()
        self._render_lessons()
        self.board.value = self._dashboard_html()
        self._announce()

    def _status_html(self, due: int) -> str:
        tr, practice = self.host.tr, self.practice
        rating = round(practice.record.learner.rating.rating)
        parts = [tr.gettext("Your rating: {rating}").format(rating=rating)]
        if practice.mode is Mode.STREAK:
            parts.append(
                tr.gettext("Streak: {count} · best: {best}").format(
                    count=practice.streak.count, best=practice.streak.best
                )
            )
        parts.append(
            tr.ngettext("{n} to review today", "{n} to review today", due).format(n=due)
            if due
            else tr.gettext("Nothing to review today.")
        )
        return "<div class='ct-score'>" + escape(" · ".join(parts)) + "</div>"

    def _render_puzzle(self) -> None:
        tr, practice = self.host.tr, self.practice
        puzzle, position = practice.puzzle, practice.position
        if puzzle is None or position is None:
            self._render_actions(0)
            self.puzzle_box.children = (self.title, self.actions)
            self.title.value = "<div class='ct-hint'>" + escape(self._empty_text()) + "</div>"
            self._titled = (0, "")
            return
        self.puzzle_box.children = self.puzzle_parts
        text = puzzle_text(puzzle, tr)
        if self._titled != (practice.opened, tr.lang):  # the rating as the puzzle was served
            self._titled = (practice.opened, tr.lang)
            if is_mistake_id(puzzle.id):  # from the learner's own mesa (Play tab)
                heading = tr.gettext("A mistake from your game · rating {rating}")
            else:
                heading = tr.gettext("Puzzle {id} · rating {rating}")
            heading = heading.format(id=puzzle.id, rating=practice.served_rating)
            self.title.value = (
                f"<div class='ct-title' data-puzzle='{escape(puzzle.id)}'>{escape(heading)}</div>"
            )
        self.prompt.value = f"<p>{escape(text.prompt)}</p>"
        self.score.value = (
            "<div class='ct-score'>"
            + escape(
                score_line(
                    position.scores[position.side],
                    position.scores[1 - position.side],
                    position.players,
                    puzzle.rules,
                    tr,
                )
            )
            + "</div>"
        )
        self.render_cards()
        self._render_actions(len(text.hints))
        self.hints.value = "".join(
            f"<div class='ct-hint'>💡 {escape(hint)}</div>"
            for hint in text.hints[: practice.hints_shown]
        )
        if practice.solved:
            names = ", ".join(theme_name(theme, tr) for theme in puzzle.themes)
            themes = tr.gettext("Themes: {themes}").format(themes=names)
            self.explanation.value = (
                f"<p>{escape(text.explanation)}</p><p class='ct-small'>{escape(themes)}</p>"
            )
        else:
            self.explanation.value = ""

    def _step(self) -> str:
        """Return what the main button does now: check, next, restart, back, or "" (none).

        ``restart`` begins a new Streak run once one is lost; ``back`` returns to rated
        puzzles once the review queue is empty.
        """
        practice = self.practice
        if practice.mode is Mode.STREAK and practice.streak.over:
            return "restart"
        if practice.puzzle is None:
            return "back" if practice.mode is Mode.REVIEW else ""
        return "next" if practice.solved else "check"

    def _render_actions(self, hints: int) -> None:
        """Show the buttons of the moment: Check and help, or Next once solved.

        The main button turns into Next, or into a new Streak run once one is lost, or back
        to puzzles once nothing is left to review (focus stays on it); the others leave the
        row rather than being disabled one by one, so a verdict sends few widget messages.
        """
        tr, practice = self.host.tr, self.practice
        step = self._step()
        labels = {
            "check": tr.pgettext("button", "Check"),
            "next": tr.pgettext("button", "Next"),
            "restart": tr.pgettext("button", "Start a new streak"),
            "back": tr.pgettext("button", "Back to puzzles"),
        }
        if step:
            with self.check.hold_sync():
                self.check.description = labels[step]
                self.check.button_style = "success" if step == "check" else "primary"
                swap_class(self.check, f"ct-practice-{step}", MAIN_CLASSES)
        self.ronda.description = tr.gettext("declare the ronda")
        self.claim.description = glossary(tr.lang).event_name("claim")
        self.retry.description = tr.pgettext("button", "Try again")
        self.hint.description = tr.pgettext("button", "Hint")
        self.hint.disabled = practice.hints_shown >= hints
        self.solution.description = tr.pgettext("button", "Show solution")
        self.next.description = tr.pgettext("button", "Next")
        shown = [self.check] if step else []
        if step == "restart" and practice.puzzle is not None and not practice.solved:
            shown.append(self.solution)  # the run is lost: its puzzle's solution may be seen
        elif step == "check":
            shown += [
                button
                for word, button in (("ronda", self.ronda), ("claim", self.claim))
                if practice.can(word)
            ]
            wrong = practice.feedback is not None and practice.feedback.verdict in (
                Verdict.WRONG,
                Verdict.ILLEGAL,
            )
            shown += [self.retry] if wrong else []  # after a wrong answer only
            shown += [] if practice.mode is Mode.STREAK else [self.hint]
            shown += [self.solution] + ([self.next] if practice.decided else [])
        self.actions.children = shown

    def _render_verdict(self, streak: bool) -> None:
        """Write the verdict (and the end of a streak) from the controller's feedback.

        Once the puzzle is solved or its solution shown, the explanation under the table
        says why its first answer is best: a verdict about that very play leaves its own
        reasons out, which said the same sentences a second time (another play just as good
        keeps them: the explanation speaks of the first).
        """
        practice, tr = self.practice, self.host.tr
        feedback, puzzle = practice.feedback, practice.puzzle
        if (
            feedback is not None
            and puzzle is not None
            and practice.solved
            and (feedback.verdict is Verdict.SOLUTION or feedback.given == puzzle.answers[0])
        ):
            feedback = dataclasses.replace(feedback, facts=())
        html = feedback_html(feedback, tr) if feedback else ""
        if streak and practice.streak.over and practice.decided:
            html += "<div class='ct-hint'>" + escape(self._streak_over_text()) + "</div>"
        self.feedback.value = html

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
        elif heard[1:] == before[1:] and (feedback is None) == (before[0] is None):
            return  # a mere redraw
        elif puzzle is None:  # none left to review, none on these themes, a run lost
            text = self.title.value
        elif practice.opened != before[1]:
            text = self._opened_text()
        elif practice.hints_shown > before[2]:
            text = puzzle_text(puzzle, tr).hints[practice.hints_shown - 1]
        else:
            return
        self.announcer.say(plain_text(text), tr.lang)

    def _opened_text(self) -> str:
        """Say a new puzzle: the streak's count in Streak, its title and its prompt."""
        practice, tr = self.practice, self.host.tr
        parts = [self.title.value, self.prompt.value]
        if practice.mode is Mode.STREAK:
            count = tr.gettext("Streak: {count} · best: {best}").format(
                count=practice.streak.count, best=practice.streak.best
            )
            parts.insert(0, escape(count) + ".")
        return " ".join(parts)

    def _empty_text(self) -> str:
        tr, practice = self.host.tr, self.practice
        if practice.mode is Mode.REVIEW:
            return tr.gettext("No puzzle is due for review today. Well done!")
        if practice.mode is Mode.STREAK and practice.streak.over:
            return self._streak_over_text()
        return tr.gettext("No puzzle has these themes under these rules: tick other themes.")

    def _streak_over_text(self) -> str:
        streak = self.practice.streak
        return self.host.tr.gettext(
            "The streak is over: {count} solved, your best is {best}."
        ).format(count=streak.count, best=streak.best)

    def render_cards(self) -> None:
        """Write the table and hand rows from the controller's position and selection."""
        practice, tr = self.practice, self.host.tr
        position = practice.position
        if position is None:
            return
        chosen, four_colour = practice.selection, self.host.four_colour
        feedback = practice.feedback
        shown = feedback is not None and feedback.verdict is Verdict.SOLUTION
        best = play_cards(practice.puzzle.answers[0]) if shown and practice.puzzle else set()

        # never disabled: a solved puzzle ignores clicks, so the rows are not re-sent
        self.table_row.cards = table_entries(
            position, chosen.table, tr, four_colour=four_colour, best=best
        )
        self.hand_row.cards = row_entries(
            position.hand, tr, four_colour=four_colour, selected=(chosen.hand,), best=best
        )
        table, hand = name_board(self.table_row, self.hand_row, tr)
        self.table_caption.value = f"<div class='ct-caption'>{escape(table)}</div>"
        self.hand_caption.value = f"<div class='ct-caption'>{escape(hand)}</div>"

    def _render_lessons(self) -> None:
        tr, session = self.host.tr, self.host.session
        due = [key for key in self.practice.due_lessons() if key in session.lessons]
        self.lessons_caption.value = (
            "<div class='ct-caption-dark'>" + escape(tr.gettext("Lessons to review")) + "</div>"
            if due
            else ""
        )
        shown = due[:MAX_LESSONS_SHOWN]
        for lesson_id in shown:
            if lesson_id not in self._lesson_buttons:  # made once, relabelled after
                made = w.Button(layout=AUTO)
                made.add_class("ct-review-lesson")
                made.on_click(functools.partial(self._on_lesson, lesson_id))
                self._lesson_buttons[lesson_id] = made
            title = session.lessons[lesson_id].text(session.lang)[0].title
            self._lesson_buttons[lesson_id].description = title
        self.lessons_box.children = [self._lesson_buttons[lesson_id] for lesson_id in shown]

    def _dashboard_html(self) -> str:
        tr = self.host.tr
        rows = []
        for row in dashboard(self.practice.record):
            name = escape(theme_name(row.theme, tr))
            if row.success_rate is None or row.rating is None:
                untried = escape(tr.gettext("not tried yet"))
                rows.append(f"<tr><td>{name}</td><td colspan='3'>{untried}</td></tr>")
                continue
            solved = tr.gettext("{solved} of {attempts}").format(
                solved=row.solved, attempts=row.attempts
            )
            rate = format_percent(row.success_rate, locale=tr.lang)
            rows.append(
                f"<tr><td>{name}</td><td>{escape(solved)}</td><td>{escape(rate)}</td>"
                f"<td>{row.rating}</td></tr>"
            )
        heads = (
            tr.gettext("Theme"),
            tr.gettext("Solved"),
            tr.gettext("Success"),
            tr.gettext("Rating"),
        )
        head = "".join(f"<th scope='col'>{escape(text)}</th>" for text in heads)
        caption = escape(tr.gettext("Your themes, the weakest first"))
        best = escape(
            tr.gettext("Best streak: {best}").format(best=self.practice.record.best_streak)
        )
        return (
            f"<table class='ct-dashboard-table'><caption>{caption}</caption>"
            f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
            f"<p class='ct-small'>{best}</p>"
        )

    # -- handlers -------------------------------------------------------------------------
    def _changed(self) -> None:
        """Redraw after a result, then store the progress (the screen first: it is awaited)."""
        self.render()
        self.host.practice_changed()

    @guarded
    def _on_rules(self, change: dict[str, Any]) -> None:
        if self._rendering or change["new"] == self.practice.rules:
            return
        self.practice.set_rules(change["new"])
        self.practice.start(Mode.RATED)
        self.render()

    @guarded
    def _on_theme(self, _change: dict[str, Any]) -> None:
        if self._rendering:
            return
        self.practice.set_themes([t for t, box in self.theme_boxes.items() if box.value])
        self.practice.start(Mode.RATED)
        self.render()

    @guarded
    def _on_mode(self, mode: Mode, _button: w.Button | None = None) -> None:
        self.practice.start(mode)
        self.render()

    @guarded
    def _on_table_click(self, _change: dict[str, Any]) -> None:
        self._picked(self.practice.toggle_table, self.table_row.clicked)

    @guarded
    def _on_hand_click(self, _change: dict[str, Any]) -> None:
        self._picked(self.practice.pick_hand, self.hand_row.clicked)

    def _picked(self, pick: Callable[[Card], None], code: str) -> None:
        """Redraw the cards after a pick (and the verdict, if the pick cleared a stale one)."""
        feedback = self.practice.feedback
        pick(parse_card(code))
        with self._muted():
            self.render_cards()
            if self.practice.feedback is not feedback:  # "first choose a card" is gone
                self.feedback.value = ""

    @guarded
    def _on_main(self, _button: w.Button) -> None:
        """Do the main button's step: check, the next puzzle, a new Streak run, or back."""
        step = self._step()
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

    def review(self) -> None:
        """Start the review of the items due today (the course map's Review button)."""
        self.practice.start(Mode.REVIEW)
        self.render()

    @guarded
    def _on_lesson(self, lesson_id: str, _button: w.Button | None = None) -> None:
        self.host.review_lesson(lesson_id)

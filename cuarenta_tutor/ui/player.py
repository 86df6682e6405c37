"""The lesson player: the puzzle's cards, the answer controls, feedback, hints and explanation.

A thin view over :class:`~cuarenta_tutor.tutor.session.Session`: ``render`` writes every
widget from the session; each handler is event → session call → ``host.changed()``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from contextlib import AbstractContextManager
from html import escape
from typing import Any, Protocol

import ipywidgets as w

from ..engine.cards import Card, parse_card
from ..engine.plays import parse_play_text
from ..i18n import Translator
from ..i18n.cards import typed_notation
from ..i18n.feedback import answer_html, feedback_html
from ..lessons.checker import NO_RONDA
from ..lessons.positions import hidden_hands
from ..render.cards import card_label, card_svg
from ..render.markdown import to_html
from ..tutor.feedback import Verdict
from ..tutor.session import PLAY_KINDS, Session
from .components import CardRow
from .guard import guarded


class PlayerHost(Protocol):
    """What the player needs from the app around it."""

    session: Session
    four_colour: bool

    @property
    def tr(self) -> Translator:
        """The translator of the learner's language."""

    rendering: bool
    """True while the app writes widget values (their observers must not act)."""

    def muted(self) -> AbstractContextManager[None]:
        """Write widget values without their observers taking them for the learner's input."""

    def changed(self) -> None:
        """Store the progress and redraw after the learner did something."""

    def show_error(self, details: str) -> None:
        """Show a friendly error with the details folded away."""


def _button(label: str, css: str, *, style: str = "") -> w.Button:
    button = w.Button(description=label, button_style=style)
    button.add_class(css)
    return button


def _strip_tags(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html).replace("&amp;", "&")


class LessonPlayer:
    """The Lesson tab: one puzzle at a time, judged by the engine through the session."""

    def __init__(self, host: PlayerHost) -> None:
        self.host = host
        self._build()

    @property
    def session(self) -> Session:
        """The learner's session (owned by the app)."""
        return self.host.session

    def show_error(self, details: str) -> None:
        """Hand an error to the app, which shows it to the learner."""
        self.host.show_error(details)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
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
        self.root = w.VBox(
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
        self.root.add_class("ct-player")
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
    def render(self) -> None:
        """Write every widget of the player from the session."""
        tr, session = self.host.tr, self.session
        lesson, position = session.lesson, session.position
        four_colour = self.host.four_colour
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
        self.prompt.value = to_html(text.prompt, session.lang, four_colour=four_colour)
        self.score.value = (
            "<div class='ct-score'>"
            + escape(
                tr.gettext("Score: us {ours}, them {theirs} · rules: {rules}").format(
                    ours=position.scores[0], theirs=position.scores[1], rules=session.ruleset
                )
            )
            + "</div>"
        )
        self.render_cards()
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
            to_html(text.explanation, session.lang, four_colour=four_colour) if done else ""
        )

    def render_cards(self) -> None:
        """Write the card rows (table, hand, the opponent's open hand) from the session."""
        session, tr = self.session, self.host.tr
        position = session.position
        assert position is not None
        lang, chosen = session.lang, session.selection
        four_colour = self.host.four_colour
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
                "svg": card_svg(card, lang, four_colour=four_colour, marked=marked),
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
        label = self.host.tr.gettext("Your opponent's hand")
        self.others_row.cards = [describe(card, False, disabled=True) for card in position.hands[1]]
        self.others_row.label = label
        self.others_row.empty_text = self.host.tr.gettext("No cards in hand.")
        self.others_caption.value = f"<div class='ct-caption'>{escape(label)}</div>"

    def _card_label(self, card: Card, marked: bool) -> str:
        label = card_label(card, self.session.lang)
        if marked:
            label += " — " + self.host.tr.gettext("just dropped: a caída target")
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
        lesson, tr = self.session.lesson, self.host.tr
        assert lesson is not None
        if lesson.kind == "declare":
            keys = ["ronda", NO_RONDA]
        else:
            keys = [str(option).lower() for option in lesson.options]
        return [(_strip_tags(answer_html(key, tr)), key) for key in keys]

    # -- handlers -------------------------------------------------------------------------
    @guarded
    def _on_table_click(self, _change: dict[str, Any]) -> None:
        self.session.toggle_table(parse_card(self.table_row.clicked))
        self.render_cards()

    @guarded
    def _on_hand_click(self, _change: dict[str, Any]) -> None:
        self.session.pick_hand(parse_card(self.hand_row.clicked))
        self.render_cards()

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
        self.host.changed()

    @guarded
    def _on_typed(self, _event: Any) -> None:
        if self.session.lesson is not None and self.typed.value.strip() and not self.host.rendering:
            self.session.type_play(typed_notation(self.typed.value, self.session.lang))
            self.host.changed()

    @guarded
    def _on_clear(self, _button: w.Button) -> None:
        self.session.clear()
        with self.host.muted():
            self.typed.value = ""
        self.host.changed()

    @guarded
    def _on_take_back(self, _button: w.Button) -> None:
        if self.session.can_take_back:
            self.session.take_back()
        self.host.changed()

    @guarded
    def _on_hint(self, _button: w.Button) -> None:
        if self.session.lesson is not None:
            self.session.hint()
            self.host.changed()

    @guarded
    def _on_solution(self, _button: w.Button) -> None:
        if self.session.lesson is not None:
            self.session.reveal()
            self.host.changed()

    @guarded
    def _on_next(self, _button: w.Button) -> None:
        following = self.session.next_lesson()
        if following is not None:
            self.session.open(following)
            self.host.changed()

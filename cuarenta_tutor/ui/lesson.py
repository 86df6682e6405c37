"""The Lesson tab: the puzzle's cards, the answer controls, feedback, hints and explanation.

A thin view over :class:`~cuarenta_tutor.tutor.lesson.LessonSession`: ``render`` writes every
widget from the session and its view model; each handler is event → session → ``host.changed()``.
"""

from __future__ import annotations

import time
from contextlib import AbstractContextManager
from html import escape
from typing import Any, Protocol

import ipywidgets as w

from ..engine.cards import parse_card
from ..i18n import Translator
from ..i18n.cards import typed_notation
from ..lessons.model import LessonKind
from ..render.markdown import to_html
from ..sentences.feedback import feedback_html
from ..tutor.feedback import Verdict
from ..tutor.lesson import LessonSession
from . import lesson_model as model
from .card_board import CardBoard
from .components import NUMBER_KEYS, Announcer, DescribedBy, FieldKeys, FocusMover, GroupName
from .controls import classed_button, classed_html, count_input, swap_class
from .guard import guarded
from .lesson_speech import LessonSpeech
from .markup import plain_text


class LessonHost(Protocol):
    """What the lesson view needs from the app around it."""

    session: LessonSession
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

    def show_map(self) -> None:
        """Open the course map."""

    def open_lesson(self, lesson_id: str) -> None:
        """Open a lesson (or say on the map why it cannot be played under these rules)."""

    def show_error(self, details: str) -> None:
        """Show a friendly error with the details folded away."""


ANSWER_START = (
    ".ct-player :is(.ct-table, .ct-hand, .ct-options, .ct-count, .ct-typed)"
    " :is(button, input, select)"
)
"""Where a learner starts answering: the first usable card, box or option, never the hint
(it costs a star when Enter or Space is pressed by habit); the page's scripts say the same."""
DOUBLE_PRESS_SECONDS = 1.0
"""A press of Check this soon after Next is a double click's second half: it says nothing."""
MAIN_CLASSES = ("ct-check", "ct-next")
"""The main button's class before and after the lesson is solved."""
WAITING_CLASSES = ("ct-waiting", "ct-answering")
"""Check before an answer is chosen (reachable by Tab, never where focus is put) and after."""


class LessonView:
    """The Lesson tab: one puzzle at a time, judged by the engine through the session."""

    def __init__(self, host: LessonHost) -> None:
        self.host = host
        self._build()

    @property
    def session(self) -> LessonSession:
        """The learner's session (owned by the app)."""
        return self.host.session

    def show_error(self, details: str) -> None:
        """Hand an error to the app, which shows it to the learner."""
        self.host.show_error(details)

    # -- building -------------------------------------------------------------------------
    def _build(self) -> None:
        self.lesson_title = w.HTML()
        self.lesson_title.add_class("ct-lesson-title")
        self.prompt = w.HTML()
        self.score = w.HTML()
        self.felt = CardBoard("ct-table", "ct-hand", top_class="ct-others", pile=True)
        self.felt.on_pick(self._on_table_click, self._on_hand_click)
        self.check = classed_button("ct-main", style="success")
        self.check.add_class("ct-check")
        self.typed = w.Text(continuous_update=False, style={"description_width": "initial"})
        self.typed.add_class("ct-typed")
        self.typed_go = classed_button("ct-typed-go")
        self.typed_help = w.HTML()
        self.typed_help.add_class("ct-typed-help")
        self.typed_described = DescribedBy(controls="ct-typed", by="ct-typed-help")
        self.ours = count_input("ct-count-ours")
        self.theirs = count_input("ct-count-theirs")
        for box in (self.ours, self.theirs):
            box.observe(self._on_answer, names="value")
        self.options = self._new_options([])
        self.options_name = GroupName(controls="ct-options", role="radiogroup")
        self.focus = FocusMover()
        self.hint = classed_button("ct-hint-button")
        self.solution = classed_button("ct-solution")
        self.retry = classed_button("ct-retry")
        self.take_back = classed_button("ct-take-back")
        self.stakes = w.HTML()
        self.stakes.add_class("ct-stakes")
        self.feedback = w.HTML()
        self.feedback.add_class("ct-feedback-box")
        self.announcer = Announcer()
        self.hints = classed_html("ct-hints-box")  # comes into view when a hint comes
        self.explanation = w.HTML()
        self.explanation.add_class("ct-explanation")
        self.typed_box = w.VBox(
            [w.HBox([self.typed, self.typed_go]), self.typed_help, self.typed_described]
        )
        self.typed_box.add_class("ct-typed-box")
        number_keys = FieldKeys(controls="ct-count", attributes=NUMBER_KEYS)
        self.count_box = w.HBox([self.ours, self.theirs, number_keys])
        self.count_box.add_class("ct-wrap")
        self.option_box = w.VBox([self.options])
        self.answer_box = w.VBox()
        self.actions = w.HBox(
            [self.check, self.take_back, self.retry, self.hint, self.solution, self.stakes]
        )
        self.actions.add_class("ct-actions")
        self.root = w.VBox(
            [
                self.lesson_title,
                self.prompt,
                self.score,
                self.felt.root,
                self.answer_box,
                self.actions,
                self.typed_box,
                self.feedback,
                self.announcer,
                self.options_name,
                self.focus,
                self.hints,
                self.explanation,
            ]
        )
        self.root.add_class("ct-player")
        self.check.on_click(self._on_main)
        self.typed_go.on_click(self._on_typed)
        self.typed.on_msg(self._on_typed_message)
        self.hint.on_click(self._on_hint)
        self.solution.on_click(self._on_solution)
        self.retry.on_click(self._on_clear)
        self.take_back.on_click(self._on_take_back)
        self._shown_lesson = ""
        self.speech = LessonSpeech(self.announcer)
        self._moved_on = 0.0

    # -- rendering ------------------------------------------------------------------------
    def render(self) -> None:
        """Write every widget of the lesson view from the session."""
        tr, session = self.host.tr, self.session
        lesson, position = session.lesson, session.position
        if lesson is None or position is None:
            self.lesson_title.value = escape(tr.gettext("Choose a lesson in the course."))
            for widget in (self.prompt, self.score, self.feedback, self.hints, self.explanation):
                widget.value = ""
            for box in (self.felt.root, self.actions, self.typed_box):
                box.layout.display = "none"
            self.answer_box.children = ()
            return
        self.actions.layout.display = ""
        fresh = lesson.id != self._shown_lesson
        self._shown_lesson = lesson.id
        text = lesson.text(session.lang)[0]
        four_colour = self.host.four_colour
        self.lesson_title.value = model.title_html(lesson, tr)
        self.prompt.value = to_html(text.prompt, session.lang, four_colour=four_colour)
        self.score.value = model.score_html(session, tr)
        cards = position.table or position.hand or lesson.kind.plays_cards
        self.felt.root.layout.display = "" if cards else "none"
        self.render_cards()
        self._render_answer(lesson.kind, fresh)
        self._render_actions()
        self.options_name.label = plain_text(self.prompt.value)
        feedback = session.feedback
        self.feedback.value = (
            feedback_html(feedback, tr) + model.finish_html(session, tr) if feedback else ""
        )
        hints = model.shown_hints(session)
        self.hints.value = model.hints_html(hints)
        self.explanation.value = (
            to_html(text.explanation, session.lang, four_colour=four_colour)
            if session.explanation_due()
            else ""
        )
        texts = (self.lesson_title.value, self.prompt.value, self.feedback.value)
        because = self.explanation.value
        self.speech.announce(
            fresh=fresh, feedback=feedback, texts=(*texts, because), hints=hints, tr=tr
        )

    def _new_options(
        self, labels: list[tuple[str, str]], kept: str | None = None
    ) -> w.RadioButtons:
        """Return a new radio group of ``labels``, ``kept`` chosen if it is one of them.

        Each lesson gets a new group rather than new options in the old one: a browser kept
        the old group's choice ticked after *Next* (the static site's widget front end),
        while the kernel's value was none and *Check* stayed disabled.
        """
        values = [value for _label, value in labels]
        options = w.RadioButtons(options=labels, value=kept if kept in values else None)
        options.add_class("ct-options")
        options.observe(self._on_answer, names="value")
        return options

    def _render_answer(self, kind: LessonKind, fresh: bool) -> None:
        """Show the answer controls of the lesson's kind (emptied for a new lesson)."""
        tr, lesson = self.host.tr, self.session.lesson
        assert lesson is not None
        if fresh:
            self.typed.value = self.ours.value = self.theirs.value = ""
        ended = self.session.ended  # an endgame played out takes no more moves
        self.typed_box.layout.display = "" if kind.plays_cards and not ended else "none"
        if kind.plays_cards:
            self.answer_box.children = ()
        elif kind == LessonKind.COUNT:
            self.answer_box.children = (self.count_box,)
        else:
            labels = model.option_labels(self.session, tr)
            if fresh or list(self.options.options) != labels:
                kept = None if fresh else self.options.value  # a language switch keeps it
                old, self.options = self.options, self._new_options(labels, kept)
                self.option_box.children = (self.options,)
                old.close()
            self.answer_box.children = (self.option_box,)
        self._show_solution(kind)
        self.typed.placeholder = model.typing_placeholder(tr)
        self.typed.description = tr.gettext("Type your play:")  # a label, not the placeholder
        self.typed_help.value = "<div class='ct-small'>" + escape(model.typing_help(tr)) + "</div>"
        self.typed_go.description = tr.pgettext("button", "Play")
        self.typed_go.layout.display = "none" if kind == LessonKind.ENDGAME else ""
        self.ours.description, self.theirs.description = model.count_labels(lesson, tr)

    def _show_solution(self, kind: LessonKind) -> None:
        """Put a solution shown into the answer controls (in place of a wrong answer)."""
        feedback = self.session.feedback
        if feedback is None or feedback.verdict is not Verdict.SOLUTION or not feedback.answers:
            return
        answer = feedback.answers[0]
        if kind == LessonKind.COUNT:
            self.ours.value, _, self.theirs.value = answer.partition("-")
        elif not kind.plays_cards and answer in dict(self.options.options).values():
            self.options.value = answer

    def _render_actions(self) -> None:
        """One main action (Check, Next once done, Try again once an endgame is lost).

        Help says what it costs.
        """
        tr, session = self.host.tr, self.session
        lesson = session.lesson
        assert lesson is not None
        main = model.main_button(session, ready=self._ready(), tr=tr)
        self.check.description = main.description
        # after a losing endgame move, taking it back is the one main action
        back = session.can_take_back
        self.check.button_style = "" if back else main.style
        self.take_back.button_style = "primary" if back else ""
        self.check.disabled = main.disabled
        swap_class(self.check, main.css, MAIN_CLASSES)
        # a Check with no answer yet is not where the page's focus rescue lands (page_shell.js)
        waiting = main.css == "ct-check" and main.style != "success"
        swap_class(self.check, "ct-waiting" if waiting else "ct-answering", WAITING_CLASSES)
        hint = model.hint_button(session, len(lesson.text(session.lang)[0].hints), tr)
        self.hint.description, self.hint.tooltip = hint.description, hint.tooltip
        self.hint.layout.display = "" if hint.shown else "none"
        self.hint.disabled = hint.disabled
        self.solution.description = tr.pgettext("button", "Show solution")
        self.solution.tooltip = tr.gettext("Seeing the solution leaves one star.")
        self.solution.disabled = session.shown
        self.retry.description = tr.pgettext("button", "Try again")
        self.retry.layout.display = "" if model.retry_shown(session) else "none"
        self.take_back.description = tr.gettext("Take back")
        self.take_back.layout.display = "" if session.can_take_back else "none"
        self.stakes.value = model.stakes_html(session, tr)

    def _ready(self) -> bool:
        """Tell whether the learner has given an answer to check (cards, numbers, an option)."""
        return model.ready(
            self.session,
            ours=self.ours.value,
            theirs=self.theirs.value,
            option=self.options.value,
        )

    def render_cards(self) -> None:
        """Write the card rows (table, hand, the opponent's open hand) from the session."""
        tr, four_colour, felt = self.host.tr, self.host.four_colour, self.felt
        board = model.lesson_board(self.session, tr)
        felt.draw(board.table, board.hand, tr, four_colour=four_colour)
        lesson = self.session.lesson
        plays = lesson is not None and lesson.kind.plays_cards
        felt.pile.value = board.pile
        felt.pile_box.layout.display = "" if plays else "none"
        felt.moment.value = board.moment
        felt.top_box.layout.display = "" if board.others else "none"
        if board.others is None:
            felt.top_row.cards = []
            return
        felt.draw_top(
            board.others,
            tr,
            four_colour=four_colour,
            label=tr.gettext("Your opponent's hand"),
            empty_text=tr.gettext("No cards in hand."),
        )

    # -- handlers -------------------------------------------------------------------------
    @guarded
    def _on_table_click(self, code: str) -> None:
        self.session.toggle_table(parse_card(code))
        self._chosen_changed()

    @guarded
    def _on_hand_click(self, code: str) -> None:
        self.session.pick_hand(parse_card(code))
        self._chosen_changed()

    def _chosen_changed(self) -> None:
        """Redraw the cards and the main button after the learner chose a card.

        A request to choose first ("First choose …") has gone: the whole tab is redrawn.
        """
        if self.session.feedback is None and self.feedback.value:
            self.host.changed()
            return
        self.render_cards()
        if self.session.lesson is not None:
            with self.host.muted():
                self._render_actions()

    @guarded
    def _on_main(self, _button: w.Button) -> None:
        """Check the answer, go on once the lesson is done, or replay an endgame that ended.

        A press with nothing chosen says what to choose first (Check stays reachable by Tab,
        walk P3 old N4), but not just after Next: that is a double click's second half.
        """
        session = self.session
        if session.lesson is None:
            return
        if session.ended and not session.done:
            self._on_clear(_button)
        elif session.done:
            self._next_lesson()
        elif self._ready():
            self._check()
        elif time.monotonic() - self._moved_on > DOUBLE_PRESS_SECONDS:
            self.session.missing()
            self.speech.pressed()
            self.host.changed()

    def _next_lesson(self) -> None:
        """Open the next lesson, or the course map after the last one."""
        following = self.session.next_lesson()
        if following is None:
            self.host.show_map()
            return
        self.host.open_lesson(following)
        self._moved_on = time.monotonic()
        self.host.changed()
        self.focus.first(ANSWER_START)  # as when the lesson is opened from the map

    def _check(self) -> None:
        self.speech.pressed()
        self.session.submit(
            ours=self.ours.value, theirs=self.theirs.value, option=self.options.value
        )
        self.host.changed()

    @guarded
    def _on_answer(self, _change: dict[str, Any]) -> None:
        """Let Check follow what the learner typed or picked (an option, the two numbers).

        "First choose an answer" goes once an answer is being given.
        """
        feedback = self.session.feedback
        if self.host.rendering or self.session.lesson is None:
            return
        if feedback is not None and feedback.verdict is Verdict.INCOMPLETE:
            self.session.feedback = None
            self.host.changed()
        else:
            with self.host.muted():
                self._render_actions()

    def _on_typed_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "submit":  # Enter, never a blur
            self._on_typed(None)

    @guarded
    def _on_typed(self, _event: Any) -> None:
        if self.session.lesson is not None and self.typed.value.strip() and not self.host.rendering:
            self.speech.pressed()
            self.session.type_play(typed_notation(self.typed.value, self.session.lang))
            if self.session.run is not None:  # an endgame goes on: the box is for the next move
                with self.host.muted():
                    self.typed.value = ""
            self.host.changed()

    @guarded
    def _on_clear(self, _button: w.Button | None) -> None:
        self.session.clear()
        with self.host.muted():
            self.typed.value = ""
        self.host.changed()
        self.focus.first(ANSWER_START)

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

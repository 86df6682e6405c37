"""The lesson player: the puzzle's cards, the answer controls, feedback, hints and explanation.

A thin view over :class:`~cuarenta_tutor.tutor.lesson.LessonSession`: ``render`` writes every
widget from the session; each handler is event → session call → ``host.changed()``.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from html import escape
from typing import Any, Protocol

import ipywidgets as w

from ..engine.cards import parse_card
from ..engine.explain import Code as FactCode
from ..engine.plays import play_cards
from ..i18n import Translator
from ..i18n.cards import SUIT_SYMBOLS, display_card, typed_notation
from ..i18n.glossary import glossary
from ..lessons.checker import NO_RONDA
from ..lessons.model import LessonKind
from ..lessons.positions import hidden_hands
from ..render.markdown import to_html
from ..sentences.feedback import answer_html, feedback_html, score_line
from ..tutor.feedback import Feedback, Verdict
from ..tutor.lesson import PLAY_KINDS, LessonSession
from ..tutor.progress import earned_stars
from .components import (
    Announcer,
    CardRow,
    FocusMover,
    GroupName,
    name_board,
    row_entries,
    table_entries,
)
from .controls import classed_button, plain_text, swap_class
from .course_map import stars_text
from .guard import guarded


class PlayerHost(Protocol):
    """What the player needs from the app around it."""

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


ANSWER_START = ".ct-player :is(button, input, select)"
"""Where a learner starts answering: the first usable control (a card, a box, an option)."""
MAIN_CLASSES = ("ct-check", "ct-next")
"""The main button's class before and after the lesson is solved."""
EXAMPLE_PLAY = "7s x 3c 4h Jd"
"""A play that shows a sum, a run and a face card's letter (shown in the learner's letters)."""


def typing_help(tr: Translator) -> str:
    """Explain how to type a card in the learner's language (their letters, suit signs)."""
    words = glossary(tr.lang)
    ranks = ", ".join(
        f"{words.letters.get(letter, letter)} = {words.ranks[letter]}" for letter in "AJQK"
    )
    suits = ", ".join(
        f"{sign} ({letter}) = {words.suits[letter]}" for letter, sign in SUIT_SYMBOLS.items()
    )
    return tr.gettext(
        "Type each card as its rank and suit: {ranks}; {suits}. Put x before the cards it takes."
    ).format(ranks=ranks, suits=suits)


def count_input(css_class: str) -> w.Text:
    """Return an empty box for one side's points, named by its own label (screen readers).

    A text box, not a number box: it starts empty, so nothing is answered until typed.
    """
    box = w.Text(
        continuous_update=True,
        style={"description_width": "initial"},
        layout=w.Layout(width="auto"),
    )
    box.add_class(css_class)
    box.add_class("ct-count")
    return box


class LessonPlayer:
    """The Lesson tab: one puzzle at a time, judged by the engine through the session."""

    def __init__(self, host: PlayerHost) -> None:
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
        self.moment = w.HTML()
        self.moment.add_class("ct-moment")
        self.pile = w.HTML()
        self.pile_box = w.HBox([self.pile, self.moment])
        self.pile_box.add_class("ct-wrap")
        self.felt = w.VBox(
            [
                self.others_box,
                self.table_caption,
                self.table_row,
                self.pile_box,
                self.hand_caption,
                self.hand_row,
            ]
        )
        self.felt.add_class("ct-felt")
        self.check = classed_button("ct-main", style="success")
        self.check.add_class("ct-check")
        self.typed = w.Text(continuous_update=False)
        self.typed.add_class("ct-typed")
        self.typed_go = classed_button("ct-typed-go")
        self.typed_help = w.HTML()
        self.typed_help.add_class("ct-typed-help")
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
        self.take_back = classed_button("ct-take-back", style="warning")
        self.stakes = w.HTML()
        self.stakes.add_class("ct-stakes")
        self.feedback = w.HTML()
        self.feedback.add_class("ct-feedback-box")
        self.announcer = Announcer()
        self.hints = w.HTML()
        self.explanation = w.HTML()
        self.explanation.add_class("ct-explanation")
        self.typed_box = w.VBox([w.HBox([self.typed, self.typed_go]), self.typed_help])
        self.typed_box.add_class("ct-typed-box")
        self.count_box = w.HBox([self.ours, self.theirs])
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
                self.felt,
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
        self.typed.observe(self._on_typed, names="value")
        self.hint.on_click(self._on_hint)
        self.solution.on_click(self._on_solution)
        self.retry.on_click(self._on_clear)
        self.take_back.on_click(self._on_take_back)
        self._shown_lesson = ""
        self._announced: tuple[Feedback | None, str] = (None, "")
        self._hints_told = 0

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
            self.actions.layout.display = "none"
            self.typed_box.layout.display = "none"
            self.answer_box.children = ()
            return
        self.actions.layout.display = ""
        fresh = lesson.id != self._shown_lesson
        self._shown_lesson = lesson.id
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
        kind = lesson.kind
        scored = kind in PLAY_KINDS or kind == LessonKind.DECLARE or any(position.scores)
        self.score.value = (
            "<div class='ct-score'>"
            + escape(score_line(*position.scores, position.players, session.ruleset, tr))
            + "</div>"
            if scored
            else ""
        )
        cards = position.table or position.hand or kind in PLAY_KINDS
        self.felt.layout.display = "" if cards else "none"
        self.render_cards()
        self._render_answer(kind, fresh)
        self._render_actions(kind, text.hints)
        self.options_name.label = plain_text(self.prompt.value)
        feedback = session.feedback
        self.feedback.value = feedback_html(feedback, tr) + self._finish_html() if feedback else ""
        hints = [to_html(hint, session.lang) for hint in text.hints[: session.hints_shown]]
        self.hints.value = "".join(f"<div class='ct-hint'>💡 {hint}</div>" for hint in hints)
        self._announce(fresh, hints)
        self.explanation.value = (
            to_html(text.explanation, session.lang, four_colour=four_colour)
            if session.explanation_due()
            else ""
        )

    def _announce(self, fresh: bool, hints: list[str]) -> None:
        """Tell screen readers what is new: a verdict (again in a new language), a hint.

        A new lesson empties the live region: the last lesson's verdict no longer applies.
        """
        session = self.session
        if fresh:
            self.announcer.clear()
            self._hints_told = session.hints_shown
        said = (session.feedback, session.lang)
        if session.feedback is not None and said != self._announced:
            self.announcer.say(plain_text(self.feedback.value), session.lang)
        elif len(hints) > self._hints_told:
            self.announcer.say(plain_text(hints[-1]), session.lang)
        self._announced = said
        self._hints_told = len(hints)

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

    def _render_answer(self, kind: str, fresh: bool) -> None:
        """Show the answer controls of the lesson's kind (emptied for a new lesson)."""
        tr, lang = self.host.tr, self.session.lang
        if fresh:
            self.typed.value = self.ours.value = self.theirs.value = ""
        ended = self.session.ended  # an endgame played out takes no more moves
        self.typed_box.layout.display = "" if kind in PLAY_KINDS and not ended else "none"
        if kind in PLAY_KINDS:
            self.answer_box.children = ()
        elif kind == LessonKind.COUNT:
            self.answer_box.children = (self.count_box,)
        else:
            labels = self._option_labels()
            if fresh or list(self.options.options) != labels:
                kept = None if fresh else self.options.value  # a language switch keeps it
                old, self.options = self.options, self._new_options(labels, kept)
                self.option_box.children = (self.options,)
                old.close()
            self.answer_box.children = (self.option_box,)
        self._show_solution(kind)
        example = " ".join(
            display_card(parse_card(code), lang) if code != "x" else code
            for code in EXAMPLE_PLAY.split()
        )
        self.typed.placeholder = tr.gettext("or type a play, e.g. {example}").format(
            example=example
        )
        self.typed_help.value = "<div class='ct-small'>" + escape(typing_help(tr)) + "</div>"
        self.typed_go.description = tr.pgettext("button", "Play")
        self.typed_go.layout.display = "none" if kind == LessonKind.ENDGAME else ""
        lesson = self.session.lesson
        two = lesson is None or lesson.players == 2
        self.ours.description = (
            tr.gettext("Points for you:") if two else tr.gettext("Points for us:")
        )
        self.theirs.description = (
            tr.gettext("Points for your opponent:") if two else tr.gettext("Points for them:")
        )

    def _show_solution(self, kind: str) -> None:
        """Put a solution shown into the answer controls (in place of a wrong answer)."""
        feedback = self.session.feedback
        if feedback is None or feedback.verdict is not Verdict.SOLUTION or not feedback.answers:
            return
        answer = feedback.answers[0]
        if kind == LessonKind.COUNT:
            self.ours.value, _, self.theirs.value = answer.partition("-")
        elif kind not in PLAY_KINDS and answer in dict(self.options.options).values():
            self.options.value = answer

    def _render_actions(self, kind: str, hints: tuple[str, ...]) -> None:
        """One main action (Check, Next once done, Try again once an endgame is lost).

        Check waits until the learner has chosen an answer, so a press meant for Next (a
        double click, a second Enter) never answers the next lesson. Help says what it costs.
        """
        tr, session = self.host.tr, self.session
        done = session.done
        following = session.next_lesson()
        ended = session.ended and not done
        if done:
            self.check.description = (
                tr.pgettext("button", "Next")
                if following
                else tr.pgettext("button", "Back to the course")
            )
            self.check.button_style = "primary"
            self.check.disabled = False
        elif ended:
            self.check.description = tr.pgettext("button", "Try again")
            self.check.button_style = "primary"
            self.check.disabled = False
        else:
            self.check.description = (
                tr.pgettext("button", "Play")
                if kind == LessonKind.ENDGAME
                else tr.pgettext("button", "Check")
            )
            self.check.button_style = "success"
            self.check.disabled = not self._ready(kind)
        swap_class(self.check, "ct-next" if done or ended else "ct-check", MAIN_CLASSES)
        self._render_hint(hints)
        self.solution.description = tr.pgettext("button", "Show solution")
        self.solution.tooltip = tr.gettext("Seeing the solution leaves one star.")
        self.solution.disabled = session.shown
        self.retry.description = tr.pgettext("button", "Try again")
        started = session.feedback is not None or bool(session.run and session.run.moves)
        self.retry.layout.display = "" if kind in PLAY_KINDS and started and not ended else "none"
        self.take_back.description = tr.gettext("Take back")
        self.take_back.layout.display = "" if session.can_take_back else "none"
        possible = session.earned or earned_stars(
            misses=session.misses, hints=session.hints_shown, revealed=session.shown
        )
        words = escape(tr.ngettext("{n} star", "{n} stars", possible).format(n=possible))
        kept = done or session.earned  # stars once earned stay, whatever comes next
        label = escape(tr.gettext("Earned:") if kept else tr.gettext("Still possible:"))
        self.stakes.value = (
            f"<span class='ct-stakes-text' role='img' aria-label='{label} {words}'>"
            f"{label} <span class='ct-stars'>{stars_text(possible)}</span></span>"
        )

    def _render_hint(self, hints: tuple[str, ...]) -> None:
        """Offer the next hint, marked −★ only when it would cost a star."""
        tr, session = self.host.tr, self.session
        now = earned_stars(misses=session.misses, hints=session.hints_shown, revealed=False)
        after = earned_stars(misses=session.misses, hints=session.hints_shown + 1, revealed=False)
        costs = after < now and not session.earned
        self.hint.description = tr.pgettext("button", "Hint") + (" −★" if costs else "")
        self.hint.tooltip = (
            tr.gettext("A hint costs a star.")
            if costs
            else tr.gettext("This hint costs no more stars.")
        )
        self.hint.layout.display = "" if hints else "none"
        self.hint.disabled = session.done or session.hints_shown >= len(hints)

    def _ready(self, kind: str) -> bool:
        """Tell whether the learner has given an answer to check (cards, numbers, an option)."""
        if kind in PLAY_KINDS:
            return self.session.chosen
        if kind == LessonKind.COUNT:
            return bool(self.ours.value.strip() and self.theirs.value.strip())
        return self.options.value is not None

    def _finish_html(self) -> str:
        """Show the finishing moment: the lesson's stars, and a course just finished."""
        session, tr = self.session, self.host.tr
        if not session.earned or not session.done:
            return ""
        words = tr.ngettext("{n} star", "{n} stars", session.earned).format(n=session.earned)
        if session.shown and not session.solved:
            line = tr.gettext(
                "Solution seen. Solve it on your own another time to earn more stars."
            )
        else:
            line = tr.gettext("Lesson solved!")
        html = (
            f"<div class='ct-finish ct-stars-{session.earned}'>"
            f"<span class='ct-stars' role='img' aria-label='{escape(words)}'>"
            f"{stars_text(session.earned)}</span> {escape(line)}</div>"
        )
        course = session.course_finished
        if course is not None:
            done = tr.gettext("You finished the course “{course}”!").format(
                course=course.title(session.lang)
            )
            html += f"<div class='ct-finish ct-course-finish'>🏆 {escape(done)}</div>"
        return html

    def render_cards(self) -> None:
        """Write the card rows (table, hand, the opponent's open hand) from the session."""
        session, tr = self.session, self.host.tr
        position = session.position
        assert position is not None
        chosen, four_colour = session.selection, self.host.four_colour
        feedback = session.feedback
        solution_shown = feedback is not None and feedback.verdict is Verdict.SOLUTION
        best = play_cards(feedback.answers[0]) if solution_shown and feedback else set()
        kind = session.lesson.kind if session.lesson is not None else ""
        right = feedback is not None and feedback.verdict is Verdict.CORRECT
        # an endgame's position is already the one after the move: its piles hold the cards
        taken = (
            play_cards(feedback.given)
            if right and feedback and kind != LessonKind.ENDGAME
            else set()
        )
        own = session.lesson.play if kind == LessonKind.CAPTURE and session.lesson else None
        fixed = parse_card(own) if own else None
        ended = session.ended
        plays = kind in PLAY_KINDS and not ended
        self.table_row.cards = table_entries(
            position,
            chosen.table,
            tr,
            four_colour=four_colour,
            best=best,
            taken=taken,
            disabled=not plays,
        )
        in_hand = row_entries(
            position.hand,
            tr,
            four_colour=four_colour,
            selected=(chosen.hand,) if fixed is None or session.touched else (),
            best=best,
            taken=taken,
            disabled=not plays,
        )
        if fixed is not None:  # a capture lesson plays its own card: the others stay put, and
            # it is picked alone only to be dropped (with table cards chosen it goes with them)
            alone = str(fixed) if not chosen.table else ""
            in_hand = [{**entry, "disabled": entry["code"] != alone} for entry in in_hand]
        self.hand_row.cards = in_hand
        in_pile = len(position.piles[0]) + len(taken)
        pile = tr.ngettext("Your pile: {n} card", "Your pile: {n} cards", in_pile)
        self.pile.value = f"<span class='ct-pile'>🂠 {escape(pile.format(n=in_pile))}</span>"
        self.pile_box.layout.display = "" if kind in PLAY_KINDS else "none"
        happened = feedback is not None and (
            feedback.verdict in (Verdict.CORRECT, Verdict.INFO) or ended
        )
        self.moment.value = self._moment_html(feedback) if happened and feedback else ""
        self._render_others(four_colour)
        table, hand = name_board(self.table_row, self.hand_row, tr)
        self.table_caption.value = f"<div class='ct-caption'>{escape(table)}</div>"
        self.hand_caption.value = f"<div class='ct-caption'>{escape(hand)}</div>"

    def _render_others(self, four_colour: bool) -> None:
        """Show the opponent's known cards in an endgame (two players, open hands)."""
        lesson, position = self.session.lesson, self.session.position
        shown = (
            lesson is not None
            and position is not None
            and lesson.kind == LessonKind.ENDGAME
            and not hidden_hands(lesson)
            and position.players == 2
        )
        self.others_box.layout.display = "" if shown else "none"
        if not shown or position is None:
            self.others_row.cards = []
            return
        label = self.host.tr.gettext("Your opponent's hand")
        self.others_row.cards = row_entries(
            position.hands[1], self.host.tr, four_colour=four_colour, disabled=True
        )
        self.others_row.label = label
        self.others_row.empty_text = self.host.tr.gettext("No cards in hand.")
        self.others_caption.value = f"<div class='ct-caption'>{escape(label)}</div>"

    def _moment_html(self, feedback: Feedback) -> str:
        """Mark a caída or a limpia as it happens (a short badge on the table)."""
        terms = glossary(self.session.lang).terms
        names = [
            terms[term]
            for term, code in (("caida", FactCode.CAIDA), ("limpia", FactCode.LIMPIA))
            if any(fact.code is code for fact in feedback.facts)
        ]
        shout = self.host.tr.gettext("{event}!")  # Spanish: ¡Caída!
        return "".join(
            f"<span class='ct-event'>{escape(shout.format(event=name[:1].upper() + name[1:]))}"
            "</span>"
            for name in names
        )

    def _option_labels(self) -> list[tuple[str, str]]:
        lesson, tr = self.session.lesson, self.host.tr
        assert lesson is not None
        if lesson.kind == LessonKind.DECLARE:
            keys = ["ronda", NO_RONDA]
        else:
            keys = [str(option).lower() for option in lesson.options]
        return [(plain_text(answer_html(key, tr, lesson.players)), key) for key in keys]

    # -- handlers -------------------------------------------------------------------------
    @guarded
    def _on_table_click(self, _change: dict[str, Any]) -> None:
        self.session.toggle_table(parse_card(self.table_row.clicked))
        self._chosen_changed()

    @guarded
    def _on_hand_click(self, _change: dict[str, Any]) -> None:
        self.session.pick_hand(parse_card(self.hand_row.clicked))
        self._chosen_changed()

    def _chosen_changed(self) -> None:
        """Redraw the cards and the main button after the learner chose a card."""
        self.render_cards()
        if self.session.lesson is not None:
            with self.host.muted():
                self._render_actions(self.session.lesson.kind, self._hints())

    @guarded
    def _on_main(self, _button: w.Button) -> None:
        """Check the answer, go on once the lesson is done, or replay an endgame that ended.

        A press with nothing chosen does nothing (a double click on Next lands here).
        """
        lesson = self.session.lesson
        if lesson is None:
            return
        if self.session.ended and not self.session.done:
            self._on_clear(_button)
            return
        if not self.session.done and not self._ready(lesson.kind):
            return
        if self.session.done:
            following = self.session.next_lesson()
            if following is None:
                self.host.show_map()
                return
            self.host.open_lesson(following)
            self.host.changed()
            self.focus.first(ANSWER_START)  # as when the lesson is opened from the map
            return
        self._check()

    def _check(self) -> None:
        lesson = self.session.lesson
        if lesson is None:
            return
        if lesson.kind in PLAY_KINDS:
            self.session.check()
        elif lesson.kind == LessonKind.COUNT:
            self.session.answer_count(self.ours.value, self.theirs.value)
        else:
            self.session.answer(self.options.value or "")
        self.host.changed()

    @guarded
    def _on_answer(self, _change: dict[str, Any]) -> None:
        """Let Check follow what the learner typed or picked (an option, the two numbers)."""
        if not self.host.rendering and self.session.lesson is not None:
            with self.host.muted():
                self._render_actions(self.session.lesson.kind, self._hints())

    @guarded
    def _on_typed(self, _event: Any) -> None:
        if self.session.lesson is not None and self.typed.value.strip() and not self.host.rendering:
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

    def _hints(self) -> tuple[str, ...]:
        lesson = self.session.lesson
        return lesson.text(self.session.lang)[0].hints if lesson else ()

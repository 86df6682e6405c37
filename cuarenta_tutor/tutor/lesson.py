"""The lesson session: one learner working through the course (plain Python, no widgets).

The UI calls one method per learner action and then draws from the session's attributes;
every answer is judged by the engine (``lessons.checker``), never by an answer key. The
cards are chosen and checked as on every screen (:mod:`.selection`), each kind of answer
has its judge (:mod:`.lesson_judges`) and the visit is recorded by :mod:`.visit`.
"""

from __future__ import annotations

from dataclasses import replace

from ..engine.cards import Card, NotationError, parse_card
from ..engine.game import Position
from ..engine.plays import Play, parse_play_text
from ..engine.rules import DEFAULT_RULESET, load_ruleset
from ..lessons.checker import Solution
from ..lessons.course import Course
from ..lessons.model import Lesson, LessonKind
from ..lessons.positions import hidden_hands
from .endgame import EndgameRun
from .feedback import Code, Feedback, Verdict
from .lesson_judges import (
    answer_keys,
    best_plays,
    judge_answer,
    judge_endgame_move,
    judge_play,
    missing_answer,
    read_count,
)
from .lesson_rules import LessonUnavailable, prepare
from .progress import Progress
from .selection import Selection, after_choosing, judge_selection, left_behind, shown_solution
from .visit import Visit


class LessonSession:
    """The state of one learner's tutor: language, ruleset, lesson, selection, progress."""

    def __init__(
        self,
        courses: list[Course],
        *,
        lang: str = "en",
        rules: str = "",
        progress: Progress | None = None,
    ) -> None:
        self.courses = courses
        self.lessons = {lesson.id: lesson for course in courses for lesson in course.lessons}
        self.order = [lesson.id for course in courses for lesson in course.lessons]
        self.lang = lang
        self.rules = rules
        self.visit_rules = ""  # the lesson's own rules, for one visit (``open``'s ``rules``)
        self.progress = progress or Progress()
        self.lesson: Lesson | None = None
        self.position: Position | None = None
        self.solution: Solution | None = None
        self.selection = Selection()
        self.visit = Visit()
        """The visit to the open lesson: misses, hints, the solution shown, the stars earned."""
        self.feedback: Feedback | None = None
        self.finished = False
        self.touched = False
        self.run: EndgameRun | None = None

    # -- the visit, as the screen reads it -----------------------------------------------
    @property
    def hints_shown(self) -> int:
        """How many of the lesson's hints this visit has shown."""
        return self.visit.hints_shown

    @property
    def misses(self) -> int:
        """How many wrong answers this visit has had."""
        return self.visit.misses

    @property
    def shown(self) -> bool:
        """Whether this visit has shown the solution."""
        return self.visit.shown

    @property
    def earned(self) -> int:
        """The stars this visit has earned (0 until the first right answer or the solution)."""
        return self.visit.earned

    @property
    def solved(self) -> bool:
        """Whether the learner found the answer in this visit (not after seeing it)."""
        return self.visit.solved

    @property
    def course_finished(self) -> Course | None:
        """The course this visit's answer finished, if any."""
        return self.visit.course_finished

    # -- choosing -------------------------------------------------------------------------
    @property
    def ruleset(self) -> str:
        """The ruleset the lesson is judged under: the visit's, the learner's, or the lesson's."""
        if self.visit_rules or self.rules:
            return self.visit_rules or self.rules
        return self.lesson.ruleset if self.lesson else DEFAULT_RULESET

    def open(self, lesson_id: str, rules: str = "") -> None:
        """Open a lesson for a new visit (no hints, misses or stars yet); unknown ids raise.

        ``rules``: one of its own rulesets, for this visit only (the learner's choice stays;
        others are ignored). Unplayable, it raises :class:`LessonUnavailable`, nothing changed.
        """
        lesson = self.lessons[lesson_id]
        self._set_up(lesson, rules if rules in lesson.rulesets else "")
        self.visit = Visit()

    def _set_up(self, lesson: Lesson, rules: str) -> None:
        """Lay out the lesson's position afresh under the visit's ``rules`` (hints stay)."""
        self.position, self.solution = prepare(lesson, rules or self.rules or lesson.ruleset)
        self.visit_rules = rules
        self.lesson = lesson
        self.selection = Selection.cleared(self.fixed_card)
        self.touched = False
        self.feedback = None
        self.finished = False
        self.run = None
        if lesson.kind is LessonKind.ENDGAME:
            self.run = EndgameRun(self.position, lesson.target or "best")

    def _ahead(self) -> tuple[list[str], list[str]]:
        """Return the lessons after and before the open one the chosen rules can play (▶, Next)."""
        start = self.order.index(self.lesson.id) + 1 if self.lesson else 0
        rules = self.rules
        playable = [
            x if not rules or self.lessons[x].written_for(rules) else "" for x in self.order
        ]
        return [x for x in playable[start:] if x], [x for x in playable[:start] if x]

    def next_lesson(self) -> str | None:
        """Return the id of the next lesson the chosen rules can play (None at the end)."""
        return next(iter(self._ahead()[0]), None)

    def continue_lesson(self) -> str | None:
        """Return the lesson to go on with, as a learner who comes back expects.

        First a lesson of the current course begun but left unfinished (tried, no star), the
        earliest in the course's order, the open one aside; then lessons never finished,
        searched from the current lesson on and then from the start; then lessons only seen;
        None when all are solved (of the chosen rules').
        """
        after, before = self._ahead()
        current = self.lesson.id if self.lesson else None
        course = {x.id for x in self.course_of(current).lessons} if current else set()
        begun = (x for x in before + after if x in course and x != current)  # from the start
        for lesson_id in begun:
            if self.progress.record(lesson_id).started:
                return lesson_id
        for wanted in (lambda r: r.stars == 0, lambda r: not r.solved):
            for lesson_id in after + before:
                if wanted(self.progress.record(lesson_id)):
                    return lesson_id
        return None

    def course_of(self, lesson_id: str) -> Course:
        """Return the course a lesson belongs to."""
        return next(c for c in self.courses if any(x.id == lesson_id for x in c.lessons))

    @property
    def ended(self) -> bool:
        """Whether an endgame has been played out (it takes no more moves)."""
        return self.run is not None and self.run.over

    @property
    def done(self) -> bool:
        """Whether the lesson on screen is done: solved, or its solution shown (until cleared)."""
        feedback = self.feedback
        return feedback is not None and feedback.verdict in (Verdict.CORRECT, Verdict.SOLUTION)

    def explanation_due(self) -> bool:
        """Tell whether the lesson's explanation is due.

        It is once the lesson is finished, and after a wrong choice between two answers: the
        other one is then known, so its reason should be too.
        """
        feedback = self.feedback
        if feedback is None or self.done:
            return self.done
        two = self.solution is not None and len(self.solution.candidates) == 2
        return feedback.code is Code.WRONG_ANSWER and two

    def set_language(self, lang: str) -> None:
        """Switch the language (the puzzle stays as it is)."""
        self.lang = lang
        self.progress = replace(self.progress, lang=lang)

    def close(self) -> None:
        """Close the open lesson (the learner is back on the course map)."""
        self.lesson = self.position = self.solution = self.feedback = self.run = None
        self.visit_rules = ""
        self.selection = Selection()
        self.visit.hints_shown = 0
        self.finished = False

    def set_rules(self, rules: str) -> Feedback | None:
        """Switch the ruleset; re-check the open puzzle and say whether its answer changed.

        If the open lesson cannot be played under the new ruleset, it is closed and
        :class:`LessonUnavailable` raised (the new ruleset stays chosen).
        """
        load_ruleset(rules or DEFAULT_RULESET)
        before = self.solution
        self.rules, self.visit_rules = rules, ""  # the learner's new choice applies
        self.progress = replace(self.progress, rules=rules)
        if self.lesson is None or before is None:
            return None
        try:
            self.position, self.solution = prepare(self.lesson, self.ruleset)
        except LessonUnavailable:
            self.close()
            raise
        self.selection = Selection.cleared(self.fixed_card)
        changed = before.correct != self.solution.correct
        self.feedback = Feedback(
            Verdict.INFO,
            Code.RULES_CHANGED if changed else Code.RULES_SAME,
            answers=tuple(sorted(self.solution.correct)),
            detail=self.ruleset,
        )
        return self.feedback

    # -- selecting ------------------------------------------------------------------------
    @property
    def chosen(self) -> bool:
        """Whether the learner has chosen a play to check (an ended endgame has none to make).

        A capture lesson plays its own card: it counts as chosen once the learner has picked
        a table card, or that card itself (to play it alone).
        """
        if self.ended:
            return False
        if self.fixed_card is not None:
            return self.touched
        return self.selection.hand is not None

    def pick_hand(self, card: Card) -> None:
        """Choose the hand card to play (choosing it again un-chooses it).

        In a capture lesson only the lesson's own card can be picked: it stays chosen.
        """
        if self.lesson is None:
            return
        fixed = self.fixed_card
        if fixed is not None:
            self.touched = self.touched or card == fixed
        else:
            self.selection = self.selection.with_hand(card, self._hand())
        self.feedback = after_choosing(self.feedback)

    def _hand(self) -> tuple[Card, ...]:
        """Return the learner's hand now (empty when no lesson is open)."""
        if self.position is None:
            return ()
        return tuple(self.position.hands[self.position.turn])

    def toggle_table(self, card: Card) -> None:
        """Add a table card to the selection, or take it out again."""
        table = self.position.table if self.position is not None else ()
        self.selection = self.selection.toggled(card, table)
        self.touched = True
        self.feedback = after_choosing(self.feedback)

    def clear(self) -> None:
        """Start the answer again (the lesson stays open; an endgame is laid out afresh)."""
        self.selection = Selection.cleared(self.fixed_card)
        self.touched = False
        self.feedback = None
        if self.lesson is not None and self.lesson.kind is LessonKind.ENDGAME:
            self._set_up(self.lesson, self.visit_rules)

    @property
    def fixed_card(self) -> Card | None:
        """The card a capture lesson plays itself (the learner picks only table cards)."""
        if self.lesson is not None and self.lesson.kind is LessonKind.CAPTURE and self.lesson.play:
            return parse_card(self.lesson.play)
        return None

    @property
    def opponent_hand_open(self) -> bool:
        """Whether the opponent's cards are known: a two-player endgame with open hands."""
        lesson, position = self.lesson, self.position
        return (
            lesson is not None
            and position is not None
            and lesson.kind is LessonKind.ENDGAME
            and not hidden_hands(lesson)
            and position.players == 2
        )

    def answer_options(self) -> list[str]:
        """Return the answers a question lesson offers, as keys (none for other lessons)."""
        return answer_keys(self.lesson) if self.lesson is not None else []

    # -- answering ------------------------------------------------------------------------
    def submit(self, *, ours: str = "", theirs: str = "", option: str | None = None) -> Feedback:
        """Answer as the lesson's kind asks: the chosen cards, the two counts, or an option."""
        lesson, _, _ = self._open()
        if lesson.kind.plays_cards:
            return self.check()
        if lesson.kind is LessonKind.COUNT:
            return self.answer_count(ours, theirs)
        return self.answer(option or "")

    def type_play(self, text: str) -> Feedback:
        """Answer with a typed play such as ``7s x 3c 4h Js`` (for keyboard users)."""
        try:
            card, captured = parse_play_text(text)
        except NotationError as error:
            self.feedback = Feedback(
                Verdict.INCOMPLETE, Code.UNREADABLE_PLAY, detail=str(error), given=text
            )
            return self.feedback
        self.selection = Selection(card, frozenset(captured))
        return self.check()

    def check(self) -> Feedback:
        """Judge the selected play with the engine and record the attempt.

        A selection that is not a legal play is judged as on every screen
        (:func:`~cuarenta_tutor.tutor.selection.judge_selection`); only a choice left
        incomplete is not counted as an attempt.
        """
        _, position, solution = self._open()
        judged = judge_selection(position, self.selection)
        if isinstance(judged, Feedback):
            if judged.verdict is Verdict.INCOMPLETE:
                self.feedback = judged
                return judged
            return self._attempt(judged)
        if self.run is not None:
            return self._endgame_move(self.run, judged)
        warnings = left_behind(position, judged)
        return self._attempt(judge_play(judged, position, solution, warnings))

    def _endgame_move(self, run: EndgameRun, play: Play) -> Feedback:
        """Play the learner's move in the endgame trainer and let the engine answer."""
        if run.over:
            return self.feedback or Feedback(Verdict.INFO, Code.ENGINE_PLAYED)
        feedback = judge_endgame_move(run, play)
        self.position = run.shown
        self.selection = Selection()
        if run.over:
            return self._attempt(feedback)
        if feedback.code is Code.ENDGAME_LOSING_MOVE:
            self.visit.misses += 1  # taking the move back is a retry: not a first-try solve
        self.feedback = feedback
        return feedback

    @property
    def can_take_back(self) -> bool:
        """Whether the learner may take back the endgame move that lost the target."""
        return self.run is not None and self.run.can_take_back

    def take_back(self) -> None:
        """Take back the endgame move that lost the target (and the engine's replies)."""
        if self.run is None:
            raise ValueError("there is no move to take back")
        self.run.take_back()
        self.position = self.run.shown
        self.selection = Selection()
        self.feedback = None

    def answer_count(self, ours: str, theirs: str) -> Feedback:
        """Answer a count lesson with the two numbers as typed (each a whole number 0–99).

        Anything else is not judged (no attempt is counted): the feedback asks for numbers.
        """
        read = read_count(ours, theirs)
        if isinstance(read, Feedback):
            self.feedback = read
            return read
        return self.answer(read)

    def answer(self, text: str) -> Feedback:
        """Answer a count (``8-0``), a declaration (``ronda``/``no-ronda``) or an option.

        A wrong answer says why where the engine can prove it without giving the answer away.
        """
        lesson, _, solution = self._open()
        given = text.strip().lower()
        if not given:
            self.feedback = Feedback(Verdict.INCOMPLETE, Code.CHOOSE_ANSWER)
            return self.feedback
        tried = tuple(self.visit.wrong_answers)
        feedback = self._attempt(judge_answer(lesson, self.ruleset, solution, given, tried))
        if feedback.code is Code.WRONG_ANSWER:
            self.visit.wrong_answers.append(given)
        return feedback

    def missing(self) -> Feedback:
        """Say what to choose before Check can judge an answer (not counted as an attempt)."""
        self.feedback = missing_answer(self._open()[0])
        return self.feedback

    def hint(self) -> str | None:
        """Reveal the next hint (None when all have been shown) and record it."""
        lesson, _, _ = self._open()
        hints = lesson.text(self.lang)[0].hints
        if self.hints_shown >= len(hints):
            return None
        self.progress = self.visit.hinted(self.progress, lesson.id)
        return hints[self.hints_shown - 1]

    def reveal(self) -> Feedback:
        """Show the solution: every correct answer, the first one explained."""
        lesson, position, solution = self._open()
        best = next(iter(best_plays(solution)), None)
        self.feedback, shown = shown_solution(position, tuple(sorted(solution.correct)), best)
        if shown is not None:
            self.selection = shown
        self.progress = self.visit.revealed(self.progress, lesson.id)
        return self.feedback

    def seen_elsewhere(self, lesson_id: str) -> bool:
        """Count the solution of ``lesson_id``, if open and not yet solved here, as seen; say if so.

        A teacher's *Reveal* shows it to the whole class: from then on the visit is one whose
        solution was seen, as after :meth:`reveal` (one star, back for review), the board as it is.
        """
        if self.lesson is None or self.lesson.id != lesson_id or self.shown or self.earned:
            return False
        self.progress = self.visit.revealed(self.progress, lesson_id)
        return True

    # -- helpers --------------------------------------------------------------------------
    def _open(self) -> tuple[Lesson, Position, Solution]:
        if self.lesson is None or self.position is None or self.solution is None:
            raise RuntimeError("no lesson is open")
        return self.lesson, self.position, self.solution

    def _attempt(self, feedback: Feedback) -> Feedback:
        """Record an attempt (:meth:`.Visit.attempt`); a right answer finishes the lesson."""
        lesson, _, _ = self._open()
        correct = feedback.verdict is Verdict.CORRECT
        course = self.course_of(lesson.id)
        self.progress = self.visit.attempt(self.progress, course, lesson.id, correct=correct)
        self.feedback = feedback
        self.finished = correct
        return feedback


__all__ = ["LessonSession", "LessonUnavailable"]

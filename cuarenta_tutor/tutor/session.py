"""The tutor's session: one learner working through the course (plain Python, no widgets).

The UI calls one method per learner action and then draws :meth:`Session.view`; every
answer is judged by the engine (``lessons.checker``), never by an answer key.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace

from ..engine.cards import Card, NotationError, parse_card
from ..engine.explain import Code as FactCode
from ..engine.explain import Fact, diagnose, explain_play, shared_deeds
from ..engine.game import IllegalActionError, Position, find_play, play_outcome, play_points
from ..engine.plays import Play, format_play, parse_play_text
from ..engine.rules import DEFAULT_RULESET, load_ruleset
from ..lessons.checker import Solution, solve
from ..lessons.course import Course
from ..lessons.model import Lesson
from ..lessons.positions import lesson_position
from . import clock
from .endgame import EndgameRun
from .feedback import Code, Feedback, Verdict
from .practice_record import MAX_COUNT
from .progress import MAX_SECONDS, Progress, earned_stars
from .quiz import wrong_answer_reason
from .review import LESSON, item_key

PLAY_KINDS = ("capture", "best-play", "endgame")
MAX_POINTS_ANSWER = 99
"""The largest number a count answer may be (a side's points in one count)."""


class LessonUnavailable(ValueError):
    """A lesson that cannot be played under a ruleset: it is not written for it, or is wrong.

    The engine decides: under a ruleset the lesson does not name its position may be
    impossible or its goal out of reach (an endgame lesson written for ``quito`` can have
    no answer under ``pagat``). ``reason`` is the engine's or the lesson file's error.
    """

    def __init__(self, lesson: Lesson, ruleset: str, reason: ValueError) -> None:
        super().__init__(f"{lesson.id} cannot be played under {ruleset}: {reason}")
        self.lesson = lesson
        self.ruleset = ruleset
        self.reason = reason

    @property
    def elsewhere(self) -> tuple[str, ...]:
        """The lesson's own rulesets, to offer instead (none when it fails under its own)."""
        return () if self.ruleset in self.lesson.rulesets else self.lesson.rulesets


@dataclass(frozen=True)
class Selection:
    """The cards the learner has picked: one from the hand, any from the table."""

    hand: Card | None = None
    table: frozenset[Card] = frozenset()


def explain_move(play: Play, position: Position) -> tuple[Fact, ...]:
    """Return why ``play`` from ``position`` does what it does (its whole outcome)."""
    return explain_play(position.ruleset, play, play_outcome(position, play))


class Session:
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
        self.progress = progress or Progress()
        self.lesson: Lesson | None = None
        self.position: Position | None = None
        self.solution: Solution | None = None
        self.selection = Selection()
        self.hints_shown = 0
        self.misses = 0
        self.shown = False
        self.earned = 0
        self.solved = False
        self.course_finished: Course | None = None
        self.feedback: Feedback | None = None
        self.finished = False
        self.touched = False
        self.run: EndgameRun | None = None
        self._opened_at = 0.0

    # -- choosing -------------------------------------------------------------------------
    @property
    def ruleset(self) -> str:
        """The ruleset the lesson is judged under: the learner's choice, or the lesson's own."""
        if self.rules:
            return self.rules
        return self.lesson.ruleset if self.lesson else DEFAULT_RULESET

    def open(self, lesson_id: str) -> None:
        """Open a lesson for a new visit (no hints, misses or stars yet); unknown ids raise.

        A lesson that cannot be played under the chosen ruleset raises
        :class:`LessonUnavailable` and leaves the session as it was.
        """
        self._set_up(self.lessons[lesson_id])
        self.hints_shown = 0
        self.misses = 0
        self.shown = False
        self.earned = 0
        self.solved = False
        self.course_finished = None
        self._opened_at = time.monotonic()

    def _set_up(self, lesson: Lesson) -> None:
        """Lay out the lesson's position afresh (a visit's hints and misses stay)."""
        self.position, self.solution = _prepare(lesson, self.rules or lesson.ruleset)
        self.lesson = lesson
        self.selection = Selection(hand=self._fixed_card())
        self.touched = False
        self.feedback = None
        self.finished = False
        self.run = None
        if lesson.kind == "endgame":
            self.run = EndgameRun(self.position, lesson.target or "best")

    def next_lesson(self) -> str | None:
        """Return the id of the lesson after the current one (None at the end of the course)."""
        if self.lesson is None:
            return self.order[0] if self.order else None
        index = self.order.index(self.lesson.id)
        return self.order[index + 1] if index + 1 < len(self.order) else None

    def continue_lesson(self) -> str | None:
        """Return the lesson to go on with: the first unfinished one after the current lesson.

        Lessons never finished (no star) come first, searched from the current lesson on and
        then from the start; then lessons whose solution was only seen; None when all are solved.
        """
        start = self.order.index(self.lesson.id) + 1 if self.lesson else 0
        ring = self.order[start:] + self.order[:start]
        for wanted in (lambda r: r.stars == 0, lambda r: not r.solved):
            for lesson_id in ring:
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
        self.selection = Selection()
        self.hints_shown = 0
        self.finished = False

    def set_rules(self, rules: str) -> Feedback | None:
        """Switch the ruleset; re-check the open puzzle and say whether its answer changed.

        If the open lesson cannot be played under the new ruleset, it is closed and
        :class:`LessonUnavailable` raised (the new ruleset stays chosen).
        """
        load_ruleset(rules or DEFAULT_RULESET)
        before = self.solution
        self.rules = rules
        self.progress = replace(self.progress, rules=rules)
        if self.lesson is None or before is None:
            return None
        try:
            self.position, self.solution = _prepare(self.lesson, self.ruleset)
        except LessonUnavailable:
            self.close()
            raise
        self.selection = Selection(hand=self._fixed_card())
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
        if self._fixed_card() is not None:
            return self.touched
        return self.selection.hand is not None

    def pick_hand(self, card: Card) -> None:
        """Choose the hand card to play (choosing it again un-chooses it).

        In a capture lesson only the lesson's own card can be picked: it stays chosen.
        """
        if self.lesson is None:
            return
        fixed = self._fixed_card()
        if fixed is not None:
            self.touched = self.touched or card == fixed
            return
        self.selection = replace(self.selection, hand=None if self.selection.hand == card else card)

    def toggle_table(self, card: Card) -> None:
        """Add a table card to the selection, or take it out again."""
        chosen = set(self.selection.table)
        chosen.symmetric_difference_update({card})
        self.selection = replace(self.selection, table=frozenset(chosen))
        self.touched = True

    def clear(self) -> None:
        """Start the answer again (the lesson stays open; an endgame is laid out afresh)."""
        self.selection = Selection(hand=self._fixed_card())
        self.touched = False
        self.feedback = None
        if self.lesson is not None and self.lesson.kind == "endgame":
            self._set_up(self.lesson)

    def _fixed_card(self) -> Card | None:
        if self.lesson is not None and self.lesson.kind == "capture" and self.lesson.play:
            return parse_card(self.lesson.play)
        return None

    # -- answering ------------------------------------------------------------------------
    def type_play(self, text: str) -> Feedback:
        """Answer with a typed play such as ``7s x 3c 4h Js`` (for keyboard users)."""
        try:
            card, captured = parse_play_text(text)
        except NotationError as error:
            self.feedback = Feedback(
                Verdict.INCOMPLETE, Code.UNREADABLE_PLAY, detail=str(error), given=text
            )
            return self.feedback
        self.selection = Selection(hand=card, table=frozenset(captured))
        return self.check()

    def check(self) -> Feedback:
        """Judge the selected play with the engine and record the attempt."""
        _, position, solution = self._open()
        card = self.selection.hand
        if card is None:
            self.feedback = Feedback(Verdict.INCOMPLETE, Code.CHOOSE_CARD)
            return self.feedback
        if card not in position.hand:
            self.feedback = Feedback(
                Verdict.ILLEGAL, Code.ILLEGAL_PLAY, facts=(Fact(FactCode.NOT_IN_HAND, card=card),)
            )
            return self._attempt(self.feedback)
        rules = position.ruleset
        reasons = diagnose(rules, position.table, card, sorted(self.selection.table))
        if reasons and not rules.claim_missed_run:
            return self._attempt(Feedback(Verdict.ILLEGAL, Code.ILLEGAL_PLAY, facts=reasons))
        try:
            play = find_play(position, card, sorted(self.selection.table))
        except IllegalActionError:
            return self._attempt(Feedback(Verdict.ILLEGAL, Code.ILLEGAL_PLAY, facts=reasons))
        if self.run is not None:
            return self._endgame_move(play)
        return self._attempt(self._judge_play(play, position, solution, reasons))

    def _endgame_move(self, play: Play) -> Feedback:
        """Play the learner's move in the endgame trainer and let the engine answer."""
        run = self.run
        assert run is not None
        if run.over:
            return self.feedback or Feedback(Verdict.INFO, Code.ENGINE_PLAYED)
        before = run.position
        moves = run.play(play)
        self.position = run.shown
        self.selection = Selection()
        replies = tuple(move.key for move in moves[1:])
        from ..engine.search.coach import judge  # the search: imported when first needed

        coach = judge(before, play, open_hands=True) if run.flagged else None
        facts = explain_move(play, before)
        if not run.over:
            if run.flagged:
                self.misses += 1  # taking the move back is a retry: not a first-try solve
                self.feedback = Feedback(
                    Verdict.WRONG,
                    Code.ENDGAME_LOSING_MOVE,
                    facts=facts,
                    given=moves[0].key,
                    answers=(run.flagged[1],),
                    played=moves[0].key,
                    replies=replies,
                    coach=coach,
                )
                return self.feedback
            self.feedback = Feedback(
                Verdict.INFO,
                Code.ENGINE_PLAYED,
                facts=facts,
                given=moves[0].key,
                played=moves[0].key,
                replies=replies,
            )
            return self.feedback
        critical, better = run.critical or ("", "")
        verdict = Verdict.CORRECT if run.reached else Verdict.WRONG
        code = Code.ENDGAME_WON if run.reached else Code.ENDGAME_LOST
        return self._attempt(
            Feedback(
                verdict,
                code,
                facts=facts,
                given=critical,
                answers=(better,) if better else (),
                detail=run.target,
                played=moves[0].key,
                replies=replies,
                coach=coach,
            )
        )

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
        numbers = [text.strip() for text in (ours, theirs)]
        if not all(text.isascii() and text.isdigit() for text in numbers) or any(
            int(text) > MAX_POINTS_ANSWER for text in numbers
        ):
            self.feedback = Feedback(
                Verdict.INCOMPLETE, Code.UNREADABLE_COUNT, detail=str(MAX_POINTS_ANSWER)
            )
            return self.feedback
        return self.answer("-".join(str(int(text)) for text in numbers))

    def answer(self, text: str) -> Feedback:
        """Answer a count (``8-0``), a declaration (``ronda``/``no-ronda``) or an option.

        A wrong answer says why where the engine can prove it without giving the answer away.
        """
        lesson, _, solution = self._open()
        given = text.strip().lower()
        if not given:
            self.feedback = Feedback(Verdict.INCOMPLETE, Code.CHOOSE_ANSWER)
            return self.feedback
        answers = tuple(sorted(solution.correct))
        if solution.is_correct(given):
            return self._attempt(
                Feedback(
                    Verdict.CORRECT,
                    Code.CORRECT_ANSWER,
                    answers=answers,
                    given=given,
                    players=lesson.players,
                )
            )
        reason, facts = wrong_answer_reason(lesson, self.ruleset, given, answers[0])
        return self._attempt(
            Feedback(
                Verdict.WRONG,
                Code.WRONG_ANSWER,
                facts=facts,
                answers=answers,
                given=given,
                reason=reason,
                players=lesson.players,
            )
        )

    def hint(self) -> str | None:
        """Reveal the next hint (None when all have been shown) and record it."""
        lesson, _, _ = self._open()
        hints = lesson.text(self.lang)[0].hints
        if self.hints_shown >= len(hints):
            return None
        self.hints_shown += 1
        self.progress = self.progress.update(
            lesson.id, hints=max(self.progress.record(lesson.id).hints, self.hints_shown)
        )
        return hints[self.hints_shown - 1]

    def reveal(self) -> Feedback:
        """Show the solution: every correct answer, the first one explained."""
        lesson, position, solution = self._open()
        answers = tuple(sorted(solution.correct))
        facts: tuple[Fact, ...] = ()
        best = next(iter(self._best_plays(solution)), None)
        if best is not None:
            facts = explain_move(best, position)
            self.selection = Selection(hand=best.card, table=frozenset(best.captured))
        self.shown = True
        self.earned = self.earned or 1
        record = self.progress.record(lesson.id)
        self.progress = self.progress.update(lesson.id, revealed=True, stars=max(record.stars, 1))
        self._review(lesson, clean=False)
        self.feedback = Feedback(Verdict.SOLUTION, Code.SOLUTION, facts=facts, answers=answers)
        return self.feedback

    # -- helpers --------------------------------------------------------------------------
    def _open(self) -> tuple[Lesson, Position, Solution]:
        if self.lesson is None or self.position is None or self.solution is None:
            raise RuntimeError("no lesson is open")
        return self.lesson, self.position, self.solution

    def _judge_play(
        self, play: Play, position: Position, solution: Solution, reasons: tuple[Fact, ...]
    ) -> Feedback:
        key = format_play(play)
        facts = explain_move(play, position)
        if solution.is_correct(key):
            others = tuple(sorted(solution.correct - {key}))
            return Feedback(
                Verdict.CORRECT, Code.CORRECT_PLAY, facts=facts, answers=others, given=key
            )
        best_plays = self._best_plays(solution)
        best = best_plays[0] if best_plays else None
        explained = [explain_move(each, position) for each in best_plays]
        mine = (play_points(position, play), len(play.captured))
        theirs = (play_points(position, best), len(best.captured)) if best else (0, 0)
        return Feedback(
            Verdict.WRONG,
            Code.WORSE_PLAY,
            facts=reasons + facts,
            best_facts=shared_deeds(explained, facts),
            answers=tuple(sorted(solution.correct)),
            given=key,
            more_points=theirs[0] - mine[0],
            more_cards=theirs[1] - mine[1],
        )

    def _best_plays(self, solution: Solution) -> list[Play]:
        """Return the plays among the solution's correct answers, the first one first."""
        return [
            candidate.play
            for candidate in solution.candidates
            if candidate.key in solution.correct and candidate.play is not None
        ]

    def _attempt(self, feedback: Feedback) -> Feedback:
        """Record an attempt; the first right one of a visit earns its stars."""
        lesson, _, _ = self._open()
        record = self.progress.record(lesson.id)
        correct = feedback.verdict is Verdict.CORRECT
        spent = min(record.seconds + max(0.0, time.monotonic() - self._opened_at), MAX_SECONDS)
        self._opened_at = time.monotonic()
        stars, solved = record.stars, record.solved
        first_right = correct and (self.earned == 0 or self.shown)
        if first_right:
            self.earned = earned_stars(
                misses=self.misses, hints=self.hints_shown, revealed=self.shown
            )
            stars, solved = max(stars, self.earned), solved or not self.shown
            self.solved = self.solved or not self.shown
        elif not correct:
            self.misses += 1
        course = self.course_of(lesson.id)
        before = self.progress.solved([x.id for x in course.lessons])
        self.progress = self.progress.update(
            lesson.id,
            attempts=min(record.attempts + 1, MAX_COUNT),  # as progress reads back
            solved=solved,
            seconds=round(spent, 1),
            stars=stars,
        )
        after = self.progress.solved([x.id for x in course.lessons])
        if after == len(course.lessons) and before < after:
            self.course_finished = course
        if correct and not self.shown:  # a solution seen has queued it already
            self._review(lesson, clean=not self.hints_shown)
        self.feedback = feedback
        self.finished = correct
        return feedback

    def _review(self, lesson: Lesson, *, clean: bool) -> None:
        """Put a lesson solved only with help into the review queue; move a due one on."""
        practice = self.progress.practice.reviewed(
            item_key(LESSON, lesson.id), clean, clock.today()
        )
        self.progress = replace(self.progress, practice=practice)


def _prepare(lesson: Lesson, ruleset: str) -> tuple[Position, Solution]:
    """Return the lesson's position and the engine's answers under ``ruleset``."""
    try:
        return lesson_position(lesson, ruleset), solve(lesson, ruleset)
    except ValueError as error:  # the lesson's or the engine's error, a ruleset unknown
        raise LessonUnavailable(lesson, ruleset, error) from error


__all__ = [
    "MAX_POINTS_ANSWER",
    "PLAY_KINDS",
    "LessonUnavailable",
    "Selection",
    "Session",
    "explain_move",
]

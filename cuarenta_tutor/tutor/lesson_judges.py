"""The lesson's judges, one per kind of answer: a play, an endgame move, a typed answer.

Each takes what the engine proved about the lesson (its
:class:`~cuarenta_tutor.lessons.checker.Solution`, or the endgame trainer) and the learner's
answer, and returns the :class:`~cuarenta_tutor.tutor.feedback.Feedback` on it. Recording
the attempt is the session's (:mod:`.visit`); wording it is the sentence layer's.
"""

from __future__ import annotations

from ..engine.explain import Fact
from ..engine.game import Position, play_points
from ..engine.plays import Play, format_play
from ..lessons.checker import NO_RONDA, Solution
from ..lessons.model import Lesson, LessonKind
from .endgame import EndgameRun
from .feedback import Code, Feedback, Reason, Verdict
from .quiz import wrong_answer_reason
from .selection import best_deeds, explain_move, right_play

MAX_POINTS_ANSWER = 99
"""The largest number a count answer may be (a side's points in one count)."""


def answer_keys(lesson: Lesson) -> list[str]:
    """Return the answers a question lesson offers, as the keys :func:`judge_answer` reads.

    A declaration lesson offers ``ronda`` and ``no-ronda``; a rule lesson its options; a
    lesson answered on the board or by counting offers none.
    """
    if lesson.kind is LessonKind.DECLARE:
        return ["ronda", NO_RONDA]
    if lesson.kind is LessonKind.RULE:
        return [str(option).lower() for option in lesson.options]
    return []


def best_plays(solution: Solution) -> list[Play]:
    """Return the plays among the solution's correct answers, the first one first."""
    return [
        candidate.play
        for candidate in solution.candidates
        if candidate.key in solution.correct and candidate.play is not None
    ]


def judge_play(
    play: Play, position: Position, solution: Solution, warnings: tuple[Fact, ...] = ()
) -> Feedback:
    """Judge a legal play against the lesson's proved answers.

    A worse play says what every best play does that it does not, and how many points and
    cards it gives away; ``warnings`` (a run left behind, where the rules allow it) come first.
    """
    key = format_play(play)
    if solution.is_correct(key):
        return right_play(play, position, sorted(solution.correct))
    facts = explain_move(play, position)
    best = best_plays(solution)
    mine = (play_points(position, play), len(play.captured))
    theirs = (play_points(position, best[0]), len(best[0].captured)) if best else (0, 0)
    return Feedback(
        Verdict.WRONG,
        Code.WORSE_PLAY,
        facts=warnings + facts,
        best_facts=best_deeds(best, position, facts),
        answers=tuple(sorted(solution.correct)),
        given=key,
        more_points=theirs[0] - mine[0],
        more_cards=theirs[1] - mine[1],
    )


def judge_endgame_move(run: EndgameRun, play: Play) -> Feedback:
    """Play the learner's move in the endgame trainer, let the engine answer, and judge it.

    While the run goes on the feedback is the engine's replies (``ENGINE_PLAYED``) or, when
    the move lost the target and may be taken back, ``ENDGAME_LOSING_MOVE``; once the run is
    over it is the result (``ENDGAME_WON`` or ``ENDGAME_LOST``, with the critical move).
    """
    before = run.position
    moves = run.play(play)
    replies = tuple(move.key for move in moves[1:])
    from ..engine.search.coach import judge  # the search: imported when first needed

    coach = judge(before, play, open_hands=True) if run.flagged else None
    facts = explain_move(play, before)
    played = moves[0].key
    if not run.over:
        if run.flagged:
            return Feedback(
                Verdict.WRONG,
                Code.ENDGAME_LOSING_MOVE,
                facts=facts,
                given=played,
                answers=(run.flagged[1],),
                played=played,
                replies=replies,
                coach=coach,
            )
        return Feedback(
            Verdict.INFO,
            Code.ENGINE_PLAYED,
            facts=facts,
            given=played,
            played=played,
            replies=replies,
        )
    critical, better = run.critical or ("", "")
    return Feedback(
        Verdict.CORRECT if run.reached else Verdict.WRONG,
        Code.ENDGAME_WON if run.reached else Code.ENDGAME_LOST,
        facts=facts,
        given=critical,
        answers=(better,) if better else (),
        detail=run.target,
        played=played,
        replies=replies,
        coach=coach,
    )


def read_count(ours: str, theirs: str) -> str | Feedback:
    """Read a count typed in two boxes as an answer key (``8-0``), or say what to type.

    Each box takes a whole number from 0 to :data:`MAX_POINTS_ANSWER`.
    """
    numbers = [text.strip() for text in (ours, theirs)]
    if not all(text.isascii() and text.isdigit() for text in numbers) or any(
        int(text) > MAX_POINTS_ANSWER for text in numbers
    ):
        return Feedback(Verdict.INCOMPLETE, Code.UNREADABLE_COUNT, detail=str(MAX_POINTS_ANSWER))
    return "-".join(str(int(text)) for text in numbers)


def missing_answer(lesson: Lesson) -> Feedback:
    """Say what to choose before an answer can be judged: cards, an option, two numbers.

    A capture lesson plays its own card: it asks for the table cards (or the card alone).
    """
    if lesson.kind is LessonKind.CAPTURE and lesson.play:
        return Feedback(Verdict.INCOMPLETE, Code.CHOOSE_CARD, detail="table")
    if lesson.kind.plays_cards:
        return Feedback(Verdict.INCOMPLETE, Code.CHOOSE_CARD)
    if lesson.kind is LessonKind.COUNT:
        return Feedback(Verdict.INCOMPLETE, Code.UNREADABLE_COUNT, detail=str(MAX_POINTS_ANSWER))
    return Feedback(Verdict.INCOMPLETE, Code.CHOOSE_ANSWER)


def judge_answer(
    lesson: Lesson, ruleset: str, solution: Solution, given: str, tried: tuple[str, ...] = ()
) -> Feedback:
    """Judge a typed answer: a count (``8-0``), a declaration (``ronda``/``no-ronda``), an option.

    ``given`` is the answer as read (stripped, lower case, not empty); ``tried`` the visit's
    earlier wrong answers. A wrong answer says why where the engine can prove it without
    giving the answer away.
    """
    answers = tuple(sorted(solution.correct))
    right = solution.is_correct(given)
    reason, facts = (
        (None, ()) if right else wrong_answer_reason(lesson, ruleset, given, answers[0], tried)
    )
    return Feedback(
        Verdict.CORRECT if right else Verdict.WRONG,
        Code.CORRECT_ANSWER if right else Code.WRONG_ANSWER,
        facts=facts,
        answers=answers,
        given=given,
        reason=reason,
        players=lesson.players,
        nudges=lesson_nudges(lesson) if reason is Reason.NUDGE else {},
    )


def lesson_nudges(lesson: Lesson) -> dict[str, str]:
    """Return the lesson's nudge in each language it is written in (stale ones left out)."""
    return {
        lang: text.nudge
        for lang, text in lesson.texts.items()
        if text.nudge and (lang == "en" or lesson.status(lang) == "complete")
    }


__all__ = [
    "MAX_POINTS_ANSWER",
    "answer_keys",
    "best_plays",
    "judge_answer",
    "judge_endgame_move",
    "judge_play",
    "lesson_nudges",
    "missing_answer",
    "read_count",
]

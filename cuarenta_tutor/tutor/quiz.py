"""Why a quiz answer is wrong: a reason the engine can prove, without giving the answer away."""

from __future__ import annotations

from ..engine.cards import NotationError, parse_cards
from ..engine.explain import Fact, diagnose
from ..engine.plays import parse_play_text
from ..engine.rules import load_ruleset
from ..lessons.model import Lesson, LessonKind
from .feedback import Reason


def wrong_answer_reason(
    lesson: Lesson, ruleset: str, given: str, correct: str, tried: tuple[str, ...] = ()
) -> tuple[Reason | None, tuple[Fact, ...]]:
    """Return why ``given`` is wrong where ``correct`` is right (a reason and engine facts).

    A lesson with a nudge (its texts' ``nudge``) gets it: the rule that decides the question,
    which neither halves the options nor gives the answer away (walk P1, older 24). Else
    numbers get a direction (more, fewer) unless it would leave one option the learner has
    not ruled out (``tried``: the earlier wrong answers of the visit): the reason then points
    to the rule instead. A count says which side's points are off; a question on a play's
    legality that the learner thought legal gets the engine's reasons.
    """
    if lesson.kind is LessonKind.COUNT:
        return _count_reason(given, correct), ()
    if lesson.kind is LessonKind.RULE and lesson.ask and "legal" in lesson.ask and given == "yes":
        return None, _illegal_because(lesson.ask["legal"], ruleset)
    if lesson.texts["en"].nudge:  # the lesson's teacher says which rule decides it
        return Reason.NUDGE, ()
    if given.isdigit() and correct.isdigit():
        if len(open_options(lesson, (*tried, given), correct)) == 1:
            return Reason.RULE, ()
        return (Reason.MORE if int(correct) > int(given) else Reason.FEWER), ()
    return None, ()


def open_options(lesson: Lesson, tried: tuple[str, ...], correct: str) -> list[int]:
    """Return the numeric options left once each wrong answer in ``tried`` is told its way.

    Each wrong answer is left out, and so is every option on its wrong side (more or fewer
    than it). A lesson whose options are not all numbers gives an empty list.
    """
    numbers = [int(option) for option in lesson.options if str(option).isdigit()]
    if not numbers or len(numbers) != len(lesson.options):
        return []
    right = int(correct)
    wrong = [int(answer) for answer in tried if answer.isdigit()]
    return [
        number
        for number in numbers
        if number not in wrong
        and all(number > answer if answer < right else number < answer for answer in wrong)
    ]


def _count_reason(given: str, correct: str) -> Reason | None:
    try:
        ours, theirs = (int(part) for part in given.split("-"))
        right_ours, right_theirs = (int(part) for part in correct.split("-"))
    except ValueError:
        return None
    if ours != right_ours and theirs != right_theirs:
        return Reason.BOTH_SIDES
    return Reason.OUR_SIDE if ours != right_ours else Reason.THEIR_SIDE


def _illegal_because(spec: dict[str, str], ruleset: str) -> tuple[Fact, ...]:
    try:
        card, captured = parse_play_text(spec["play"])
        table = parse_cards(spec.get("table") or "")
    except (NotationError, KeyError, TypeError):
        return ()
    return diagnose(load_ruleset(ruleset), table, card, sorted(captured))

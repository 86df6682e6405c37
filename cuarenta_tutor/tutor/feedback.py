"""Feedback the session gives after an action: a verdict, a code and its parameters.

The session never words anything; ``sentences.feedback`` turns feedback into sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from ..engine.explain import Fact

if TYPE_CHECKING:  # the search is imported when a lesson needs it, not by the course map
    from ..engine.search.coach import Verdict as CoachVerdict


class Verdict(StrEnum):
    """How the learner's answer fared."""

    CORRECT = "correct"
    WRONG = "wrong"
    ILLEGAL = "illegal"
    INCOMPLETE = "incomplete"
    SOLUTION = "solution"
    INFO = "info"


class Code(StrEnum):
    """What the feedback says; each has a sentence in every language."""

    CORRECT_PLAY = "correct_play"
    CORRECT_ANSWER = "correct_answer"
    ILLEGAL_PLAY = "illegal_play"
    WORSE_PLAY = "worse_play"
    WRONG_ANSWER = "wrong_answer"
    CHOOSE_CARD = "choose_card"
    CHOOSE_ANSWER = "choose_answer"
    SOLUTION = "solution"
    RULES_CHANGED = "rules_changed"
    RULES_SAME = "rules_same"
    UNREADABLE_PLAY = "unreadable_play"
    UNREADABLE_COUNT = "unreadable_count"
    ENDGAME_WON = "endgame_won"
    ENDGAME_LOST = "endgame_lost"
    ENGINE_PLAYED = "engine_played"
    ENDGAME_LOSING_MOVE = "endgame_losing_move"


class Reason(StrEnum):
    """Why a quiz answer is wrong, as far as it can be said without giving the answer away."""

    MORE = "more"
    FEWER = "fewer"
    OUR_SIDE = "our_side"
    THEIR_SIDE = "their_side"
    BOTH_SIDES = "both_sides"
    RULE = "rule"
    """A direction would leave one option: think about the rule that decides the question."""
    NUDGE = "nudge"
    """The lesson's own nudge: the rule that decides its question (:attr:`Feedback.nudges`)."""


@dataclass(frozen=True)
class Feedback:
    """The verdict on one action, with everything a sentence about it needs."""

    verdict: Verdict
    code: Code
    facts: tuple[Fact, ...] = ()
    """Why: the explanation of the learner's play, or the reason it is illegal."""
    best_facts: tuple[Fact, ...] = ()
    """When the learner's play was worse: the caída and limpia every best play makes and the
    learner's does not (:func:`~cuarenta_tutor.engine.explain.shared_deeds`)."""
    answers: tuple[str, ...] = ()
    """The correct answers (plays in notation, numbers, options)."""
    given: str = ""
    """The learner's answer as the session understood it."""
    more_points: int = 0
    more_cards: int = 0
    detail: str = ""
    """A free parameter (the ruleset names when rules changed, an unreadable input; a worse
    practice play's criterion, ``immediate`` or ``deal``, or ``deal-chica`` when the loss to
    the end of the deck is a chica)."""
    extra: dict[str, str] = field(default_factory=dict)
    played: str = ""
    """The learner's last move in an endgame, in notation."""
    replies: tuple[str, ...] = ()
    """The engine's answers to it, in notation."""
    coach: CoachVerdict | None = None
    """The coach's verdict on the learner's move, when it lost an endgame's target."""
    reason: Reason | None = None
    """Why a quiz answer is wrong (a direction, or the side whose count is off)."""
    players: int = 2
    """The players of the lesson: a count speaks of *you* and *your opponent* when there are two."""
    nudges: dict[str, str] = field(default_factory=dict)
    """With :attr:`Reason.NUDGE`: the lesson's nudge by language (``en`` always)."""

"""Choosing cards and judging the choice: one path for lessons, Practice and Play (no widgets).

The learner picks one card from the hand and any cards from the table (a
:class:`Selection`); :func:`judge_selection` asks the engine whether that is a legal play
and returns the :class:`~cuarenta_tutor.engine.plays.Play`, or a
:class:`~cuarenta_tutor.tutor.feedback.Feedback` that says, by code and facts, why it is
not one. The sentences are written above this layer.

The checks come in one order, for every screen:

1. no hand card chosen: ``CHOOSE_CARD`` (incomplete, not an attempt);
2. a card not in the mover's hand: ``ILLEGAL_PLAY`` with the fact ``NOT_IN_HAND``;
3. a capture the rules forbid: ``ILLEGAL_PLAY`` with the engine's reasons
   (:func:`~cuarenta_tutor.engine.explain.diagnose`), before the play is looked for;
4. under a ruleset that lets a run be left behind (``claim_missed_run``) the reasons are
   only a warning: the play is looked for, and refused (with them) only if it is not legal.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..engine.cards import Card
from ..engine.explain import Code as FactCode
from ..engine.explain import Fact, diagnose, explain_play, shared_deeds
from ..engine.game import IllegalActionError, Position, find_play, play_outcome
from ..engine.plays import Play, format_play
from .feedback import Code, Feedback, Verdict


@dataclass(frozen=True)
class Selection:
    """The cards the learner has picked: one from the hand, any from the table."""

    hand: Card | None = None
    table: frozenset[Card] = frozenset()

    @classmethod
    def of(cls, play: Play) -> Selection:
        """Return the selection that makes ``play`` (to show a solution on the board)."""
        return cls(play.card, frozenset(play.captured))

    def with_hand(self, card: Card, hand: Collection[Card]) -> Selection:
        """Return this selection with ``card`` as the hand card (the same card again: none).

        A card no longer in ``hand`` (a click that crossed a redraw) changes nothing.
        """
        if card not in hand:
            return self
        return Selection(None if self.hand == card else card, self.table)

    def toggled(self, card: Card, table: Collection[Card]) -> Selection:
        """Return this selection with the table card ``card`` added, or taken out again.

        Only cards still on ``table`` stay chosen: a click that crossed an engine's move (the
        card was just taken) adds nothing, and would otherwise leave every play refused.
        """
        return Selection(self.hand, (self.table ^ {card}) & frozenset(table))

    @staticmethod
    def cleared(hand: Card | None = None) -> Selection:
        """Return an empty selection (with ``hand`` chosen: a lesson that plays its own card)."""
        return Selection(hand)


def illegal(facts: tuple[Fact, ...] = ()) -> Feedback:
    """Return the feedback on a selection that is not a legal play, with why (when known)."""
    return Feedback(Verdict.ILLEGAL, Code.ILLEGAL_PLAY, facts=facts)


def judge_selection(position: Position, selection: Selection) -> Play | Feedback:
    """Return the legal play the learner has chosen, or the feedback that says why not.

    The order of the checks is the module's (see above); the same selection gets the same
    code and facts on every screen.
    """
    card = selection.hand
    if card is None:
        return Feedback(Verdict.INCOMPLETE, Code.CHOOSE_CARD)
    if card.natural not in position.hand:  # as the engine reads a named joker
        return illegal((Fact(FactCode.NOT_IN_HAND, card=card),))
    chosen = sorted(selection.table)
    reasons = diagnose(position.ruleset, position.table, card, chosen)
    if reasons and not position.ruleset.claim_missed_run:
        return illegal(reasons)
    try:
        return find_play(position, card, chosen)
    except IllegalActionError:
        return illegal(reasons)


def left_behind(position: Position, play: Play) -> tuple[Fact, ...]:
    """Return what a legal ``play`` leaves that a full capture would take (usually nothing).

    Only a ruleset that lets a run be left behind (``claim_missed_run``) allows such a play;
    the facts are the ones :func:`judge_selection` refuses the same cards with elsewhere.
    """
    return diagnose(position.ruleset, position.table, play.card, sorted(play.captured))


def explain_move(play: Play, position: Position) -> tuple[Fact, ...]:
    """Return why ``play`` from ``position`` does what it does (its whole outcome)."""
    return explain_play(position.ruleset, play, play_outcome(position, play))


def right_play(play: Play, position: Position, answers: Sequence[str]) -> Feedback:
    """Return the feedback on a right ``play``: why it does what it does, and the other answers.

    ``answers`` are every right answer; the ones that are not ``play`` are offered as others.
    """
    key = format_play(play)
    others = tuple(answer for answer in answers if answer != key)
    facts = explain_move(play, position)
    return Feedback(Verdict.CORRECT, Code.CORRECT_PLAY, facts=facts, answers=others, given=key)


def best_deeds(
    best: Sequence[Play], position: Position, given: tuple[Fact, ...]
) -> tuple[Fact, ...]:
    """Return the caída and limpia facts every best play has and the learner's (``given``) lacks."""
    return shared_deeds([explain_move(play, position) for play in best], given)


def shown_solution(
    position: Position, answers: tuple[str, ...], first: object
) -> tuple[Feedback, Selection | None]:
    """Return the feedback that shows the solution, and the selection that makes it.

    ``first`` is the first answer read as an action: a play is explained and put on the
    board; any other answer (a count, a declaration) is only listed (no selection).
    """
    if not isinstance(first, Play):
        return Feedback(Verdict.SOLUTION, Code.SOLUTION, answers=answers), None
    facts = explain_move(first, position)
    shown = Feedback(Verdict.SOLUTION, Code.SOLUTION, facts=facts, answers=answers)
    return shown, Selection.of(first)


def after_choosing(feedback: Feedback | None) -> Feedback | None:
    """Return the feedback still true once the learner picks a card again.

    "First choose a card" (an incomplete choice) is stale as soon as a card is picked; a
    verdict on an answer stays until the next answer.
    """
    if feedback is not None and feedback.verdict is Verdict.INCOMPLETE:
        return None
    return feedback


__all__ = [
    "Selection",
    "after_choosing",
    "best_deeds",
    "explain_move",
    "illegal",
    "judge_selection",
    "left_behind",
    "right_play",
    "shown_solution",
]

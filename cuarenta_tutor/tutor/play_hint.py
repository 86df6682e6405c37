"""The coach's hint on the Play screen: the action it would take, and one proved reason why.

The reason is the first one the coach would give against the next best action
(:func:`~cuarenta_tutor.engine.search.coach.verdict_from`): the same facts, seen from the
side of the action it recommends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.game import Action, Declare, Position, apply
from ..engine.search.coach import (
    Band,
    Reason,
    ReasonCode,
    assess,
    holds_doble_ronda,
    verdict_from,
)


@dataclass(frozen=True)
class Hint:
    """The coach's action and why: the next best action, and what it lacks (if proved)."""

    action: Action
    runner: Action | None = None
    """The next best action (``None`` when there is no other)."""
    reason: Reason | None = None
    """The first reason against ``runner`` (``None`` when it is as good, or none is proved)."""
    tied: bool = False
    """Whether ``runner`` is as good as ``action`` (tied, or within the sampling error)."""
    players: int = 2
    """The players at the mesa: the reason names your opponent, or the next player."""
    doble: bool = False
    """Whether declaring now declares a doble ronda."""
    then: Hint | None = None
    """After the ronda the coach declares: its hint for the card played next, in the same turn
    (``None`` when the action is no declaration, or the declaration ends the chica)."""


def hint_for(position: Position) -> Hint:
    """Return the coach's hint for the player to move in ``position``.

    Declaring a ronda is no move of its own: the hint then also says the card to play next
    and why (walk P2, N6: "this play is safer" had no play to point at).
    """
    hint = _hint(position)
    if isinstance(hint.action, Declare):
        after, _ = apply(position, hint.action)
        if not after.is_over and after.turn == position.turn and after.hand == position.hand:
            return replace(hint, then=_hint(after))
    return hint


def _hint(position: Position) -> Hint:
    """Return the coach's action for ``position`` and why, against the next best action."""
    assessment = assess(position)
    best = assessment.best
    others = [action for action in assessment.ranked() if action != best]
    players, doble = position.players, holds_doble_ronda(position)
    if not others:
        return Hint(best, players=players, doble=doble)
    runner = others[0]
    verdict = verdict_from(assessment, runner)
    tied = verdict.band is Band.BEST or verdict.as_good
    # a safe drop says what the runner (or the hint) did well, not what the runner lacks
    against = [r for r in verdict.reasons if r.code is not ReasonCode.SAFE_DROP]
    reason = None if tied or not against else against[0]
    return Hint(best, runner, reason, tied, players, doble)

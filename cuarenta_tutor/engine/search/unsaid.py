"""The caída or limpia a verdict's band leaves unsaid: proved by playing both actions.

The coach names a missed caída or limpia only from an *Inaccuracy* on
(:func:`~.coach.says_missed_gain`): "you missed a caída" beside *Good* would read as a
contradiction. The review
still tells the learner that the caída was there, as a note that calls nothing a mistake;
this module finds those notes, each one proved by :func:`~..game.apply`.
"""

from __future__ import annotations

from ..game import Position, apply
from ..plays import Play
from ..scoring import CAIDA_KINDS, Event, EventKind
from .coach import Band, Reason, ReasonCode, Verdict

UNSAID = (ReasonCode.MISSED_CAIDA, ReasonCode.MISSED_LIMPIA)
"""The reasons a note can carry: a caída (target, card) or a limpia (the card that makes it)."""


def unsaid_gains(position: Position, verdict: Verdict) -> tuple[Reason, ...]:
    """Return the caída and the limpia the best action scores and the verdict's does not.

    Only those the verdict does not already name, and only when the best action is another
    play (a verdict of *Best* has nothing missed). A caída or limpia the rules cancel (the
    38 rule) scores nothing and is not a gain.
    """
    best = verdict.best
    if verdict.band is Band.BEST or not isinstance(best, Play) or best == verdict.action:
        return ()
    said = {reason.code for reason in verdict.reasons}
    side = position.side
    mine = _scored(apply(position, verdict.action)[1], side)
    top = _scored(apply(position, best)[1], side)
    notes: list[Reason] = []
    caida = ReasonCode.MISSED_CAIDA not in said and top & CAIDA_KINDS and not mine & CAIDA_KINDS
    if caida and position.last_drop is not None:
        notes.append(Reason(ReasonCode.MISSED_CAIDA, (position.last_drop, best.card)))
    limpia = ReasonCode.MISSED_LIMPIA not in said and EventKind.LIMPIA in top - mine
    if limpia:
        notes.append(Reason(ReasonCode.MISSED_LIMPIA, (best.card,)))
    return tuple(notes)


def _scored(events: tuple[Event, ...], side: int) -> set[EventKind]:
    """Return the kinds of events that scored points for ``side``."""
    return {event.kind for event in events if event.side == side and event.points > 0}

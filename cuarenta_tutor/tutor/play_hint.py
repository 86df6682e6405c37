"""The coach's hint on the Play screen: the action it would take, and one proved reason why.

The reason is the first one the coach would give against the next best action
(:func:`~cuarenta_tutor.engine.search.coach.verdict_from`): the same facts, seen from the
side of the action it recommends.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..engine.cards import Card
from ..engine.game import Action, Declare, Position, apply
from ..engine.plays import Play
from ..engine.rules import Ruleset
from ..engine.scoring import Event, EventKind
from ..engine.search.coach import (
    Assessment,
    Band,
    Reason,
    ReasonCode,
    assess,
    holds_doble_ronda,
    verdict_from,
)
from ..engine.search.reasons import STAKES

DECLARED = (EventKind.RONDA, EventKind.DOBLE_RONDA)
"""The events a declaration scores (named by its own sentence: "Opponent 2 declared a ronda")."""


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
    close: bool = False
    """Whether ``runner`` is only within the sampling error of ``action``, not tied: the
    coach's band for it is *Good* ("about as good"), not *Best* (walk P1 N6)."""
    own: Reason | None = None
    """A proved reason for ``action`` itself, said where nothing is proved against ``runner``:
    for a drop, that its rank is dead (``safe_drop``) or that no card risked less of a
    caída (``least_risk``), as the coach's *Best* verdict on it says (walk P1, older 17)."""
    own_stake: tuple[Reason, ...] = ()
    """After a least risk in :attr:`own`: what the caída it risks would bring, as the verdict
    says it right after (``caida_stake``: the chica; ``zapateria_stake``: the mesa too)."""
    forgone: tuple[Card, ...] = ()
    """When ``action`` drops a card that could capture: the most cards it could take (walk
    P1 NEW-4: "play A♠" with A♥ on the table reads as taking it)."""
    runner_forgone: tuple[Card, ...] = ()
    """The same for ``runner``."""
    declared: Event | None = None
    """With :attr:`then`: what declaring scores now, as the engine scores it (its points, or
    none under the 38 rule or past the ronda's threshold), so the hint can say its worth."""
    ruleset: Ruleset | None = None
    """With :attr:`declared`: the mesa's rules, which say why a ronda would score nothing."""
    alike: bool = False
    """Whether every action ties with :attr:`action`: the hint says every play is as good,
    as the verdict then does, not one rival (walk17 L4)."""


def hint_for(position: Position) -> Hint:
    """Return the coach's hint for the player to move in ``position``.

    Declaring a ronda is no move of its own: the hint then also says the card to play next
    and why (walk P2, N6: "this play is safer" had no play to point at).
    """
    hint = _hint(position)
    if isinstance(hint.action, Declare):
        after, events = apply(position, hint.action)
        if not after.is_over and after.turn == position.turn and after.hand == position.hand:
            declared = next((e for e in events if e.kind in DECLARED), None)
            return replace(hint, then=_hint(after), declared=declared, ruleset=position.ruleset)
    return hint


def _hint(position: Position) -> Hint:
    """Return the coach's action for ``position`` and why, against the next best action."""
    assessment = assess(position, with_lines=True)
    best = assessment.best
    others = [action for action in assessment.ranked() if action != best]
    players, doble = position.players, holds_doble_ronda(position)
    said = verdict_from(assessment, best).reasons  # a drop's own proved reason, if any
    own = next((r for r in said if r.code in (ReasonCode.SAFE_DROP, ReasonCode.LEAST_RISK)), None)
    stake = _stake_after(said, own)
    if not others:
        return Hint(
            best, players=players, doble=doble, own=own, own_stake=stake,
            forgone=forgone(assessment, best),
        )  # fmt: skip
    runner = others[0]
    verdict = verdict_from(assessment, runner)
    tied = verdict.band is Band.BEST or verdict.as_good
    # a safe drop says what the runner (or the hint) did well, not what the runner lacks
    against = [r for r in verdict.reasons if r.code is not ReasonCode.SAFE_DROP]
    reason = None if tied or not against else against[0]
    alike = all(assessment.band(action) is Band.BEST for action in others)
    return Hint(
        best, runner, reason, tied, players, doble, close=tied and verdict.band is not Band.BEST,
        own=own, own_stake=stake, forgone=forgone(assessment, best),
        runner_forgone=forgone(assessment, runner), alike=alike,
    )  # fmt: skip


def _stake_after(said: tuple[Reason, ...], own: Reason | None) -> tuple[Reason, ...]:
    """Return the stake a *Best* verdict says right after ``own``'s least risk, if any."""
    if own is None or own.code is not ReasonCode.LEAST_RISK:
        return ()
    stake: list[Reason] = []
    for reason in said[said.index(own) + 1 :]:
        if reason.code not in STAKES:
            break
        stake.append(reason)
    return tuple(stake)


def forgone(assessment: Assessment, action: Action) -> tuple[Card, ...]:
    """Return what the card of a drop could have taken instead: the largest capture with it.

    Empty when ``action`` is no drop, or its card could take nothing.
    """
    if not (isinstance(action, Play) and action.is_drop):
        return ()
    takes = [
        other.captured
        for other in assessment.values
        if isinstance(other, Play) and other.card == action.card and other.captured
    ]
    return max(takes, key=lambda cards: len(cards)) if takes else ()

"""The end of a deck on the Play screen: the cards each side took, the cartón, the score.

Worked out from the engine's own transition: the counts are the sides' piles as
:func:`~cuarenta_tutor.engine.deal.end_deck` counts them (the last play's cards and the
leftovers included), the points are the events the engine scored, and the cartón's parts are
:func:`~cuarenta_tutor.engine.scoring.carton_value` of the engine's scale. Nothing here
scores anything the engine did not.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import Action, Position
from ..engine.plays import Play
from ..engine.scoring import Event, EventKind, carton_value

CARTON_FROM = 20
"""The captured cards from which the cartón is worth its full value (RULES.md §2)."""
DECK_KINDS = frozenset(
    {
        EventKind.LEFTOVERS,
        EventKind.CARTON,
        EventKind.DOS_POR_DARLAS,
        EventKind.CHICA,
        EventKind.ZAPATERIA,
        EventKind.MESA,
    }
)
"""The events a deck end reports (the play's own caída or limpia are said by the coach)."""
COUNT_KINDS = frozenset({EventKind.LEFTOVERS, EventKind.CARTON, EventKind.DOS_POR_DARLAS})
"""The events only the count of a deck makes."""


@dataclass(frozen=True)
class Carton:
    """The cartón's arithmetic for the side with the most cards (or 20 and more).

    ``value`` is what the engine's scale gives ``cards``: ``base`` for the first
    :data:`CARTON_FROM` cards and ``value - base`` for the rest; ``points`` is what the engine
    actually scored (0 when a threshold or the 38 rule cancelled it).
    """

    side: int
    cards: int
    base: int
    value: int
    points: int

    @property
    def extra_cards(self) -> int:
        """The cards over :data:`CARTON_FROM`."""
        return self.cards - CARTON_FROM

    @property
    def extra_points(self) -> int:
        """What the cards over :data:`CARTON_FROM` add to the base value."""
        return self.value - self.base


@dataclass(frozen=True)
class DeckEnd:
    """One deck's end as the learner is shown it before the next deck starts."""

    deck_no: int
    """The deck that ended (from 0)."""
    counts: tuple[int, int] | None
    """The cards each side took, or ``None`` when a chica ended the deck before its count."""
    events: tuple[Event, ...]
    """The deck's results: leftovers, cartón, chica, zapatería, mesa."""
    scores: tuple[int, int]
    """The score after the count (the chica's final score when the deck won it)."""
    cartons: tuple[Carton, ...]
    won_by: tuple[Event, ...] = ()
    """When a play won the chica before the count: what that play scored (a caída, say)."""

    @property
    def chica_ended(self) -> bool:
        """Whether the deck ended a chica (the next deck starts a new one)."""
        return any(event.kind is EventKind.CHICA for event in self.events)


def deck_end(
    before: Position, action: Action, after: Position, events: tuple[Event, ...]
) -> DeckEnd | None:
    """Return the deck end that ``action`` caused (``None`` when the deck goes on)."""
    if after.deck_no == before.deck_no and after.chica_no == before.chica_no and not after.is_over:
        return None
    shown = tuple(event for event in events if event.kind in DECK_KINDS)
    last_card = not before.stock and sum(map(len, before.hands)) == 1 and isinstance(action, Play)
    # a play that wins the chica ends it before the count; a count that wins it shows its cards
    won_first = any(e.kind is EventKind.CHICA for e in shown) and not any(
        e.kind in COUNT_KINDS for e in shown
    )
    counted = last_card and not won_first
    counts = _counts(before, action, shown) if counted else None
    chica = next((e for e in shown if e.kind is EventKind.CHICA and e.final), None)
    scores = chica.final if chica is not None and chica.final else after.scores
    rules = before.ruleset
    cartons = tuple(
        Carton(e.side, counts[e.side], carton_value(rules, CARTON_FROM), value, e.points)
        for e in shown
        if e.kind is EventKind.CARTON and e.side is not None and counts is not None
        for value in [carton_value(rules, counts[e.side])]
    )
    won_by = tuple(e for e in events if e.points and e.kind not in DECK_KINDS) if won_first else ()
    return DeckEnd(before.deck_no, counts, shown, scores, cartons, won_by)


def _counts(before: Position, action: Action, events: tuple[Event, ...]) -> tuple[int, int]:
    """Return the sides' piles at the count: the last play's cards and the leftovers added."""
    piles = [len(before.piles[0]), len(before.piles[1])]
    if isinstance(action, Play) and not action.is_drop:
        piles[before.side] += 1 + len(action.captured)
    for event in events:
        if event.kind is EventKind.LEFTOVERS and event.side is not None:
            piles[event.side] += len(event.cards)
    return piles[0], piles[1]


def cut_short(end: DeckEnd) -> bool:
    """Whether a play won the chica before the deck's count (the deck did not run out).

    A caída from 38, a caída en ronda or a doble ronda that wins the chica: ``counts`` is
    then ``None`` (walk16 L1: the panel said "End of deck 3" with 9 cards unplayed).
    """
    return end.counts is None and end.chica_ended

"""The rest of a deck played out with the solver's best replies: who takes last.

In the last round of a two-player deck every card is known, so the coach can follow each
action to the deck's end as the solver plays both sides (:func:`~.solver.solve`) and name
what the band alone does not: the side that takes last collects the cards left on the table
(walk P1-N2: taking J♣ with J♦ at once was a blunder because keeping the jack for the last
card made the learner the last to take; the verdict said only that the gain came later).
"""

from __future__ import annotations

from functools import lru_cache

from ..cards import Card
from ..game import Action, Position, apply
from ..scoring import Event, EventKind
from .solver import solve


@lru_cache(maxsize=64)  # the best line is played out once for every action judged against it
def played_out(position: Position, action: Action) -> tuple[Event, ...]:
    """Return the events of ``action`` and of the rest of the deck, played out.

    Each side plays the solver's first optimal action, up to the deck's end (its cartón) or
    the chica's.
    """
    deck = position.deck_no
    position, found = apply(position, action)
    events = list(found)
    while not _ended(position, found, deck):
        position, found = apply(position, solve(position).optimal[0].action)
        events.extend(found)
    return tuple(events)


def _ended(position: Position, found: tuple[Event, ...], deck: int) -> bool:
    ends = (EventKind.CARTON, EventKind.CHICA)
    return position.is_over or position.deck_no != deck or any(e.kind in ends for e in found)


def last_take(position: Position, action: Action, best: Action) -> tuple[Card, ...]:
    """Return the cards left on the table that ``best`` brings the mover's side.

    They are the cards ``best`` collects by taking last, where ``action`` lets the other
    side take last instead; empty otherwise.
    """
    side = position.side
    mine, top = _leftovers(played_out(position, action)), _leftovers(played_out(position, best))
    if top is None or top.side != side or not top.cards:
        return ()
    if mine is not None and mine.side == side:
        return ()
    return top.cards


def _leftovers(events: tuple[Event, ...]) -> Event | None:
    return next((event for event in events if event.kind is EventKind.LEFTOVERS), None)

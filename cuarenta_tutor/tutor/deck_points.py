"""What each deck of a mesa scored during play, and the cards behind its cartón.

The Play tab's results list says, deck by deck, the count and what followed it; with the
points made during play (caídas, limpias, rondas…) and the cards each side took, a deck's
points can be rebuilt from the list (walk P2b-N7). Every point is an event the engine scored.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..engine.scoring import Event, EventKind
from .play import RESULT_KINDS, Move

PLAY_KINDS = frozenset(EventKind) - RESULT_KINDS - {EventKind.DEAL}
"""The events scored during play (not by a deck's count, a chica or the mesa)."""


@dataclass(frozen=True)
class DeckPoints:
    """One deck's points made during play, per side, and the cards each side took."""

    deck_no: int
    """The deck (from 0)."""
    scored: tuple[tuple[Event, ...], tuple[Event, ...]]
    """Per side: the events that scored points during play, in order."""
    counts: tuple[int, int] | None
    """The cards each side took at the count (``None``: the deck ended before its count)."""


def deck_points(moves: Iterable[Move]) -> dict[int, DeckPoints]:
    """Return, for each deck with a move, its points made during play and its count."""
    scored: dict[int, tuple[list[Event], list[Event]]] = {}
    counts: dict[int, tuple[int, int] | None] = {}
    for move in moves:
        sides = scored.setdefault(move.deck_no, ([], []))
        counts.setdefault(move.deck_no, None)
        for event in move.events:
            if event.kind in PLAY_KINDS and event.points and event.side is not None:
                sides[event.side].append(event)
        if move.end is not None and move.end.counts is not None:
            counts[move.deck_no] = move.end.counts
    return {
        deck: DeckPoints(deck, (tuple(ours), tuple(theirs)), counts[deck])
        for deck, (ours, theirs) in scored.items()
    }

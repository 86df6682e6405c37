"""The capture listing of one card on a table, as the ``captures`` command reports it."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, CardError, DuplicateCardError, ensure_unique
from .plays import Play, capture_events, card_plays
from .rules import Ruleset
from .scoring import Event


@dataclass(frozen=True)
class ListedPlay:
    """One legal play of the card with what it scores for the player's side."""

    play: Play
    events: tuple[Event, ...]

    @property
    def points(self) -> int:
        """The points the play scores at the given score."""
        return sum(event.points for event in self.events)

    def to_dict(self) -> dict[str, object]:
        """Return the play in the ``captures --json`` form."""
        return {
            "card": str(self.play.card),
            "captured": [str(c) for c in self.play.captured],
            "events": [event.kind.value for event in self.events],
            "points": self.points,
        }


def list_captures(
    ruleset: Ruleset,
    table: tuple[Card, ...],
    card: Card,
    *,
    last: Card | None = None,
    score: tuple[int, int] = (0, 0),
) -> list[ListedPlay]:
    """List the drop and every complete capture of ``card``; ``score`` is ours-theirs.

    Raises a ValueError subclass when the cards cannot lie like that.
    """
    ensure_unique((*table, card))
    if last is not None and last not in table:
        raise CardError("the caída card {card} must be one of the table cards", card=str(last))
    if not ruleset.jokers and any(c.is_joker for c in (*table, card)):
        raise CardError(
            "there are no jokers under '{rules}': add the house rule +jokers", rules=ruleset.name
        )
    if card.is_joker and card.rank and card.natural in {c.natural for c in table}:
        raise DuplicateCardError("the joker {card} appears twice", card=str(card.natural))
    return [
        ListedPlay(play, tuple(capture_events(ruleset, play, table, last, 0, score[0])))
        for play in card_plays(ruleset, table, card)
    ]

"""What a player can know of the hidden cards in a puzzle's position (pure, engine only).

In the last round of a two-player deck every card of the deck has been dealt: the cards
neither in the learner's hand nor on the table nor taken in this deck are exactly the
opponent's hand. The learner at the table works that out from the cards seen; a puzzle
served cold shows them no earlier round, so its prompt names those cards (and claims to know
them only when the position proves it).
"""

from __future__ import annotations

from ..engine.cards import Card, new_deck, sort_cards
from ..engine.position import Position


def unseen_cards(position: Position) -> tuple[Card, ...]:
    """Return the cards of the deck the player to move has not seen in this deck.

    Seen: the player's hand, the table and both sides' captures of this deck.
    """
    seen = {*position.hand, *position.table, *(card for pile in position.piles for card in pile)}
    return sort_cards(card for card in new_deck(jokers=position.ruleset.jokers) if card not in seen)


def deduced_hand(position: Position) -> tuple[Card, ...] | None:
    """Return the opponent's hand when the cards seen prove it, else ``None``.

    Only with two players, nothing left to deal, no card set aside unseen, and the unseen
    cards exactly the opponent's hand (checked against the position, not assumed).
    """
    if position.players != 2 or position.stock or position.set_aside:
        return None
    opponent = sort_cards(position.hands[1 - position.turn])
    return opponent if unseen_cards(position) == opponent else None

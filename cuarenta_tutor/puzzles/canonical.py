"""The canonical form of a puzzle position up to suit permutation, for finding duplicates.

Suits never matter in Cuarenta, so two positions that differ only by a renaming of the
suits are the same puzzle. The key holds what the player to move sees — the hand, the table,
the caída card, the scores, the piles' sizes, rondas, claimable cards, the seats — written
under each of the 24 renamings; the smallest is the key. The hidden cards are left out:
under ``deal`` they are exactly the cards the mover does not see, and under ``immediate``
only their number matters.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations

from ..engine.cards import SUITS, Card, format_cards, sort_cards
from ..engine.game import Position

RENAMINGS = tuple(dict(zip(SUITS, order, strict=True)) for order in permutations(SUITS))


def canonical_key(position: Position) -> str:
    """Return the position's key: equal keys mean the same puzzle up to suits."""
    return min(_written(position, renaming) for renaming in RENAMINGS)


def _written(position: Position, renaming: dict[str, str]) -> str:
    def cards(items: Iterable[Card]) -> str:
        return format_cards(sort_cards(_renamed(card, renaming) for card in items))

    last = _renamed(position.last_drop, renaming) if position.last_drop else None
    sizes = ",".join(str(len(hand)) for hand in position.hands)
    return "|".join(
        (
            position.ruleset.name,
            f"{position.players}p d{position.dealer} t{position.turn}",
            f"{position.scores} {position.chicas}",
            cards(position.hand),
            cards(position.table),
            str(last),
            f"{len(position.piles[0])}/{len(position.piles[1])} s{len(position.stock)} h{sizes}",
            str(position.declared),
            str(position.held_rondas[position.turn]),
            cards(position.claimable),
            str(position.last_capturer),
        )
    )


def _renamed(card: Card, renaming: dict[str, str]) -> Card:
    return card if card.is_joker else Card(card.rank, renaming[card.suit])

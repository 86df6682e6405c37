"""The ``immediate`` criterion: what a play gains now and what it leaves the next player.

A play's key is compared lexicographically, higher first:

1. ``points``: the points the play's events give the mover's side minus those they give
   the other side (a play that ends the deck includes the leftovers and the cartón), plus
   :data:`~.state.CHICA_VALUE` if it wins the chica (minus, if it loses it);
2. ``cards``: the cards it wins (the played card and those captured; a claim's cards);
3. ``−caída risk``: the chance that the next player holds a card of the rank just dropped;
4. ``−limpia risk``: the chance that the next player holds a card whose play takes every
   card left on the table.

The chances are those the mover can know: the next player's cards are drawn from the
cards the mover cannot see (:func:`~.worlds.unseen_cards`), an unseen joker
counting as every rank. They are 0 when the mover keeps the turn (a declaration or a claim),
when the play ends the deck, and for a caída when the round ends (a new round clears the
caída target).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from math import comb

from ..cards import SUITS, Card
from ..game import Action, Claim, Position
from ..plays import Play, card_plays
from ..rules import Ruleset

ImmediateKey = tuple[int, int, float, float]


def chance_to_hold(unseen: int, hand: int, matching: int) -> float:
    """Return the chance that a hand of ``hand`` unseen cards holds one of ``matching`` cards."""
    if hand <= 0 or matching <= 0:
        return 0.0
    if matching > unseen - hand:
        return 1.0
    return 1.0 - comb(unseen - matching, hand) / comb(unseen, hand)


@lru_cache(maxsize=4096)
def clearing_ranks(ruleset: Ruleset, table: tuple[Card, ...]) -> frozenset[int]:
    """Return the ranks a card of which can take every card on ``table`` in one play."""
    if not table:
        return frozenset()
    return frozenset(
        rank
        for rank in range(1, 11)
        if any(
            len(play.captured) == len(table)
            for play in card_plays(ruleset, table, Card(rank, SUITS[0]))
        )
    )


def cards_won(position: Position, action: Action) -> int:
    """Return the cards ``action`` puts in the mover's pile."""
    if isinstance(action, Play):
        return len(action.captured) + 1 if action.captured else 0
    if isinstance(action, Claim):
        return len(position.claimable)
    return 0


def immediate_key(
    position: Position,
    action: Action,
    after: Position,
    points: int,
    unseen: Counter[int],
) -> ImmediateKey:
    """Return the sort key of ``action`` (see the module docstring).

    ``after`` is the position ``apply`` returned, ``points`` the mover's margin of the
    action's events and ``unseen`` the mover's unseen cards by rank (jokers under rank 0).
    """
    won = cards_won(position, action)
    if after.side == position.side or after.deck_no != position.deck_no or after.is_over:
        return points, won, 0.0, 0.0  # the mover plays on, or nothing is left to leave
    total = sum(unseen.values())
    hand = len(after.hand)
    jokers = unseen[0]
    caida = 0.0
    if after.last_drop is not None:
        caida = chance_to_hold(total, hand, unseen[after.last_drop.rank] + jokers)
    ranks = clearing_ranks(after.ruleset, after.table)
    clearing = sum(unseen[rank] for rank in ranks) + (jokers if ranks else 0)
    limpia = chance_to_hold(total, hand, clearing)
    return points, won, 0.0 - caida, 0.0 - limpia

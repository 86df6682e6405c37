"""Chances stated when a hidden player has declared a ronda, or a caída may be made by a sum.

The next player's chance to fall on (or clear) what an action leaves: the unseen cards are
then not alike, so deals that agree with the declarations are drawn
(:func:`.sampling.sample_deals`), once per position. Where a caída may be made by a sum
(``caida_by_sum``, as under ``casual``), a card of another rank that takes the drop by a sum
counts too (:func:`sum_ranks`): the rank alone understated the risk.
"""

from __future__ import annotations

import functools

from ..cards import RANKS, SUITS, Card
from ..game import Action, Position, apply
from ..plays import Play, card_plays
from .immediate import chance_to_hold, clearing_ranks
from .sampling import sample_deals, visible_seed
from .worlds import unseen_cards

CHANCE_DEALS = 400
"""Deals drawn to state a chance when a hidden player has declared a ronda."""


def known_chance(position: Position, action: Action, chance: float, *, limpia: bool) -> float:
    """Return the chance that the next player can fall on (or clear) what ``action`` leaves.

    ``chance`` is the ``immediate`` one, which counts every unseen card alike and the drop's
    rank only; where a caída may be made by a sum the ranks that take the drop by a sum are
    counted too. When a hidden player has declared a ronda, the cards are not alike any
    more: the chance is then the share of :data:`CHANCE_DEALS` deals consistent with the
    declarations (:func:`.sampling.sample_deals`) in which the next player holds such a card.
    """
    declared = [r for seat, r in enumerate(position.declared) if seat != position.turn and r]
    by_sum = not limpia and position.ruleset.caida_by_sum
    if not declared and not by_sum:
        return chance
    after, _ = apply(position, action)
    if after.side == position.side:
        return chance
    if limpia:
        ranks = clearing_ranks(after.ruleset, after.table)
    else:
        assert isinstance(action, Play)
        ranks = frozenset({action.card.rank}) | sum_ranks(after, action.card)
    if not declared:  # a sum caída under ``casual``: only while the drop is the target
        open_to_caida = after.deck_no == position.deck_no and not after.is_over
        if not (open_to_caida and isinstance(action, Play) and after.last_drop == action.card):
            return chance
        return chance_of_ranks(position, after, ranks)
    held = _ranks_held(position)
    return sum(bool(ranks & hands[after.turn]) for hands in held) / len(held)


def sum_ranks(after: Position, card: Card) -> frozenset[int]:
    """Return the other ranks that could take ``card`` just dropped by a sum (a caída there).

    Only where the ruleset counts a caída made by a sum (``caida_by_sum``, as ``casual``).
    """
    rules = after.ruleset
    if not rules.caida_by_sum or card.is_joker:
        return frozenset()
    return frozenset(
        rank
        for rank in RANKS
        if rank != card.rank
        and any(
            card in play.base and not play.is_match
            for play in card_plays(rules, after.table, Card(rank, SUITS[0]))
        )
    )


def sum_caida_ranks(position: Position, action: Action) -> frozenset[int]:
    """Return the ranks that could take the card ``action`` drops by a sum (a caída there).

    Empty unless the ruleset counts a caída made by a sum and the drop is left as its target.
    """
    if not (position.ruleset.caida_by_sum and isinstance(action, Play) and action.is_drop):
        return frozenset()
    after, _ = apply(position, action)
    if after.side == position.side or after.last_drop != action.card:
        return frozenset()
    return sum_ranks(after, action.card)


def chance_of_ranks(position: Position, after: Position, ranks: frozenset[int]) -> float:
    """Return the chance that the next player holds a card of ``ranks`` (or a joker).

    As :func:`.immediate.immediate_key` counts it: the next player's cards drawn from the
    cards the mover cannot see, every unseen card alike.
    """
    unseen = unseen_cards(position)
    matching = sum(card.is_joker or card.rank in ranks for card in unseen)
    return chance_to_hold(len(unseen), len(after.hand), matching)


@functools.lru_cache(maxsize=8)
def _ranks_held(position: Position) -> tuple[tuple[frozenset[int], ...], ...]:
    """Return the ranks each seat holds in deals that agree with the declarations.

    :data:`CHANCE_DEALS` deals, drawn once per position for every action and both chances
    asked of it.
    """
    deals = sample_deals(position, CHANCE_DEALS, visible_seed(position))
    return tuple(
        tuple(frozenset(card.rank for card in hand) for hand in deal.hands) for deal in deals
    )

"""Chances stated when a hidden player has declared a ronda.

The next player's chance to fall on (or clear) what an action leaves: the unseen cards are
then not alike, so deals that agree with the declarations are drawn
(:func:`.sampling.sample_deals`), once per position.
"""

from __future__ import annotations

import functools

from ..game import Action, Position, apply
from ..plays import Play
from .immediate import clearing_ranks
from .sampling import sample_deals, visible_seed

CHANCE_DEALS = 400
"""Deals drawn to state a chance when a hidden player has declared a ronda."""


def known_chance(position: Position, action: Action, chance: float, *, limpia: bool) -> float:
    """Return the chance that the next player can fall on (or clear) what ``action`` leaves.

    ``chance`` is the ``immediate`` one, which counts every unseen card alike. When a hidden
    player has declared a ronda, the cards are not alike any more: the chance is then the
    share of :data:`CHANCE_DEALS` deals consistent with the declarations
    (:func:`.sampling.sample_deals`) in which the next player holds such a card.
    """
    declared = [r for seat, r in enumerate(position.declared) if seat != position.turn and r]
    if not declared:
        return chance
    after, _ = apply(position, action)
    if after.side == position.side:
        return chance
    if limpia:
        ranks = clearing_ranks(after.ruleset, after.table)
    else:
        assert isinstance(action, Play)
        ranks = frozenset({action.card.rank})
    held = _ranks_held(position)
    return sum(bool(ranks & hands[after.turn]) for hands in held) / len(held)


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

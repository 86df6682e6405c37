"""Deals of the hidden cards that agree with everything the player to move knows.

:func:`~.worlds.sample_worlds` keeps only the sizes of the hidden places. The coach needs
more: a player who declared a ronda this round was dealt three cards of one rank, so their
hand still holds those of the three they have not played. Which cards a player has played
this round is not part of a :class:`~cuarenta_tutor.engine.game.Position`, but each of them
is now on the table or in a pile (seen) and a player has played ``5 − len(hand)`` cards, so
a declarer whose hand holds ``h`` cards of the rank and ``s`` cards of it have been seen
must satisfy ``h + min(s, 5 − len(hand)) ≥ 3``. :func:`consistent` checks exactly that;
:func:`sample_deals` draws uniformly among the deals that pass (rejection sampling, from a
seed).

When the ronda is *shown* (``ronda_shown``) its rank is known and the condition is checked
for that rank. Otherwise only the declaration is known: some rank must satisfy it, and the
deal's declared rank is set to one that does (a caída en ronda is on that rank).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence

from ..cards import Card, seeded_random
from ..game import ROUND_SIZE, Position
from .worlds import deal_world, hidden_places, unseen_cards

RONDA = 3
"""Cards of one rank in a ronda."""
MAX_TRIES = 200
"""Rejected deals allowed per accepted one before the declarations are given up."""


def seen_ranks(position: Position) -> Counter[int]:
    """Count by rank the cards out of every hand: on the table and in the piles."""
    seen: Counter[int] = Counter(card.rank for card in position.table)
    seen.update(card.rank for pile in position.piles for card in pile)
    return seen


def ronda_ranks(position: Position, hand: Sequence[Card], seat: int) -> list[int]:
    """Return the ranks ``seat`` may have declared a ronda of, holding ``hand`` now."""
    played = ROUND_SIZE - len(hand)
    held = Counter(card.rank for card in hand)
    seen = seen_ranks(position)
    return [rank for rank in range(1, 11) if held[rank] + min(seen[rank], played) >= RONDA]


def consistent(position: Position, world: Position) -> bool:
    """Whether every hidden hand of ``world`` fits the rondas declared in ``position``."""
    return _agrees(position, [world.hands[seat] for seat in _hidden_seats(position)])


def _hidden_seats(position: Position) -> list[int]:
    """Return the seats whose hands the player to move cannot see, in their places' order."""
    return [seat for seat in range(position.players) if seat != position.turn]


def _agrees(position: Position, hands: Sequence[Sequence[Card]]) -> bool:
    """Whether the hidden ``hands`` (one per hidden seat, in order) fit the declarations.

    Checked on the cards alone, before a deal is built from them: most draws fail it.
    """
    shown = position.ruleset.ronda_shown
    for seat, hand in zip(_hidden_seats(position), hands, strict=False):  # then the stock's
        declared = position.declared[seat]
        if declared is None:
            continue
        ranks = ronda_ranks(position, hand, seat)
        if (declared not in ranks) if shown else not ranks:
            return False
    return True


def _declare_as_dealt(position: Position, world: Position) -> Position:
    """Set each hidden declarer's rank to one its dealt hand supports (hidden rondas)."""
    if position.ruleset.ronda_shown:
        return world
    declared = list(world.declared)
    for seat, rank in enumerate(position.declared):
        if seat != position.turn and rank is not None:
            ranks = ronda_ranks(position, world.hands[seat], seat)
            declared[seat] = rank if rank in ranks or not ranks else ranks[0]
    return dataclasses.replace(world, declared=tuple(declared))


def sample_deals(position: Position, samples: int, seed: int | str) -> list[Position]:
    """Return ``samples`` random deals of the unseen cards that agree with the declarations.

    Reproducible from ``seed``. Each deal is drawn uniformly among those that agree (see the
    module doc); if after :data:`MAX_TRIES` draws none agrees, which no real game produces,
    the last draw is kept.
    """
    rng = seeded_random(seed)
    unseen = list(unseen_cards(position))
    sizes = hidden_places(position)
    declared = any(
        rank is not None for seat, rank in enumerate(position.declared) if seat != position.turn
    )
    deals = []
    for _ in range(samples):
        for _ in range(MAX_TRIES if declared else 1):
            rng.shuffle(unseen)
            places = _split(unseen, sizes)
            if not declared or _agrees(position, places):
                world = deal_world(position, places)
                break
        else:
            world = deal_world(position, _split(_forced(position, unseen), sizes))
        deals.append(_declare_as_dealt(position, world) if declared else world)
    return deals


def _split(cards: Sequence[Card], sizes: Sequence[int]) -> list[list[Card]]:
    """Cut ``cards`` into consecutive places of ``sizes``."""
    places, start = [], 0
    for size in sizes:
        places.append(list(cards[start : start + size]))
        start += size
    return places


def _forced(position: Position, shuffled: list[Card]) -> list[Card]:
    """Reorder shuffled unseen cards so that each hidden declarer holds what it must.

    Used when rejection finds no agreeing deal (a declarer with few cards left whose hand
    must be nearly all of one rank): the declared rank (for a hidden one, the rank with the
    most unseen cards) goes into the declarer's hand as often as needed, the rest keeps its
    random order. The hidden hands come first among the places (:func:`hidden_places`).
    """
    pool = list(shuffled)
    seen = seen_ranks(position)
    hands: list[list[Card]] = []
    for seat, hand in enumerate(position.hands):
        if seat == position.turn:
            continue
        forced: list[Card] = []
        rank = position.declared[seat]
        if rank is not None:
            if not position.ruleset.ronda_shown:
                rank = max(range(1, 11), key=lambda r: sum(c.rank == r for c in pool))
            need = RONDA - min(seen[rank], ROUND_SIZE - len(hand))
            forced = [card for card in pool if card.rank == rank][: max(0, min(need, len(hand)))]
            for card in forced:
                pool.remove(card)
        hands.append(forced)
    ordered: list[Card] = []
    for forced, size in zip(
        hands, [len(h) for s, h in enumerate(position.hands) if s != position.turn], strict=True
    ):
        fill = pool[: size - len(forced)]
        del pool[: size - len(forced)]
        ordered += forced + fill
    return ordered + pool


def visible_seed(position: Position) -> str:
    """Return a seed made of what the player to move sees (the same view, the same deals)."""
    seen = (
        position.ruleset.name,
        position.turn,
        position.dealer,
        position.scores,
        position.hand,
        position.table,
        position.piles,
        position.last_drop,
        len(position.stock),
        tuple(len(hand) for hand in position.hands),
        tuple(rank is not None for rank in position.declared),
    )
    return repr(seen)

"""The worlds of the ``expected`` criterion: every way the hidden cards can lie.

The player to move sees their own hand, the table and the captured piles; every other
card (the other hands, the stock, the cards set aside) is *unseen*. A world deals the
unseen cards to those places, keeping their sizes. Since suits never matter, worlds that
differ only in suits are one world here, weighted by how many deals it stands for:
:func:`enumerate_worlds` lists them all with exact weights when there are few, and
:func:`sample_worlds` draws seeded random deals otherwise.

Only the sizes constrain a deal. A ronda a hidden player has declared stays declared as
the position says (its rank included, although ``quito`` does not show it), and the deal
does not force that player to hold it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from math import comb

from ..cards import Card, new_deck, seeded_random, sort_cards
from ..game import ROUND_SIZE, Position, ronda_rank


@dataclass(frozen=True)
class World:
    """One deal of the unseen cards and how many deals (of suits) it stands for."""

    position: Position
    weight: int = 1


def unseen_cards(position: Position) -> tuple[Card, ...]:
    """Return the cards the player to move cannot see, in canonical order."""
    seen = {card.natural for card in (*position.hand, *position.table)}
    seen.update(card.natural for pile in position.piles for card in pile)
    return tuple(c for c in new_deck(jokers=position.ruleset.jokers) if c not in seen)


def hidden_places(position: Position) -> list[int]:
    """Return the sizes of the places unseen cards lie in.

    In order: each other seat's hand, each five-card packet of the stock (the stock deals
    five at a time), then the cards set aside.
    """
    sizes = [len(hand) for seat, hand in enumerate(position.hands) if seat != position.turn]
    sizes += [ROUND_SIZE] * (len(position.stock) // ROUND_SIZE)
    if position.set_aside:
        sizes.append(len(position.set_aside))
    return sizes


def count_deals(position: Position) -> int:
    """Return how many deals of the unseen cards (as sets per place) there are."""
    remaining, deals = len(unseen_cards(position)), 1
    for size in hidden_places(position):
        deals *= comb(remaining, size)
        remaining -= size
    return deals


def enumerate_worlds(position: Position, limit: int) -> list[World] | None:
    """Return every world up to suits with its weight, or None if there are more than ``limit``.

    The weights add up to :func:`count_deals`.
    """
    unseen = unseen_cards(position)
    kinds = _by_rank(unseen)
    sizes = hidden_places(position)
    worlds: list[World] = []
    for split, weight in _splits([len(cards) for cards in kinds], sizes):
        if len(worlds) == limit:
            return None
        places: list[list[Card]] = [[] for _ in sizes]
        for cards, parts in zip(kinds, split, strict=True):
            start = 0
            for place, part in zip(places, parts, strict=True):
                place.extend(cards[start : start + part])
                start += part
        worlds.append(World(deal_world(position, places), weight))
    return worlds


def sample_worlds(position: Position, samples: int, seed: int | str) -> list[World]:
    """Return ``samples`` uniformly random deals of the unseen cards, reproducibly from ``seed``."""
    rng = seeded_random(seed)
    unseen = list(unseen_cards(position))
    sizes = hidden_places(position)
    worlds = []
    for _ in range(samples):
        rng.shuffle(unseen)
        places, start = [], 0
        for size in sizes:
            places.append(unseen[start : start + size])
            start += size
        worlds.append(World(deal_world(position, places)))
    return worlds


def deal_world(position: Position, places: Sequence[Sequence[Card]]) -> Position:
    """Return ``position`` with the unseen cards lying in ``places`` (see :func:`hidden_places`).

    A hidden hand of five is dealt its held ronda afresh; for a hidden hand that has
    already played this round the held ronda is unknown and taken as the declared one.
    """
    hands = list(position.hands)
    held = list(position.held_rondas)
    index = 0
    for seat in range(position.players):
        if seat == position.turn:
            continue
        hands[seat] = sort_cards(places[index])
        full = len(hands[seat]) == ROUND_SIZE
        held[seat] = ronda_rank(hands[seat]) if full else position.declared[seat]
        index += 1
    packets = len(position.stock) // ROUND_SIZE
    stock = tuple(card for packet in places[index : index + packets] for card in sort_cards(packet))
    aside = tuple(places[index + packets]) if position.set_aside else ()
    return dataclasses.replace(
        position,
        hands=tuple(hands),
        stock=stock,
        set_aside=sort_cards(aside),
        held_rondas=tuple(held),
    )


def _by_rank(cards: Sequence[Card]) -> list[list[Card]]:
    """Group cards by rank (unnamed jokers are rank 0), leaving out empty groups."""
    groups: dict[int, list[Card]] = {}
    for card in cards:
        groups.setdefault(card.rank, []).append(card)
    return [groups[rank] for rank in sorted(groups)]


def _splits(
    counts: Sequence[int], sizes: Sequence[int]
) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
    """Yield every way to split ``counts[k]`` cards of kind ``k`` over places of ``sizes``.

    Each split comes with its weight: the number of card-level deals it stands for.
    """

    def split_kind(
        kind: int, room: tuple[int, ...]
    ) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
        if kind == len(counts):
            yield (), 1
            return
        for parts in _compositions(counts[kind], room):
            left = tuple(r - p for r, p in zip(room, parts, strict=True))
            ways = _multinomial(counts[kind], parts)
            for rest, weight in split_kind(kind + 1, left):
                yield (parts, *rest), ways * weight

    yield from split_kind(0, tuple(sizes))


def _compositions(total: int, room: Sequence[int]) -> Iterator[tuple[int, ...]]:
    """Yield the ways to write ``total`` as parts bounded by ``room``, place by place."""
    if not room:
        if total == 0:
            yield ()
        return
    for first in range(min(total, room[0]), -1, -1):
        if total - first <= sum(room[1:]):
            for rest in _compositions(total - first, room[1:]):
                yield (first, *rest)


def _multinomial(total: int, parts: Sequence[int]) -> int:
    """Return the number of ways to deal ``total`` distinct cards into groups of ``parts``."""
    ways, remaining = 1, total
    for part in parts:
        ways *= comb(remaining, part)
        remaining -= part
    return ways

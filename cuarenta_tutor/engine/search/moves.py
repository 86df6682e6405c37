"""Rank-space plays for the solver: what one card of a rank can do on a table.

Suits never matter in Cuarenta, so the solver describes a hand or the table by how many
cards of each rank it holds, packed three bits per rank into one int. Rank 0 stands for an
unnamed joker in a hand; a named joker on the table is a card of the rank it was named as,
which is how the engine treats it too.

:class:`MoveTable` lists the plays of a rank the way
:func:`~cuarenta_tutor.engine.plays.card_plays` does —
a match (or every card of the rank under ``match_takes_all``) or one sum, then the whole
run from the played rank + 1 (7 → J), periquito extras, and under ``pagat`` the plays
that stop the run early — but on packed counts, because calling the engine with card
objects at every node made the search several times slower. Plays that differ only in
which card of a rank they take are one play here, except where that card is the caída
target. The tests check every listing against the engine's, transition by transition.

>>> from cuarenta_tutor.engine.cards import parse_cards
>>> from cuarenta_tutor.engine.rules import load_ruleset
>>> table = pack(parse_cards("3c 4h Js Qd Kc"))
>>> [(e.won, e.limpia) for e in MoveTable(load_ruleset("quito")).effects(table, 0, 7)]
[(6, True), (0, False)]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import cache
from typing import NamedTuple

from ..cards import RANK_K, Card
from ..rules import Ruleset

BITS = 3
"""Bits per rank in a packed count: up to 7 cards of one rank (4 natural + 2 named jokers)."""
FIELD = (1 << BITS) - 1
UNIT: tuple[int, ...] = tuple(1 << (BITS * rank) for rank in range(RANK_K + 1))
"""``UNIT[rank]`` adds one card of ``rank`` to a packed count (rank 0: an unnamed joker)."""
TABLE_RANKS = tuple(range(1, RANK_K + 1))
HIGHEST_SUM = 7
"""Only A–7 take part in sums (J, Q, K are worth nothing there)."""
COUNTED_BITS = BITS * 64
"""Bits :func:`total` counts at once: 64 fields, more than four packed hands hold."""
_LOW, _MIDDLE, _HIGH = (
    sum(1 << (BITS * field + bit) for field in range(COUNTED_BITS // BITS)) for bit in range(3)
)
CACHE_LIMIT = 20_000
"""Entries a shared cache keeps before it is cleared, for a long-lived process (a class
server's kernels, the static site in the browser). Clearing one changes no value: what it
held is built again, equal. Measured on a quiet machine, 60 four-player hints: 20 000 keeps
a kernel's peak at 40 MB (46 MB before the shared caches) for 0.77 of the time; 100 000
took 0.65 of the time but a peak of 109 MB, too much for a class of 30 on one server."""


def count(packed: int, rank: int) -> int:
    """Return how many cards of ``rank`` a packed count holds."""
    return (packed >> (BITS * rank)) & FIELD


def total(packed: int) -> int:
    """Return how many cards a packed count holds.

    Each field is three bits, so the sum of the fields is the number of low bits set, plus
    twice the middle ones, plus four times the high ones: three popcounts, not a loop.
    """
    if not packed >> COUNTED_BITS:
        return (
            (packed & _LOW).bit_count()
            + 2 * (packed & _MIDDLE).bit_count()
            + 4 * (packed & _HIGH).bit_count()
        )
    cards = 0
    while packed:
        cards += packed & FIELD
        packed >>= BITS
    return cards


def pack(cards: Iterable[Card]) -> int:
    """Pack cards as counts per rank (an unnamed joker counts as rank 0)."""
    packed = 0
    for card in cards:
        packed += UNIT[card.rank]
    return packed


def fits(part: int, whole: int) -> bool:
    """Whether every rank count of ``part`` is at most that of ``whole``."""
    shift = 0
    while part:
        if part & FIELD > (whole >> shift) & FIELD:
            return False
        part >>= BITS
        shift += BITS
    return True


def natural_ronda(packed: int) -> int:
    """Return the lowest rank held three or more times (jokers do not count), or 0."""
    return next((rank for rank in TABLE_RANKS if count(packed, rank) >= 3), 0)


class Effect(NamedTuple):
    """What playing one card of ``rank`` does, in rank space.

    ``table`` is the table afterwards; ``won`` the cards that go to the mover's pile (the
    played card and those captured; 0 for a drop); ``claimable`` the run cards a shortened
    play leaves for the next player to claim (``pagat``). A named tuple rather than a
    dataclass: the search creates and reads many of them.
    """

    rank: int
    table: int
    won: int
    drop: bool
    caida: bool
    limpia: bool
    periquito: bool
    claimable: int


Move = tuple[int, Effect | None]
"""A move of the search: the rank taken from the hand and its effect (see :mod:`.state`)."""


def sum_combinations(target: int, max_cards: int) -> tuple[int, ...]:
    """Return every multiset of A–7 values adding up to ``target`` as packed counts.

    A sum has at least two cards and, when ``max_cards`` is not 0, at most that many.
    """
    return tuple(_combinations(max_cards, 1, target, 0, 0)) if target <= HIGHEST_SUM else ()


def _combinations(
    max_cards: int, smallest: int, remaining: int, size: int, packed: int
) -> Iterator[int]:
    """Yield the multisets ``packed`` grows into (:func:`sum_combinations`; not a closure)."""
    if remaining == 0:
        if size >= 2:
            yield packed
        return
    if max_cards and size == max_cards:
        return
    for value in range(smallest, min(remaining, HIGHEST_SUM) + 1):
        yield from _combinations(
            max_cards, value, remaining - value, size + 1, packed + UNIT[value]
        )


class MoveTable:
    """The rank-space plays of each rank on each table, generated once and kept.

    With ``partial`` (and a ruleset that lets the next player claim missed run cards) the
    plays that stop a run early are listed too, each with the cards it leaves claimable.

    :attr:`listings` keeps what :class:`~.state.DeckGame` builds from these plays (a node's
    moves in search order), so that every game of the ruleset shares it: see
    :func:`shared_table`. Every cache is cleared when it reaches :data:`CACHE_LIMIT`.
    """

    def __init__(self, ruleset: Ruleset, *, partial: bool = True) -> None:
        self.ruleset = ruleset
        self.partial = partial and ruleset.claim_missed_run
        self._sums = {rank: sum_combinations(rank, ruleset.sum_max_cards) for rank in TABLE_RANKS}
        self._cache: dict[tuple[int, int, int], tuple[Effect, ...]] = {}
        self.listings: dict[bool, dict[tuple[int, int, int, int, bool], tuple[Move, ...]]] = {}
        """A node's moves by hand, table, caída target, the mover's rondas and a claim,
        apart for a ruleset where a ronda may be declared on any turn (or not)."""

    def effects(self, table: int, last: int, rank: int) -> tuple[Effect, ...]:
        """Return the distinct effects of playing a card of ``rank``: captures first, drop last.

        ``last`` is the rank of the caída target on the table (0 when there is none).
        """
        key = (table, last, rank)
        found = self._cache.get(key)
        if found is None:
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            found = self._generate(table, last, rank)
            self._cache[key] = found
        return found

    def bases(self, table: int, last: int, rank: int) -> list[tuple[int, bool]]:
        """Return the bases of a card of ``rank`` as ``(packed cards, caída)`` pairs.

        Where the base can take either the caída target or another card of its rank, both
        are listed: they score differently.
        """
        rules = self.ruleset
        found: list[tuple[int, bool]] = []
        same = count(table, rank)
        if same and rules.match_takes_all:
            found.append((same * UNIT[rank], last == rank))
        elif same:
            found += _with_and_without_target(UNIT[rank], table, last, True)
        for combination in self._sums[rank]:
            if fits(combination, table):
                found += _with_and_without_target(combination, table, last, rules.caida_by_sum)
        return found

    def _generate(self, table: int, last: int, rank: int) -> tuple[Effect, ...]:
        """List each base with the whole run above it (and, with ``partial``, shorter runs).

        As in the engine (``partial_runs``), a shortened run keeps the periquito extras of
        the cards it still takes.
        """
        run: list[int] = []
        for higher in range(rank + 1, RANK_K + 1):
            if not count(table, higher):
                break
            run.append(UNIT[higher])
        size = total(table)
        captures: list[Effect] = []
        for base, caida in self.bases(table, last, rank):
            taken = base + sum(run)
            extra = self._periquito(table, taken) if self.ruleset.periquito else 0
            won = total(taken + extra)
            limpia = won == size
            captures.append(
                Effect(rank, table - taken - extra, won + 1, False, caida, limpia, bool(extra), 0)
            )
            for length in range(len(run)) if self.partial else ():
                kept = base + sum(run[:length])
                left = sum(run[length:])
                more = self._periquito(table, kept) if self.ruleset.periquito else 0
                captures.append(
                    Effect(
                        rank,
                        table - kept - more,
                        total(kept + more) + 1,
                        False,
                        caida,
                        False,
                        bool(more),
                        left,
                    )
                )
        captures.sort(key=lambda e: (e.caida, e.limpia, e.won), reverse=True)
        drop = Effect(rank, table + UNIT[rank], 0, True, False, False, False, 0)
        return (*captures, drop)

    @staticmethod
    def _periquito(table: int, taken: int) -> int:
        """Return the other cards of each touched rank that lies four times on the table."""
        extra = 0
        for rank in TABLE_RANKS:
            if count(taken, rank) and count(table, rank) == 4:
                extra += (4 - count(taken, rank)) * UNIT[rank]
        return extra


@cache
def shared_table(ruleset: Ruleset) -> MoveTable:
    """Return the move table every search of ``ruleset`` shares (its plays do not change)."""
    return MoveTable(ruleset)


def _with_and_without_target(
    base: int, table: int, last: int, counts_as_caida: bool
) -> list[tuple[int, bool]]:
    """Split a base into the version that takes the caída target and the one that does not."""
    uses = count(base, last) if last else 0
    if not uses or not counts_as_caida:
        return [(base, False)]
    variants = [(base, True)]
    if uses < count(table, last):
        variants.append((base, False))
    return variants

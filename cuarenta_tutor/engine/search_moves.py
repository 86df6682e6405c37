"""Rank-space plays for the solver: the engine's plays of one rank on a table, memoized.

Suits never matter in Cuarenta, so the solver describes a hand or the table by how many
cards of each rank it holds, packed three bits per rank into one int. Rank 0 stands for an
unnamed joker in a hand; a named joker on the table is a card of the rank it was named as,
which is exactly how the engine treats it. The plays themselves stay the engine's: for a
table it has not seen yet, :class:`MoveTable` lays out representative cards and asks
:func:`~cuarenta_tutor.engine.plays.card_plays` (and, under ``pagat``, ``partial_runs``).

>>> from cuarenta_tutor.engine.cards import parse_cards
>>> from cuarenta_tutor.engine.rules import load_ruleset
>>> table = pack(parse_cards("3c 4h Js Qd Kc"))
>>> [(e.won, e.limpia) for e in MoveTable(load_ruleset("quito")).effects(table, 0, 7)]
[(6, True), (0, False)]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import JOKER_SUITS, RANK_K, SUITS, Card, sort_cards
from .plays import Play, card_plays, partial_runs
from .rules import Ruleset

BITS = 3
"""Bits per rank in a packed count: up to 7 cards of one rank (4 natural + 2 named jokers)."""
FIELD = (1 << BITS) - 1
UNIT: tuple[int, ...] = tuple(1 << (BITS * rank) for rank in range(RANK_K + 1))
"""``UNIT[rank]`` adds one card of ``rank`` to a packed count (rank 0: an unnamed joker)."""
TABLE_RANKS = tuple(range(1, RANK_K + 1))


def count(packed: int, rank: int) -> int:
    """Return how many cards of ``rank`` a packed count holds."""
    return (packed >> (BITS * rank)) & FIELD


def total(packed: int) -> int:
    """Return how many cards a packed count holds."""
    return sum(count(packed, rank) for rank in range(RANK_K + 1))


def pack(cards: Iterable[Card]) -> int:
    """Pack cards as counts per rank (an unnamed joker counts as rank 0)."""
    packed = 0
    for card in cards:
        packed += UNIT[card.rank]
    return packed


def natural_ronda(packed: int) -> int:
    """Return the lowest rank held three or more times (jokers do not count), or 0."""
    return next((rank for rank in TABLE_RANKS if count(packed, rank) >= 3), 0)


@dataclass(frozen=True, slots=True)
class Effect:
    """What playing one card of ``rank`` does, in rank space.

    ``won`` is the number of cards that go to the mover's pile (the played card and the
    captured ones; 0 for a drop). ``play``, ``cards`` and ``last`` are one representative
    engine play with the table and caída target it was generated on: the scorer hands them
    to the engine to learn what the play scores.
    """

    rank: int
    table: int
    won: int
    drop: bool
    caida: bool
    limpia: bool
    periquito: bool
    claimable: int
    play: Play
    cards: tuple[Card, ...]
    last: Card | None


def representative_table(table: int, last: int) -> tuple[tuple[Card, ...], Card | None]:
    """Lay out cards for a packed table; the first card of rank ``last`` is the caída target.

    Counts above four (only possible with jokers) are filled with named jokers.
    """
    cards: list[Card] = []
    for rank in TABLE_RANKS:
        suits = (SUITS + JOKER_SUITS)[: count(table, rank)]
        cards.extend(Card(rank, suit) for suit in suits)
    target = Card(rank=last, suit=SUITS[0]) if last else None
    return sort_cards(cards), target


class MoveTable:
    """The rank-space plays of each rank on each table, generated once by the engine.

    With ``partial`` (and a ruleset that lets the next player claim missed run cards) the
    plays that stop a run early are listed too, each with the cards it leaves claimable.
    """

    def __init__(self, ruleset: Ruleset, *, partial: bool = True) -> None:
        self.ruleset = ruleset
        self.partial = partial and ruleset.claim_missed_run
        self._cache: dict[tuple[int, int, int], tuple[Effect, ...]] = {}

    def effects(self, table: int, last: int, rank: int) -> tuple[Effect, ...]:
        """Return the distinct effects of playing a card of ``rank``: captures first, drop last.

        ``last`` is the rank of the caída target on the table (0 when there is none).
        """
        key = (table, last, rank)
        found = self._cache.get(key)
        if found is None:
            found = self._generate(table, last, rank)
            self._cache[key] = found
        return found

    def _generate(self, table: int, last: int, rank: int) -> tuple[Effect, ...]:
        cards, target = representative_table(table, last)
        card = Card(rank, SUITS[0])
        seen: dict[tuple[int, int, bool, bool, bool, int], Effect] = {}
        for play in card_plays(self.ruleset, cards, card):
            shorter = partial_runs(play) if self.partial and not play.is_drop else []
            for candidate in (play, *shorter):
                effect = self._effect(table, cards, target, candidate, play)
                signature = (
                    effect.table,
                    effect.won,
                    effect.caida,
                    effect.limpia,
                    effect.periquito,
                    effect.claimable,
                )
                seen.setdefault(signature, effect)
        captures = sorted(
            (e for e in seen.values() if not e.drop),
            key=lambda e: (e.caida, e.limpia, e.won),
            reverse=True,
        )
        drops = [e for e in seen.values() if e.drop]
        return (*captures, *drops)

    def _effect(
        self,
        table: int,
        cards: tuple[Card, ...],
        target: Card | None,
        play: Play,
        full: Play,
    ) -> Effect:
        """Describe ``play`` (possibly a shortened ``full``) on the representative table."""
        rank = play.card.rank
        if play.is_drop:
            return Effect(rank, table + UNIT[rank], 0, True, False, False, False, 0, play, cards, target)
        caida = (
            target is not None
            and target in play.base
            and (play.is_match or self.ruleset.caida_by_sum)
        )
        # The engine leaves claimable the rest of the complete run (game._missed_run).
        missed = pack(full.run[len(play.run) :]) if play is not full else 0
        return Effect(
            rank,
            table - pack(play.captured),
            len(play.captured) + 1,
            False,
            caida,
            len(play.captured) == len(cards),
            bool(play.extra),
            missed,
            play,
            cards,
            target,
        )

"""Legal plays of one card on a table: the drop, matches, sums and the sequence run.

A play is the played card plus one *base* (a match, or one sum) plus the run of
consecutive ranks from the played card's rank + 1 (7 is followed by J). :func:`card_plays`
lists every complete play; :func:`capture_events` says what a play scores.

>>> from cuarenta_tutor.engine.cards import parse_card, parse_cards
>>> from cuarenta_tutor.engine.rules import load_ruleset
>>> plays = card_plays(load_ruleset("quito"), parse_cards("3c 4h Js Qd Kc"), parse_card("7s"))
>>> [format_play(play) for play in plays]
['7s', '7s x 3c 4h Js Qd Kc']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import product

from .cards import (
    RANK_K,
    RANKS,
    Card,
    NotationError,
    format_cards,
    parse_card,
    parse_cards,
    sort_cards,
)
from .rules import CaidaEnRonda, Ruleset
from .scoring import CAIDA_POINTS, LIMPIA_POINTS, Event, EventKind, Note, award


@dataclass(frozen=True)
class Play:
    """One turn's card and what it takes: ``base`` (match or sum), ``run``, periquito ``extra``."""

    card: Card
    base: tuple[Card, ...] = ()
    run: tuple[Card, ...] = ()
    extra: tuple[Card, ...] = ()

    @cached_property
    def captured(self) -> tuple[Card, ...]:
        """All table cards taken, in canonical order (empty for a drop)."""
        return sort_cards(self.base + self.run + self.extra)

    @property
    def is_drop(self) -> bool:
        """Whether the card is simply laid on the table."""
        return not self.base

    @property
    def is_match(self) -> bool:
        """Whether the base is a match (same rank as the played card)."""
        return bool(self.base) and self.base[0].rank == self.card.rank

    @property
    def is_sum(self) -> bool:
        """Whether the base is a sum of lower cards."""
        return bool(self.base) and not self.is_match

    def __str__(self) -> str:
        return format_play(self)


def format_play(play: Play) -> str:
    """Write a play in notation: ``7s`` for a drop, ``7s x 3c 4h Js`` for a capture."""
    return f"{play.card} x {format_cards(play.captured)}" if play.captured else str(play.card)


def parse_play_text(text: str) -> tuple[Card, tuple[Card, ...]]:
    """Read ``"7s x 3c 4h Js"`` (or ``"7s"``) as the played card and the captured cards."""
    head, sep, tail = text.strip().partition(" x ")
    if not sep and text.strip().endswith(" x"):
        head, tail = text.strip()[:-2], ""
    if not head.strip():
        raise NotationError(
            "'{text}' is not a play: write the card, then x and the cards it takes", text=text
        )
    card = parse_card(head)
    captured = parse_cards(tail)
    if card.natural in {c.natural for c in captured}:
        raise NotationError(
            "in '{text}' the played card {card} is also listed as taken", text=text, card=str(card)
        )
    return card, sort_cards(captured)


def play_cards(text: str) -> set[Card]:
    """Return every card of a play in notation, played and taken (none when it is no play).

    >>> sorted(str(card) for card in play_cards("7s x 3c 4h"))
    ['3c', '4h', '7s']
    >>> play_cards("ronda")
    set()
    """
    try:
        card, captured = parse_play_text(text)
    except ValueError:
        return set()
    return {card, *captured}


def _subset_sums(cards: Sequence[Card], target: int, max_cards: int) -> Iterator[tuple[Card, ...]]:
    """Yield every set of at least two ``cards`` whose values add up to ``target``."""
    yield from _extended(cards, max_cards, 0, target, ())


def _extended(
    cards: Sequence[Card], max_cards: int, start: int, remaining: int, chosen: tuple[Card, ...]
) -> Iterator[tuple[Card, ...]]:
    """Yield the sets ``chosen`` grows into with ``cards[start:]`` (:func:`_subset_sums`).

    A module function, not a closure: a recursive closure is a reference cycle, left for the
    garbage collector after every call.
    """
    if remaining == 0:
        if len(chosen) >= 2:
            yield chosen
        return
    if max_cards and len(chosen) == max_cards:
        return
    for index in range(start, len(cards)):
        value = cards[index].value
        if value > remaining:
            break
        yield from _extended(
            cards, max_cards, index + 1, remaining - value, (*chosen, cards[index])
        )


def bases(ruleset: Ruleset, table: Sequence[Card], card: Card) -> list[tuple[Card, ...]]:
    """List the possible bases of ``card``: each match (or all at once), then each sum."""
    same = [c for c in table if c.rank == card.rank]
    found: list[tuple[Card, ...]] = []
    if same:
        found += [tuple(same)] if ruleset.match_takes_all else [(c,) for c in same]
    if card.value >= 2:
        addends = sorted((c for c in table if 0 < c.value < card.value), key=lambda c: (c.value, c))
        found += list(_subset_sums(addends, card.value, ruleset.sum_max_cards))
    return found


def runs(table: Sequence[Card], rank: int) -> list[tuple[Card, ...]]:
    """List every complete run from ``rank`` + 1 upwards, one card per rank (7 → J)."""
    ladder: list[list[Card]] = []
    for next_rank in range(rank + 1, RANK_K + 1):
        rung = [c for c in table if c.rank == next_rank]
        if not rung:
            break
        ladder.append(rung)
    return [tuple(choice) for choice in product(*ladder)]


def periquito_extra(table: Sequence[Card], taken: Sequence[Card]) -> tuple[Card, ...]:
    """Return the other cards of any rank that lies four times on the table and is touched."""
    touched = {c.rank for c in taken}
    extra = [
        c
        for c in table
        if c.rank in touched and c not in taken and sum(1 for t in table if t.rank == c.rank) == 4
    ]
    return sort_cards(extra)


def card_plays(ruleset: Ruleset, table: Sequence[Card], card: Card) -> list[Play]:
    """List every complete legal play of ``card``: the drop first, then each capture.

    A joker not yet named is tried as every rank.
    """
    if card.is_joker and card.rank == 0:
        return [play for rank in RANKS for play in card_plays(ruleset, table, card.named(rank))]
    plays = [Play(card)]
    for base in bases(ruleset, table, card):
        for run in runs(table, card.rank):
            extra = periquito_extra(table, base + run) if ruleset.periquito else ()
            plays.append(Play(card, base, run, extra))
    return plays


def partial_runs(ruleset: Ruleset, table: Sequence[Card], play: Play) -> list[Play]:
    """Return the plays that keep ``play``'s base but stop its run early (shortest first).

    Each keeps the periquito extras of the cards it still takes: a base that touches a rank
    lying four times on the table takes all four, however short the run.
    """
    shorter = []
    for length in range(len(play.run)):
        run = play.run[:length]
        extra = periquito_extra(table, play.base + run) if ruleset.periquito else ()
        shorter.append(Play(play.card, play.base, run, extra))
    return shorter


def capture_events(
    ruleset: Ruleset,
    play: Play,
    table: Sequence[Card],
    last: Card | None,
    side: int,
    score: int,
    *,
    caida_en_ronda: bool = False,
) -> list[Event]:
    """Return the caída, limpia and periquito events of ``play`` for ``side`` at ``score``.

    ``last`` is the card the previous player just dropped (the caída target);
    ``caida_en_ronda`` says that card belongs to the dropper's ronda (the game knows).
    A caída en ronda that wins the chica is reported with 0 points and ``Note.WINS``.
    """
    if play.is_drop:
        return []
    events: list[Event] = []
    caida = last is not None and last in play.base and (play.is_match or ruleset.caida_by_sum)
    if caida:
        events.append(_caida_event(ruleset, side, score, caida_en_ronda))
    if len(play.captured) == len(table):
        limpia_points = ruleset.caida_limpia_points - CAIDA_POINTS if caida else LIMPIA_POINTS
        limpia = award(ruleset, EventKind.LIMPIA, side, limpia_points, score)
        if caida and limpia_points == 0 and limpia.note is Note.NONE:
            limpia = Event(EventKind.LIMPIA, side, 0, note=Note.WITH_CAIDA)
        events.append(limpia)
    if play.extra:
        events.append(
            award(
                ruleset,
                EventKind.PERIQUITO,
                side,
                ruleset.periquito_points,
                score,
                cards=play.extra,
            )
        )
    return events


def _caida_event(ruleset: Ruleset, side: int, score: int, en_ronda: bool) -> Event:
    if not en_ronda or ruleset.caida_en_ronda is CaidaEnRonda.NONE:
        return award(ruleset, EventKind.CAIDA, side, CAIDA_POINTS, score)
    if ruleset.caida_en_ronda is CaidaEnRonda.CHICA:
        return Event(EventKind.CAIDA_EN_RONDA, side, 0, note=Note.WINS)
    if score >= ruleset.caida_en_ronda_below:
        return award(ruleset, EventKind.CAIDA, side, CAIDA_POINTS, score)
    return award(ruleset, EventKind.CAIDA_EN_RONDA, side, ruleset.caida_en_ronda_points, score)

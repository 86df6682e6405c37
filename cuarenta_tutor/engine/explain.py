"""Structured explanations: why a play takes what it takes, or why a selection is illegal.

An explanation is a tuple of :class:`Fact` values — a code and its parameters — that
``i18n`` turns into sentences in the learner's language. Nothing here is worded.

>>> from cuarenta_tutor.engine.cards import parse_card, parse_cards
>>> from cuarenta_tutor.engine.rules import load_ruleset
>>> rules, table = load_ruleset("quito"), parse_cards("3c 4h Js")
>>> [fact.code.value for fact in diagnose(rules, table, parse_card("7s"), parse_cards("3c 4h"))]
['run_jump_missed']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from .cards import RANK_K, Card, sort_cards
from .plays import Play, card_plays, runs
from .rules import Rule38, Ruleset
from .scoring import Event, EventKind, Note


class Code(StrEnum):
    """What a fact says; each code has one sentence template per language."""

    DROP = "drop"
    MATCH = "match"
    MATCH_ALL = "match_all"
    SUM = "sum"
    RUN = "run"
    JUMP = "jump"
    CAIDA = "caida"
    CAIDA_EN_RONDA = "caida_en_ronda"
    LIMPIA = "limpia"
    PERIQUITO = "periquito"
    CANCELLED_38 = "cancelled_38"
    CANCELLED_38_LIMPIA = "cancelled_38_limpia"
    CANCELLED_THRESHOLD = "cancelled_threshold"
    LIMPIA_WITH_CAIDA = "limpia_with_caida"
    WINS_CHICA = "wins_chica"
    REACHES_CHICA = "reaches_chica"
    TOTAL = "total"
    # Why a selection is not a legal play:
    NOT_IN_HAND = "not_in_hand"
    NOT_ON_TABLE = "not_on_table"
    FACE_SUM = "face_sum"
    SUM_WRONG = "sum_wrong"
    SUM_ONE = "sum_one"
    SUM_TOO_MANY = "sum_too_many"
    MATCH_AND_SUM = "match_and_sum"
    MATCH_ONE = "match_one"
    MATCH_EVERY = "match_every"
    NO_BASE = "no_base"
    HIGHER_ONLY = "higher_only"
    WRAP = "wrap"
    RUN_GAP = "run_gap"
    RUN_TWICE = "run_twice"
    RUN_INCOMPLETE = "run_incomplete"
    RUN_JUMP_MISSED = "run_jump_missed"
    RUN_WRONG_START = "run_wrong_start"
    NOT_A_CAPTURE = "not_a_capture"
    MAY_CLAIM = "may_claim"


@dataclass(frozen=True)
class Fact:
    """One statement of an explanation: a code and the values its sentence needs.

    Card parameters are tuples of cards; ``rank`` parameters are engine ranks (1–10).
    """

    code: Code
    cards: tuple[Card, ...] = ()
    card: Card | None = None
    points: int = 0
    number: int = 0
    event: str = ""


ILLEGAL_CODES = frozenset(
    {
        Code.NOT_IN_HAND,
        Code.NOT_ON_TABLE,
        Code.FACE_SUM,
        Code.SUM_WRONG,
        Code.SUM_ONE,
        Code.SUM_TOO_MANY,
        Code.MATCH_AND_SUM,
        Code.MATCH_ONE,
        Code.MATCH_EVERY,
        Code.NO_BASE,
        Code.HIGHER_ONLY,
        Code.WRAP,
        Code.RUN_GAP,
        Code.RUN_TWICE,
        Code.RUN_INCOMPLETE,
        Code.RUN_JUMP_MISSED,
        Code.RUN_WRONG_START,
        Code.NOT_A_CAPTURE,
    }
)
"""The codes that say why a selection is not a legal play."""


def explain_play(ruleset: Ruleset, play: Play, events: Sequence[Event]) -> tuple[Fact, ...]:
    """Explain a legal play: its base, its run (and the 7 → J jump), events and points."""
    card = play.card
    facts: list[Fact] = []
    if play.is_drop:
        facts.append(Fact(Code.DROP, card=card))
    elif play.is_match:
        code = Code.MATCH_ALL if len(play.base) > 1 else Code.MATCH
        facts.append(Fact(code, play.base, card))
    else:
        facts.append(Fact(Code.SUM, play.base, card, number=card.value))
    if play.run:
        facts.append(Fact(Code.RUN, play.run, card))
        if any(c.rank == RANK_K - 2 for c in play.run) and card.rank <= 7:
            facts.append(Fact(Code.JUMP))
    for event in events:
        facts.extend(event_facts(ruleset, event))
    if not play.is_drop:
        points = sum(event.points for event in events)
        facts.append(Fact(Code.TOTAL, points=points, number=len(play.captured) + 1))
    for event in events:
        if event.kind is EventKind.CHICA and event.side is not None and event.final:
            facts.append(Fact(Code.REACHES_CHICA, number=event.final[event.side]))
    return tuple(facts)


def event_facts(ruleset: Ruleset, event: Event) -> list[Fact]:
    """Explain one capture event, and why it scored less than its face value if it did."""
    kinds = {
        EventKind.CAIDA: Code.CAIDA,
        EventKind.CAIDA_EN_RONDA: Code.CAIDA_EN_RONDA,
        EventKind.LIMPIA: Code.LIMPIA,
        EventKind.PERIQUITO: Code.PERIQUITO,
    }
    facts = []
    if event.kind in kinds:
        facts.append(
            Fact(kinds[event.kind], event.cards, points=event.points, event=event.kind.value)
        )
    if event.note is Note.RULE_38:
        code = Code.CANCELLED_38_LIMPIA if ruleset.rule38 is Rule38.NO_LIMPIA else Code.CANCELLED_38
        facts.append(Fact(code, number=ruleset.rule38_from, event=event.kind.value))
    elif event.note is Note.THRESHOLD:
        facts.append(
            Fact(
                Code.CANCELLED_THRESHOLD,
                number=threshold(ruleset, event.kind),
                event=event.kind.value,
            )
        )
    elif event.note is Note.WITH_CAIDA:
        facts.append(Fact(Code.LIMPIA_WITH_CAIDA, event=event.kind.value))
    elif event.note is Note.WINS:
        facts.append(Fact(Code.WINS_CHICA, event=event.kind.value))
    return facts


def threshold(ruleset: Ruleset, kind: EventKind) -> int:
    """Return the score from which a bonus of ``kind`` no longer counts under ``ruleset``."""
    if kind is EventKind.RONDA:
        return ruleset.ronda_below
    if kind is EventKind.CAIDA_EN_RONDA:
        return ruleset.caida_en_ronda_below
    return ruleset.carton_below


def diagnose(
    ruleset: Ruleset, table: Sequence[Card], card: Card, selected: Sequence[Card]
) -> tuple[Fact, ...]:
    """Say why taking ``selected`` with ``card`` is not a legal play (empty if it is legal).

    The checks follow the beginner mistakes of the rule reference: faces in a sum, K → A,
    a run left incomplete (the J after a 7), a run continued from the wrong card, a sum of
    three under a two-card ruleset, a match and a sum at once.
    """
    chosen = set(selected)
    if not chosen or any(set(p.captured) == chosen for p in card_plays(ruleset, table, card)):
        return ()
    missing = sort_cards(chosen - set(table))
    if missing:
        return (Fact(Code.NOT_ON_TABLE, missing),)
    same = sort_cards(c for c in chosen if c.rank == card.rank)
    lower = sort_cards(c for c in chosen if c.rank < card.rank)
    higher = sort_cards(c for c in chosen if c.rank > card.rank)
    if card.rank == RANK_K and any(c.rank == 1 for c in lower):
        return (Fact(Code.WRAP, card=card),)
    base_fact = _base_problem(ruleset, table, card, same, lower, higher)
    if base_fact is not None:
        return (base_fact,)
    base = same or lower
    return _run_problem(ruleset, table, card, base, higher)


def _base_problem(
    ruleset: Ruleset,
    table: Sequence[Card],
    card: Card,
    same: tuple[Card, ...],
    lower: tuple[Card, ...],
    higher: tuple[Card, ...],
) -> Fact | None:
    if same and lower:
        return Fact(Code.MATCH_AND_SUM, same + lower, card)
    if lower:
        faces = tuple(c for c in lower if c.value == 0)
        if faces or card.value == 0:
            return Fact(Code.FACE_SUM, faces or lower, card)
        total = sum(c.value for c in lower)
        if len(lower) == 1 and not higher:
            return Fact(Code.SUM_ONE, lower, card)
        if total != card.value:
            start = _wrong_start(lower, higher, card)
            if start is not None:
                return start
            return Fact(Code.SUM_WRONG, lower, card, number=total)
        if len(lower) < 2:
            return Fact(Code.SUM_ONE, lower, card)
        if ruleset.sum_max_cards and len(lower) > ruleset.sum_max_cards:
            return Fact(Code.SUM_TOO_MANY, lower, card, number=ruleset.sum_max_cards)
        return None
    if same:
        on_table = tuple(c for c in table if c.rank == card.rank)
        if ruleset.match_takes_all and len(same) < len(on_table):
            return Fact(Code.MATCH_EVERY, on_table, card)
        if not ruleset.match_takes_all and len(same) > 1:
            return Fact(Code.MATCH_ONE, same, card)
        return None
    if min(c.rank for c in higher) != card.rank + 1:  # not even the start of a run
        return Fact(Code.HIGHER_ONLY, higher, card)
    return Fact(Code.NO_BASE, higher, card)


def _wrong_start(lower: tuple[Card, ...], higher: tuple[Card, ...], card: Card) -> Fact | None:
    """Spot a run continued from the highest captured card instead of the played card."""
    for split in range(2, len(lower)):
        base, rest = lower[:split], lower[split:]
        if sum(c.value for c in base) == card.value and rest[0].rank == base[-1].rank + 1:
            return Fact(Code.RUN_WRONG_START, rest, card)
    return None


def _run_problem(
    ruleset: Ruleset,
    table: Sequence[Card],
    card: Card,
    base: tuple[Card, ...],
    higher: tuple[Card, ...],
) -> tuple[Fact, ...]:
    remaining = [c for c in table if c not in base]
    ranks = [c.rank for c in higher]
    full = max(runs(remaining, card.rank), key=len, default=())
    reachable = {c.rank for c in full}
    beyond = tuple(c for c in higher if c.rank not in reachable)
    if beyond:
        return (Fact(Code.RUN_GAP, beyond, card),)
    doubled = tuple(c for c in higher if ranks.count(c.rank) > 1)
    if doubled:
        return (Fact(Code.RUN_TWICE, doubled, card),)
    left = sort_cards(c for c in full if c.rank not in set(ranks))
    if left:
        jump = (
            card.rank <= 7
            and any(c.rank == 8 for c in left)
            and all(r in set(ranks) or r > 7 for r in range(card.rank + 1, 8))
        )
        code = Code.RUN_JUMP_MISSED if jump else Code.RUN_INCOMPLETE
        facts = [Fact(code, left, card)]
        if ruleset.claim_missed_run:
            facts.append(Fact(Code.MAY_CLAIM, left))
        return tuple(facts)
    return (Fact(Code.NOT_A_CAPTURE, sort_cards((*base, *higher)), card),)


DEEDS = frozenset({Code.CAIDA, Code.CAIDA_EN_RONDA, Code.LIMPIA})
"""What a best play may do that a worse one missed: a caída (en ronda or not), a limpia."""


def shared_deeds(explained: Sequence[Sequence[Fact]], given: Sequence[Fact]) -> tuple[Fact, ...]:
    """Return the caída and limpia facts every play in ``explained`` has and ``given`` lacks.

    ``explained`` holds the facts of each best play; the facts are those of the first, and a
    deed some best play lacks is left out, so what is said of "the best play" holds of every
    best play.

    >>> caida, limpia = Fact(Code.CAIDA, points=2), Fact(Code.LIMPIA, points=2)
    >>> [f.code.value for f in shared_deeds([[caida, limpia], [caida]], [])]
    ['caida']
    >>> shared_deeds([[caida]], [Fact(Code.CAIDA, points=2)])
    ()
    """
    if not explained:
        return ()
    shared = set.intersection(*({f.code for f in facts if f.code in DEEDS} for facts in explained))
    missed = shared - {fact.code for fact in given}
    return tuple(fact for fact in explained[0] if fact.code in missed)

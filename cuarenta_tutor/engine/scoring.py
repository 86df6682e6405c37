"""Scoring events and the rules that set their points: the 38 rule, the 30 thresholds, cartón.

Every transition of the game returns :class:`Event` values. An event is reported even when
the score cancels its points (it then carries 0 points and a ``note`` saying why), so the
tutor can explain "your limpia did not count: you are on 38".
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .cards import Card
from .rules import CartonScale, CartonTo, Rule38, Ruleset

CAIDA_POINTS = 2
LIMPIA_POINTS = 2


class EventKind(StrEnum):
    """What happened; the values are the names used in JSON and lesson files."""

    CAIDA = "caida"
    LIMPIA = "limpia"
    PERIQUITO = "periquito"
    CAIDA_EN_RONDA = "caida_en_ronda"
    RONDA = "ronda"
    DOBLE_RONDA = "doble_ronda"
    CARTON = "carton"
    DOS_POR_DARLAS = "dos_por_darlas"
    MISDEAL = "misdeal"
    LEFTOVERS = "leftovers"
    CLAIM = "claim"
    CHICA = "chica"
    ZAPATERIA = "zapateria"
    MESA = "mesa"
    DEAL = "deal"


CAIDA_KINDS = frozenset({EventKind.CAIDA, EventKind.CAIDA_EN_RONDA})


class Note(StrEnum):
    """Why an event scored less than its face value."""

    NONE = ""
    RULE_38 = "rule_38"
    """The side is on 38: only a caída can finish the chica."""
    THRESHOLD = "threshold"
    """The side has reached the points from which this bonus no longer counts."""
    WITH_CAIDA = "with_caida"
    """Under 'todo dos' a limpia made together with a caída adds nothing."""
    WINS = "wins"
    """The event wins the chica or the mesa instead of scoring points."""


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, for one side (or ``None``), with the points it scored."""

    kind: EventKind
    side: int | None = None
    points: int = 0
    cards: tuple[Card, ...] = ()
    note: Note = Note.NONE
    final: tuple[int, int] | None = None
    """For a chica event: the scores with which the chica ended."""


def blocked_by_38(ruleset: Ruleset, kind: EventKind, score: int) -> bool:
    """Whether the 38 rule cancels the points of ``kind`` for a side with ``score``."""
    if not ruleset.in_38(score):
        return False
    if ruleset.rule38 is Rule38.NO_LIMPIA:
        return kind is EventKind.LIMPIA
    return kind not in CAIDA_KINDS


def award(
    ruleset: Ruleset,
    kind: EventKind,
    side: int,
    points: int,
    score: int,
    *,
    below: int = 99,
    cards: tuple[Card, ...] = (),
) -> Event:
    """Score ``points`` of ``kind`` for ``side`` at ``score``, applying the 38 rule and a threshold.

    ``below`` is the threshold of that bonus: it scores only while ``score`` is under it.
    """
    if blocked_by_38(ruleset, kind, score):
        return Event(kind, side, 0, cards, Note.RULE_38)
    if score >= below:
        return Event(kind, side, 0, cards, Note.THRESHOLD)
    return Event(kind, side, points, cards)


def chica_winner(ruleset: Ruleset, scores: tuple[int, int], dealer_side: int) -> int | None:
    """Return the side that has won the chica with ``scores``, or ``None`` if neither has.

    When both sides reach the target in one go (the cartón of a deck end), the side with
    more points wins; on equal points, the side that did not deal.

    >>> from cuarenta_tutor.engine.rules import load_ruleset
    >>> quito = load_ruleset("quito")
    >>> [chica_winner(quito, s, 0) for s in ((38, 36), (40, 12), (42, 44), (40, 40))]
    [None, 0, 1, 1]
    """
    reached = [side for side in (0, 1) if scores[side] >= ruleset.win_at]
    if not reached:
        return None
    return max(reached, key=lambda side: (scores[side], side != dealer_side))


def carton_value(ruleset: Ruleset, cards: int) -> int:
    """Return what ``cards`` captured cards are worth as cartón (20 and more; under 20, 2).

    >>> from cuarenta_tutor.engine.rules import load_ruleset
    >>> [carton_value(load_ruleset("quito"), n) for n in (19, 20, 21, 22, 23)]
    [2, 6, 8, 8, 10]
    >>> [carton_value(load_ruleset("casual"), n) for n in (20, 21, 22, 23)]
    [6, 6, 8, 8]
    """
    if cards < 20:
        return 2
    extra = cards - 20
    if ruleset.carton_scale is CartonScale.ROUND_UP:
        return 6 + extra + extra % 2
    return 6 + 2 * (extra // 2)


def carton_events(
    ruleset: Ruleset, cards: tuple[int, int], scores: tuple[int, int], dealer_side: int
) -> list[Event]:
    """Score the card count at the end of a deck (after the leftovers have been given).

    Under ``more_cards`` only the side with more cards scores; a tie gives the non-dealing
    side *dos por darlas* where the ruleset has it. Under ``any_20`` every side with 20 or
    more cards scores. Thresholds read the scores before the count.
    """

    def give(kind: EventKind, side: int, points: int) -> Event:
        return award(ruleset, kind, side, points, scores[side], below=ruleset.carton_below)

    if ruleset.carton_to is CartonTo.ANY_20:
        return [
            give(EventKind.CARTON, side, carton_value(ruleset, cards[side]))
            for side in (0, 1)
            if cards[side] >= 20
        ]
    if cards[0] == cards[1]:
        if not ruleset.dos_por_darlas:
            return []
        return [give(EventKind.DOS_POR_DARLAS, 1 - dealer_side, 2)]
    more = 0 if cards[0] > cards[1] else 1
    return [give(EventKind.CARTON, more, carton_value(ruleset, cards[more]))]

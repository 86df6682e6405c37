"""What Play says of a deck's points in play, a chica's standing and the learner's own accuracy.

Beside :mod:`.play_text`: the deck results list says what each side scored during play
(walk P2b-N7), a chica's end says how the mesa stands, and the review's headline accuracy
is the learner's own, without the actions played with the hint (walk P2b-N10).
"""

from __future__ import annotations

from collections import Counter

from ..engine.scoring import Event, EventKind
from ..engine.search.game_review import GameAnalysis
from ..i18n import Translator
from ..i18n.glossary import glossary
from ..tutor.deck_points import DeckPoints
from .coach import band_name
from .odds import percent

KIND_ORDER = (EventKind.CAIDA, EventKind.LIMPIA, EventKind.RONDA)
"""The events counted by name; any other (a caída en ronda, a doble ronda…) is listed alone."""


def _counted(kind: EventKind, n: int, points: int, tr: Translator) -> str:
    """Say how many caídas, limpias or rondas a side made and what they were worth."""
    if kind is EventKind.CAIDA:
        text = tr.ngettext("{n} caída worth {points}", "{n} caídas worth {points}", n)
    elif kind is EventKind.LIMPIA:
        text = tr.ngettext("{n} limpia worth {points}", "{n} limpias worth {points}", n)
    else:
        text = tr.ngettext("{n} ronda worth {points}", "{n} rondas worth {points}", n)
    return text.format(n=n, points=points)


def _items(events: tuple[Event, ...], tr: Translator) -> str:
    """Say a side's points in play: counted by kind, the rarer events one by one."""
    counts = Counter(event.kind for event in events)
    points = Counter[EventKind]()
    for event in events:
        points[event.kind] += event.points
    items = [_counted(kind, counts[kind], points[kind], tr) for kind in KIND_ORDER if counts[kind]]
    names = glossary(tr.lang)
    items += [
        tr.gettext("{name} worth {points}").format(
            name=names.event_name(event.kind.value), points=event.points
        )
        for event in events
        if event.kind not in KIND_ORDER
    ]
    return ", ".join(items)


def play_points_lines(deck: DeckPoints, players: int, tr: Translator) -> list[str]:
    """Say each side's points made during a deck's play (a side that made none: no line)."""
    lines = []
    for side, events in enumerate(deck.scored):
        if not events:
            continue
        total = sum(event.points for event in events)
        if players == 2 and side == 0:
            text = tr.ngettext(
                "In play, you scored {points} point: {items}.",
                "In play, you scored {points} points: {items}.",
                total,
            )
        elif players == 2:
            text = tr.ngettext(
                "In play, the engine scored {points} point: {items}.",
                "In play, the engine scored {points} points: {items}.",
                total,
            )
        elif side == 0:
            text = tr.ngettext(
                "In play, your side scored {points} point: {items}.",
                "In play, your side scored {points} points: {items}.",
                total,
            )
        else:
            text = tr.ngettext(
                "In play, the other side scored {points} point: {items}.",
                "In play, the other side scored {points} points: {items}.",
                total,
            )
        lines.append(text.format(points=total, items=_items(events, tr)))
    return lines


def next_label(chica_ended: bool, tr: Translator) -> str:
    """Name the button after a deck's end: the next chica when the deck ended one."""
    if chica_ended:
        return tr.pgettext("button", "Next chica")
    return tr.pgettext("button", "Next deck")


def decider_text(chicas: tuple[int, int], to_win: int, tr: Translator) -> str:
    """Say that the next chica decides the mesa when both sides are one chica from it."""
    if chicas[0] == chicas[1] == to_win - 1:
        return tr.gettext("The next chica decides the mesa.")
    return ""


def accuracy_facts(every: GameAnalysis, own: GameAnalysis, tr: Translator) -> list[str]:
    """Say the review's accuracy, of the learner's own actions when some followed the hint.

    ``every`` holds the verdicts on all the learner's actions, ``own`` those made without
    a hint (walk P2b-N10: "100 %" for a mesa the hint played). The band counts say what
    they count: all the actions, the hinted ones too.
    """
    counts = ", ".join(f"{band_name(band, tr)} {n}" for band, n in every.counts.items())
    n, hinted = len(every.moments), len(every.moments) - len(own.moments)
    if not hinted:
        # Translators: the singular is said of exactly one action: say it as a teacher would
        # ("Your one action", es "Tu única jugada"); it may leave out {n}.
        rated = tr.ngettext(
            "Your one action by rating: {counts}", "Your {n} actions by rating: {counts}", n
        )
        return [
            _accuracy(every, tr),
            rated.format(n=n, counts=counts),
            tr.gettext("You played without hints."),
        ]
    if own.moments:
        head = (
            _own_accuracy(own, tr)
            + " "
            # Translators: the singular is said of exactly one action (it may leave out {n}).
            + tr.ngettext(
                "One action played with the hint is not counted in it.",
                "{n} actions played with the hint are not counted in it.",
                hinted,
            ).format(n=hinted)
        )
    else:
        # Translators: the singular is said of exactly one action (it may leave out {n}).
        head = tr.ngettext(
            "Your one action was played with the hint: there is no accuracy of your own to give.",
            "All {n} of your actions were played with the hint: there is no accuracy of your "
            "own to give.",
            hinted,
        ).format(n=hinted)
    # Translators: the singular is said of exactly one action (it may leave out {n}).
    rated = tr.ngettext(
        "Your one action by rating (played with the hint): {counts}",
        "Your {n} actions by rating, the hinted ones included: {counts}",
        n,
    )
    return [head, rated.format(n=n, counts=counts)]


def _accuracy(review: GameAnalysis, tr: Translator) -> str:
    """Say the accuracy over all the learner's actions (none followed the hint)."""
    n = len(review.moments)
    # Translators: the singular is said of exactly one action (it may leave out {n}).
    return tr.ngettext(
        "Accuracy: {accuracy}, the share of best or good plays in your one action.",
        "Accuracy: {accuracy}, the share of best or good plays in your {n} actions.",
        n,
    ).format(accuracy=percent(review.accuracy, tr), n=n)


def _own_accuracy(own: GameAnalysis, tr: Translator) -> str:
    """Say the accuracy over the learner's actions made without a hint."""
    n = len(own.moments)
    # Translators: the singular is said of exactly one action (it may leave out {n}).
    return tr.ngettext(
        "Accuracy of your own actions: {accuracy}, the share of best or good plays in your one "
        "action made without a hint.",
        "Accuracy of your own actions: {accuracy}, the share of best or good plays in your {n} "
        "actions made without a hint.",
        n,
    ).format(accuracy=percent(own.accuracy, tr), n=n)

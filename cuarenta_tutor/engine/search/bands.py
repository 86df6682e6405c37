"""The coach's bands: how good an action was, read from the points it loses against the best.

One table (:data:`BANDS`), the same points in every phase; a loss is banded as it is shown
(one decimal), so one shown loss always has one band. A loss known only within a sampling
error is called a mistake or a blunder only when it is beyond that band's floor by more
than the error (:func:`decided_band`); otherwise it gets the band below, the benefit of
the doubt.
"""

from __future__ import annotations

import math
from enum import StrEnum


class Band(StrEnum):
    """How good an action was, from best to worst."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


BANDS: tuple[tuple[float, Band], ...] = (
    (0.0, Band.BEST),
    (1.0, Band.GOOD),
    (2.5, Band.INACCURACY),
    (6.0, Band.MISTAKE),
    (math.inf, Band.BLUNDER),
)
"""The one table of bands: an action losing at most this many points is in this band.

A chica lost (or not won) costs :data:`~.state.CHICA_VALUE` and is always a blunder.
"""

EPSILON = 1e-9

LOSS_DECIMALS = 1
"""The precision a loss is shown with; its band is read from that shown value."""


def shown_loss(loss: float) -> float:
    """Return the loss as the learner reads it (to :data:`LOSS_DECIMALS` places).

    The band is read from this value, so one displayed loss always has one band
    ("about 1 point" is never Good in one line and an Inaccuracy in the next).

    >>> shown_loss(0.96), shown_loss(1.04)
    (1.0, 1.0)
    """
    return round(loss, LOSS_DECIMALS)


def band_of(loss: float) -> Band:
    """Return the band of an action that loses ``loss`` points against the best one."""
    shown = shown_loss(loss)
    return next(band for limit, band in BANDS if shown <= limit + EPSILON)


SEVERE = (Band.MISTAKE, Band.BLUNDER)
"""The bands said only when the sampling shows them (:func:`decided_band`)."""


def floor_of(band: Band) -> float:
    """Return the most points an action one band better than ``band`` may lose."""
    limits = [limit for limit, _ in BANDS]
    return limits[[b for _, b in BANDS].index(band) - 1]


def decided_band(loss: float, error: float, confidence: float) -> Band:
    """Return the band of a loss known within ``error`` (both in points).

    As :func:`band_of`, but a mistake or a blunder only when the loss minus ``confidence``
    errors is still beyond the band's floor (as shown); otherwise the band below it: the
    cards the player cannot see leave open whether the action was that bad, and the
    coach calls a move a mistake only when it knows (with two errors of confidence, an
    action that loses 4 points with an error of 0.5 is a mistake; with an error of 1, an
    inaccuracy).

    >>> decided_band(4.0, 0.0, 2.0), decided_band(4.0, 0.5, 2.0), decided_band(4.0, 1.0, 2.0)
    (<Band.MISTAKE: 'mistake'>, <Band.MISTAKE: 'mistake'>, <Band.INACCURACY: 'inaccuracy'>)
    """
    band = band_of(loss)
    if band in SEVERE and shown_loss(loss - confidence * error) <= floor_of(band) + EPSILON:
        return Band(list(Band)[list(Band).index(band) - 1])
    return band


def undecided(loss: float, error: float, confidence: float) -> bool:
    """Whether more deals could change the band of a loss known within ``error`` (points).

    So when the loss, give or take ``confidence`` errors, reaches the floor of a mistake or
    of a blunder from either side.
    """
    low, high = loss - confidence * error, loss + confidence * error
    return any(low <= floor_of(band) < high for band in SEVERE)


def settled(loss: float, error: float, confidence: float) -> bool:
    """Whether more deals could not change the band of a loss known within ``error`` (points).

    They could when the loss is beyond the good band yet within ``confidence`` errors (as
    good as the best, or not?), and when the loss give or take its errors reaches the floor
    of a mistake or of a blunder (:func:`undecided`).

    >>> settled(0.9, 3.0, 2.0), settled(2.8, 0.5, 2.0), settled(4.0, 0.5, 2.0)
    (True, False, True)
    """
    if loss <= BANDS[1][0] + EPSILON:
        return True
    if loss <= confidence * error + EPSILON:
        return False
    return not undecided(loss, error, confidence)

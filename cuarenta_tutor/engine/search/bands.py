"""The coach's bands: how good an action was, read from the points it loses against the best.

One table (:data:`BANDS`), the same points in every phase; a loss is banded as it is shown
(one decimal), so one shown loss always has one band.
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

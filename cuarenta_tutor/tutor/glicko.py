"""Glicko-2 ratings (Glickman 2012), as Lichess rates its puzzles and their solvers.

A learner and a puzzle each have a :class:`Rating`; every rated attempt is one rating
period with one game, the learner scoring ``score`` and the puzzle ``1 - score``
(see :func:`rate_attempt`). Plain Python, standard library only.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's factor between the Glicko scale (1500 ± 350) and its internal one."""
TAU = 0.5
"""How fast the volatility may change (Glickman suggests 0.3–1.2; the paper's example: 0.5)."""
EPSILON = 0.000001
"""Convergence tolerance of the volatility iteration."""
MIN_DEVIATION = 45.0
"""The smallest deviation kept: ratings never freeze (Lichess uses the same floor)."""
MAX_DEVIATION = 350.0
"""The deviation of a rating nothing is known about."""
RATING_RANGE = (100.0, 3500.0)
"""Ratings are kept within this range."""


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: the estimate, its deviation (uncertainty) and volatility."""

    rating: float = 1500.0
    deviation: float = MAX_DEVIATION
    volatility: float = 0.06

    def expected(self, other: Rating) -> float:
        """Return the expected score of this rating against ``other`` (0 to 1)."""
        mu, mu_other, phi_other = _mu(self), _mu(other), _phi(other)
        return 1.0 / (1.0 + math.exp(-_g(phi_other) * (mu - mu_other)))


def rate(player: Rating, games: Sequence[tuple[Rating, float]], *, tau: float = TAU) -> Rating:
    """Return ``player``'s rating after one rating period of ``games`` (opponent, score).

    Scores are 1 for a win, 0 for a loss, anything between for a partial result. With no
    games, only the deviation grows (by the volatility), as the algorithm's step 6 says.
    """
    mu, phi, sigma = _mu(player), _phi(player), player.volatility
    if not games:
        return _bounded(mu, math.sqrt(phi * phi + sigma * sigma), sigma)
    impacts = [(_g(_phi(other)), _mu(other), score) for other, score in games]
    expected = [1.0 / (1.0 + math.exp(-g * (mu - mu_j))) for g, mu_j, _ in impacts]
    variance = 1.0 / sum(
        g * g * e * (1.0 - e) for (g, _, _), e in zip(impacts, expected, strict=True)
    )
    gain = sum(g * (s - e) for (g, _, s), e in zip(impacts, expected, strict=True))
    delta = variance * gain
    sigma_new = _volatility(phi, sigma, variance, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma_new * sigma_new)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / variance)
    mu_new = mu + phi_new * phi_new * gain
    return _bounded(mu_new, phi_new, sigma_new)


def rate_attempt(learner: Rating, puzzle: Rating, score: float) -> tuple[Rating, Rating]:
    """Return the learner's and the puzzle's ratings after one attempt scoring ``score``."""
    return rate(learner, [(puzzle, score)]), rate(puzzle, [(learner, 1.0 - score)])


def _mu(rating: Rating) -> float:
    return (rating.rating - 1500.0) / SCALE


def _phi(rating: Rating) -> float:
    return rating.deviation / SCALE


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _volatility(phi: float, sigma: float, variance: float, delta: float, tau: float) -> float:
    """Return the new volatility (step 5 of the algorithm: the Illinois method)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        top = ex * (delta * delta - phi * phi - variance - ex)
        bottom = 2.0 * (phi * phi + variance + ex) ** 2
        return top / bottom - (x - a) / (tau * tau)

    low = a
    if delta * delta > phi * phi + variance:
        high = math.log(delta * delta - phi * phi - variance)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        high = a - k * tau
    f_low, f_high = f(low), f(high)
    while abs(high - low) > EPSILON:
        new = low + (low - high) * f_low / (f_high - f_low)
        f_new = f(new)
        if f_new * f_high <= 0:
            low, f_low = high, f_high
        else:
            f_low /= 2.0
        high, f_high = new, f_new
    return math.exp(low / 2.0)


def _bounded(mu: float, phi: float, sigma: float) -> Rating:
    low, high = RATING_RANGE
    deviation = min(max(phi * SCALE, MIN_DEVIATION), MAX_DEVIATION)
    return Rating(min(max(mu * SCALE + 1500.0, low), high), deviation, sigma)

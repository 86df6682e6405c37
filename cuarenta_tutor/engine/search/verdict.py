"""The coach's verdict on one action: its band, its loss against the best, and why.

Made by :func:`.coach.judge` (and :func:`.coach.verdict_from`); the sentences say it
(:mod:`cuarenta_tutor.sentences.coach`), ``review --json`` prints :meth:`Verdict.to_dict`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..game import Action
from .bands import Band
from .reasons import Reason
from .split import Odds


@dataclass(frozen=True)
class Verdict:
    """The coach's judgement of one action."""

    action: Action
    best: Action
    loss: float
    band: Band
    reasons: tuple[Reason, ...]
    exact: bool
    """Whether the values are the exact ones (last round of a two-player deck)."""
    error: float = 0.0
    """The sampling error of the loss (0 when exact)."""
    as_good: bool = False
    """Whether the loss is within the sampling error: as good as the best, as far as known."""
    odds: Odds = field(default_factory=Odds)
    """The loss split in points and the chances of the chica, with the best and with this."""
    players: int = 2
    """The players at the mesa (one opponent, or partners and the next player)."""
    doble: bool = False
    """Whether the ronda the mover may declare is a doble ronda (four of a rank)."""
    point: float = 1.0
    """What one point is worth in the loss's units (:func:`.chica_equity.point_worth`)."""
    later_decks: bool = False
    """Whether the chances of the chica cover the later decks (else this deck only)."""
    alike: int = 0
    """For a best action: how many legal actions there were when every one of them is tied
    with the best (1: the only play; 0: some action was worse). Said, so that "exactly the
    right play" is never told of a move that could not have been otherwise (walk P1d-N1)."""
    doubted: bool = False
    """Whether the loss reaches a worse band than :attr:`band` but not beyond its sampling
    error: the coach gives the benefit of the doubt (:meth:`.coach.Assessment.doubted`)."""

    def to_dict(self) -> dict[str, object]:
        """Return the verdict in the ``review --json`` form (without the ply)."""
        return {
            "played": str(self.action),
            "best": str(self.best),
            "loss": round(self.loss, 2),
            "loss_points": round(self.loss / self.point, 2),
            "band": self.band.value,
            "reasons": [reason.to_dict() for reason in self.reasons],
            "criterion": "exact" if self.exact else "search",
            **self.odds.to_dict(),
        }

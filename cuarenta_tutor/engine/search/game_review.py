"""A recorded mesa reviewed: the coach's verdict on every action of one seat."""

from __future__ import annotations

from dataclasses import dataclass

from ..game import Misdeal
from ..messages import MessageError
from ..record import GameRecord, steps
from .coach import Band, Verdict, judge


@dataclass(frozen=True)
class GameAnalysis:
    """The verdicts on every action of one seat in a recorded mesa, with their plies."""

    seat: int
    moments: tuple[tuple[int, Verdict], ...]

    @property
    def counts(self) -> dict[Band, int]:
        """How many actions fell in each band."""
        return {band: sum(v.band is band for _, v in self.moments) for band in Band}

    @property
    def accuracy(self) -> float:
        """The share of the seat's actions that were best or good (1.0 with none)."""
        if not self.moments:
            return 1.0
        good = sum(v.band in (Band.BEST, Band.GOOD) for _, v in self.moments)
        return good / len(self.moments)

    def key_moments(self, limit: int = 5) -> list[tuple[int, Verdict]]:
        """Return the costliest mistakes (inaccuracies and worse), worst first."""
        flagged = [m for m in self.moments if m[1].band not in (Band.BEST, Band.GOOD)]
        return sorted(flagged, key=lambda moment: -moment[1].loss)[:limit]

    def to_dict(self) -> dict[str, object]:
        """Return the analysis in the ``review --json`` form."""
        return {
            "seat": self.seat,
            "actions": [{"ply": ply, **verdict.to_dict()} for ply, verdict in self.moments],
            "summary": {
                "actions": len(self.moments),
                "accuracy": round(self.accuracy, 3),
                "bands": {band.value: n for band, n in self.counts.items()},
            },
        }


def analyse(record: GameRecord, seat: int = 0) -> GameAnalysis:
    """Judge every action ``seat`` made in a recorded mesa (plies count from 1)."""
    if not 0 <= seat < record.players:
        raise MessageError(
            "seat {seat} does not exist in a mesa of {players} players",
            seat=seat,
            players=record.players,
        )
    moments = [
        (step.number, judge(step.before, step.action))
        for step in steps(record)
        if step.before.turn == seat and not isinstance(step.action, Misdeal)
    ]
    return GameAnalysis(seat, tuple(moments))

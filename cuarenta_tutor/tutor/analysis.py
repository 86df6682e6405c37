"""Every legal action at one moment of a mesa, judged as the coach judges: one listing.

``cuarenta-tutor analyse`` prints it and Play shows it for a learner's past move; both read
this one :class:`Analysis`. The coach values each action of the player to move blind to the
cards that player cannot see (:func:`~cuarenta_tutor.engine.search.coach.assess`), best
first, with its value (the points to the end of the deck, chica = 1 000), its loss against
the best, its band, and the value's two parts apart (:mod:`~cuarenta_tutor.engine.search.split`):
its points, and each side's chance of winning the chica (in this deck or, as the coach counts
the later decks, in a later one).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import Action, Position
from ..engine.record import GameRecord, steps
from ..engine.search.coach import Assessment, Band, Verdict, assess, verdict_from


@dataclass(frozen=True)
class ActionLine:
    """One legal action with what the coach makes of it."""

    action: Action
    value: float
    loss: float
    band: Band
    points: float
    chica: tuple[float, float]
    """The chances of the chica (over the later decks too when the coach counts them): the
    mover's side's, then the other's."""
    verdict: Verdict
    """The coach's verdict on the action (what its loss is said as)."""
    zapateria: float = 0.0
    """The mover's side's zapatería balance (:class:`~..engine.search.split.Parts`): in the
    first chica a zapatería ends the mesa, and the value counts such a chica twice."""

    def to_dict(self) -> dict[str, object]:
        """Return the line in the ``analyse --json`` form (rounded as it prints)."""
        return {
            "action": str(self.action),
            "value": round(self.value, 2),
            "loss": round(self.loss, 2),
            "loss_points": round(self.loss / self.verdict.point, 2),
            "doubted": self.verdict.doubted,
            "band": self.band.value,
            "points": round(self.points, 2),
            "chica": [round(share, 3) for share in self.chica],
            **({"zapateria": round(self.zapateria, 3)} if self.zapateria else {}),
        }


@dataclass(frozen=True)
class Analysis:
    """Every legal action of the player to move in :attr:`position`, best first."""

    position: Position
    exact: bool
    """Whether every card could be worked out (the values are then exact, not sampled)."""
    lines: tuple[ActionLine, ...]
    later_decks: bool = False
    """Whether the values count the later decks (the chances then cover them too)."""
    point: float = 1.0
    """What one point is worth in the values' units (``loss_points`` is ``loss`` over it)."""

    @property
    def at_stake(self) -> bool:
        """Whether some action gives one side a chance of the chica (the chances are said)."""
        return any(any(line.chica) for line in self.lines)

    def line_of(self, action: Action) -> ActionLine | None:
        """Return the line of ``action`` (None when it is not a legal action here)."""
        return next((line for line in self.lines if line.action == action), None)

    def to_dict(self) -> dict[str, object]:
        """Return the analysis in the ``analyse --json`` form, best first."""
        return {
            "seat": self.position.turn,
            "criterion": "exact" if self.exact else "search",
            "later_decks": self.later_decks,
            "point": round(self.point, 2),
            "actions": [line.to_dict() for line in self.lines],
        }


def analysis_of(assessment: Assessment) -> Analysis:
    """Return the listing of an assessment, best first."""
    best = assessment.values[assessment.best]
    lines = tuple(
        ActionLine(
            action,
            assessment.values[action],
            max(0.0, best - assessment.values[action]),
            assessment.band(action),
            assessment.points[action],
            assessment.chances[action],
            verdict_from(assessment, action),
            assessment.zapateria.get(action, 0.0),
        )
        for action in assessment.ranked()
    )
    position, exact = assessment.position, assessment.exact
    return Analysis(position, exact, lines, assessment.later_decks, assessment.point)


def analyse(position: Position) -> Analysis:
    """Judge every legal action of the player to move, as the coach does, best first.

    Partial captures are listed where the rules let a missed run be claimed.
    """
    return analysis_of(assess(position, partial=position.ruleset.claim_missed_run, with_lines=True))


def moment(record: GameRecord, ply: int) -> Position:
    """Return the position after the record's first ``ply`` actions (from 0 to all of them)."""
    if not 0 <= ply <= len(record.actions):
        raise ValueError(f"ply {ply} is outside 0..{len(record.actions)}")
    position = record.start()
    for step in steps(GameRecord(record.rules, record.players, record.seed, record.actions[:ply])):
        position = step.after
    return position

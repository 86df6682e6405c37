"""Prove a puzzle's answers with the solver: the optimal actions, their margin, the line after.

The criterion is ``deal`` wherever the player to move could know every card — the last
round of a two-player deck, where the unseen cards are exactly the opponent's hand — and
``immediate`` otherwise (see :mod:`cuarenta_tutor.engine.search` for both). The answers are
every optimal action; the *margin* is how much worse the best other action is, measured on
the first component of the criterion's key that separates them (``deal`` has one: points).

This module is the only one of the package that imports the solver; the rest takes
:data:`CHICA_VALUE`, :class:`Criterion` and :class:`RankedPlay` from here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from ..engine.game import (
    Action,
    Claim,
    Declare,
    Position,
    apply,
    legal_actions,
    parse_action,
)
from ..engine.messages import MessageError
from ..engine.notation import format_position, parse_position
from ..engine.plays import Play
from ..engine.scoring import Event
from ..engine.search import CHICA_VALUE, Criterion, RankedPlay, Ranking, rank_plays, solve
from .model import Puzzle

__all__ = [
    "CHICA_VALUE",
    "MARGIN_KEYS",
    "MIN_MARGIN",
    "Criterion",
    "Proof",
    "ProofError",
    "RankedPlay",
    "accepts",
    "criterion_for",
    "is_capture",
    "provable",
    "prove",
    "reprove",
]

MARGIN_KEYS = ("points", "cards", "caida_risk", "limpia_risk")
"""The components of an ``immediate`` key, in order; ``deal`` values are points."""
MIN_MARGIN = {"points": 1.0, "cards": 1.0, "caida_risk": 0.1, "limpia_risk": 0.1}
"""The least margin a puzzle needs, per unit: one point, one card, or ten percent of risk."""


class ProofError(MessageError):
    """A stored puzzle whose answers the engine no longer proves."""


def criterion_for(position: Position) -> Criterion:
    """Return ``deal`` when the mover can know every card, else ``immediate``."""
    every_card_known = position.players == 2 and not position.stock and not position.set_aside
    return Criterion.DEAL if every_card_known else Criterion.IMMEDIATE


@dataclass(frozen=True)
class Proof:
    """The ranking of a position's actions and what a puzzle needs from it."""

    position: Position
    ranking: Ranking
    _lines: dict[Action, tuple[Event, ...]] = field(default_factory=dict, compare=False)

    @property
    def criterion(self) -> Criterion:
        """The criterion the answers are optimal under."""
        return self.ranking.criterion

    @property
    def answers(self) -> tuple[RankedPlay, ...]:
        """Every optimal action (ties included), in ranking order."""
        return self.ranking.optimal

    @cached_property
    def others(self) -> tuple[RankedPlay, ...]:
        """Every action that is not optimal, best first."""
        return tuple(play for play in self.ranking.plays if play not in self.ranking.optimal)

    @cached_property
    def margin(self) -> tuple[float, str]:
        """Return how much worse the best other action is, and in what unit (0 if none)."""
        if not self.others:
            return 0.0, "points"
        best, runner_up = self.answers[0].key, self.others[0].key
        for index, (ours, theirs) in enumerate(zip(best, runner_up, strict=True)):
            if ours != theirs:
                return round(float(ours - theirs), 4), MARGIN_KEYS[index]
        return 0.0, "points"

    @cached_property
    def behind(self) -> frozenset[str]:
        """Return the units in which the other actions fall behind the answers.

        Each other action is worse on the first component of the key where it differs from
        the best one; this is the set of those components (``points``, ``cards``…). The
        runner-up's unit, :attr:`margin`'s, is the last of them: an action behind in cards
        scores as many points, one behind in points may take as many cards or more.
        """
        best = self.answers[0].key if self.answers else ()
        units = set()
        for other in self.others:
            for index, (ours, theirs) in enumerate(zip(best, other.key, strict=True)):
                if ours != theirs:
                    units.add(MARGIN_KEYS[index])
                    break
        return frozenset(units)

    @property
    def decisive(self) -> bool:
        """Whether every other action is worse by at least :data:`MIN_MARGIN` in its unit."""
        gap, unit = self.margin
        return gap >= MIN_MARGIN[unit]

    def answer_texts(self) -> tuple[str, ...]:
        """Return the answers in play notation, sorted."""
        return tuple(sorted(str(play.action) for play in self.answers))

    def line(self, action: Action) -> tuple[Event, ...]:
        """Return the events of ``action`` and, under ``deal``, of best play to the deck's end.

        Best play is the solver's first optimal action at each turn, both sides.
        """
        if action not in self._lines:
            self._lines[action] = self._play_out(action)
        return self._lines[action]

    def _play_out(self, action: Action) -> tuple[Event, ...]:
        after, events = apply(self.position, action)
        collected = list(events)
        if self.criterion is Criterion.DEAL:
            while _same_deck(self.position, after):
                best = solve(after, partial=_partial(after)).optimal[0].action
                after, events = apply(after, best)
                collected.extend(events)
        return tuple(collected)


def _same_deck(start: Position, now: Position) -> bool:
    return not now.is_over and now.deck_no == start.deck_no and now.chica_no == start.chica_no


def _partial(position: Position) -> bool:
    """Whether the plays that stop a run early are choices here (``pagat``)."""
    return position.ruleset.claim_missed_run


def provable(position: Position) -> bool:
    """Whether a position's actions can be ranked fairly under its criterion.

    ``immediate`` cannot value a declaration or a claim (the mover plays on afterwards), so
    positions offering one are proved only under ``deal``.
    """
    if criterion_for(position) is Criterion.DEAL:
        return True
    return not any(isinstance(a, Declare | Claim) for a in legal_actions(position))


def prove(position: Position) -> Proof:
    """Rank every action of ``position`` under its criterion."""
    criterion = criterion_for(position)
    return Proof(position, rank_plays(position, criterion, partial=_partial(position)))


def reprove(position_text: str, answers: tuple[str, ...], criterion: str) -> Proof:
    """Prove a stored position again; raise :class:`ProofError` if its record has changed."""
    position = parse_position(position_text)
    if format_position(position) != position_text:
        raise ProofError("the position is not written in its canonical form")
    proof = prove(position)
    if proof.criterion.value != criterion:
        raise ProofError(
            "the criterion is now {found}, not {stored}",
            found=proof.criterion.value,
            stored=criterion,
        )
    found = proof.answer_texts()
    if found != tuple(sorted(answers)):
        raise ProofError("the answers are now {answers}", answers=", ".join(found))
    if not proof.decisive:
        raise ProofError("another play is now as good as the answers, or nearly")
    return proof


def accepts(puzzle: Puzzle, text: str) -> bool:
    """Tell whether the action written ``text`` is one of the puzzle's accepted answers.

    The text is read against the position by the engine (``7s x 4h 3c`` and ``7s x 3c 4h``
    are the same play); a play that is not legal there raises the engine's error.
    """
    position = parse_position(puzzle.position)
    return str(parse_action(position, text)) in puzzle.answers


def is_capture(action: Action) -> bool:
    """Whether ``action`` is a play that takes cards."""
    return isinstance(action, Play) and not action.is_drop

"""The endgame trainer: the learner plays a position out, card by card, against the engine.

The engine answers every move with its best play under the exact solver. When the deck (or
the chica) ends, the run says whether the lesson's target was reached, and which of the
learner's moves was the critical one if it was not.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.game import Action, Position, apply
from ..engine.plays import Play, format_play
from ..engine.scoring import Event, EventKind


@dataclass(frozen=True)
class Move:
    """One move of the run: who made it, what it was, and what it scored."""

    seat: int
    action: Action
    events: tuple[Event, ...]

    @property
    def key(self) -> str:
        """The move in notation."""
        return format_play(self.action) if isinstance(self.action, Play) else str(self.action)


@dataclass
class EndgameRun:
    """A position being played out; the learner is seat 0 (side 0)."""

    position: Position
    target: str
    moves: list[Move] = field(default_factory=list)
    critical: tuple[str, str] | None = None
    """The learner's critical move and the move that would have kept the target."""
    over: bool = False
    reached: bool = False
    margin: int = 0

    @property
    def learners_turn(self) -> bool:
        """Whether the learner is to move."""
        return not self.over and self.position.turn == 0

    def play(self, action: Action) -> list[Move]:
        """Make the learner's move, then the engine's replies; return the moves made."""
        from ..engine.search import rank_plays, solve

        ranking = rank_plays(self.position, "deal")
        values = {_key(entry.action): entry.value for entry in ranking.plays}
        best = ranking.optimal[0]
        mine = values.get(_key(action), best.value)
        if self.critical is None and self._worse(mine, best.value):
            self.critical = (_key(action), _key(best.action))
        made = [self._make(action)]
        while not self.over and self.position.turn != 0:
            reply = solve(self.position).optimal[0].action
            made.append(self._make(reply))
        return made

    def _worse(self, mine: float, best: float) -> bool:
        from ..lessons.checker import meets_target

        if self.target == "best":
            return mine < best
        return meets_target(self.target, best) and not meets_target(self.target, mine)

    def _make(self, action: Action) -> Move:
        seat, deck = self.position.turn, self.position.deck_no
        after, events = apply(self.position, action)
        move = Move(seat, action, events)
        self.moves.append(move)
        self.position = after
        self._score(events)
        if after.deck_no != deck or after.is_over or any(e.kind is EventKind.CHICA for e in events):
            self._finish()
        return move

    def _score(self, events: tuple[Event, ...]) -> None:
        from ..engine.search import CHICA_VALUE

        for event in events:
            if event.kind is EventKind.CHICA:
                self.margin += CHICA_VALUE if event.side == 0 else -CHICA_VALUE
                break
            if event.side is not None:
                self.margin += event.points if event.side == 0 else -event.points

    def _finish(self) -> None:
        from ..lessons.checker import meets_target

        self.over = True
        self.reached = (
            meets_target(self.target, self.margin)
            if self.target != "best"
            else (self.critical is None)
        )


def _key(action: Action) -> str:
    return format_play(action) if isinstance(action, Play) else str(action)

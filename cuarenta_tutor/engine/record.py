"""Game records: the seed, the ruleset and the actions of a mesa, which replay exactly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field

from .game import Action, IllegalActionError, Position, apply, new_game, parse_action
from .messages import MessageError
from .scoring import Event


@dataclass(frozen=True)
class Step:
    """One action of a record: its number (from 1), the position it was played in, the result."""

    number: int
    text: str
    before: Position
    action: Action
    after: Position
    events: tuple[Event, ...]


@dataclass(frozen=True)
class GameRecord:
    """What is needed to replay a mesa: ``new_game(rules, players, seed)`` plus the actions."""

    rules: str
    players: int
    seed: str
    actions: tuple[str, ...] = field(default=())

    def start(self) -> Position:
        """Return the first position of the recorded mesa."""
        return new_game(self.rules, players=self.players, seed=self.seed)

    def with_action(self, action: Action) -> GameRecord:
        """Return the record with one more action appended."""
        return GameRecord(self.rules, self.players, self.seed, (*self.actions, str(action)))

    def to_json(self) -> str:
        """Serialise the record as JSON."""
        return json.dumps(
            {
                "rules": self.rules,
                "players": self.players,
                "seed": self.seed,
                "actions": list(self.actions),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read a record written by :meth:`to_json`."""
        data = json.loads(text)
        return cls(
            str(data["rules"]),
            int(data["players"]),
            str(data["seed"]),
            tuple(str(action) for action in data["actions"]),
        )


def steps(record: GameRecord) -> Iterator[Step]:
    """Play the record's actions from its start, one :class:`Step` each.

    An action that cannot be read, or is not legal where the record plays it, raises a
    :class:`MessageError` that names it (its number and its text).
    """
    position = record.start()
    for number, text in enumerate(record.actions, start=1):
        try:
            action = parse_action(position, text)
            after, events = apply(position, action)
        except IllegalActionError:
            raise MessageError(
                "action {number} of the record, '{text}', is not legal at that point of the mesa",
                number=number,
                text=text,
            ) from None
        except MessageError as reason:
            raise MessageError(
                "action {number} of the record, '{text}', cannot be read: {reason}",
                number=number,
                text=text,
                reason=reason,
            ) from None
        yield Step(number, text, position, action, after, events)
        position = after


def replay(record: GameRecord) -> tuple[Position, list[Event]]:
    """Play the record's actions from its start; return the last position and every event."""
    position = record.start()
    events: list[Event] = []
    for step in steps(record):
        position = step.after
        events.extend(step.events)
    return position, events

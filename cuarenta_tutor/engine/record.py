"""Game records: the seed, the ruleset and the actions of a mesa, which replay exactly."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .game import Action, Position, apply, new_game, parse_action
from .scoring import Event


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


def replay(record: GameRecord) -> tuple[Position, list[Event]]:
    """Play the record's actions from its start; return the last position and every event."""
    position = record.start()
    events: list[Event] = []
    for text in record.actions:
        position, happened = apply(position, parse_action(position, text))
        events.extend(happened)
    return position, events

"""A mesa in progress kept between visits: its record, and the mesa resumed from it.

What is kept is what replays the mesa exactly: the rules, the players, the seed, the
engine's strength, whether hints and take-backs are on, and the actions so far (engine
seats' too), plus which of the learner's actions followed a hint. Resuming makes every
action again from the deal: the same hand, table and scores. The coach judges the learner's
last action at once (its verdict and take-back come back), the others when they are read
or between clicks (:meth:`PlayGame.judge_pending`), so the review comes back too.

A kept text that cannot be read or replayed raises :class:`KeptMesaError`; the app sets it
aside and never lets it touch the learner's other progress.
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from functools import cached_property

from ..engine.position import Position
from ..engine.record import GameRecord, Step, steps
from ..engine.search.strength import Strength
from .deck_end import DeckEnd, deck_end
from .play import PlayGame
from .rulesets import checked_rules

KIND = "cuarenta-tutor-mesa"
"""What the kept text says it is (another text under the same key is not a mesa)."""
VERSION = 1
MAX_SIZE = 200_000
"""The longest kept text read, in characters (a whole mesa is a few thousand)."""


class KeptMesaError(ValueError):
    """A kept mesa that cannot be read or replayed (the message is for the log)."""


@dataclass(frozen=True)
class KeptMesa:
    """What replays a mesa in progress: the record, the engine, the coach, the hints."""

    record: GameRecord
    strength: Strength
    coach: bool
    hinted: tuple[int, ...] = ()
    """The plies of the learner's actions made after asking for a hint."""

    @classmethod
    def of(cls, game: PlayGame) -> KeptMesa:
        """Return what keeps ``game`` as it stands now."""
        plies = tuple(sorted(p for p in game.hinted_plies if p <= len(game.record.actions)))
        return cls(game.record, Strength(game.strength), bool(game.coach), plies)

    def to_json(self) -> str:
        """Return the text kept in the browser."""
        record = self.record
        return json.dumps(
            {
                "kind": KIND,
                "version": VERSION,
                "rules": record.rules,
                "players": record.players,
                "seed": record.seed,
                "strength": self.strength.value,
                "coach": self.coach,
                "actions": list(record.actions),
                "hinted": list(self.hinted),
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> KeptMesa:
        """Read a kept text; anything but a mesa this version wrote raises KeptMesaError.

        The actions are checked by replaying them (quickly, without the coach).
        """
        if len(text) > MAX_SIZE:
            raise KeptMesaError(f"{len(text)} characters: more than any mesa")
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or data.get("kind") != KIND:
                raise KeptMesaError("not a kept mesa")
            if data.get("version") != VERSION:
                raise KeptMesaError(f"version {data.get('version')!r}")
            rules = checked_rules(str(data["rules"]))
            players = data["players"]
            if rules is None or players not in (2, 4) or isinstance(players, bool):
                raise KeptMesaError(f"rules {data['rules']!r}, players {players!r}")
            actions, hinted = data["actions"], data.get("hinted", [])
            if not isinstance(actions, list) or not isinstance(hinted, list):
                raise KeptMesaError("the actions are not a list")
            record = GameRecord(rules, players, str(data["seed"]), tuple(map(str, actions)))
            kept = cls(record, Strength(data["strength"]), bool(data["coach"]),
                       tuple(int(ply) for ply in hinted))  # fmt: skip
            _ = kept.position  # replayed once, here (kept): every action legal where played
        except KeptMesaError:
            raise
        except (ValueError, KeyError, TypeError) as problem:  # JSON, a value, a field missing
            raise KeptMesaError(str(problem) or type(problem).__name__) from None
        return kept

    @cached_property
    def _last(self) -> Step | None:
        """The record's last action, made again (quickly, not judged; once), if any."""
        tail = deque(steps(self.record), maxlen=1)
        return tail[0] if tail else None

    @property
    def position(self) -> Position:
        """Return where the mesa stands (the next deck dealt, after a deck's end)."""
        last = self._last
        return last.after if last is not None else self.record.start()

    @property
    def ended(self) -> DeckEnd | None:
        """Return the deck end a resume shows first: the last action's, not gone on from.

        A kept mesa whose last action ended a deck resumes on that deck's end (walk
        P2b-N4: the offer said "deck 2" where Resume showed the end of deck 1).
        """
        last = self._last
        if last is None or last.after.is_over:
            return None
        return deck_end(last.before, last.action, last.after, last.events)

    def resume(self) -> PlayGame:
        """Return the mesa as it stood, every action made again (the learner's last judged).

        It waits at a deck's end if the learner had not gone on from it yet.
        """
        record = self.record
        game = PlayGame(
            record.rules,
            record.players,
            self.strength,
            record.seed,
            coach=self.coach,
            pause_at_deck_end=True,
            replayed=record.actions,
        )
        game.hinted_plies = set(self.hinted)
        return game

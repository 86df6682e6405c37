"""Play whole mesas between engine players and check the game's invariants at every step."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import new_deck
from .game import Position, apply, legal_actions, new_game
from .players import GreedyPlayer, Player, RandomPlayer
from .record import GameRecord
from .scoring import Event, EventKind

MAX_ACTIONS = 20_000
"""A mesa longer than this counts as an invariant violation (a game that does not end)."""


@dataclass
class SimulationReport:
    """Totals over simulated mesas."""

    rules: str
    players: int
    games: int = 0
    chicas: int = 0
    actions: int = 0
    points: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    mesas_won: Counter[str] = field(default_factory=Counter)
    invariant_violations: int = 0
    violations: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        """Return the report as JSON-ready data."""
        return {
            "rules": self.rules,
            "players": self.players,
            "games": self.games,
            "chicas": self.chicas,
            "actions": self.actions,
            "average_points_per_chica": {
                side: round(points / self.chicas, 2) if self.chicas else 0.0
                for side, points in sorted(self.points.items())
            },
            "events": dict(sorted(self.events.items())),
            "mesas_won": dict(sorted(self.mesas_won.items())),
            "invariant_violations": self.invariant_violations,
            "violations": self.violations[:10],
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / self.seconds, 1) if self.seconds else 0.0,
        }


def check_step(before: Position, after: Position, events: tuple[Event, ...]) -> list[str]:
    """Return the invariants a transition breaks (an empty list when all hold)."""
    problems: list[str] = []
    cards = after.all_cards()
    naturals = [card.natural for card in cards]
    deck = new_deck(jokers=after.ruleset.jokers)
    if len(naturals) != len(deck) or set(naturals) != set(deck):
        problems.append(
            f"cards not conserved: {len(naturals)} cards, {len(set(naturals))} distinct"
        )
    chica_end = next((e for e in events if e.kind is EventKind.CHICA), None)
    start = before.scores
    scored = [0, 0]
    for event in events:
        if event.kind is EventKind.CHICA:
            break
        if event.side is not None:
            scored[event.side] += event.points
    expected = (start[0] + scored[0], start[1] + scored[1])
    reached = chica_end.final if chica_end is not None and chica_end.final else after.scores
    if not after.is_over and chica_end is None and expected != after.scores:
        problems.append(f"scores {before.scores} + events {scored} != {after.scores}")
    if chica_end is not None and expected != reached:
        problems.append(f"chica ended at {reached}, events give {expected}")
    if not after.is_over and max(after.scores) >= after.ruleset.win_at:
        problems.append(f"a side has {max(after.scores)} points but the chica goes on")
    if not after.is_over and not legal_actions(after):
        problems.append("the player to move has no legal action")
    return problems


def play_mesa(
    rules: str,
    players: int,
    seed: str,
    choosers: list[Player],
    on_step: Callable[[Position, Position, tuple[Event, ...]], None] | None = None,
) -> tuple[Position, GameRecord]:
    """Play one mesa to its end; return the final position and its record."""
    position = new_game(rules, players=players, seed=seed)
    record = GameRecord(rules, players, seed)
    for _ in range(MAX_ACTIONS):
        if position.is_over:
            return position, record
        action = choosers[position.turn].choose(position)
        after, events = apply(position, action)
        record = record.with_action(action)
        if on_step is not None:
            on_step(position, after, events)
        position = after
    raise RuntimeError(f"mesa {seed} did not end within {MAX_ACTIONS} actions")


def simulate(
    rules: str, players: int, games: int, seed: int | str = 0, strategy: str = "mixed"
) -> SimulationReport:
    """Play ``games`` mesas; ``strategy`` is ``random``, ``greedy`` or ``mixed`` (side 0 greedy)."""
    report = SimulationReport(rules, players)
    started = time.perf_counter()

    def on_step(before: Position, after: Position, events: tuple[Event, ...]) -> None:
        report.actions += 1
        for event in events:
            if event.kind is not EventKind.DEAL:
                report.events[event.kind.value] += 1
            if event.side is not None:
                report.points[f"side{event.side}"] += event.points
            if event.kind is EventKind.CHICA:
                report.chicas += 1
            if event.kind is EventKind.MESA:
                report.mesas_won[f"side{event.side}"] += 1
        problems = check_step(before, after, events)
        report.invariant_violations += len(problems)
        report.violations.extend(problems)

    for game in range(games):
        game_seed = f"{seed}-{game}"
        choosers = [_player(strategy, seat, f"{game_seed}-{seat}") for seat in range(players)]
        try:
            play_mesa(rules, players, game_seed, choosers, on_step)
        except RuntimeError as error:
            report.invariant_violations += 1
            report.violations.append(str(error))
        report.games += 1
    report.seconds = time.perf_counter() - started
    return report


def _player(strategy: str, seat: int, seed: str) -> Player:
    if strategy == "greedy" or (strategy == "mixed" and seat % 2 == 0):
        return GreedyPlayer()
    if strategy in ("random", "mixed"):
        return RandomPlayer(seed)
    raise ValueError(f"unknown strategy '{strategy}': choose random, greedy or mixed")

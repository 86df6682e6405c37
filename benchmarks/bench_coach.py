"""Benchmark: the coach's speed, the expert's reply time, and the quality of its criterion.

Not a test: run it by hand and copy the table into the README.

    python benchmarks/bench_coach.py                 # the full run (about 10 minutes)
    python benchmarks/bench_coach.py --quick         # fewer mesas and positions
    python benchmarks/bench_coach.py --json out.json # also write every number as JSON

1. **Verdict time**: seeded mesas of a *beginner* (the learner) against *expert* players,
   2 and 4 players; every action of seat 0 is judged with ``judge`` and timed.
2. **Expert reply time**: every action of the expert seats in the same mesas, timed.
3. **Quality of the coach's ``search`` criterion** (used before the last round, where the
   learner cannot know the hidden cards): on positions of two-player mesas with ten cards
   in the stock, the coach's best action is compared with the exact ``deal`` ranking *with
   every card known* (hands and stock order) — how often it is one of the exact optimal
   actions, and how many exact points it loses on average (the positions where it loses
   the chica counted apart). The same is measured for the ``club`` player's ``immediate``
   criterion, and for a random legal action as a floor. (What the player could know is
   measured by ``bench_coach_accuracy.py`` against the deep reference.)
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import percentile

from cuarenta_tutor.engine.game import Action, Position, apply, legal_actions, new_game
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.search import CHICA_VALUE, rank_plays
from cuarenta_tutor.engine.search.coach import assess, judge
from cuarenta_tutor.engine.search.strength import engine_player


def mesa_seed(seed: int) -> str:
    """Return the seed of the ``seed``-th benchmark mesa (``new_game``'s ``seed``)."""
    return f"bench-{seed}"


def mesa(
    players: int, seed: int, rules: str, clock: Callable[[], float] = time.perf_counter
) -> Iterator[tuple[Position, Action, float]]:
    """Play one seeded mesa of a beginner (seat 0) against experts; yield every move.

    Each move comes as the position, the action chosen there and the time its seat took to
    choose it (by ``clock``).
    """
    position = new_game(rules, players=players, seed=mesa_seed(seed))
    seats = [engine_player("beginner", seed)] + [
        engine_player("expert") for _ in range(players - 1)
    ]
    while not position.is_over:
        started = clock()
        action = seats[position.turn].choose(position)
        spent = clock() - started
        yield position, action, spent
        position, _ = apply(position, action)


def records(players: int, mesas: int, rules: str) -> list[GameRecord]:
    """Return the benchmark's mesas as game records (they replay exactly, move by move)."""
    return [
        GameRecord(
            rules,
            players,
            mesa_seed(seed),
            tuple(str(action) for _, action, _ in mesa(players, seed, rules)),
        )
        for seed in range(mesas)
    ]


def timings(
    players: int, mesas: int, rules: str, clock: Callable[[], float] = time.perf_counter
) -> tuple[list[float], list[float]]:
    """Return the verdict times (seat 0) and the expert reply times, in seconds.

    ``clock`` is wall-clock time by default; ``time.process_time`` measures the processor
    time of this process alone, which a machine shared with other work does not inflate.
    """
    verdicts: list[float] = []
    replies: list[float] = []
    for seed in range(mesas):
        for position, action, spent in mesa(players, seed, rules, clock):
            if position.turn == 0:
                started = clock()
                judge(position, action)
                verdicts.append(clock() - started)
            else:
                replies.append(spent)
    return verdicts, replies


def quality_positions(count: int, rules: str) -> list[Position]:
    """Return positions of two-player mesas with ten cards in the stock (the mover's turn)."""
    found: list[Position] = []
    seed = 0
    while len(found) < count:
        position = new_game(rules, players=2, seed=f"quality-{seed}")
        players = [engine_player("club"), engine_player("beginner", seed)]
        picked = random.Random(seed)
        while not position.is_over and len(found) < count:
            if len(position.stock) == 10 and picked.random() < 0.3:
                found.append(position)
            position, _ = apply(position, players[position.turn].choose(position))
        seed += 1
    return found


def quality(positions: list[Position]) -> dict[str, dict[str, float]]:
    """Compare three choosers with the exact ranking (every card known) on ``positions``."""
    results: dict[str, list[tuple[bool, float]]] = {"coach": [], "immediate": [], "random": []}
    chance = random.Random(0)
    for position in positions:
        exact = rank_plays(position, "deal")
        values = {entry.action: entry.value for entry in exact.plays}
        best = exact.plays[0].value
        chosen = {
            "coach": assess(position).best,
            "immediate": rank_plays(position, "immediate").optimal[0].action,
            "random": chance.choice(list(dict.fromkeys(legal_actions(position)))),
        }
        for name, action in chosen.items():
            loss = best - values[action]
            results[name].append((loss == 0, float(loss)))
    return {
        name: {
            "agreement": round(sum(hit for hit, _ in rows) / len(rows), 3),
            "mean_points_lost": round(
                statistics.mean(loss for _, loss in rows if loss < CHICA_VALUE / 2), 2
            ),
            "chica_lost": sum(loss >= CHICA_VALUE / 2 for _, loss in rows),
        }
        for name, rows in results.items()
    }


def quick_mesas(quick: bool) -> int:
    """Return how many mesas per table size the timing plays (``--quick`` or not)."""
    return 2 if quick else 6


def summary(values: list[float]) -> dict[str, float]:
    """Return the count, median, p95 and maximum of times in milliseconds."""
    return {
        "n": len(values),
        "p50_ms": round(percentile(values, 0.5) * 1000, 1),
        "p95_ms": round(percentile(values, 0.95) * 1000, 1),
        "max_ms": round(max(values) * 1000, 1),
    }


def main() -> None:
    """Run the three measurements and print a Markdown table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rules", default="quito")
    parser.add_argument("--json", type=Path)
    parser.add_argument("--cpu", action="store_true", help="processor time, not wall-clock")
    parser.add_argument("--timing-only", action="store_true", help="skip the quality part")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    mesas, count = quick_mesas(args.quick), 40 if args.quick else 200
    data: dict[str, object] = {}
    for players in (2, 4):
        verdicts, replies = timings(players, mesas, args.rules, clock)
        data[f"verdict_{players}p"] = summary(verdicts)
        data[f"expert_reply_{players}p"] = summary(replies)
    print("| measure | n | p50 | p95 | max |")
    print("|---|---|---|---|---|")
    for key in ("verdict_2p", "verdict_4p", "expert_reply_2p", "expert_reply_4p"):
        row = data[key]
        assert isinstance(row, dict)
        print(
            f"| {key} | {row['n']} | {row['p50_ms']} ms | {row['p95_ms']} ms | {row['max_ms']} ms |"
        )
    if not args.timing_only:
        started = time.perf_counter()
        data["quality"] = quality(quality_positions(count, args.rules))
        data["quality_positions"] = count
        data["quality_seconds"] = round(time.perf_counter() - started, 1)
        print(f"\nquality on {count} positions (10 cards in the stock), against the exact ranking:")
        print("| chooser | agrees with exact best | mean points lost | chicas lost |")
        print("|---|---|---|---|")
        for name, row in data["quality"].items():  # type: ignore[attr-defined]
            agreement, lost = f"{row['agreement']:.0%}", row["mean_points_lost"]
            print(f"| {name} | {agreement} | {lost} | {row['chica_lost']} |")
    if args.json:
        args.json.write_text(json.dumps(data, indent=2), encoding="utf-8")


if __name__ == "__main__":
    main()

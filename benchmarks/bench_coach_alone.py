"""Benchmark: whether the experts' search between two verdicts slows the coach's next one.

``bench_coach.py`` times each verdict of seat 0 in mesas where expert players choose between
them, as Play does. This script times the same verdicts two ways, each in a process of its
own, so that a pair of runs compares like with like:

    python benchmarks/bench_coach_alone.py --record mesas.json   # as bench_coach: interleaved
    python benchmarks/bench_coach_alone.py --replay mesas.json   # the same positions alone

``--record`` plays bench_coach's seeded mesas (a beginner against experts), judges every
action of seat 0 between the experts' choices and writes the mesas' actions; ``--replay``
reads them, replays each mesa without searching for the experts and judges the same actions
of seat 0 in the same order. Both print the verdicts' processor-time summary (p50, p95,
max, sum) as one JSON line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_coach import mesa, mesa_seed, summary

from cuarenta_tutor.engine.game import apply, new_game, parse_action
from cuarenta_tutor.engine.search.coach import judge

RULES = "quito"


def record(players: int, mesas: int, out: Path) -> list[float]:
    """Play the mesas, judging seat 0 between the experts' choices; write their actions."""
    clock = time.process_time
    times: list[float] = []
    games: list[list[str]] = []
    for seed in range(mesas):
        actions: list[str] = []
        for position, action, _spent in mesa(players, seed, RULES, clock):
            actions.append(str(action))
            if position.turn == 0:
                started = clock()
                judge(position, action)
                times.append(clock() - started)
        games.append(actions)
    out.write_text(json.dumps({"players": players, "mesas": games}), encoding="utf-8")
    return times


def replay(path: Path) -> list[float]:
    """Replay the recorded mesas and judge seat 0's actions alone, in the same order."""
    clock = time.process_time
    data = json.loads(path.read_text(encoding="utf-8"))
    times: list[float] = []
    for seed, actions in enumerate(data["mesas"]):
        position = new_game(RULES, players=data["players"], seed=mesa_seed(seed))
        for text in actions:
            action = parse_action(position, text)
            if position.turn == 0:
                started = clock()
                judge(position, action)
                times.append(clock() - started)
            position, _ = apply(position, action)
    return times


def main() -> None:
    """Record or replay, then print the summary of the verdicts' processor times."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--record", type=Path, metavar="FILE")
    group.add_argument("--replay", type=Path, metavar="FILE")
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--mesas", type=int, default=6, help="as bench_coach.py without --quick")
    args = parser.parse_args()
    if args.record:
        times, mode = record(args.players, args.mesas, args.record), "interleaved"
    else:
        times, mode = replay(args.replay), "alone"
    print(json.dumps({"mode": mode, **summary(times), "sum_s": round(sum(times), 1)}))


if __name__ == "__main__":
    main()

"""Benchmark: puzzles mined per minute per core, and ``puzzles check`` over the whole bank.

Not a test: run it by hand and copy the table into the README.

    python benchmarks/bench_puzzles.py                      # 150 puzzles, quota 10, per preset
    python benchmarks/bench_puzzles.py --count 40 --quota 0 --json

Mining runs :func:`~cuarenta_tutor.puzzles.mine.mine` in this one process (two players)
as the bank is built: ``--count`` puzzles, then on until every theme has ``--quota`` (the
rare ones — ronda, the 38 rule — need many mesas). The rate is the puzzles kept divided by
the process's CPU minutes, so it is per core whatever else the machine is doing. The check re-proves
every shipped puzzle, as ``cuarenta-tutor puzzles check`` does; wall-clock seconds are what
a user waits, CPU seconds what it costs on a quiet core.
"""

from __future__ import annotations

import argparse
import json
import platform
import time

from cuarenta_tutor.puzzles import all_puzzles
from cuarenta_tutor.puzzles.check import check_puzzles
from cuarenta_tutor.puzzles.mine import mine

PRESETS = ("quito", "rigor", "pagat", "casual")


def measure_mining(rules: str, count: int, quota: int, seed: str) -> dict[str, object]:
    """Mine two-player puzzles as the bank is built and return the rate per CPU minute."""
    cpu, wall = time.process_time(), time.perf_counter()
    puzzles, stats = mine(rules, 2, count, seed, quota=quota)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {
        "rules": rules,
        "puzzles": len(puzzles),
        "mesas": stats.mesas,
        "positions": stats.positions,
        "proved": stats.proved,
        "cpu_s": round(cpu, 1),
        "wall_s": round(wall, 1),
        "per_cpu_minute": round(len(puzzles) / cpu * 60),
    }


def measure_check() -> dict[str, object]:
    """Re-prove the whole bank and return its size, errors and times."""
    puzzles = all_puzzles()
    cpu, wall = time.process_time(), time.perf_counter()
    report = check_puzzles(puzzles)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {
        "puzzles": report.puzzles,
        "errors": len(report.errors),
        "cpu_s": round(cpu, 1),
        "wall_s": round(wall, 1),
        "ms_per_puzzle": round(cpu / report.puzzles * 1000, 1),
    }


def main() -> int:
    """Run both measurements and print a Markdown table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=150, help="puzzles mined per preset")
    parser.add_argument("--quota", type=int, default=10, help="then on to this many per theme")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    mining = [measure_mining(rules, args.count, args.quota, args.seed) for rules in PRESETS]
    check = measure_check()
    if args.json:
        data = {"python": platform.python_version(), "mining": mining, "check": check}
        print(json.dumps(data, indent=2))
        return 0
    print(
        f"Python {platform.python_version()}, {args.count} two-player puzzles per preset, "
        f"then {args.quota} per theme"
    )
    print("| ruleset | puzzles | mesas | positions seen | proved | CPU s | per CPU minute |")
    print("|---|---|---|---|---|---|---|")
    for row in mining:
        print(
            f"| {row['rules']} | {row['puzzles']} | {row['mesas']} | {row['positions']} "
            f"| {row['proved']} | {row['cpu_s']} | {row['per_cpu_minute']} |"
        )
    print()
    print("| check | puzzles | errors | wall s | CPU s | CPU ms per puzzle |")
    print("|---|---|---|---|---|---|")
    print(
        f"| whole bank | {check['puzzles']} | {check['errors']} | {check['wall_s']} "
        f"| {check['cpu_s']} | {check['ms_per_puzzle']} |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

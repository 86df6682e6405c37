"""Benchmark: puzzles mined per minute per core, and ``puzzles check`` over the whole bank.

Not a test: run it by hand and copy the table into the README.

    python benchmarks/bench_puzzles.py                 # mine 80 puzzles per preset, check all
    python benchmarks/bench_puzzles.py --count 20 --json

Mining runs :func:`~cuarenta_tutor.puzzles.mine.mine` in this one process (two players,
the first phase only: no theme quota) and divides the puzzles kept by the process's CPU
minutes, so the rate is per core whatever else the machine is doing. The check re-proves
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


def measure_mining(rules: str, count: int, seed: str) -> dict[str, object]:
    """Mine ``count`` two-player puzzles and return the rate per CPU minute."""
    cpu, wall = time.process_time(), time.perf_counter()
    puzzles, stats = mine(rules, 2, count, seed)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return {
        "rules": rules,
        "puzzles": len(puzzles),
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
    parser.add_argument("--count", type=int, default=80, help="puzzles mined per preset")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    mining = [measure_mining(rules, args.count, args.seed) for rules in PRESETS]
    check = measure_check()
    if args.json:
        data = {"python": platform.python_version(), "mining": mining, "check": check}
        print(json.dumps(data, indent=2))
        return 0
    print(f"Python {platform.python_version()}, {args.count} two-player puzzles per preset")
    print("| ruleset | puzzles | positions seen | proved | CPU s | puzzles per CPU minute |")
    print("|---|---|---|---|---|---|")
    for row in mining:
        print(
            f"| {row['rules']} | {row['puzzles']} | {row['positions']} | {row['proved']} "
            f"| {row['cpu_s']} | {row['per_cpu_minute']} |"
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

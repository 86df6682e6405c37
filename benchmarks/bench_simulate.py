"""Benchmark: whole simulated mesas per second for every preset and player count.

Not a test: run it by hand and copy the table into the README.

    python benchmarks/bench_simulate.py --games 2000          # the full check (a few minutes)
    python benchmarks/bench_simulate.py --games 200 --json    # quicker, machine-readable

Each configuration plays ``--games`` mesas (greedy players on side 0, random players on
side 1, invariants checked after every action) and reports mesas/s, actions/s and the
invariant violations, which must be 0.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys

from cuarenta_tutor.engine.rules import preset_names
from cuarenta_tutor.engine.simulate import simulate


def main() -> int:
    """Run every configuration and print a Markdown table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--strategy", default="mixed", choices=("mixed", "greedy", "random"))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for rules in preset_names():
        for players in (2, 4):
            report = simulate(rules, players, args.games, args.seed, args.strategy)
            rows.append(
                {
                    "rules": rules,
                    "players": players,
                    "games": report.games,
                    "chicas": report.chicas,
                    "actions": report.actions,
                    "seconds": round(report.seconds, 2),
                    "mesas_per_s": round(report.games / report.seconds, 1),
                    "actions_per_s": round(report.actions / report.seconds),
                    "invariant_violations": report.invariant_violations,
                }
            )
            print(f"  {rules} {players}p done", file=sys.stderr)
    if args.json:
        print(json.dumps({"python": platform.python_version(), "rows": rows}, indent=2))
        return 0
    print(f"Python {platform.python_version()}, {args.games} mesas per row, {args.strategy}")
    print("| ruleset | players | mesas | chicas | seconds | mesas/s | actions/s | violations |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['rules']} | {r['players']} | {r['games']} | {r['chicas']} | {r['seconds']} "
            f"| {r['mesas_per_s']} | {r['actions_per_s']} | {r['invariant_violations']} |"
        )
    return 0 if all(r["invariant_violations"] == 0 for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())

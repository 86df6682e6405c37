"""``cuarenta-tutor simulate``: whole mesas between engine players, with invariant checks."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.rules import load_ruleset
from ..engine.simulate import simulate
from .arguments import UsageError, add_json, add_lang, add_rules


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "simulate", help="play whole mesas between engine players"
    )
    add_rules(parser)
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--games", type=int, default=100, help="number of mesas")
    parser.add_argument("--seed", default="0")
    parser.add_argument(
        "--strategy",
        choices=("greedy", "random", "mixed"),
        default="mixed",
        help="mixed: greedy players on side 0, random players on side 1",
    )
    add_lang(parser, "language of the messages")
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Simulate and print a summary (or one JSON object)."""
    load_ruleset(args.rules)
    if args.games < 1:
        raise UsageError("{option} must be at least 1", option="--games")
    report = simulate(args.rules, args.players, args.games, args.seed, args.strategy)
    data = report.to_dict()
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(
        f"{report.games} mesas, {report.chicas} chicas, {report.actions} actions "
        f"({args.rules}, {args.players} players, {args.strategy}) in {data['seconds']} s "
        f"= {data['games_per_second']} mesas/s"
    )
    print(f"average points per chica: {data['average_points_per_chica']}")
    print("events: " + ", ".join(f"{kind} {n}" for kind, n in report.events.most_common()))
    print(f"invariant violations: {report.invariant_violations}")
    for problem in report.violations[:5]:
        print(f"  - {problem}")
    return 0

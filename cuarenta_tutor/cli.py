"""The ``cuarenta-tutor`` command: capture listings, simulations and (later) the app.

Every bad input ends in one line naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence

from .engine.captures import list_captures
from .engine.cards import parse_card, parse_cards
from .engine.rules import DEFAULT_RULESET, load_ruleset
from .engine.simulate import simulate
from .i18n import LANGUAGES, Translator, check_language
from .i18n.listing import capture_listing

EXIT_USAGE = 2


class UsageError(ValueError):
    """A command-line value that cannot be used, with a message for the user."""


def parse_score(text: str) -> tuple[int, int]:
    """Read a score written ``ours-theirs`` such as ``38-20``."""
    ours, sep, theirs = text.strip().partition("-")
    if not sep or not ours.strip().isdigit() or not theirs.strip().isdigit():
        raise UsageError(
            f"'{text}' is not a score: write our points, a dash, their points, like 38-20"
        )
    return int(ours), int(theirs)


def _captures(args: argparse.Namespace) -> int:
    ruleset = load_ruleset(args.rules)
    table = parse_cards(args.table)
    card = parse_card(args.play)
    last = parse_card(args.last) if args.last else None
    score = parse_score(args.score)
    plays = list_captures(ruleset, table, card, last=last, score=score)
    if args.json:
        print(
            json.dumps(
                {"rules": ruleset.name, "plays": [p.to_dict() for p in plays]}, ensure_ascii=False
            )
        )
    else:
        print(capture_listing(plays, table, card, ruleset.name, score, Translator(args.lang)))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    load_ruleset(args.rules)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    report = simulate(args.rules, args.players, args.games, args.seed, args.strategy)
    data = report.to_dict()
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(
        f"{data['games']} mesas, {data['chicas']} chicas, {data['actions']} actions "
        f"({args.rules}, {args.players} players, {args.strategy}) in {data['seconds']} s "
        f"= {data['games_per_second']} mesas/s"
    )
    print(f"average points per chica: {data['average_points_per_chica']}")
    print("events: " + ", ".join(f"{kind} {n}" for kind, n in report.events.most_common()))
    print(f"invariant violations: {data['invariant_violations']}")
    for problem in report.violations[:5]:
        print(f"  - {problem}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cuarenta-tutor`` command."""
    parser = argparse.ArgumentParser(
        prog="cuarenta-tutor", description="Learn Cuarenta, Ecuador's national card game."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    captures = commands.add_parser("captures", help="list every legal play of a card on a table")
    captures.add_argument(
        "--rules", default=DEFAULT_RULESET, help="ruleset, e.g. quito or pagat+periquito"
    )
    captures.add_argument("--table", default="", help='table cards, e.g. "3c 4h Js"')
    captures.add_argument("--play", required=True, help="the card played, e.g. 7s")
    captures.add_argument("--last", help="the card the previous player just dropped (caída target)")
    captures.add_argument(
        "--score", default="0-0", help="our-their points before the play, e.g. 38-20"
    )
    captures.add_argument("--lang", default="en", choices=LANGUAGES, help="language of the listing")
    captures.add_argument("--json", action="store_true", help="print one JSON object")
    captures.set_defaults(handler=_captures)

    sim = commands.add_parser("simulate", help="play whole mesas between engine players")
    sim.add_argument("--rules", default=DEFAULT_RULESET)
    sim.add_argument("--players", type=int, choices=(2, 4), default=2)
    sim.add_argument("--games", type=int, default=100, help="number of mesas")
    sim.add_argument("--seed", default="0")
    sim.add_argument(
        "--strategy",
        choices=("greedy", "random", "mixed"),
        default="mixed",
        help="mixed: greedy players on side 0, random players on side 1",
    )
    sim.add_argument("--json", action="store_true")
    sim.set_defaults(handler=_simulate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command and return its exit status."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        if getattr(args, "lang", None):
            check_language(args.lang)
        return handler(args)
    except (ValueError, FileNotFoundError) as error:
        print(f"cuarenta-tutor: error: {error}", file=sys.stderr)
        return EXIT_USAGE


def main_entry() -> None:
    """Entry point of the console script."""
    sys.exit(main())


if __name__ == "__main__":
    main_entry()

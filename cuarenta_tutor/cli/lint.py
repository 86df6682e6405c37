"""``cuarenta-tutor lint``: check lesson files with the engine and report translations."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..lessons.lint import lint
from .arguments import add_json


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "lint", help="check lessons: format, positions, engine-proved answers, translations"
    )
    parser.add_argument(
        "paths", nargs="*", type=Path, help="lesson files or folders (default: all)"
    )
    parser.add_argument(
        "--source-only",
        action="store_true",
        help="check the puzzles and the English text only, not the translations",
    )
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Lint and print one line per error and a summary; exit status 1 when there are errors."""
    report = lint(args.paths, translations=not args.source_only)
    data = report.to_dict()
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        for error in report.errors:
            print(str(error))
        kinds = ", ".join(f"{kind} {n}" for kind, n in report.kinds().items())
        print(
            f"{len(report.lessons)} lessons ({kinds}), {len(report.errors)} errors, "
            f"{report.seconds:.2f} s"
        )
        for lang, counts in report.languages().items():
            print(
                f"  {lang}: {counts['complete']} complete, {counts['missing']} missing, "
                f"{counts['stale']} stale"
            )
    return 1 if report.errors else 0

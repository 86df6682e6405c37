"""The ``cuarenta-tutor`` command: one module per subcommand, each with ``register``.

Every bad input ends in one line naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from . import captures, i18n, lint, report, serve, simulate, solve, worksheet

EXIT_USAGE = 2
COMMANDS: tuple[ModuleType, ...] = (
    serve,
    captures,
    simulate,
    solve,
    lint,
    i18n,
    report,
    worksheet,
)
"""The subcommand modules; each has ``register(subparsers)`` and a ``run(args)`` handler."""


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cuarenta-tutor`` command."""
    parser = argparse.ArgumentParser(
        prog="cuarenta-tutor", description="Learn Cuarenta, Ecuador's national card game."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMANDS:
        module.register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command and return its exit status."""
    args = build_parser().parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except (ValueError, FileNotFoundError) as error:
        print(f"cuarenta-tutor: error: {error}", file=sys.stderr)
        return EXIT_USAGE


def main_entry() -> None:
    """Entry point of the console script (a closed pipe, as in ``| head``, ends it quietly)."""
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)

"""The ``cuarenta-tutor`` command: one module per subcommand, each with ``register``.

Every bad input ends in one line naming the problem and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import functools
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from ..i18n import Translator, message_text
from . import (
    analyse,
    captures,
    classes,
    i18n,
    lint,
    play,
    puzzles,
    report,
    review,
    serve,
    simulate,
    site,
    solve,
    worksheet,
)
from .arguments import command_language
from .messages import (
    EXIT_INTERRUPTED,
    EXIT_USAGE,
    OneLineParser,
    UsageProblem,
    early_language,
    os_problem,
    print_error,
    usage_message,
)

COMMANDS: tuple[ModuleType, ...] = (
    serve,
    classes,
    site,
    captures,
    simulate,
    solve,
    review,
    analyse,
    play,
    lint,
    puzzles,
    i18n,
    report,
    worksheet,
)
"""The subcommand modules; each has ``register(subparsers)`` and a ``run(args)`` handler."""


@functools.cache
def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser of the ``cuarenta-tutor`` command.

    Built once a process (some 8 ms: sixteen commands), then shared: parsing changes nothing
    in it, and no option has a default that a command could change in place. What it offers
    is fixed when it is built: the languages of ``--lang`` (the glossaries found) and the
    data folder ``--help`` names (``$CUARENTA_TUTOR_DATA`` then).
    """
    parser = OneLineParser(
        prog="cuarenta-tutor", description="Learn Cuarenta, Ecuador's national card game."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in COMMANDS:
        module.register(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command and return its exit status (2 after a one-line error)."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(arguments)
    except UsageProblem as problem:
        tr = Translator(command_language(argparse.Namespace(lang=early_language(arguments))))
        print_error(usage_message(problem.message, tr), problem.prog, tr)
        return EXIT_USAGE
    except SystemExit as done:  # --help
        return done.code if isinstance(done.code, int) else EXIT_USAGE
    handler: Callable[[argparse.Namespace], int] = args.handler
    args.lang = command_language(args)
    tr = Translator(args.lang)
    try:
        return handler(args)
    except ValueError as error:
        print_error(message_text(error, tr), tr=tr)
    except OSError as error:
        print_error(os_problem(error, tr), tr=tr)
    return EXIT_USAGE


def main_entry() -> None:
    """Entry point of the console script.

    A closed pipe (as in ``| head``) ends it quietly; so does Ctrl+C, with the shell's status
    for an interrupted command.
    """
    try:
        sys.exit(main())
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
    except KeyboardInterrupt:
        sys.exit(EXIT_INTERRUPTED)

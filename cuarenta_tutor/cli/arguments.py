"""Argument types shared by the subcommands."""

from __future__ import annotations

import argparse
import errno
import os
from pathlib import Path

from ..engine.messages import MessageError
from ..engine.notation import read_number
from ..engine.rules import DEFAULT_RULESET
from ..i18n import available_languages, locale_language


class UsageError(MessageError):
    """A command-line value that cannot be used, with a message (template) for the user."""


def parse_score(text: str) -> tuple[int, int]:
    """Read a score written ``ours-theirs`` such as ``38-20``."""
    ours, sep, theirs = text.strip().partition("-")
    points = read_number(ours), read_number(theirs)
    if not sep or points[0] is None or points[1] is None:
        raise UsageError(
            "'{text}' is not a score: write our points, a dash, their points, like 38-20",
            text=text,
        )
    return points[0], points[1]


def writable_place(path: Path) -> Path:
    """Return ``path`` if its folder exists; else raise the error writing it would raise later."""
    if not path.resolve().parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path))
    return path


def check_port(port: int) -> int:
    """Return ``port`` if a server can listen on it (0: any free port); else raise a usage error."""
    if not 0 <= port <= 65535:
        raise UsageError("{option} must be a port number from 0 to 65535", option="--port")
    return port


def add_rules(parser: argparse.ArgumentParser) -> None:
    """Add ``--rules`` (a preset, optionally with ``+toggles``)."""
    parser.add_argument(
        "--rules", default=DEFAULT_RULESET, help="ruleset, e.g. quito, pagat or casual+periquito"
    )


def add_lang(parser: argparse.ArgumentParser, help: str = "language of the output") -> None:
    """Add ``--lang``: the language of the output and of the messages.

    Left out, it is the locale's (see :func:`command_language`).
    """
    parser.add_argument(
        "--lang",
        choices=available_languages(),
        help=f"{help} (default: the locale's language, else English)",
    )


def command_language(args: argparse.Namespace) -> str:
    """Return the language chosen with ``--lang``, else the locale's (gettext's variables)."""
    chosen: str | None = getattr(args, "lang", None)
    return chosen if chosen in available_languages() else locale_language()


def add_record(parser: argparse.ArgumentParser) -> None:
    """Add the positional game record (``review``, ``analyse``)."""
    parser.add_argument(
        "record", type=Path, help="a game record (JSON: rules, players, seed, actions)"
    )


def add_json(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` (machine-readable output)."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")

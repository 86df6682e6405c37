"""Argument types shared by the subcommands."""

from __future__ import annotations

import argparse

from ..engine.notation import read_number
from ..engine.rules import DEFAULT_RULESET
from ..i18n import available_languages


class UsageError(ValueError):
    """A command-line value that cannot be used, with a message for the user."""


def parse_score(text: str) -> tuple[int, int]:
    """Read a score written ``ours-theirs`` such as ``38-20``."""
    ours, sep, theirs = text.strip().partition("-")
    points = read_number(ours), read_number(theirs)
    if not sep or points[0] is None or points[1] is None:
        raise UsageError(
            f"'{text}' is not a score: write our points, a dash, their points, like 38-20"
        )
    return points[0], points[1]


def add_rules(parser: argparse.ArgumentParser) -> None:
    """Add ``--rules`` (a preset, optionally with ``+toggles``)."""
    parser.add_argument(
        "--rules", default=DEFAULT_RULESET, help="ruleset, e.g. quito, pagat or casual+periquito"
    )


def add_lang(parser: argparse.ArgumentParser) -> None:
    """Add ``--lang`` (the learner's language)."""
    parser.add_argument(
        "--lang", default="en", choices=available_languages(), help="language of the output"
    )


def add_json(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` (machine-readable output)."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")

"""``cuarenta-tutor lint``: check lesson files with the engine and report translations."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..i18n import Translator, message_text
from ..lessons.lint import LintReport, lint
from .arguments import add_json, add_lang
from .messages import printable


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
    add_lang(parser, "language of the findings")
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Lint and print one line per error and a summary; exit status 1 when there are errors."""
    report = lint(args.paths, translations=not args.source_only)
    data = report.to_dict()
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(report_text(report, Translator(args.lang)))
    return 1 if report.errors else 0


def report_text(report: LintReport, tr: Translator) -> str:
    """Return one line per finding (``file:line: problem``, escaped) and a summary."""
    lines = [printable(message_text(error, tr)) for error in report.errors]
    kinds = ", ".join(f"{kind} {n}" for kind, n in report.kinds().items())
    lessons, errors = len(report.lessons), len(report.errors)
    # Translators: the summary of lint, e.g. "71 lessons (capture 20, …), 0 errors, 3.21 s";
    # {lessons} and {errors} are the two counts said just below, with their nouns.
    summary = tr.gettext("{lessons} ({kinds}), {errors}, {seconds} s")
    lines.append(
        summary.format(
            lessons=tr.ngettext("{n} lesson", "{n} lessons", lessons).format(n=lessons),
            kinds=kinds,
            errors=tr.ngettext("{n} error", "{n} errors", errors).format(n=errors),
            seconds=f"{report.seconds:.2f}",
        )
    )
    # Translators: one language's lesson texts, counted: labels then numbers (no agreement).
    counts = tr.gettext("{lang}: complete {complete} · missing {missing} · stale {stale}")
    lines += ["  " + counts.format(lang=lang, **row) for lang, row in report.languages().items()]
    return "\n".join(lines)

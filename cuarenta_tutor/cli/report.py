"""``cuarenta-tutor report``: summarise learners' exported progress files for a teacher."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..documents.report import report_csv, report_html, report_text
from ..engine.messages import MessageError
from ..i18n import Translator
from ..lessons.course import course_titles, load_courses, numbered_titles, select
from ..sentences.feedback import progress_problem
from ..tutor.progress import MAX_SIZE, Progress, ProgressError
from ..tutor.report import build_report
from .arguments import add_lang
from .messages import printable


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "report", help="summarise learners' progress files (per learner, per lesson)"
    )
    parser.add_argument("files", nargs="+", type=Path, help="progress files exported from the app")
    form = parser.add_mutually_exclusive_group()
    form.add_argument(
        "--csv",
        action="store_true",
        help="a spreadsheet (CSV): one row per learner and one per lesson",
    )
    form.add_argument("--html", action="store_true", help="an HTML page")
    parser.add_argument(
        "--set",
        metavar="LESSONS",
        help="only the lessons of a teacher's set, as the pupils' link names them "
        "(course folders and lesson ids, e.g. 04-caida-limpia,-caida-and-limpia-quito), "
        "each listed even if nobody tried it; without it, the lessons someone tried",
    )
    add_lang(parser, "the language of the report, its headings and the lesson titles")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Read every file (unreadable ones are named and skipped) and print the report.

    The text report lists the skipped files at its end; CSV and HTML name them on stderr too,
    so that a teacher who pipes the report into a file still sees them.
    """
    tr = Translator(args.lang)
    progresses: list[tuple[str, Progress]] = []
    skipped: list[tuple[str, str]] = []
    for path in args.files:
        try:
            progresses.append((printable(path.stem), read_progress(path)))
        except (OSError, ProgressError) as error:
            skipped.append((printable(str(path)), progress_problem(error, tr)))
    if args.csv or args.html or not progresses:
        for name, reason in skipped:
            message = tr.gettext("Skipped {file}: {reason}").format(file=name, reason=reason)
            print(message, file=sys.stderr)
    if not progresses:  # nothing to report: no empty headings, one clear error
        raise MessageError("none of these files is a progress file the tutor can read")
    courses = load_courses(validate=False)
    chosen = select(courses, args.set) if args.set else courses
    if not chosen:
        raise MessageError("--set names no lesson (got '{set}')", set=args.set)
    order = [lesson.id for course in chosen for lesson in course.lessons]
    titles, named = numbered_titles(courses, args.lang), course_titles(courses, args.lang)
    report = build_report(progresses, order, skipped, untried=bool(args.set))
    if args.csv:
        print(report_csv(report, tr, titles, named), end="")
    elif args.html:
        print(report_html(report, tr, titles, named))
    else:
        print(report_text(report, tr, titles, named))
    return 0


def read_progress(path: Path) -> Progress:
    """Read a progress file, never more than :data:`MAX_SIZE` bytes (one byte more to tell)."""
    with path.open("rb") as file:
        return Progress.from_bytes(file.read(MAX_SIZE + 1))

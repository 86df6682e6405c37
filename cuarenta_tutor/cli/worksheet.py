"""``cuarenta-tutor worksheet``: a printable A4 worksheet with an answer key from the engine."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..documents.worksheet import left_out_lines, sheet_html, sheet_lessons
from ..engine.rules import load_ruleset
from ..i18n import Translator
from ..lessons.course import load_courses
from ..lessons.model import Lesson
from .arguments import UsageError, add_lang


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "worksheet", help="write a printable worksheet (puzzles, then the answer key)"
    )
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--course", help="a course folder, e.g. 03-the-run")
    which.add_argument("--lessons", help="lesson ids separated by commas")
    add_lang(parser, "the language of the worksheet")
    parser.add_argument(
        "--rules",
        default="",
        help="only the lessons written for this ruleset, judged under it",
    )
    parser.add_argument("-o", "--output", type=Path, required=True, help="the HTML file to write")
    parser.set_defaults(handler=run)


def chosen_lessons(course: str | None, ids: str | None) -> list[Lesson]:
    """Return the lessons of a course, or the named lessons in the order given."""
    courses = load_courses()
    if course:
        found = [c for c in courses if c.slug == course]
        if not found:
            raise UsageError(
                "unknown course '{name}': choose from {names}",
                name=course,
                names=", ".join(c.slug for c in courses),
            )
        return list(found[0].lessons)
    by_id = {lesson.id: lesson for c in courses for lesson in c.lessons}
    wanted = [part.strip() for part in (ids or "").split(",") if part.strip()]
    unknown = [lesson_id for lesson_id in wanted if lesson_id not in by_id]
    if unknown or not wanted:
        raise UsageError("unknown lesson '{name}'", name=unknown[0] if unknown else "")
    return [by_id[lesson_id] for lesson_id in wanted]


def run(args: argparse.Namespace) -> int:
    """Write the worksheet and say where; say on stderr which lessons it left out, and why.

    Under ``--rules`` the sheet holds only the lessons written for them (the app refuses the
    others under those rules); with none left it writes nothing and says so.
    """
    if args.rules:
        load_ruleset(args.rules)
    kept, left = sheet_lessons(chosen_lessons(args.course, args.lessons), args.rules)
    for number, line in enumerate(left_out_lines(left, Translator(args.lang))):
        print(f"  - {line}" if number else line, file=sys.stderr)
    if not kept:
        raise UsageError(
            "none of these lessons can be played under the rules ‘{rules}’", rules=args.rules
        )
    args.output.write_text(sheet_html(kept, left, args.lang), encoding="utf-8")
    print(f"wrote {args.output} ({len(kept)} puzzles and their answers)")
    return 0

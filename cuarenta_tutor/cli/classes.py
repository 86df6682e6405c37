"""``cuarenta-tutor class``: make a class (``new``) and read what its pupils did (``report``)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..classroom.model import TEACHER_PATH, default_data_folder
from ..classroom.pupil_link import class_query, keep_pupils_query
from ..classroom.summary import summarise
from ..engine.rules import load_ruleset
from ..i18n import Translator
from ..lessons.course import load_courses, select
from ..sentences.class_text import report_lines
from .arguments import UsageError, add_json, add_lang

if TYPE_CHECKING:  # the store (SQLAlchemy) is imported only by the commands that open it
    from ..classroom.store import NewClass

DEFAULT_SERVER = "http://127.0.0.1:8866/"
"""Where ``cuarenta-tutor serve`` answers when started without options."""


def register(commands: Any) -> None:
    """Add the subcommand (and its own subcommands) to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "class", help="run a class: make one, read what its pupils did"
    )
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    new = actions.add_parser("new", help="make a class; print the pupils' code and your address")
    new.add_argument("name", help="the class's name, e.g. '6th grade B'")
    new.add_argument(
        "--server",
        default=DEFAULT_SERVER,
        metavar="URL",
        help=f"the address pupils open the tutor at (default {DEFAULT_SERVER})",
    )
    new.add_argument(
        "--rules",
        default="",
        help="the rules the pupils play under, e.g. pagat (default: each lesson's)",
    )
    new.add_argument(
        "--set",
        default="",
        metavar="LESSONS",
        help="the pupils' lessons: course folders or lesson ids separated by commas, "
        "as in a lesson link's set= (default: all)",
    )
    report = actions.add_parser("report", help="what the pupils of a class did")
    report.add_argument("code", help="the class code")
    for sub in (new, report):
        _add_place(sub)
        add_json(sub)
        add_lang(sub, "language of the output")
    new.set_defaults(handler=run_new)
    report.set_defaults(handler=run_report)


def _add_place(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--data",
        type=Path,
        metavar="DIR",
        help=f"the folder the classes are kept in (default {default_data_folder()})",
    )
    parser.add_argument(
        "--database", metavar="URL", help="a postgresql:// database instead of the data folder"
    )


def teacher_url(server: str, made: NewClass) -> str:
    """Return the teacher's page of a class: the key rides in the fragment, never sent in logs.

    >>> from cuarenta_tutor.classroom.store import NewClass
    >>> teacher_url("http://school:8866/tutor/", NewClass("K7QM4R", "s3cret", "6B"))
    'http://school:8866/tutor/cuarenta-class/K7QM4R#key=s3cret'
    """
    return f"{server}{TEACHER_PATH}/{made.code}#key={made.key}"


def pupil_url(server: str, query: str) -> str:
    """Return the address the pupils of a class open, from its query.

    >>> pupil_url("http://school:8866/", "class=K7QM4R&rules=pagat")
    'http://school:8866/?class=K7QM4R&rules=pagat'
    """
    return f"{server}?{query}"


def _check_choice(rules: str, lesson_set: str) -> None:
    """Refuse rules the tutor does not know, or a set that names no lesson."""
    if rules:
        load_ruleset(rules)
    if lesson_set and not select(load_courses(validate=False), lesson_set):
        raise UsageError("--set names no lesson (got '{set}')", set=lesson_set)


def run_new(args: argparse.Namespace) -> int:
    """Make the class and print its code and the teacher's address."""
    server = args.server if args.server.endswith("/") else args.server + "/"
    if not server.startswith(("http://", "https://")):
        raise UsageError("--server must be an http:// or https:// address (got '{url}')",
                         url=args.server)  # fmt: skip
    _check_choice(args.rules, args.set)
    from ..classroom.store import ClassStore

    store = ClassStore.open(args.data, args.database, create=True)
    try:
        made = store.create_class(args.name)
        query = class_query(made.code, "", args.rules, f"set={args.set}&rules={args.rules}")
        keep_pupils_query(store, made.code, query)
    finally:
        store.close()
    if args.json:
        print(json.dumps({
            "code": made.code,
            "pupil_url": pupil_url(server, query),
            "teacher_url": teacher_url(server, made),
        }))  # fmt: skip
        return 0
    tr = Translator(args.lang)
    print(tr.gettext("{name} is ready. Class code: {code}").format(
        name=made.name, code=made.code))  # fmt: skip
    print(tr.gettext("Pupils open: {url}").format(url=pupil_url(server, query)))
    print(tr.gettext("Your page (keep this address to yourself: it opens the class's work):"))
    print(teacher_url(server, made))
    return 0


def run_report(args: argparse.Namespace) -> int:
    """Print what the teacher's page of the class shows."""
    from ..classroom.store import ClassStore

    store = ClassStore.open(args.data, args.database)
    try:
        summary = summarise(store.class_data(args.code), store.clock())
    finally:
        store.close()
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=1))
        return 0
    titles = {
        lesson.id: lesson.text(args.lang)[0].title
        for course in load_courses(validate=False)
        for lesson in course.lessons
    }
    from ..server.class_page import label_answers  # the page's words, read only here

    label_answers(summary, args.lang)  # "illegal play: 7♠ → 2♣", as the teacher's page says
    print("\n".join(report_lines(summary, Translator(args.lang), titles)))
    return 0

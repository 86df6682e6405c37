"""``cuarenta-tutor i18n``: the translator's commands (extract, update, compile, status, check)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..i18n.catalogs import available_languages, check_language
from ..lessons.lint import lint
from ..translation import catalog_pipeline as tools
from ..translation.lesson_files import export_lessons, import_lessons
from .arguments import add_json, add_lang, command_language, writable_place


def register(commands: Any) -> None:
    """Add the subcommand and its own subcommands to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "i18n", help="translation tools: extract, update, compile, status, check, lesson files"
    )
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    actions.add_parser("extract", help="collect the app's strings into locales/cuarenta_tutor.pot")
    update = actions.add_parser("update", help="merge the template into every catalogue")
    update.add_argument("languages", nargs="*", help="only these languages (a new one is created)")
    actions.add_parser("compile", help="write the .mo files the app loads")
    status = actions.add_parser("status", help="how complete each language is")
    add_json(status)
    check = actions.add_parser(
        "check", help="placeholders, fuzzy or empty entries, glossary, markup"
    )
    add_json(check)
    export = actions.add_parser("export-lessons", help="all lesson prose of a language in one file")
    export.add_argument("language")
    export.add_argument("-o", "--output", type=Path, help="file to write (default: print)")
    imported = actions.add_parser(
        "import-lessons", help="write a translated file back into the lesson files"
    )
    imported.add_argument("language")
    imported.add_argument("file", type=Path)
    sample = actions.add_parser(
        "sample", help="every family of generated sentences in one language, with its position"
    )
    sample.add_argument("--out", type=Path, help="file to write (default: print)")
    sample.add_argument(
        "--lang", dest="sample_lang", choices=available_languages(), help="language of the sample"
    )
    add_lang(parser, "language of the messages (and of the sample)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Run one translation action."""
    if args.action == "extract":
        print(f"wrote {tools.extract()}")
    elif args.action == "update":
        tools.update(tuple(args.languages) or None)
        print("catalogues updated")
    elif args.action == "compile":
        for path in tools.compile_catalogues():
            print(f"wrote {path}")
    elif args.action == "status":
        return _status(args.json)
    elif args.action == "check":
        return _check(args.json)
    elif args.action == "export-lessons":
        text = export_lessons(check_language(args.language))
        if args.output:
            args.output.write_text(text, encoding="utf-8")
            print(f"wrote {args.output}")
        else:
            print(text, end="")
    elif args.action == "sample":
        from .sentence_sample import sample_text  # plays mesas: imported when asked for

        text = sample_text(args.sample_lang or command_language(args))
        if args.out:
            writable_place(args.out)
            args.out.write_text(text, encoding="utf-8")
            print(f"wrote {args.out}")
        else:
            print(text, end="")
    elif args.action == "import-lessons":
        written = import_lessons(check_language(args.language), args.file)
        print(f"wrote the {args.language} text of {len(written)} lesson(s)")
    return 0


def status_data() -> dict[str, dict[str, object]]:
    """Return, per language, the UI catalogue, the lesson prose and the rule page status."""
    lessons = lint(translations=False).languages()
    data: dict[str, dict[str, object]] = {}
    for lang in tools.translated_languages():
        ui = tools.catalogue_status(lang)
        percent = round(100 * ui["translated"] / ui["total"], 1) if ui["total"] else 100.0
        lesson = lessons[lang]
        total = sum(lesson.values())
        data[lang] = {
            "ui": {**ui, "percent": percent},
            "lessons": {
                **lesson,
                "percent": round(100 * lesson["complete"] / total, 1) if total else 100.0,
            },
            "rules_page": tools.rules_page_status(lang),
        }
    return data


def _status(as_json: bool) -> int:
    data = status_data()
    if as_json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    for lang, row in data.items():
        ui: Any = row["ui"]
        lessons: Any = row["lessons"]
        print(
            f"{lang}: UI {ui['percent']}% ({ui['translated']}/{ui['total']}, "
            f"{ui['fuzzy']} fuzzy); lessons {lessons['complete']} complete, "
            f"{lessons['missing']} missing, {lessons['stale']} stale; "
            f"rule page {row['rules_page']}"
        )
    return 0


def _check(as_json: bool) -> int:
    found = [
        *tools.check_catalogues().problems,
        *tools.check_lessons().problems,
        *tools.check_pages().problems,
    ]
    if as_json:
        print(
            json.dumps(
                {"problems": [{"where": w, "message": m} for w, m in found]}, ensure_ascii=False
            )
        )
    else:
        for where, message in found:
            print(f"{where}: {message}")
        print(f"{len(found)} problems")
    return 1 if found else 0

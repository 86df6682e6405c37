"""``cuarenta-tutor puzzles``: mine engine-proved puzzles, re-prove the bank, show one."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from ..engine.rules import load_ruleset
from ..i18n import Translator, message_text
from ..puzzles.check import check_puzzles, spread_sample
from ..puzzles.mine import MiningStats, mine
from ..puzzles.model import Puzzle, bank_rules, find_puzzle, format_puzzle, load_bank
from ..sentences.puzzle_text import puzzle_text, theme_name
from .arguments import UsageError, add_json, add_lang, writable_place
from .messages import count_text, tenths_text

SHOWN = ("id", "rules", "themes", "position", "answers", "criterion", "rating")
"""The fields ``puzzles show`` prints, in this order."""


def register(commands: Any) -> None:
    """Add the subcommand and its three actions to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "puzzles", help="generate, check and show the engine-proved practice puzzles"
    )
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    generate = actions.add_parser("generate", help="mine puzzles from seeded engine mesas")
    generate.add_argument("--rules", required=True, help="ruleset, e.g. quito or pagat")
    generate.add_argument("--players", type=int, choices=(2, 4), default=2)
    generate.add_argument("--count", type=int, required=True, help="how many puzzles")
    generate.add_argument("--seed", default="0", help="same seed, same puzzles")
    generate.add_argument(
        "--quota", type=int, default=0, help="then mine on until each theme has this many"
    )
    generate.add_argument(
        "--max-mesas", type=int, default=400, help="stop after this many mesas in any case"
    )
    generate.add_argument("-o", "--output", type=Path, required=True, help="JSON-lines file")
    add_lang(generate)
    generate.set_defaults(handler=run_generate)
    check = actions.add_parser("check", help="re-prove every stored puzzle with the engine")
    check.add_argument("--rules", help="check one ruleset's file only")
    check.add_argument(
        "--sample", type=int, help="check only this many puzzles per ruleset, spread evenly"
    )
    check.add_argument(
        "--jobs",
        type=int,
        default=min(2, os.cpu_count() or 1),
        help="worker processes (default: 2, or 1 on a single core)",
    )
    add_lang(check)
    add_json(check)
    check.set_defaults(handler=run_check)
    show = actions.add_parser("show", help="print one puzzle")
    show.add_argument("id", help="puzzle id, e.g. quito-2p-00001")
    add_lang(show)
    add_json(show)
    show.set_defaults(handler=run_show)


def run_generate(args: argparse.Namespace) -> int:
    """Mine the puzzles, write them one per line and print a summary."""
    load_ruleset(args.rules)
    for option, value in (("--count", args.count), ("--max-mesas", args.max_mesas)):
        if value < 1:
            raise UsageError("{option} must be at least 1", option=option)
    if args.quota < 0:
        raise UsageError("{option} cannot be negative", option="--quota")
    writable_place(args.output)  # before minutes of mining, not after
    tr = Translator(args.lang)
    puzzles, stats = mine(
        args.rules,
        args.players,
        args.count,
        args.seed,
        quota=args.quota,
        max_mesas=args.max_mesas,
        progress=lambda stats: _progress(stats, tr),
    )
    lines = "".join(format_puzzle(puzzle) + "\n" for puzzle in puzzles)
    args.output.write_text(lines, encoding="utf-8")
    print(mining_summary(puzzles, stats, tr))
    return 0


def mining_summary(puzzles: list[Puzzle], stats: MiningStats, tr: Translator) -> str:
    """Say what mining kept and looked at, the beginner traps, and the themes by name."""
    themes = Counter(theme for puzzle in puzzles for theme in puzzle.themes)
    traps = sum(puzzle.beginner_trap for puzzle in puzzles)
    kept = tr.ngettext(
        "{puzzles} puzzle from {mesas} mesas ({positions} positions, {proved} proved, "
        "{duplicates} duplicates) in {seconds} s",
        "{puzzles} puzzles from {mesas} mesas ({positions} positions, {proved} proved, "
        "{duplicates} duplicates) in {seconds} s",
        len(puzzles),
    ).format(
        puzzles=count_text(len(puzzles), tr),
        mesas=count_text(stats.mesas, tr),
        positions=count_text(stats.positions, tr),
        proved=count_text(stats.proved, tr),
        duplicates=count_text(stats.duplicates, tr),
        seconds=tenths_text(stats.seconds, tr),
    )
    trapped = tr.gettext("the beginner's play is not optimal in {traps} of them").format(
        traps=count_text(traps, tr)
    )
    named = "; ".join(
        f"{theme_name(theme, tr)} {count_text(n, tr)}" for theme, n in themes.most_common()
    )
    return "\n".join((kept, trapped, tr.gettext("themes: {themes}").format(themes=named)))


def _progress(stats: MiningStats, tr: Translator) -> None:
    line = tr.gettext("{kept} kept after {mesas} mesas").format(
        kept=count_text(stats.kept, tr), mesas=count_text(stats.mesas, tr)
    )
    print(f"  {line}", file=sys.stderr, flush=True)


def run_check(args: argparse.Namespace) -> int:
    """Re-prove the bank; print the failures and a summary (or JSON); 1 if any failed."""
    if args.sample is not None and args.sample < 1:
        raise UsageError("{option} must be at least 1", option="--sample")
    if args.jobs < 1:
        raise UsageError("{option} must be at least 1", option="--jobs")
    puzzles: list[Puzzle] = []
    for rules in (args.rules,) if args.rules else bank_rules():
        bank = load_bank(rules)
        puzzles += spread_sample(bank, args.sample) if args.sample else bank
    report = check_puzzles(puzzles, jobs=args.jobs)
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False))
    else:
        tr = Translator(args.lang)
        for error in report.errors:
            print(message_text(error, tr))
        summary = tr.ngettext(
            "{puzzles} puzzle re-proved, {errors} changed, {seconds} s",
            "{puzzles} puzzles re-proved, {errors} changed, {seconds} s",
            report.puzzles,
        )
        counts = ", ".join(
            f"{rules} {count_text(n, tr)}" for rules, n in sorted(report.by_rules.items())
        )
        shown = summary.format(
            puzzles=count_text(report.puzzles, tr),
            errors=count_text(len(report.errors), tr),
            seconds=tenths_text(report.seconds, tr),
        )
        print(f"{shown}; {counts}")
    return 1 if report.errors else 0


def run_show(args: argparse.Namespace) -> int:
    """Print one puzzle as JSON, or its data and then its text as the learner reads it."""
    puzzle = find_puzzle(args.id)
    record = puzzle.to_dict()
    data = {key: record[key] for key in SHOWN}
    if args.json:
        print(json.dumps(data, ensure_ascii=False))
        return 0
    for key, value in data.items():
        shown = ", ".join(value) if isinstance(value, list) else value
        print(f"{key}: {shown}")
    print()
    print(learner_text(puzzle, Translator(args.lang)))
    return 0


def learner_text(puzzle: Puzzle, tr: Translator) -> str:
    """Return the puzzle's prompt, hints and explanation as Practice shows them."""
    text = puzzle_text(puzzle, tr)
    lines = [text.prompt, ""]
    for number, hint in enumerate(text.hints, start=1):
        lines.append(tr.gettext("Hint {number}: {hint}").format(number=number, hint=hint))
    lines += ["", text.explanation]
    return "\n".join(lines)

"""``cuarenta-tutor review``: the coach's verdict on every action of one seat in a mesa."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from ..engine.record import GameRecord
from ..engine.search.game_review import GameAnalysis, analyse
from ..i18n import Translator
from ..sentences.coach import action_display, band_name, verdict_text
from ..sentences.odds import percent
from .arguments import UsageError, add_json, add_lang, add_record


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "review", help="judge every action of one seat in a recorded mesa"
    )
    add_record(parser)
    parser.add_argument(
        "--seat",
        type=int,
        default=0,
        help="the seat to review, counted from 0 as in the record (default 0: player 1)",
    )
    add_lang(parser)
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Review the record and print one JSON object or a listing in the learner's language."""
    record = read_record(args.record)
    result = analyse(record, args.seat)
    if args.json:
        print(json.dumps(result.to_dict(), ensure_ascii=False))
    else:
        print(review_listing(result, Translator(args.lang)))
    return 0


def read_record(path: Path) -> GameRecord:
    """Read a game record, with a one-line error for a file that is not one."""
    text = path.read_text(encoding="utf-8")
    try:
        return GameRecord.from_json(text)
    except (ValueError, KeyError, TypeError):
        raise UsageError(
            "{path} is not a game record: a JSON object with rules, players, seed and actions",
            path=str(path),
        ) from None


def review_listing(result: GameAnalysis, tr: Translator) -> str:
    """Return one line per action, then the accuracy and the count of each band."""
    lines = []
    for ply, verdict in result.moments:
        lines.append(
            f"{ply:>4}. {action_display(verdict.action, tr)}{tr.dash}"
            f"{verdict_text(verdict, tr, named=False)}"
        )
    # Translators: players are counted from 1 here (the record's seat 0 is player 1).
    summary = tr.gettext("Player {number}: accuracy {accuracy} (actions: {actions})").format(
        number=result.seat + 1, actions=len(result.moments), accuracy=percent(result.accuracy, tr)
    )
    counts = ", ".join(f"{band_name(band, tr)} {n}" for band, n in result.counts.items())
    lines.append(f"{summary}{tr.dash}{counts}")
    return "\n".join(lines)

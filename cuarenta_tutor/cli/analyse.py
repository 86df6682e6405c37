"""``cuarenta-tutor analyse``: every legal action at one moment of a recorded mesa, judged.

The coach values each action of the player to move after the record's first ``--ply``
actions (default: all of them) as it judges a move
(:class:`~cuarenta_tutor.tutor.analysis.Analysis`, which Play shows for a learner's past
move too), worded by :mod:`cuarenta_tutor.sentences.analysis`.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.game import Position
from ..engine.record import GameRecord
from ..i18n import Translator
from ..sentences.analysis import analysis_listing
from ..tutor.analysis import analyse, moment
from .arguments import UsageError, add_json, add_lang, add_record
from .review import read_record


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "analyse", help="judge every legal action at one moment of a recorded mesa"
    )
    add_record(parser)
    parser.add_argument(
        "--ply", type=int, help="the moment: after this many actions (default: all of them)"
    )
    add_lang(parser)
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Analyse the moment and print one JSON object or a listing in the learner's language."""
    record = read_record(args.record)
    position = position_after(record, args.ply)
    analysis = analyse(position)
    if args.json:
        print(json.dumps(analysis.to_dict(), ensure_ascii=False))
    else:
        print(analysis_listing(analysis, Translator(args.lang)))
    return 0


def position_after(record: GameRecord, ply: int | None) -> Position:
    """Return the position after the record's first ``ply`` actions (None: all of them).

    A ply outside the record, or a moment where nobody is to play, is a :class:`UsageError`;
    an action of the record that cannot be played raises the record's own error.
    """
    count = len(record.actions)
    chosen = count if ply is None else ply
    if not 0 <= chosen <= count:
        raise UsageError(
            "--ply {ply} is out of range: choose from 0 to {count}, the number of actions "
            "in the record",
            ply=ply,
            count=count,
        )
    position = moment(record, chosen)
    if position.is_over:
        raise UsageError("the mesa is over after action {ply}: nobody is to play", ply=chosen)
    return position

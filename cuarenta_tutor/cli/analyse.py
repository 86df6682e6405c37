"""``cuarenta-tutor analyse``: every legal action at one moment of a recorded mesa, judged.

The coach values each action of the player to move after the record's first ``--ply``
actions (default: all of them) as it judges a move: blind to the cards that player cannot
see (:func:`cuarenta_tutor.engine.search.coach.assess`). Best first, with its value (the
points to the end of the deck, chica = 1 000), its loss against the best and its band; and
that value's two parts apart (:mod:`cuarenta_tutor.engine.search.split`): its points, and
each side's chance of winning the chica by the end of the deck. The listing says the loss
in points and the chances, as the coach's verdict does, never a share of the chica's weight.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.game import Position
from ..engine.record import GameRecord, steps
from ..engine.search.coach import Assessment, assess, verdict_from
from ..i18n import Translator
from ..sentences.coach import action_display, band_name
from ..sentences.odds import chance_percent, loss_text
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
    assessment = assess(position, partial=position.ruleset.claim_missed_run)
    if args.json:
        print(json.dumps(analysis_data(assessment), ensure_ascii=False))
    else:
        print(analysis_listing(assessment, Translator(args.lang)))
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
    position = record.start()
    for step in steps(
        GameRecord(record.rules, record.players, record.seed, record.actions[:chosen])
    ):
        position = step.after
    if position.is_over:
        raise UsageError("the mesa is over after action {ply}: nobody is to play", ply=chosen)
    return position


def analysis_data(assessment: Assessment) -> dict[str, object]:
    """Return the analysis in the ``analyse --json`` form, best first.

    ``loss`` is on the values' scale; ``loss_points`` is it divided by what a point is
    worth (``point``, 1 unless the values count the later decks), as the band reads it.
    """
    best = assessment.values[assessment.best]
    return {
        "seat": assessment.position.turn,
        "criterion": "exact" if assessment.exact else "search",
        "later_decks": assessment.later_decks,
        "point": round(assessment.point, 2),
        "actions": [
            {
                "action": str(action),
                "value": round(assessment.values[action], 2),
                "loss": round(max(0.0, best - assessment.values[action]), 2),
                "loss_points": round(
                    max(0.0, best - assessment.values[action]) / assessment.point, 2
                ),
                "band": assessment.band(action).value,
                "points": round(assessment.points[action], 2),
                "chica": [round(share, 3) for share in assessment.chances[action]],
            }
            for action in assessment.ranked()
        ],
    }


def analysis_listing(assessment: Assessment, tr: Translator) -> str:
    """Return one line per action, best first: the action, its band, points lost, chances.

    The chances of the chica are said where some action gives one side a chance of it.
    """
    two = assessment.position.players == 2
    at_stake = any(any(shares) for shares in assessment.chances.values())
    lines = []
    for number, action in enumerate(assessment.ranked(), start=1):
        verdict = verdict_from(assessment, action)
        win, lose = (chance_percent(share, tr) for share in assessment.chances[action])
        chances = (
            tr.gettext("chica: you {mine}, your opponent {theirs}")
            if two
            else tr.gettext("chica: your side {mine}, the other side {theirs}")
        ).format(mine=win, theirs=lose)
        band = band_name(verdict.band, tr)
        said = f"{loss_text(verdict, tr)}; {chances}" if at_stake else loss_text(verdict, tr)
        lines.append(f"{number:>3}. {action_display(action, tr)}{tr.dash}{band} ({said})")
    return "\n".join(lines)

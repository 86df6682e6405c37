"""``cuarenta-tutor solve``: rank every play of a position, best first, optimal ones marked."""

from __future__ import annotations

import argparse
import json
import math
from pathlib import Path
from typing import Any

from ..engine.game import Position
from ..engine.notation import parse_position
from ..engine.search import (
    CHICA_VALUE,
    Criterion,
    RankedPlay,
    Ranking,
    SearchLimitError,
    rank_plays,
)
from ..i18n import Translator
from ..lessons.course import load_courses
from ..lessons.loader import load_lesson
from ..lessons.model import Lesson
from ..lessons.positions import hidden_hands
from ..lessons.positions import lesson_position as position_of
from ..sentences.listing import event_text
from .arguments import UsageError, add_json, add_lang

DEFAULT_MAX_NODES = 20_000_000
"""Positions the exact searches of one ``solve`` may visit before the command gives up."""
DEFAULT_MAX_SECONDS = 60.0
"""Seconds all the searches of one ``solve`` may take before the command gives up."""


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "solve", help="rank every play of a position (exact to the end of the deck)"
    )
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument(
        "--position",
        help='e.g. "rules: quito; score: 38-20; hands: 7s 5d / 3h 4h; table: 5h Js; last: 5h"',
    )
    where.add_argument(
        "--lesson", help="a lesson's position: its id (e.g. endgame-defend-against-38) or its file"
    )
    parser.add_argument(
        "--rules", help="with --lesson: the ruleset to solve it under (default: the lesson's own)"
    )
    parser.add_argument(
        "--criterion",
        choices=[criterion.value for criterion in Criterion],
        default=Criterion.DEAL.value,
        help="immediate: points now; deal: exact with every card known (default); "
        "expected: averaged over the cards the player cannot see",
    )
    parser.add_argument(
        "--samples", type=int, default=32, help="random deals for 'expected' when there are many"
    )
    parser.add_argument("--seed", default="0", help="seed of the sampled deals")
    parser.add_argument(
        "--max-nodes",
        type=int,
        default=DEFAULT_MAX_NODES,
        help="give up when an exact search needs more positions than this",
    )
    parser.add_argument(
        "--max-seconds",
        type=float,
        default=DEFAULT_MAX_SECONDS,
        help=f"give up after this many seconds of searching (default {DEFAULT_MAX_SECONDS:g})",
    )
    parser.add_argument(
        "--partial", action="store_true", help="also rank plays that leave part of a run (pagat)"
    )
    add_lang(parser)
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Rank the plays and print them as JSON or as a listing in the learner's language."""
    if args.samples < 1:
        raise UsageError("{option} must be at least 1", option="--samples")
    if args.max_nodes < 1:
        raise UsageError("{option} must be at least 1", option="--max-nodes")
    if not 0 < args.max_seconds < math.inf:
        raise UsageError("{option} must be a number of seconds above 0", option="--max-seconds")
    if args.lesson:
        lesson = find_lesson(args.lesson)
        if hidden_hands(lesson) and args.criterion == Criterion.DEAL.value:
            raise UsageError(
                "this lesson hides the other hands, so the criterion 'deal' cannot see them: "
                "choose {option} expected or immediate",
                option="--criterion",
            )
        position = lesson_position(lesson, args.rules)
    else:
        position = parse_position(args.position)
    try:
        ranking = rank_plays(
            position,
            args.criterion,
            partial=args.partial,
            samples=args.samples,
            seed=args.seed,
            node_limit=args.max_nodes,
            time_limit=args.max_seconds,
        )
    except SearchLimitError as error:
        raise limit_error(error, args) from None
    if args.json:
        print(json.dumps(ranking.to_dict(), ensure_ascii=False))
    else:
        print(ranking_listing(ranking, position, Translator(args.lang)))
    return 0


def find_lesson(name: str) -> Lesson:
    """Return the lesson of an id in the course, or of a lesson file."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.is_file():
        return load_lesson(path)
    lessons = {lesson.id: lesson for course in load_courses() for lesson in course.lessons}
    if name not in lessons:
        raise UsageError("unknown lesson '{name}'", name=name)
    return lessons[name]


def lesson_position(lesson: Lesson, rules: str | None) -> Position:
    """Return the lesson's position under ``rules`` (the lesson's own ruleset by default)."""
    return position_of(lesson, rules or lesson.ruleset)


def limit_error(error: SearchLimitError, args: argparse.Namespace) -> UsageError:
    """Say which limit stopped the search, naming the option that sets it."""
    if error.limit == "seconds":
        return UsageError(
            "the search stopped at the time limit, {seconds} s ({option}): "
            "choose a position nearer the end of the deck or allow more time",
            seconds=format(args.max_seconds, "g"),
            option="--max-seconds",
        )
    return UsageError(
        "the search stopped at the limit of {n} positions ({option}): "
        "choose a position nearer the end of the deck or allow more positions",
        n=args.max_nodes,
        option="--max-nodes",
    )


def ranking_listing(ranking: Ranking, position: Position, tr: Translator) -> str:
    """Return the ranked plays, one per line, the optimal ones marked with ``*``."""
    header = tr.gettext(
        "Seat {seat} (side {side}) to play — {rules}, score {ours}–{theirs}, criterion {criterion}:"
    )
    lines = [
        header.format(
            seat=position.turn,
            side=position.side,
            rules=position.ruleset.name,
            ours=position.scores[0],
            theirs=position.scores[1],
            criterion=criterion_name(ranking.criterion, tr),
        )
    ]
    width = max(len(str(play.action)) for play in ranking.plays)
    for number, play in enumerate(ranking.plays, start=1):
        mark = "*" if play in ranking.optimal else " "
        value = _value_text(ranking, play, tr)
        events = ", ".join(_event_texts(play, position, tr))
        line = f"{mark}{number:>3}. {play.action!s:<{width}}  {value}"
        lines.append(f"{line} — {events}" if events else line)
    lines.append(_footer(ranking, tr))
    return "\n".join(lines)


def criterion_name(criterion: Criterion, tr: Translator) -> str:
    """Name a criterion in ``tr``'s language (the option's value, translated)."""
    names = {
        # Translators: the criterion "immediate" of solve --criterion (points now).
        Criterion.IMMEDIATE: tr.pgettext("criterion", "immediate"),
        # Translators: the criterion "deal" of solve --criterion (exact to the end of the deck).
        Criterion.DEAL: tr.pgettext("criterion", "deal"),
        # Translators: the criterion "expected" of solve --criterion (averaged over hidden cards).
        Criterion.EXPECTED: tr.pgettext("criterion", "expected"),
    }
    return names[criterion]


def _value_text(ranking: Ranking, play: RankedPlay, tr: Translator) -> str:
    """Show a value with its sign, the chica when it decides, and the criterion's details."""
    value = play.value
    digits = 2 if ranking.criterion is Criterion.EXPECTED else 0
    text = f"{value:+.{digits}f}" if round(value, digits) else f"{0:.{digits}f}"
    if play.stderr:
        text += f" ± {play.stderr:.2f}"
    if value >= CHICA_VALUE / 2:
        text += " " + tr.gettext("(wins the chica)")
    elif value <= -CHICA_VALUE / 2:
        text += " " + tr.gettext("(loses the chica)")
    if ranking.criterion is Criterion.IMMEDIATE:
        _, cards, caida, limpia = play.key
        details = tr.ngettext(
            "{cards} card, caída risk {caida:.0%}, limpia risk {limpia:.0%}",
            "{cards} cards, caída risk {caida:.0%}, limpia risk {limpia:.0%}",
            int(cards),
        )
        text += f" ({details.format(cards=int(cards), caida=abs(caida), limpia=abs(limpia))})"
    return text


def _event_texts(play: RankedPlay, position: Position, tr: Translator) -> list[str]:
    """Name the play's events; those of the other side are marked as theirs."""
    texts = []
    for event in play.events:
        text = event_text(event, position.ruleset, tr)
        if event.side is not None and event.side != position.side:
            text = tr.gettext("{event} for the other side").format(event=text)
        texts.append(text)
    return texts


def _footer(ranking: Ranking, tr: Translator) -> str:
    """Say what the search cost and, for ``expected``, over how many deals it averaged."""
    footer = tr.gettext("* optimal · {nodes} positions searched in {seconds:.3f} s").format(
        nodes=ranking.nodes, seconds=ranking.seconds
    )
    if ranking.criterion is Criterion.EXPECTED:
        if ranking.exact:
            deals = tr.gettext("averaged over all {worlds} deals of the unseen cards")
        else:
            deals = tr.gettext("averaged over {worlds} random deals of the unseen cards")
        footer += " · " + deals.format(worlds=ranking.worlds)
    return footer

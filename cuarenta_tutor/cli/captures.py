"""``cuarenta-tutor captures``: every legal play of one card on a table."""

from __future__ import annotations

import argparse
import json
from typing import Any

from ..engine.captures import list_captures
from ..engine.cards import parse_card, parse_cards
from ..engine.rules import load_ruleset
from ..i18n import Translator
from ..sentences.listing import capture_listing
from .arguments import add_json, add_lang, add_rules, parse_score


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "captures", help="list every legal play of a card on a table"
    )
    add_rules(parser)
    parser.add_argument("--table", default="", help='table cards, e.g. "3c 4h Js"')
    parser.add_argument("--play", required=True, help="the card played, e.g. 7s")
    parser.add_argument("--last", help="the card the previous player just dropped (caída target)")
    parser.add_argument(
        "--score", default="0-0", help="our-their points before the play, e.g. 38-20"
    )
    add_lang(parser)
    add_json(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """List the plays as JSON or as a numbered listing in the learner's language."""
    ruleset = load_ruleset(args.rules)
    table = parse_cards(args.table)
    card = parse_card(args.play)
    last = parse_card(args.last) if args.last else None
    score = parse_score(args.score)
    plays = list_captures(ruleset, table, card, last=last, score=score)
    if args.json:
        data = {"rules": ruleset.name, "plays": [play.to_dict() for play in plays]}
        print(json.dumps(data, ensure_ascii=False))
    else:
        print(capture_listing(plays, table, card, ruleset, score, Translator(args.lang)))
    return 0

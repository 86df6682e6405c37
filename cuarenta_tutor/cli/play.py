"""``cuarenta-tutor play``: a mesa against the engine in a terminal, with the coach."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

from ..engine.cards import NotationError
from ..engine.game import (
    Claim,
    Declare,
    Position,
    legal_actions,
)
from ..engine.messages import MessageError
from ..engine.plays import parse_play_text
from ..engine.search.strength import Strength
from ..i18n import Translator, message_text
from ..i18n.cards import typed_notation
from ..sentences.coach import band_name, hint_text, verdict_text
from ..sentences.feedback import refusal_text
from ..sentences.listing import cards_text
from ..sentences.odds import percent
from ..sentences.seats import move_text
from ..tutor.feedback import Feedback
from ..tutor.play import LEARNER, PlayGame
from ..tutor.selection import Selection
from .arguments import add_lang, add_rules

WORDS = ("hint", "back", "quit", "ronda", "claim")
"""The words the prompt accepts besides a play (notation, like ``ronda`` and ``claim``)."""


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "play", help="play a mesa against the engine in the terminal, with the coach"
    )
    add_rules(parser)
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument(
        "--strength", choices=[s.value for s in Strength], default=Strength.BEGINNER.value
    )
    parser.add_argument("--seed", default="1", help="seed of the deals")
    add_lang(parser)
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Play until the mesa ends, the input ends or the learner types ``quit``."""
    game = PlayGame(args.rules, args.players, Strength(args.strength), args.seed, coach=True)
    play(game, Translator(args.lang), sys.stdin, sys.stdout)
    return 0


def play(game: PlayGame, tr: Translator, given: TextIO, out: TextIO) -> None:
    """Run the prompt loop over ``given`` lines, writing to ``out``."""
    prompt = tr.gettext("Your play (e.g. 7s x 3c 4h), or one of: hint, back, ronda, claim, quit")
    while not game.position.is_over:
        print(table_text(game, tr), file=out)
        print(f"{prompt}\n> ", end="", file=out, flush=True)
        line = given.readline()
        if not line or line.strip().lower() == "quit":
            break
        print(answer(game, line.strip(), tr), file=out)
    review = game.analyse()
    summary = tr.gettext("Game review: accuracy {accuracy} (your actions: {actions})")
    counts = ", ".join(f"{band_name(band, tr)} {n}" for band, n in review.counts.items())
    accuracy = percent(review.accuracy, tr)
    print(
        f"{summary.format(accuracy=accuracy, actions=len(review.moments))} — {counts}",
        file=out,
    )


def answer(game: PlayGame, text: str, tr: Translator) -> str:
    """Carry out one line typed by the learner and return what to show."""
    word = text.lower()
    if word == "hint":
        return hint_text(game.hint(), tr, doble=game.holds_doble_ronda)
    if word == "back":
        if not game.can_take_back:
            return tr.gettext("There is no move to take back.")
        game.take_back()
        return tr.gettext("Move taken back: try again.")
    if word in ("ronda", "claim"):
        action = Declare() if word == "ronda" else Claim()
        if action not in legal_actions(game.position):
            return tr.gettext("That is not a legal play.")
        return verdict_text(game.act(action), tr)
    try:
        card, taken = parse_play_text(typed_notation(text, tr.lang))
    except (NotationError, MessageError) as error:
        return message_text(error, tr)
    game.selection = Selection(card, frozenset(taken))
    judged = game.play_selection()  # judged as on the Play tab, lessons and Practice
    if isinstance(judged, Feedback):
        return refusal_text(judged, tr)
    return verdict_text(judged, tr)


def table_text(game: PlayGame, tr: Translator) -> str:
    """Show the engine's last moves, the score, the table and the learner's hand."""
    position: Position = game.position
    lines = [
        move_text(move.seat, position.players, move.action, tr, move.events)
        for move in game.engine_moves
    ]
    score = tr.gettext("{name} — score {points}, chicas {chicas}")
    for side, name in enumerate((tr.gettext("You"), tr.gettext("Engine"))):
        lines.append(
            score.format(name=name, points=position.scores[side], chicas=position.chicas[side])
        )
    table, hand = tr.gettext("Table"), tr.gettext("Your hand")
    lines.append(f"{table}: {cards_text(position.table, tr.lang) or '—'}")
    lines.append(f"{hand}: {cards_text(position.hands[LEARNER], tr.lang)}")
    return "\n".join(lines)

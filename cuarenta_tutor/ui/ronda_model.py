"""The Play tab's word on a ronda the learner holds and may still declare.

A beginner dealt three (or four) cards of one rank saw only a "Declare ronda" button;
playing a card instead, the coach then said the ronda was better without saying what one
is. :func:`ronda_note` says it once, at the learner's first turn of the round (while
declaring is legal): what the learner holds, when it may be declared under the mesa's
rules, and what declaring it brings, as the engine scores it at this very moment (the 38
rule and the ronda's threshold included).
"""

from __future__ import annotations

from ..engine.game import Declare, apply
from ..engine.position import ROUND_SIZE, ronda_rank
from ..engine.rules import RondaTiming
from ..engine.scoring import EventKind
from ..engine.search.mesa import mesa_won_now
from ..i18n import Translator
from ..sentences.listing import cards_text
from ..sentences.ronda_words import declared_worth
from ..tutor.play import PlayGame
from ..tutor.play_hint import DECLARED


def ronda_note(game: PlayGame, tr: Translator, *, worth: bool = True) -> str:
    """Say the ronda the learner holds, until when to declare it, what it brings ("" if none).

    ``worth``: say what declaring brings (not when the hint beside the note has said it).
    """
    position = game.position
    if not game.can_declare or len(position.hand) != ROUND_SIZE:  # said at the round's first turn
        return ""
    rank = ronda_rank(position.hand)
    held = tuple(card for card in position.hand if card.rank == rank)
    cards = cards_text(held, tr.lang)
    if len(held) == 4:
        what = tr.gettext("You hold a doble ronda, four cards of one rank: {cards}.")
    else:
        what = tr.gettext("You hold a ronda, three cards of one rank: {cards}.")
    if position.ruleset.ronda_timing is RondaTiming.FIRST_CARD:
        when = tr.gettext("Declare it before you play your first card of the round.")
    else:
        when = tr.gettext("Declare it while you still hold those cards.")
    _, events = apply(position, Declare())
    event = next(event for event in events if event.kind in DECLARED)
    said = [what.format(cards=cards), when]
    if worth:
        mesa = bool(mesa_won_now(position, position.side))
        wins = any(scored.kind is EventKind.CHICA for scored in events)  # by its points too
        said.append(declared_worth(event, position.ruleset, tr, named=False, mesa=mesa, wins=wins))
    return " ".join(said)

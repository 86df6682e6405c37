"""Explanation sentences: turn the engine's structured facts into the learner's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.cards import RANK_J, RANK_K, RANK_Q
from ..engine.explain import Code, Fact
from .cards import display_card, display_rank
from .catalogs import Translator
from .listing import cards_text

Template = Callable[[Translator, Fact, dict[str, object]], str]


TEMPLATES: dict[Code, Template] = {
    Code.DROP: lambda tr, f, v: tr.gettext(
        "You drop {card}: it stays on the table, and no card is taken."
    ).format(**v),
    Code.MATCH: lambda tr, f, v: tr.gettext(
        "{card} takes {cards}: a card of the same rank."
    ).format(**v),
    Code.MATCH_ALL: lambda tr, f, v: tr.gettext(
        "{card} takes every card of its rank at once: {cards}."
    ).format(**v),
    Code.SUM: lambda tr, f, v: tr.gettext(
        "{cards} add up to {number}, so {card} takes them as a sum."
    ).format(**v),
    Code.RUN: lambda tr, f, v: tr.gettext(
        "Then the run goes on upwards from {card} and takes {cards}, one card of each next rank."
    ).format(**v),
    Code.JUMP: lambda tr, f, v: tr.gettext(
        "After the 7 the run jumps straight to the {jack}: the 8, 9 and 10 are not in the deck."
    ).format(**v),
    Code.CAIDA: lambda tr, f, v: tr.ngettext(
        "Caída: you take the card the previous player has just dropped — {points} point.",
        "Caída: you take the card the previous player has just dropped — {points} points.",
        f.points,
    ).format(**v),
    Code.CAIDA_EN_RONDA: lambda tr, f, v: tr.ngettext(
        "Caída en ronda: the card you fall on belongs to a ronda — {points} point.",
        "Caída en ronda: the card you fall on belongs to a ronda — {points} points.",
        f.points,
    ).format(**v),
    Code.LIMPIA: lambda tr, f, v: tr.ngettext(
        "Limpia: the table is left empty — {points} point.",
        "Limpia: the table is left empty — {points} points.",
        f.points,
    ).format(**v),
    Code.PERIQUITO: lambda tr, f, v: tr.ngettext(
        "Periquito: all four cards of one rank go together — {points} point.",
        "Periquito: all four cards of one rank go together — {points} points.",
        f.points,
    ).format(**v),
    Code.CANCELLED_38: lambda tr, f, v: tr.gettext(
        "Here it scores nothing: on 38 only a caída can finish the chica."
    ),
    Code.CANCELLED_THRESHOLD: lambda tr, f, v: tr.gettext(
        "At this score it no longer counts under these rules."
    ),
    Code.LIMPIA_WITH_CAIDA: lambda tr, f, v: tr.gettext(
        "Under these rules a limpia made together with a caída adds nothing to it."
    ),
    Code.WINS_CHICA: lambda tr, f, v: tr.gettext("Under these rules it wins the chica at once."),
    Code.TOTAL: lambda tr, f, v: " ".join(
        (
            tr.ngettext("You win {number} card.", "You win {number} cards.", f.number),
            tr.ngettext(
                "The play scores {points} point.", "The play scores {points} points.", f.points
            ),
        )
    ).format(**v),
    Code.NOT_IN_HAND: lambda tr, f, v: tr.gettext("{card} is not in your hand.").format(**v),
    Code.NOT_ON_TABLE: lambda tr, f, v: tr.ngettext(
        "{cards} is not on the table.",
        "{cards} are not on the table.",
        len(f.cards),
    ).format(**v),
    Code.FACE_SUM: lambda tr, f, v: tr.gettext(
        "{faces} never take part in a sum: a face card only takes a card of its own rank."
    ).format(**v),
    Code.SUM_WRONG: lambda tr, f, v: tr.gettext(
        "{cards} add up to {number}, but a sum must make exactly the value of {card}."
    ).format(**v),
    Code.SUM_TOO_MANY: lambda tr, f, v: tr.gettext(
        "Under these rules a sum is made of exactly {number} cards, not more."
    ).format(**v),
    Code.MATCH_AND_SUM: lambda tr, f, v: tr.gettext(
        "One play takes either a card of the same rank or one sum, never both at once."
    ),
    Code.MATCH_ONE: lambda tr, f, v: tr.gettext(
        "A match takes only one card of the rank: choose one of {cards}."
    ).format(**v),
    Code.MATCH_EVERY: lambda tr, f, v: tr.gettext(
        "Under these rules a match takes every card of its rank: {cards}."
    ).format(**v),
    Code.NO_BASE: lambda tr, f, v: tr.gettext(
        "A run only follows a match or a sum, and {card} has neither here."
    ).format(**v),
    Code.WRAP: lambda tr, f, v: tr.gettext(
        "The run ends at the {king}: the ace does not come after it."
    ).format(**v),
    Code.RUN_GAP: lambda tr, f, v: tr.gettext(
        "The run stops at the first missing rank, so {cards} cannot be taken."
    ).format(**v),
    Code.RUN_TWICE: lambda tr, f, v: tr.gettext(
        "A run takes one card of each rank, not two: {cards}."
    ).format(**v),
    Code.RUN_INCOMPLETE: lambda tr, f, v: tr.gettext(
        "The run is not finished: {cards} must be taken too."
    ).format(**v),
    Code.RUN_JUMP_MISSED: lambda tr, f, v: tr.gettext(
        "Do not stop at the 7: the run jumps over the missing 8, 9 and 10 and goes on with {cards}."
    ).format(**v),
    Code.RUN_WRONG_START: lambda tr, f, v: tr.gettext(
        "The run starts from the card you play, {card}, not from the highest card you take, "
        "so {cards} does not belong to it."
    ).format(**v),
    Code.MAY_CLAIM: lambda tr, f, v: tr.gettext(
        "Under these rules the next player may now claim {cards}."
    ).format(**v),
}


def render_fact(fact: Fact, tr: Translator) -> str:
    """Return the sentence of one fact in the translator's language."""
    lang = tr.lang
    values: dict[str, object] = {
        "card": display_card(fact.card, lang) if fact.card else "",
        "cards": cards_text(fact.cards, lang),
        "number": fact.number,
        "points": fact.points,
        "jack": display_rank(RANK_J, lang),
        "king": display_rank(RANK_K, lang),
        "faces": ", ".join(display_rank(rank, lang) for rank in (RANK_J, RANK_Q, RANK_K)),
    }
    return TEMPLATES[fact.code](tr, fact, values)


def render(facts: Sequence[Fact], tr: Translator) -> str:
    """Return the whole explanation as one paragraph."""
    return " ".join(render_fact(fact, tr) for fact in facts)

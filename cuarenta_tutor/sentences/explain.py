"""Explanation sentences: turn the engine's structured facts into the learner's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine.cards import RANK_J, RANK_K, RANK_Q
from ..engine.explain import Code, Fact
from ..i18n.cards import display_card, display_rank
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary
from .listing import cards_text, choice_text

Template = Callable[[Translator, Fact, dict[str, object]], str]


TEMPLATES: dict[Code, Template] = {
    Code.DROP: lambda tr, f, v: tr.gettext(
        "You drop {card}: it stays on the table, and no card is taken."
    ),
    Code.MATCH: lambda tr, f, v: tr.gettext("{card} takes {cards}: a card of the same rank."),
    Code.MATCH_ALL: lambda tr, f, v: tr.gettext(
        "{card} takes every card of its rank at once: {cards}."
    ),
    Code.SUM: lambda tr, f, v: tr.gettext(
        "{cards} add up to {number}, so {card} takes them as a sum."
    ),
    Code.RUN: lambda tr, f, v: tr.gettext(
        "Then the run goes on upwards from {card} and takes {cards}, one card of each next rank."
    ),
    Code.JUMP: lambda tr, f, v: tr.gettext(
        "After the 7 the run jumps straight to the {jack}: the 8, 9 and 10 are not in the deck."
    ),
    Code.CAIDA: lambda tr, f, v: tr.ngettext(
        "Caída: you capture the very card your opponent has just dropped — {points} point.",
        "Caída: you capture the very card your opponent has just dropped — {points} points.",
        f.points,
    ),
    Code.CAIDA_EN_RONDA: lambda tr, f, v: tr.ngettext(
        "Caída en ronda: the card you capture with your caída belongs to your opponent's "
        "ronda — {points} point.",
        "Caída en ronda: the card you capture with your caída belongs to your opponent's "
        "ronda — {points} points.",
        f.points,
    ),
    Code.LIMPIA: lambda tr, f, v: tr.ngettext(
        "Limpia: the table is left empty — {points} point.",
        "Limpia: the table is left empty — {points} points.",
        f.points,
    ),
    Code.PERIQUITO: lambda tr, f, v: tr.ngettext(
        "Periquito: all four cards of one rank were on the table, and the capture takes all "
        "of them — {points} point.",
        "Periquito: all four cards of one rank were on the table, and the capture takes all "
        "of them — {points} points.",
        f.points,
    ),
    Code.CANCELLED_38_LIMPIA: lambda tr, f, v: tr.gettext(
        "The limpia scores nothing here: under these rules a side on {number} points or more "
        "gets nothing for a limpia."
    ),
    Code.LIMPIA_WITH_CAIDA: lambda tr, f, v: tr.gettext(
        "Under these rules a limpia made together with a caída adds no extra points."
    ),
    Code.WINS_CHICA: lambda tr, f, v: tr.gettext(
        "Under these rules the {event} wins the chica at once."
    ),
    Code.REACHES_CHICA: lambda tr, f, v: tr.gettext(
        "That takes you to {number} points: the chica is yours."
    ),
    Code.TOTAL: lambda tr, f, v: " ".join(
        (
            tr.ngettext(
                "In all you collect {number} card, counting the one you played.",
                "In all you collect {number} cards, counting the one you played.",
                f.number,
            ),
            tr.ngettext(
                "The play scores {points} point.", "The play scores {points} points.", f.points
            )
            if f.points
            else "",
        )
    ).strip(),
    Code.NOT_IN_HAND: lambda tr, f, v: tr.gettext("{card} is not in your hand."),
    Code.NOT_ON_TABLE: lambda tr, f, v: tr.ngettext(
        "{cards} is not on the table.", "{cards} are not on the table.", len(f.cards)
    ),
    Code.FACE_SUM: lambda tr, f, v: tr.gettext(
        "{faces} never take part in a sum: a face card captures only by matching its own rank."
    ),
    Code.SUM_WRONG: lambda tr, f, v: tr.gettext(
        "{cards} add up to {number}, but a sum must make exactly the value of {card}."
    ),
    Code.SUM_ONE: lambda tr, f, v: tr.gettext(
        "{card} cannot take {cards} on its own: a lower card is only taken in a sum of two or "
        "more cards."
    ),
    Code.SUM_TOO_MANY: lambda tr, f, v: tr.gettext(
        "Under these rules a sum is made of exactly {number} cards, not more."
    ),
    Code.MATCH_AND_SUM: lambda tr, f, v: tr.gettext(
        "One play takes either a card of the same rank or one sum, never both at once."
    ),
    # Translators: {choice} is the cards to choose between, already joined by "or"
    # ("5♣ or 5♦", "5♣ 5♦ or 5♥").
    Code.MATCH_ONE: lambda tr, f, v: tr.gettext(
        "A match takes only one card of the rank: choose {choice}."
    ),
    Code.MATCH_EVERY: lambda tr, f, v: tr.gettext(
        "Under these rules a match takes every card of its rank: {cards}."
    ),
    Code.NO_BASE: lambda tr, f, v: tr.gettext(
        "A run only follows a match or a sum, and here {card} makes neither."
    ),
    Code.HIGHER_ONLY: lambda tr, f, v: tr.ngettext(
        "{card} cannot take {cards}: a card takes one of its own rank, or lower cards that "
        "add up to it.",
        "{card} cannot take {cards}: a card takes one of its own rank, or lower cards that "
        "add up to it.",
        len(f.cards),
    ),
    Code.WRAP: lambda tr, f, v: tr.gettext(
        "The run ends at the {king}: the ace does not come after it."
    ),
    Code.RUN_GAP: lambda tr, f, v: tr.gettext(
        "The run stops at the first missing rank, so {cards} cannot be taken."
    ),
    Code.RUN_TWICE: lambda tr, f, v: tr.gettext(
        "A run takes only one card of each rank, but you chose two of the same rank: {cards}."
    ),
    Code.RUN_INCOMPLETE: lambda tr, f, v: tr.gettext(
        "The run is not finished: {cards} must be taken too."
    ),
    Code.RUN_JUMP_MISSED: lambda tr, f, v: tr.gettext(
        "Do not stop at the 7: the run jumps over the missing 8, 9 and 10 and goes on with {cards}."
    ),
    Code.RUN_WRONG_START: lambda tr, f, v: tr.gettext(
        "The run starts above the card you play, {card}, not above the highest card you take, "
        "so there is no place in it for {cards}."
    ),
    Code.NOT_A_CAPTURE: lambda tr, f, v: tr.gettext(
        "{card} cannot take exactly these cards: {cards}."
    ),
    Code.MAY_CLAIM: lambda tr, f, v: tr.gettext(
        "Under these rules your opponent may now claim {cards}."
    ),
}


CANCELLED_38: dict[str, Template] = {
    # Translators: one sentence per game term, so each language can give it its article and
    # agreement; {number} is 38 (18 in the quick variant).
    "limpia": lambda tr, f, v: tr.pgettext(
        "limpia",
        "The limpia scores nothing here: from {number} points on, only a caída can "
        "finish the chica.",
    ),
    "ronda": lambda tr, f, v: tr.pgettext(
        "ronda",
        "The ronda scores nothing here: from {number} points on, only a caída can "
        "finish the chica.",
    ),
    "carton": lambda tr, f, v: tr.pgettext(
        "cartón",
        "The cartón scores nothing here: from {number} points on, only a caída can "
        "finish the chica.",
    ),
    "other": lambda tr, f, v: tr.gettext(
        "This scores nothing here: from {number} points on, only a caída can finish the chica."
    ),
}
"""A bonus the 38 rule cancels ("only a caída"), one whole sentence per event."""

CANCELLED_THRESHOLD: dict[tuple[str, int], Template] = {
    # Translators: pagat.com's ronda scores only under 30; {number} is that score.
    ("ronda", 2): lambda tr, f, v: tr.gettext(
        "The ronda no longer counts: under these rules it scores only while you have fewer "
        "than {number} points."
    ),
    ("ronda", 4): lambda tr, f, v: tr.gettext(
        "The ronda no longer counts: under these rules it scores only while your side has "
        "fewer than {number} points."
    ),
    ("carton", 2): lambda tr, f, v: tr.gettext(
        "The cartón no longer counts: under these rules it scores only while you have fewer "
        "than {number} points."
    ),
    ("carton", 4): lambda tr, f, v: tr.gettext(
        "The cartón no longer counts: under these rules it scores only while your side has "
        "fewer than {number} points."
    ),
    ("caida_en_ronda", 2): lambda tr, f, v: tr.gettext(
        "The caída en ronda no longer counts extra: under these rules it scores only while "
        "you have fewer than {number} points."
    ),
    ("caida_en_ronda", 4): lambda tr, f, v: tr.gettext(
        "The caída en ronda no longer counts extra: under these rules it scores only while "
        "your side has fewer than {number} points."
    ),
}
"""A bonus past its threshold (pagat.com's ronda under 30, the cartón under 30): one
sentence per event, with *you* for one opponent and *your side* for partners."""


SCORED_NOTHING: dict[Code, Template] = {
    Code.CAIDA: lambda tr, f, v: tr.gettext(
        "Caída: you capture the very card your opponent has just dropped."
    ),
    Code.CAIDA_EN_RONDA: lambda tr, f, v: tr.gettext(
        "Caída en ronda: the card you capture with your caída belongs to your opponent's ronda."
    ),
    Code.LIMPIA: lambda tr, f, v: tr.gettext("Limpia: the table is left empty."),
    Code.PERIQUITO: lambda tr, f, v: tr.gettext(
        "Periquito: all four cards of one rank were on the table, and the capture takes all "
        "of them."
    ),
}
"""A capture event that scored nothing (the next fact says why): named without "0 points"."""


PARTNERS: dict[tuple[Code, bool], Template] = {
    # Keys: the fact, scored (else it scored nothing: the next fact says why).
    (Code.CAIDA, True): lambda tr, f, v: tr.ngettext(
        "Caída: you capture the very card the opponent before you has just dropped — "
        "{points} point.",
        "Caída: you capture the very card the opponent before you has just dropped — "
        "{points} points.",
        f.points,
    ),
    (Code.CAIDA, False): lambda tr, f, v: tr.gettext(
        "Caída: you capture the very card the opponent before you has just dropped."
    ),
    (Code.CAIDA_EN_RONDA, True): lambda tr, f, v: tr.ngettext(
        "Caída en ronda: the card you capture with your caída belongs to the ronda of the "
        "opponent before you — {points} point.",
        "Caída en ronda: the card you capture with your caída belongs to the ronda of the "
        "opponent before you — {points} points.",
        f.points,
    ),
    (Code.CAIDA_EN_RONDA, False): lambda tr, f, v: tr.gettext(
        "Caída en ronda: the card you capture with your caída belongs to the ronda of the "
        "opponent before you."
    ),
    (Code.MAY_CLAIM, False): lambda tr, f, v: tr.gettext(
        "Under these rules the opponent after you may now claim {cards}."
    ),
}
"""Partners' forms: of the two opponents, the one before you dropped the card a caída takes,
and the one after you may claim the run cards you leave."""


def _reaches_chica_side(tr: Translator, fact: Fact, values: dict[str, object]) -> str:
    """With partners the points are the side's: the chica is won by both of you."""
    return tr.gettext("That takes your side to {number} points: the chica is yours.")


def _template(fact: Fact, players: int) -> Template:
    """Return the template of ``fact`` (the cancelled bonuses have one per event)."""
    if fact.code is Code.CANCELLED_38:
        return CANCELLED_38.get(fact.event or "", CANCELLED_38["other"])
    if fact.code is Code.CANCELLED_THRESHOLD:
        key = (fact.event or "", 2 if players == 2 else 4)
        return CANCELLED_THRESHOLD.get(key, CANCELLED_THRESHOLD[("carton", key[1])])
    if fact.code is Code.REACHES_CHICA and players != 2:
        return _reaches_chica_side
    if players != 2 and (fact.code, fact.points != 0) in PARTNERS:
        return PARTNERS[fact.code, fact.points != 0]
    if fact.points == 0 and fact.code in SCORED_NOTHING:
        return SCORED_NOTHING[fact.code]
    return TEMPLATES[fact.code]


def render_fact(fact: Fact, tr: Translator, players: int = 2) -> str:
    """Return the sentence of one fact in the translator's language.

    ``players`` chooses between *you* (one opponent) and *your side* (partners).
    """
    lang = tr.lang
    values: dict[str, object] = {
        "card": display_card(fact.card, lang) if fact.card else "",
        "cards": cards_text(fact.cards, lang),
        "choice": choice_text(fact.cards, tr),
        "number": fact.number,
        "points": fact.points,
        "jack": display_rank(RANK_J, lang),
        "king": display_rank(RANK_K, lang),
        "faces": ", ".join(display_rank(rank, lang) for rank in (RANK_J, RANK_Q, RANK_K)),
        "event": glossary(lang).event_name(fact.event) if fact.event else "",
    }
    return _template(fact, players)(tr, fact, values).format(**values)


def render_facts(facts: Sequence[Fact], tr: Translator, players: int = 2) -> str:
    """Return the whole explanation as one paragraph (``players``: see :func:`render_fact`)."""
    return " ".join(render_fact(fact, tr, players) for fact in facts)

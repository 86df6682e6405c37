"""Finnish card names in spoken sentences: each in the case its sentence gives it.

A Finnish card's name is a compound of suit and rank word ("pataässä", "ristinelonen"), and
only the rank word is declined: "pataässän", "ristinelosta", "herttakuninkaalla". A card
shown as a sign ("7♥") cannot be declined on the screen, so the Finnish catalogue names its
case with a head noun: "kortin 7♥" (genitive), "kortilla 7♥" (adessive), "siirron 7♥ → 3♣"
(genitive), "korttien 3♣ 4♥" (genitive plural). Said aloud, the head noun is folded into the
card: "kortin pataseiska" is "pataseiskan", "korttien ristikolmonen, herttanelonen" is
"ristikolmosen ja herttanelosen" (walk P3, N5). A card after a verb that takes it as a whole
object ("pelasi", "pelaisi") is in the accusative, the genitive's form; every other card
stays in the nominative, as the sentence shows it ("Paras: pataseiska", "jolla otetaan
ristiviitonen": a passive's object).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from ..engine.cards import Card

RANK_STEMS = {
    # nominative: (the stem of the other cases, partitive, illative)
    "ässä": ("ässä", "ässää", "ässään"),
    "kakkonen": ("kakkose", "kakkosta", "kakkoseen"),
    "kolmonen": ("kolmose", "kolmosta", "kolmoseen"),
    "nelonen": ("nelose", "nelosta", "neloseen"),
    "viitonen": ("viitose", "viitosta", "viitoseen"),
    "kuutonen": ("kuutose", "kuutosta", "kuutoseen"),
    "seiska": ("seiska", "seiskaa", "seiskaan"),
    "sotilas": ("sotilaa", "sotilasta", "sotilaaseen"),
    "kuningatar": ("kuningattare", "kuningatarta", "kuningattareen"),
    "kuningas": ("kuninkaa", "kuningasta", "kuninkaaseen"),
}
"""The glossary's rank words (content/glossary/fi.yaml) and what their cases are built on."""

ENDINGS = {
    "genitive": "n",
    "inessive": "ssa",
    "elative": "sta",
    "adessive": "lla",
    "ablative": "lta",
    "allative": "lle",
    "essive": "na",
    "translative": "ksi",
}
"""The endings added to a rank word's stem (back vowels; front ones follow the word)."""

HEAD_NOUNS = {
    "kortti": "nominative",
    "kortin": "genitive",
    "korttia": "partitive",
    "kortissa": "inessive",
    "kortista": "elative",
    "korttiin": "illative",
    "kortilla": "adessive",
    "kortilta": "ablative",
    "kortille": "allative",
    "korttina": "essive",
    "kortiksi": "translative",
    "siirto": "nominative",
    "siirron": "genitive",
    "siirtoa": "partitive",
    "siirrossa": "inessive",
    "siirrosta": "elative",
    "siirtoon": "illative",
    "siirrolla": "adessive",
    "siirrolle": "allative",
    "kortit": "nominative",
    "korttien": "genitive",
    "kortteja": "partitive",
}
"""The words that name a card's case before it ("kortin 7♥"), folded into the card when said.

Only the plural forms whose meaning carries over to each card of a list are here: "korttien
X, Y summa" is "X:n ja Y:n summa", but "korteista X, Y yksi" is no list of elatives.
"""

OBJECT_AFTER = frozenset(
    (
        "pelasi",
        "pelaisi",
        "pelasit",
        "pelaisit",
        "pelaat",
        "laskit",
        "laski",
        "laskisit",
        "otat",
        "otit",
        "otti",
        "ottaisi",
    )
)
"""Verbs after which a card is their whole object: accusative, the genitive's form."""


def declined_rank(word: str, case: str) -> str:
    """Return the rank word ``word`` (a nominative of the glossary) in ``case``.

    >>> [declined_rank("kuningas", case) for case in ("genitive", "partitive", "adessive")]
    ['kuninkaan', 'kuningasta', 'kuninkaalla']
    >>> declined_rank("ässä", "elative")
    'ässästä'
    """
    if case == "nominative" or word not in RANK_STEMS:
        return word
    stem, partitive, illative = RANK_STEMS[word]
    if case == "partitive":
        return partitive
    if case == "illative":
        return illative
    ending = ENDINGS[case]
    if not re.search("[aou]", word):  # vowel harmony: "ässällä", "kakkosella"
        ending = ending.replace("a", "ä")
    return stem + ending


def declined_card(name: str, case: str, ranks: Mapping[Card, str], card: Card) -> str:
    """Return the card's spoken ``name`` (suit + rank word) in ``case``."""
    word = ranks[card]
    return name[: len(name) - len(word)] + declined_rank(word, case)


def declined_fi(
    text: str, name: str, named: Mapping[str, Card], ranks: Mapping[Card, str], list_join: str
) -> str:
    """Return the Finnish ``text`` with each card's name in its case, head nouns folded in.

    ``name`` matches any card's name, ``named`` gives each name's card, ``ranks`` each card's
    rank word, and ``list_join`` what stands between two cards of one list (the next card
    takes the first one's case).
    """
    head = "|".join(sorted(HEAD_NOUNS, key=len, reverse=True))
    found = re.compile(rf"(?:(?<![\w-])((?i:{head}))\s+)?({name})")
    continues = re.compile(list_join)
    parts: list[str] = []
    done = 0
    case = "nominative"
    for match in found.finditer(text):
        between = text[done : match.start()]
        noun, card_name = match[1], match[2]
        if noun:
            case = HEAD_NOUNS[noun.lower()]
        elif not (parts and continues.match(between)):
            previous = re.search(r"(\w+)\s+$", between)
            verb = previous[1].lower() if previous else ""
            case = "genitive" if verb in OBJECT_AFTER else "nominative"
        said = declined_card(card_name, case, ranks, named[card_name])
        if noun and noun[0].isupper():
            said = said[0].upper() + said[1:]
        parts += [between, said]
        done = match.end()
    return "".join(parts) + text[done:]

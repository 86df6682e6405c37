"""Card names in spoken sentences: found in the text, and declined where the language does.

A card's spoken name (:func:`~cuarenta_tutor.render.cards.card_label`) is its nominative:
"Karo-Bube". In a German sentence it also stands as an object ("mit der Folge den
Karo-Buben") or after a preposition ("mit dem Pik-Buben"), where *Bube*, a weak noun, takes
*-n* (walk P2, N8). Of the German rank words only *Bube* changes in the accusative and the
dative; in the genitive *Bube*, *König* and *Ass* do (des Buben, des Königs, des Asses). The
numbers and *Dame* are feminine and never change in the singular.

Finnish declines every rank word, and its catalogue names a card's case with a head noun
("kortin {card}", "siirron {move}") that is folded into the card when said
(:mod:`~cuarenta_tutor.render.card_speech_fi`). The other languages need nothing here:
English, Spanish, Dutch, Italian and Swedish do not decline nouns.

A spoken sentence carries no grammar: the case is read from the words around the name, the
word before it (an article, a preposition, a verb that already has its subject) or after it
(an infinitive or participle that takes it as object). What these words do not settle stays
nominative, as before.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ..engine.cards import RANKS, SUITS, Card, rank_letter
from ..i18n.catalogs import Translator
from ..i18n.glossary import glossary
from .card_speech_fi import declined_fi
from .cards import card_label


@dataclass(frozen=True)
class Declension:
    """How a language's card names change outside the nominative, and the words that say so."""

    oblique: dict[str, str]
    """Rank letter → the rank's word in the accusative and dative, where it changes."""
    genitive: dict[str, str]
    """Rank letter → the rank's word in the genitive, where it changes."""
    genitive_after: frozenset[str]
    """Words before a card that put it in the genitive (articles)."""
    oblique_after: frozenset[str]
    """Words before a card that make it an object (articles, prepositions, subject and verb)."""
    oblique_before: frozenset[str]
    """Words after a card that take it as their object (infinitives, participles, particles)."""
    subject_before: frozenset[str]
    """Words after a card that leave it the subject (an object pronoun: "nimmt X sie")."""


def _words(text: str) -> frozenset[str]:
    """Return the words of ``text`` (the lists below read as the sentences they come from)."""
    return frozenset(text.split())


DECLENSIONS = {
    "de": Declension(
        oblique={"J": "Buben"},
        genitive={"J": "Buben", "K": "Königs", "A": "Asses"},
        genitive_after=_words(
            "des eines deines seines ihres meines unseres eures keines dieses jedes"
        ),
        oblique_after=_words(
            "den dem einen einem deinen deinem seinen seinem ihren ihrem meinen meinem "
            "unseren unserem euren eurem keinen keinem diesen diesem jeden jedem "
            "mit von vom auf für ohne gegen durch aus bei beim nach zu zum vor über unter "
            "neben hinter an am in im um außer "
            "du er ich wir man "
            "hast hat hätte hättest nimmt nimmst legst legt spielst spielt behältst "
            "behält hebst hebt forderst fordert wählst wählt"
        ),
        oblique_before=_words(
            "ab abzulegen ablegen abgelegt gespielt spielen zu genommen nehmen mitnehmen "
            "mitgenommen einfordern einzufordern eingefordert aufheben aufzuheben hast"
        ),
        subject_before=_words("sie ihn"),
    )
}
"""The languages whose card names change with their case (see the module's note)."""

LIST_JOIN = re.compile(r"^(?:,\s*|\s+(?:und|oder|and|or|ja|tai)\s+)$")
"""What stands between two cards of one list: the second takes the first's case."""


@functools.cache
def card_name(lang: str) -> str:
    """Return a regular expression for the spoken name of any card of ``lang``.

    The longest names come first, and a name never starts or ends inside a word.
    """
    names = sorted((card_label(Card(r, s), lang) for r in RANKS for s in SUITS), key=len)
    alternatives = "|".join(re.escape(name) for name in reversed(names))
    return rf"(?<![\w-])(?:{alternatives})(?![\w-])"


@functools.cache
def card_names(lang: str) -> re.Pattern[str]:
    """Match the spoken name of any card of ``lang`` (group 1)."""
    return re.compile(f"({card_name(lang)})")


@functools.cache
def _cards_named(lang: str) -> dict[str, Card]:
    """Return each card of ``lang`` by its spoken name."""
    return {card_label(Card(r, s), lang): Card(r, s) for r in RANKS for s in SUITS}


@functools.cache
def _ranks(lang: str) -> dict[Card, str]:
    """Return each card's rank word in ``lang`` (the end of its spoken name)."""
    terms = glossary(lang)
    return {card: terms.ranks[rank_letter(card.rank)] for card in _cards_named(lang).values()}


def declined_cards(text: str, lang: str) -> str:
    """Return ``text`` with each card's name in the case its sentence gives it.

    >>> declined_cards("Die Sieben nimmt mit der Folge den Karo-Bube.", "de")
    'Die Sieben nimmt mit der Folge den Karo-Buben.'
    >>> declined_cards("Besser wäre Pik-Bube gewesen.", "de")
    'Besser wäre Pik-Bube gewesen.'
    >>> declined_cards("Korttien ruutusotilas ja patakakkonen summa", "fi")
    'Ruutusotilaan ja patakakkosen summa'
    """
    if lang == "fi":
        return declined_fi(
            text, card_name(lang), _cards_named(lang), _ranks(lang), LIST_JOIN.pattern
        )
    declension = DECLENSIONS.get(lang)
    if declension is None:
        return text
    named = _cards_named(lang)
    rest_of_list = re.compile(rf"(?:(?:,\s*|\s+(?:und|oder)\s+){card_name(lang)})*")
    parts: list[str] = []
    done = 0
    case = "nominative"
    for match in card_names(lang).finditer(text):
        between = text[done : match.start()]
        if not (parts and LIST_JOIN.match(between)):  # a list's next card keeps the case
            listed = rest_of_list.match(text, match.end())  # the words after the list
            after = text[listed.end() if listed else match.end() :]
            case = _case(text[: match.start()], after, declension, card_name(lang))
        card = named[match[1]]
        parts += [between, _declined(card, case, declension, lang)]
        done = match.end()
    return "".join(parts) + text[done:]


def _case(before: str, after: str, declension: Declension, name: str) -> str:
    """Return the case the words around a card give it: genitive, oblique or nominative.

    ``name`` matches any card's name: after "card verb" a card is the verb's object.
    """
    previous = re.search(r"(\w+)\s+$", before)  # only a word right before: no punctuation
    word = previous[1].lower() if previous else ""
    following = re.match(r"\s+(\w+)", after)
    next_word = following[1].lower() if following else ""
    if word in declension.genitive_after:
        return "genitive"
    if next_word in declension.subject_before:
        return "nominative"
    if word in declension.oblique_after or next_word in declension.oblique_before:
        return "oblique"
    if re.search(rf"{name}\s+\w+\s+$", before):  # "Herz-König kann Karo-Buben …"
        return "oblique"
    return "nominative"


def _declined(card: Card, case: str, declension: Declension, lang: str) -> str:
    """Return the name of ``card`` in ``case`` (its label where the rank's word stays)."""
    forms = {"genitive": declension.genitive, "oblique": declension.oblique}.get(case, {})
    word = forms.get(rank_letter(card.rank))
    if word is None:
        return card_label(card, lang)
    suit = glossary(lang).suits[card.suit]
    return Translator(lang).pgettext("card", "{rank} of {suit}").format(rank=word, suit=suit)

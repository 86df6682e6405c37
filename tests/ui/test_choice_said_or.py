"""A choice between cards reads "or", shown and said; cards taken together read "and".

A match under the Quito rules takes one card of its rank: with 5♣ and 5♦ on the table, taking
both was refused with "choose one of 5♣ 5♦", which a screen reader said as "… ristiviitonen ja
ruutuviitonen" in Finnish: a choice joined by "and" (words16, item 1).
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.explain import Code, diagnose
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.sentences.explain import render_facts
from cuarenta_tutor.ui.said_words import said

QUITO = load_ruleset("quito")


def middle(template: str, first: str, last: str) -> str:
    """Return the words between two placeholders: " or " of "{cards} or {card}"."""
    return template.partition(first)[2].partition(last)[0]


def refusal(table: str, lang: str) -> str:
    facts = diagnose(QUITO, parse_cards(table), parse_card("5s"), parse_cards(table))
    assert facts[0].code is Code.MATCH_ONE
    return render_facts(facts, Translator(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", ["5c 5d", "5c 5d 5h"])
def test_a_match_of_one_card_offers_the_cards_with_or(lang, table):
    tr = Translator(lang)
    either = middle(tr.pgettext("cards to choose from", "{cards} or {card}"), "{cards}", "{card}")
    both = middle(tr.pgettext("cards listed, said", "{cards} and {card}"), "{cards}", "{card}")
    assert either.strip()
    assert either != both
    cards = parse_cards(table)
    shown = refusal(table, lang)
    last = ("5♣", "5♦") if len(cards) == 2 else ("5♦", "5♥")  # the last two, as shown
    assert f"{last[0]}{either}{last[1]}" in shown, shown
    heard = said(shown, tr)
    names = [card_label(card, lang) for card in cards]
    assert f"{names[-2]}{either}{names[-1]}" in heard, heard
    assert f"{names[-2]}{both}{names[-1]}" not in heard, heard
    if len(cards) == 3:  # the first two stay a list of the choice, not cards taken together
        assert f"{names[0]}, {names[1]}{either}{names[2]}" in heard, heard


def test_finnish_offers_the_choice_with_tai():
    heard = said(refusal("5c 5d", "fi"), Translator("fi"))
    assert heard.endswith("valitse ristiviitonen tai ruutuviitonen."), heard
    assert " ja " not in heard


def test_cards_taken_together_are_still_said_with_and():
    assert said("Left: 2♠ 4♦ 5♥.", Translator("en")) == (
        "Left: two of spades, four of diamonds and five of hearts."
    )
    fi = said("Myös: 6♠ → A♠ 5♠.", Translator("fi"))
    assert fi == "Myös: patakuutonen, jolla otetaan pataässä ja pataviitonen."

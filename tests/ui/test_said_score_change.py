"""A score change is said as one, never with the capture's verb (walk P2, N10 and N11)."""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import Card
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play_panels import last_cards_html
from cuarenta_tutor.ui.said_words import said

SAID = {
    "en": "That clears the table, from 36 to 38.",
    "es": "That clears the table, de 36 a 38.",
    "de": "That clears the table, von 36 auf 38.",
    "nl": "That clears the table, van 36 naar 38.",
    "it": "That clears the table, da 36 a 38.",
    "sv": "That clears the table, från 36 till 38.",
    "fi": "That clears the table, 36 pisteestä 38 pisteeseen.",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_an_arrow_between_scores_is_said_as_a_change_of_score(lang):
    tr = Translator(lang)
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    assert said("That clears the table, 36 → 38.", tr) == SAID[lang]
    assert said("36 → 38", tr).lower() == SAID[lang].split(", ", 1)[1].rstrip(".").lower()
    seven, three = card_label(Card(7, "s"), lang), card_label(Card(3, "c"), lang)
    play = phrase.format(card=seven, cards=three)  # between cards it is still a play
    assert said("7♠ → 3♣", tr) == play[0].upper() + play[1:]


def test_a_card_and_a_score_are_told_apart():
    tr = Translator("en")
    assert said("A♥ → 38", tr).endswith("takes 38")  # a card's arrow stays a capture
    said_both = said("38 → 40 with 4♠ → 4♣", tr)
    assert said_both == "From 38 to 40 with four of spades taking four of clubs"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_four_players_are_said_to_have_not_played_yet_in_the_plural(lang):
    tr = Translator(lang)
    game = PlayGame(players=4, seed="n11")
    game.engine_moves = []  # as before anyone has played
    four = last_cards_html(game, tr, four_colour=False)
    assert tr.gettext("None of the other players has played yet.") in four
    assert tr.gettext("No engine move yet.") not in four
    two = PlayGame(players=2, seed="n11")
    two.engine_moves = []
    assert tr.gettext("No engine move yet.") in last_cards_html(two, tr, four_colour=False)

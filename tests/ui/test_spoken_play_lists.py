"""A spoken list of plays says where each play ends (walk P3, N5).

"Yhtä hyvin käy myös: patakuutonen ottaa: pataässä, pataviitonen, ruutuseiska ottaa: …":
with commas inside and between the plays, a listener cannot hear where one play ends. Plays
of a list are now parted by a semicolon, the last two cards of each row are joined by the
language's "and", and a play said as a clause is closed before the sentence goes on.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.catalogs import available_languages
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.sentences.listing import cards_text
from cuarenta_tutor.sentences.puzzle_text import just_as_good
from cuarenta_tutor.ui.said_words import said

LANGS = sorted(available_languages())


def name(card: str, lang: str) -> str:
    return card_label(parse_card(card), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_each_play_of_a_list_is_heard_apart(lang):
    tr = Translator(lang)
    shown = just_as_good(["2c", "6s x As 5s", "2h", "7d x As 6h"], tr)
    spoken = said(shown, tr)
    plays = spoken.split("; ")
    assert len(plays) == 4, spoken
    drop = tr.pgettext("play in a list", "drop {card}")
    assert drop.format(card=name("2h", lang)) == plays[2]
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    both = tr.pgettext("cards listed, said", "{cards} and {card}")
    taken = both.format(cards=name("As", lang), card=name("5s", lang))
    assert phrase.format(card=name("6s", lang), cards=taken) == plays[1]
    assert "," not in taken  # the play's own cards are not parted as plays are


@pytest.mark.parametrize("lang", LANGS)
def test_a_row_of_cards_ends_with_and(lang):
    tr = Translator(lang)
    shown = cards_text(tuple(parse_card(card) for card in ("2s", "4d", "Kc")), lang)
    spoken = said(f"{shown}.", tr)
    last = tr.pgettext("cards listed, said", "{cards} and {card}").format(
        cards=f"{name('2s', lang)}, {name('4d', lang)}", card=name("Kc", lang)
    )
    assert spoken.lower().startswith(last.lower()), spoken


@pytest.mark.parametrize("lang", ["es", "it", "fi"])
def test_a_play_said_as_a_clause_is_closed_before_the_sentence_goes_on(lang):
    tr = Translator(lang)
    shown = tr.gettext("{band}: {play} was exactly the right play.").format(
        band="X", play="5♦ → 5♣"
    )
    spoken = said(shown, tr)
    assert f"{name('5c', lang)}, " in spoken, spoken


def test_the_walks_list_is_heard_play_by_play_in_finnish_and_english():
    # the exact sentences: before, plays and their cards ran together with commas only
    shown = ["2c", "6s x As 5s", "2h", "7d x As 6h"]
    fi, en = Translator("fi"), Translator("en")
    assert said(just_as_good(shown, fi), fi) == (
        "Yhtä hyvin käy myös: ristikakkonen pöytään; patakuutonen, jolla otetaan pataässä ja "
        "pataviitonen; herttakakkonen pöytään; ruutuseiska, jolla otetaan pataässä ja "
        "herttakuutonen."
    )
    assert said(just_as_good(shown, en), en) == (
        "Just as good: drop two of clubs; six of spades taking ace of spades and five of "
        "spades; drop two of hearts; seven of diamonds taking ace of spades and six of hearts."
    )

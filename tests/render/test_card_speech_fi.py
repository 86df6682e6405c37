"""Finnish card names said in the case their sentence needs (walk P3, N5).

The live region said "Valmentaja pelaisi pataässä", "Tietokone pelasi ristinelonen" and
"Korttien pataässä, herttakuutonen summa on 7": the card names stayed in the nominative
where Finnish needs the genitive, the partitive or a local case.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import RANKS, SUITS, Card, rank_letter
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.render.card_speech import declined_cards
from cuarenta_tutor.render.card_speech_fi import declined_rank
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.ui.said_words import said

FORMS = {
    # nominative: genitive, partitive, adessive, elative, illative
    "ässä": ("ässän", "ässää", "ässällä", "ässästä", "ässään"),
    "kakkonen": ("kakkosen", "kakkosta", "kakkosella", "kakkosesta", "kakkoseen"),
    "kolmonen": ("kolmosen", "kolmosta", "kolmosella", "kolmosesta", "kolmoseen"),
    "nelonen": ("nelosen", "nelosta", "nelosella", "nelosesta", "neloseen"),
    "viitonen": ("viitosen", "viitosta", "viitosella", "viitosesta", "viitoseen"),
    "kuutonen": ("kuutosen", "kuutosta", "kuutosella", "kuutosesta", "kuutoseen"),
    "seiska": ("seiskan", "seiskaa", "seiskalla", "seiskasta", "seiskaan"),
    "sotilas": ("sotilaan", "sotilasta", "sotilaalla", "sotilaasta", "sotilaaseen"),
    "kuningatar": (
        "kuningattaren",
        "kuningatarta",
        "kuningattarella",
        "kuningattaresta",
        "kuningattareen",
    ),
    "kuningas": ("kuninkaan", "kuningasta", "kuninkaalla", "kuninkaasta", "kuninkaaseen"),
}
CASES = ("genitive", "partitive", "adessive", "elative", "illative")
HEADS = {"genitive": "kortin", "partitive": "korttia", "adessive": "kortilla"}
HEADS |= {"elative": "kortista", "illative": "korttiin"}
TR = Translator("fi")


def test_the_table_covers_the_glossarys_rank_words():
    assert set(FORMS) == set(glossary("fi").ranks.values())


@pytest.mark.parametrize("word", FORMS)
@pytest.mark.parametrize("case", CASES)
def test_every_rank_word_takes_each_case(word, case):
    assert declined_rank(word, case) == FORMS[word][CASES.index(case)]
    assert declined_rank(word, "nominative") == word


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize("case", CASES)
def test_a_head_noun_is_folded_into_every_card(rank, case):
    word = glossary("fi").ranks[rank_letter(rank)]
    for suit in SUITS:
        name = card_label(Card(rank, suit), "fi")
        suit_word = glossary("fi").suits[suit]
        expected = f"Sitten {suit_word}{FORMS[word][CASES.index(case)]} ja muuta."
        assert declined_cards(f"Sitten {HEADS[case]} {name} ja muuta.", "fi") == expected


@pytest.mark.parametrize(
    ("shown", "spoken"),
    [
        (
            TR.gettext("The coach would play {play}.").format(play="A♠"),
            "Valmentaja pelaisi pataässän.",
        ),
        (TR.gettext("The engine played {play}").format(play="4♣"), "Tietokone pelasi ristinelosen"),
        (
            TR.gettext("The engine played {play}").format(play="4♣ → 4♥ 5♠"),
            "Tietokone pelasi ristinelosen, jolla otetaan herttanelonen ja pataviitonen",
        ),
        ("Tietokone pelasi 4♣.", "Tietokone pelasi ristinelosen."),  # no head noun: the verb
        (
            TR.gettext("{cards} add up to {number}, so {card} takes them as a sum.").format(
                cards="A♠ 6♥", number=7, card="7♦"
            ),
            "Pataässän ja herttakuutosen summa on 7, joten ruutuseiska ottaa ne summana.",
        ),
        (
            TR.gettext(
                "Then the run goes on upwards from {card} and takes {cards}, one card of each "
                "next rank."
            ).format(card="A♠", cards="2♠"),
            "Sitten sarja jatkuu pataässästä ylöspäin: mukaan tulee yksi kortti kustakin "
            "seuraavasta arvosta, eli patakakkonen.",
        ),
        (
            TR.gettext(
                "{card} cannot take {cards}: a card takes one of its own rank, or lower "
                "cards that add up to it."
            ).format(card="7♦", cards="J♠"),
            "Ruutuseiskalla ei voi ottaa patasotilasta: kortilla otetaan samanarvoinen kortti "
            "tai pienempiä kortteja, joiden summa on sama kuin sen arvo.",
        ),
        (
            TR.gettext("{band} ({loss}): dropping {card} was better.").format(
                band="Epätarkkuus", loss="−1", card="5♣"
            ),
            "Epätarkkuus (−1): parempi olisi ollut laskea ristiviitonen pöytään.",
        ),
        (
            TR.gettext("{band}: {play} was exactly the right play.").format(
                band="Paras", play="5♦ → 5♣"
            ),
            "Paras: ruutuviitonen, jolla otetaan ristiviitonen, oli juuri oikea siirto.",
        ),
    ],
)
def test_the_frames_of_the_walk_are_said_in_their_case(shown, spoken):
    assert said(shown, TR) == spoken


@pytest.mark.parametrize(
    "msgid",
    [
        "Every other play leaves you worse placed in the race for the chica.",
        "Your chance of winning the chica in this deck: {best} after the coach's choice, "
        "{played} after yours.",
        "no points lost, but worse odds for the chica",
    ],
)
def test_the_chica_is_won_in_the_accusative(msgid):
    text = TR.gettext(msgid)
    assert "voittaa chican" in text
    assert "voittaa chica " not in text
    assert "voittaa chica." not in text

"""A play said inside a sentence reads as a noun phrase, its cards in their case (walk P2, N8).

The live region said "Du hast Pik-Fünf nimmt Kreuz-Fünf gespielt" (the arrow of ``5♠ → 5♣``
as a verb inside a sentence) and "mit der Folge den Karo-Bube" (German *Bube* is a weak noun:
den Buben). A play is now said by the catalogue's noun phrase in every language, and a
German card name takes the case its sentence gives it.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import RANKS, SUITS, Card, rank_letter
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.catalogs import available_languages
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.render.card_speech import declined_cards
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.sentences.feedback import play_html
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.markup import spoken_text
from cuarenta_tutor.ui.said_words import said

LANGS = sorted(available_languages())


def label(card: str, lang: str) -> str:
    return card_label(Card(RANKS["A234567JQK".index(card[0])], card[1]), lang)


def capital(text: str) -> str:
    return text[0].upper() + text[1:]


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "fi"])
def test_a_play_inside_a_sentence_is_said_as_the_catalogues_noun_phrase(lang: str) -> None:
    tr = Translator(lang)
    sentence = tr.gettext("You played {move}.")
    shown = sentence.format(move=play_html("7s x 3c 4h", lang))  # as the lesson shows it
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    taken = tr.pgettext("cards listed, said", "{cards} and {card}").format(
        cards=label("3c", lang), card=label("4h", lang)
    )
    expected = sentence.format(move=phrase.format(card=label("7s", lang), cards=taken))
    assert said(spoken_text(shown), tr) == capital(expected)
    assert "→" not in said(spoken_text(shown), tr)


def test_the_german_play_reads_as_german():
    tr = Translator("de")
    shown = tr.gettext("You played {move}.").format(move=play_html("5s x 5c", "de"))
    assert said(spoken_text(shown), tr) == "Du hast Pik-Fünf auf Kreuz-Fünf gespielt."
    shown = tr.gettext("You played {move}.").format(move=play_html("Js x Jc", "de"))
    assert said(spoken_text(shown), tr) == "Du hast Pik-Buben auf Kreuz-Buben gespielt."
    assert said("Bester Zug: B♠ → B♣.", tr) == "Bester Zug: Pik-Bube auf Kreuz-Buben."


def test_the_finnish_play_folds_siirron_into_its_card():
    tr = Translator("fi")
    shown = tr.gettext("You played {move}.").format(move=play_html("5s x 5c", "fi"))
    assert said(spoken_text(shown), tr) == "Pelasit pataviitosen, jolla otetaan ristiviitonen."
    shown = tr.gettext("You played {move}.").format(move=play_html("7s x 3c 4h", "fi"))
    assert said(spoken_text(shown), tr) == (
        "Pelasit pataseiskan, jolla otetaan ristikolmonen ja herttanelonen."
    )


CHANGES = {"oblique": {"J": "Buben"}, "genitive": {"J": "Buben", "K": "Königs", "A": "Asses"}}
"""Of the German rank words, these change outside the nominative (Bube is a weak noun)."""


@pytest.mark.parametrize("rank", RANKS)
@pytest.mark.parametrize(
    ("frame", "case"),
    [
        ("und mit der Folge den {card}.", "oblique"),
        ("Den besten Zug machst du mit deinem {card}.", "oblique"),
        ("Als du {card} abgelegt hast, war der Tisch leer.", "oblique"),
        ("{card} abzulegen ist verlockend.", "oblique"),
        ("Die Sieben nimmt {card}.", "oblique"),
        ("{card} hast du nicht auf der Hand.", "oblique"),
        ("Herz-Sieben kann {card} nicht nehmen.", "oblique"),
        ("Die Karte des {card} liegt oben.", "genitive"),
        ("Also nimmt {card} sie als Summe.", "nominative"),
        ("{card} nimmt die Sieben.", "nominative"),
        ("Besser wäre {card} gewesen.", "nominative"),
        ("Genau diese Karten kann {card} nicht nehmen.", "nominative"),
        ("Die gerade abgelegte Karte: {card}.", "nominative"),
    ],
)
def test_every_german_rank_word_is_declined_as_its_sentence_asks(rank, frame, case):
    terms = glossary("de")
    letter = rank_letter(rank)
    word = CHANGES.get(case, {}).get(letter, terms.ranks[letter])
    for suit in SUITS:
        name = card_label(Card(rank, suit), "de")
        expected = frame.format(card=f"{terms.suits[suit]}-{word}")
        assert declined_cards(frame.format(card=name), "de") == expected


def test_a_list_keeps_its_first_cards_case():
    text = "Du musst auch Karo-Bube, Kreuz-Bube und Herz-Bube mitnehmen."
    assert declined_cards(text, "de") == (
        "Du musst auch Karo-Buben, Kreuz-Buben und Herz-Buben mitnehmen."
    )
    assert declined_cards("Wähle: Karo-Bube, Kreuz-Bube.", "de") == "Wähle: Karo-Bube, Kreuz-Bube."


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang not in ("de", "fi")])
def test_other_languages_keep_the_cards_names(lang: str) -> None:
    names = " ".join(card_label(Card(rank, "d"), lang) for rank in RANKS)
    assert declined_cards(f"with the {names}", lang) == f"with the {names}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_endgame_lesson_is_said_without_signs_after_a_wrong_caida_and_the_solution(lang):
    app = TutorApp(query=f"?lang={lang}&lesson=endgame-limpia-then-caida")
    view = app.lesson_view
    view.typed.value = "5s x 5c"  # the caída first: the target slips away
    view.typed_go.click()
    wrong = view.announcer.text
    view.take_back.click()
    for move in ("7h x 2d 5c Jd", "5s x 5h"):
        view.typed.value = move
        view.typed_go.click()
    assert app.session.done
    solved = view.announcer.text
    tr = Translator(lang)
    phrase = tr.pgettext("play, said", "{card} taking {cards}")
    card = "pataviitosen" if lang == "fi" else label("5s", lang)  # fi: "Pelasit pataviitosen"
    assert phrase.format(card=card, cards=label("5c", lang)) in wrong
    for text in (wrong, solved):
        assert not any(sign in text for sign in "→♠♥♦♣"), text
    if lang == "de":
        assert "Du hast Pik-Fünf auf Kreuz-Fünf gespielt." in wrong
        assert "und mit der Folge den Karo-Buben." in solved
        assert "Karo-Bube." not in solved

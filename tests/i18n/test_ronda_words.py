"""The ronda in generated words: a doble ronda is named as one (under each ruleset's rule),
and declaring a ronda is said in a list's words in running text, a button's on the button."""

import pytest

from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.puzzles import find_puzzle
from cuarenta_tutor.sentences.feedback import answer_html
from cuarenta_tutor.sentences.puzzle_text import just_as_good, puzzle_text

DOBLE = {"rigor-2p-00426": "chica", "quito-2p-00659": "points", "quito-2p-00744": "points"}
"""The bank's doble ronda puzzles: rigor's wins the chica, quito's scores."""


def doble_name(lang: str) -> str:
    return glossary(lang).terms["doble_ronda"]


@pytest.mark.parametrize("lang", available_languages())
@pytest.mark.parametrize("puzzle_id", DOBLE)
def test_a_doble_ronda_is_named_in_the_prompt_a_hint_and_the_explanation(puzzle_id, lang):
    text = puzzle_text(find_puzzle(puzzle_id), Translator(lang))
    name = doble_name(lang).lower()
    assert name in text.prompt.lower()
    assert any(name in hint.lower() for hint in text.hints)
    assert name in text.explanation.lower()


def test_the_rigor_doble_ronda_wins_the_chica_and_quito_s_scores():
    rigor = puzzle_text(find_puzzle("rigor-2p-00426"), Translator("en")).explanation
    assert rigor.startswith("Best: declare the doble ronda. ")
    assert "a doble ronda wins the chica as soon as it is declared" in rigor
    quito = puzzle_text(find_puzzle("quito-2p-00659"), Translator("en")).explanation
    assert "Declaring the doble ronda is worth more here" in quito
    assert "wins the chica" not in quito


def test_a_plain_ronda_is_not_called_doble():
    text = puzzle_text(find_puzzle("casual-2p-00064"), Translator("en"))
    assert "You hold a ronda" in text.prompt
    assert "doble" not in " ".join([text.prompt, *text.hints, text.explanation])


LIST_WORDS = {
    "en": "declare the ronda",
    "de": "die Ronda ansagen",
    "sv": "anmäla rondan",
    "fi": "rondan ilmoittaminen",
}
"""Declaring the ronda inside a sentence or a list: never the button's imperative."""


@pytest.mark.parametrize("lang", list(LIST_WORDS))
def test_running_text_says_declaring_in_a_list_s_words(lang):
    tr = Translator(lang)
    assert answer_html("ronda", tr) == LIST_WORDS[lang]
    explanation = puzzle_text(find_puzzle("casual-2p-00064"), tr).explanation
    # Declaring comes before a play, not instead of it: never in "Just as good: …".
    assert just_as_good(["ronda"], tr) not in explanation
    assert tr.gettext("Declaring the ronda first is just as good.") in explanation
    assert tr.pgettext("button", "Declare the ronda") not in explanation.split(", ")


@pytest.mark.parametrize("lang", available_languages())
def test_the_button_and_the_list_have_their_own_entries(lang):
    tr = Translator(lang)
    button = tr.pgettext("button", "Declare the ronda")
    listed = tr.pgettext("play in a list", "declare the ronda")
    assert button[:1] == button[:1].upper()
    assert listed != button

"""A ronda, a claim or a misdeal named where a sentence needs a noun: never the bare verb phrase.

Before, the Play hint said "declare the ronda is just as good." (en), "ilmoittaa doble ronda on
yhtä hyvä." (fi): the runner came from the label's verb phrase (msgctxt "action").
"""

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import Claim, Declare, Misdeal
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, Verdict
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.sentences.coach import action_as_subject, action_display
from cuarenta_tutor.sentences.play_text import beside_hint, hint_why
from cuarenta_tutor.tutor.play_hint import Hint

DROP = Play(parse_card("7s"))
NON_PLAYS = (Declare(), Claim(), Misdeal())
LANGS = available_languages()


def _hint(runner, *, tied=False, reason=None, players=2, doble=False):
    return Hint(DROP, runner, reason, tied, players, doble)


@pytest.mark.parametrize(
    ("hint", "lang", "text"),
    [
        (_hint(Declare(), tied=True), "en", "Declaring the ronda is just as good."),
        (
            _hint(Declare(), tied=True, doble=True),
            "fi",
            "Doble rondan ilmoittaminen on yhtä hyvä vaihtoehto.",
        ),
        (_hint(Misdeal(), tied=True), "fi", "Jakovirheen ilmoittaminen on yhtä hyvä vaihtoehto."),
        (_hint(Claim(), tied=True), "sv", "Att lägga beslag på stegkorten är lika bra."),
        (_hint(Declare(), tied=True), "es", "Cantar la ronda es igual de bueno."),
        (
            _hint(Declare()),
            "en",
            "The engine's look-ahead rates it above the next best play, declaring the ronda.",
        ),
        (
            _hint(Declare(), reason=Reason(ReasonCode.GIVES_LIMPIA, (), 0.5)),
            "en",
            "It is safer than declaring the ronda, which could leave your opponent a limpia "
            "(a chance of 50%).",
        ),
        (
            _hint(Declare(), reason=Reason(ReasonCode.GIVES_LIMPIA, (), 0.5)),
            "fi",
            "Se on turvallisempi kuin rondan ilmoittaminen, joka voisi jättää vastustajallesi "
            "limpian (todennäköisyys 50\xa0%).",
        ),
    ],
)
def test_a_runner_that_is_no_play_is_said_as_a_noun(hint, lang, text):
    assert hint_why(hint, Translator(lang)) == text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("action", NON_PLAYS, ids=str)
def test_every_language_fills_a_runner_with_the_noun_form(lang, action):
    tr = Translator(lang)
    noun = action_as_subject(action, tr)
    assert noun != action_as_subject(action, Translator("en")) or lang == "en"  # translated
    said = hint_why(_hint(action), tr)
    assert noun in said
    assert "{" not in said
    tied = hint_why(_hint(action, tied=True), tr)
    assert tied[0].isupper()
    assert "{" not in tied
    assert tied != tr.gettext("{runner} is just as good.").replace(
        "{runner}", action_display(action, tr)
    )


def test_the_verb_phrase_of_the_label_never_fills_a_runner_in_english_or_finnish():
    tr = Translator("en")
    for action in NON_PLAYS:
        verb = action_display(action, tr)  # the label's verb phrase: "declare the ronda"
        for hint in (_hint(action), _hint(action, tied=True)):
            assert verb not in hint_why(hint, tr).lower()
    # Finnish labels are nouns too ("rondan ilmoittaminen"): no bare infinitive is left
    fi = Translator("fi")
    for action in NON_PLAYS:
        for hint in (_hint(action), _hint(action, tied=True)):
            said = hint_why(hint, fi).lower()
            assert "ilmoittaa " not in said, said
            assert "vaatia " not in said, said


def test_an_action_as_good_as_the_hint_is_named_as_a_noun():
    verdict = Verdict(Declare(), Declare(), 0.0, Band.BEST, (), False)
    assert beside_hint(verdict, DROP, Translator("en")) == (
        "Best: declaring the ronda is just as good as the hint, 7♠: the engine's look-ahead "
        "values both the same."
    )
    doble = Verdict(DROP, DROP, 0.0, Band.BEST, (), False, doble=True)
    assert beside_hint(doble, Declare(), Translator("fi")).startswith(
        "Paras: 7♠ on yhtä hyvä kuin vihjeen ehdotus (doble rondan ilmoittaminen)"
    )

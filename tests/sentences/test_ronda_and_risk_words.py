"""Walk P1 round 13 NEW-1, walk P3 N10b, casual's sum caídas: the new sentences, every language.

The verdict on a ronda not declared says its points and why it is lost instead of "the
engine's look-ahead values that choice more"; a best drop with a material caída risk says
so; a caída risked by a sum says "by its rank or by a sum". Each sentence is translated (no
English left in another language) and fills in its numbers.
"""

import pytest

from cuarenta_tutor.cli.sentence_sample import RONDAS_AND_RISKS
from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import ReasonCode, judge
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.coach import reason_text
from cuarenta_tutor.sentences.play_text import coached_text

LANGS = ("en", "es", "de", "nl", "it", "sv", "fi")
CASES = {case: (text, played) for case, text, played in RONDAS_AND_RISKS}


def verdict(case):
    text, played = CASES[case]
    position = parse_position(text)
    return judge(position, parse_action(position, played))


def test_a_doble_ronda_not_declared_is_said_plainly():
    said = coached_text(verdict("a doble ronda not declared"), Translator("en"))
    assert "Declaring the doble ronda would have scored 4 points at once." in said
    assert "only before your first card of the round" in said
    assert "not exactly those points" in said  # the loss said is not 4
    assert "look-ahead" not in said


def test_a_ronda_broken_up_under_casual():
    said = coached_text(
        verdict("a ronda broken up (casual: declared at any turn)"), Translator("en")
    )
    assert "would have scored 2 points at once" in said
    assert "broke up the ronda" in said
    assert "first card" not in said


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_new_sentence_is_translated(case, lang):
    found = verdict(case)
    new = [
        r
        for r in found.reasons
        if r.code in (ReasonCode.MISSED_RONDA, ReasonCode.RISKS_CAIDA)
        or (r.code is ReasonCode.GIVES_CAIDA and r.event == "sum")
    ]
    assert new, case
    for reason in new:
        english = reason_text(reason, Translator("en"), found.players)
        said = reason_text(reason, Translator(lang), found.players)
        assert said
        assert said != english
        assert "{" not in said


def test_a_best_drop_at_risk_names_its_chance():
    found = verdict("a best drop that still risked a caída")
    said = coached_text(found, Translator("en"))
    assert said.startswith("Best: A♠ was exactly the right play. Even so, your opponent could")
    assert "(a chance of 36%)" in said
    partners = coached_text(
        verdict("a best drop that still risked a caída, partners"), Translator("en")
    )
    assert "the next player could take K♠ with a caída" in partners


def test_a_caida_by_a_sum_says_so():
    said = coached_text(verdict("a caída risked by its rank or a sum (casual)"), Translator("en"))
    assert "a card that takes it, by its rank or by a sum (a chance of 84%)" in said

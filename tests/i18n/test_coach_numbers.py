"""The coach writes numbers the language's way: decimal commas, percent signs, plural forms."""

from __future__ import annotations

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, Verdict
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.coach import loss_text, reason_text

DROP = Play(parse_card("5h"))


def verdict(loss: float) -> Verdict:
    return Verdict(DROP, DROP, loss, Band.INACCURACY, (), exact=False)


def test_a_fraction_of_a_point_is_written_with_the_languages_decimal_sign_and_plural():
    finnish = loss_text(verdict(1.5), Translator("fi"))
    assert "1,5" in finnish
    assert finnish == loss_text(verdict(2), Translator("fi")).replace("2", "1,5")
    assert "1.5 points" in loss_text(verdict(1.5), Translator("en"))
    assert "1 point " in loss_text(verdict(1), Translator("en")) + " "


def test_a_chance_is_a_percentage_written_the_languages_way():
    reason = Reason(ReasonCode.GIVES_CAIDA, (parse_card("6c"),), chance=0.35)
    assert "35%" in reason_text(reason, Translator("en"))
    assert "35\xa0%" in reason_text(reason, Translator("de"))

"""The coach's loss in words: the language's decimal comma and plural form."""

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Verdict
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.i18n.coach import loss_text


def _verdict(loss: float) -> Verdict:
    drop = Play(parse_card("7s"))
    return Verdict(drop, drop, loss, Band.INACCURACY, (), exact=False)


@pytest.mark.parametrize(
    ("lang", "loss", "expected"),
    [
        ("en", 1.0, "about 1 point lost"),
        ("en", 1.2, "about 1.2 points lost"),
        ("en", 0.3, "about 0.3 points lost"),
        ("es", 1.0, "te cuesta cerca de 1 punto"),
        ("es", 1.2, "te cuesta cerca de 1,2 puntos"),
        ("it", 0.3, "ti costa circa 0,3 punti"),
        ("it", 2.0, "ti costa circa 2 punti"),
    ],
)
def test_a_fraction_of_a_point_takes_the_plural_and_the_decimal_comma(lang, loss, expected):
    assert loss_text(_verdict(loss), Translator(lang)) == expected

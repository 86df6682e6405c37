"""The coach's words: a point loss is written as the learner's language writes numbers."""

import pytest

from cuarenta_tutor.engine.game import Declare
from cuarenta_tutor.engine.search.coach import Band, Verdict
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.sentences.coach import loss_text


def verdict(loss: float) -> Verdict:
    """Return a verdict that loses ``loss`` points (the actions do not matter here)."""
    return Verdict(Declare(), Declare(), loss, Band.MISTAKE, (), False)


@pytest.mark.parametrize(
    ("lang", "loss", "text"),
    [
        ("en", 0.6, "about 0.6 points lost"),
        ("en", 1.0, "about 1 point lost"),
        ("de", 0.6, "etwa 0,6 Punkte verloren"),
        ("de", 1.5, "etwa 1,5 Punkte verloren"),
        ("de", 1.0, "etwa 1 Punkt verloren"),
        ("nl", 0.6, "ongeveer 0,6 punten verloren"),
        ("nl", 2.0, "ongeveer 2 punten verloren"),
        ("es", 1.0, "te cuesta cerca de 1 punto"),
        ("es", 1.2, "te cuesta cerca de 1,2 puntos"),
        ("it", 0.3, "ti costa circa 0,3 punti"),
        ("it", 2.0, "ti costa circa 2 punti"),
    ],
)
def test_a_point_loss_has_the_languages_decimal_comma_and_plural(
    lang: str, loss: float, text: str
) -> None:
    assert loss_text(verdict(loss), Translator(lang)) == text

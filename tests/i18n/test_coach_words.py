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
        ("es", 1.0, "te cuesta alrededor de 1 punto"),
        ("es", 1.2, "te cuesta alrededor de 1,2 puntos"),
        ("it", 0.3, "ti costa circa 0,3 punti"),
        ("it", 2.0, "ti costa circa 2 punti"),
    ],
)
def test_a_point_loss_has_the_languages_decimal_comma_and_plural(
    lang: str, loss: float, text: str
) -> None:
    assert loss_text(verdict(loss), Translator(lang)) == text


@pytest.mark.parametrize("lang", ["en", "es", "de", "nl", "it", "sv", "fi"])
def test_a_move_within_the_sampling_error_is_as_good_as_the_best(lang: str) -> None:
    from cuarenta_tutor.engine.cards import Card
    from cuarenta_tutor.engine.plays import Play
    from cuarenta_tutor.sentences.coach import band_name, verdict_text

    best, mine = Play(Card(2, "c"), ()), Play(Card(13, "c"), ())
    tr = Translator(lang)
    noisy = Verdict(mine, best, 1.7, Band.GOOD, (), False, 1.0, True)
    text = verdict_text(noisy, tr)
    assert text.startswith(band_name(Band.GOOD, tr) + ": ")
    assert "2♣" in text
    assert loss_text(noisy, tr) not in text  # no points lost are claimed
    assert verdict_text(Verdict(mine, best, 1.7, Band.GOOD, (), False), tr) != text

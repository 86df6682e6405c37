"""The score line over a position says *you* and *your opponent* when there is one opponent.

With two players "us / them" reads as if the learner had a partner; with four it is right
(the learner and the partner against the other pair).
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.feedback import score_line
from cuarenta_tutor.ui.app import TutorApp


def test_two_players_are_you_and_your_opponent():
    assert score_line(10, 16, 2, "quito", Translator("en")) == (
        "Score: you 10, your opponent 16 · rules: quito"
    )
    assert score_line(10, 16, 4, "quito", Translator("en")) == (
        "Score: us 10, them 16 · rules: quito"
    )


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_both_lines_and_they_differ(lang):
    tr = Translator(lang)
    two, four = score_line(10, 16, 2, "quito", tr), score_line(10, 16, 4, "quito", tr)
    assert two != four
    for line in (two, four):
        assert "10" in line
        assert "16" in line
        assert "quito" in line
        assert "Score" not in line


def test_a_two_player_lesson_shows_you_and_your_opponent():
    app = TutorApp(query="?lesson=ronda-doble-ronda&lang=de")
    assert "du 10, dein Gegner 16" in app.lesson_view.score.value

"""Practice's Try again is said, as Play's take-back is (issue 25, N6).

A screen-reader user pressed Try again and heard nothing: the verdict of the wrong play was
still the last thing said, and nothing told them the cards were cleared for a new try.
"""

import pytest
from test_practice_widgets import card_play_app, play, wrong_play

from cuarenta_tutor.i18n import Translator


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_try_again_says_the_move_is_taken_back(lang):
    app = card_play_app(f"?practice=best-capture&rules=quito&lang={lang}")
    panel = app.practice
    miss = wrong_play(app)
    assert miss
    play(app, miss)
    serial = panel.announcer.serial
    panel.retry.click()
    assert panel.announcer.serial == serial + 1
    assert panel.announcer.text == Translator(lang).gettext("Move taken back: try again.")
    assert panel.announcer.lang == lang

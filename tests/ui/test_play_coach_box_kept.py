"""Choosing a stronger engine keeps "hints and take-backs" as the learner set it (walk P2-N1:
choosing club or expert silently unticked it, and the mesa then had no hint and no take-back)."""

from __future__ import annotations

from test_play_view import fail

from cuarenta_tutor.engine.search.strength import Strength
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play import PlayView


def test_a_stronger_engine_keeps_hints_and_take_backs_as_chosen():
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="1")
    view.render(Translator("de"), False)
    assert view.coach.value
    for strength in (Strength.CLUB, Strength.EXPERT, Strength.BEGINNER):
        view.strength.value = strength.value
        assert view.coach.value, strength  # still ticked
    view.strength.value = Strength.EXPERT.value
    view.new.click()
    assert view.game is not None
    assert view.game.coach  # the expert's mesa has hints and take-backs
    view.coach.value = False
    view.strength.value = Strength.BEGINNER.value
    assert not view.coach.value  # an untick is kept too

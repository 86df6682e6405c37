"""Play says how many chicas win the mesa (walk P1-NEW-10: nothing on the screen said it).

Read from the ruleset's ``chicas_to_win``: under the score bars and once, when the mesa
starts, in the live region.
"""

from __future__ import annotations

import dataclasses

from test_play_view import new_view

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui import play_model as model


def test_the_score_bars_and_the_mesas_start_say_the_chicas_that_win_it():
    view = new_view("goal")
    rules = view.game.position.ruleset
    said = f"Whoever wins {rules.chicas_to_win} chicas first wins the mesa."
    assert rules.chicas_to_win == 2
    assert said in view.status.value
    assert view.announcer.text.count(said) == 1
    view.render(Translator("es"), False)
    assert "Gana la mesa quien gane primero 2 chicas." in view.status.value
    one = dataclasses.replace(rules, chicas_to_win=1)
    assert model.mesa_goal(one, Translator("en")) == "Whoever wins 1 chica first wins the mesa."
    assert model.mesa_goal(one, Translator("es")) == "Gana la mesa quien gane primero 1 chica."

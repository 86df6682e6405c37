"""At a mesa's end a screen reader hears who won first (walk P3c-1).

The announcement was one text of about 1 200 characters with the result some 700 in; now
the result leads, in one short sentence, said once; the rest follows as the screen shows it.
"""

from __future__ import annotations

import pytest
from test_play_view import click, fail

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.markup import plain_text
from cuarenta_tutor.ui.play import PlayView


def play_a_short_mesa_to_its_end(lang: str) -> PlayView:
    """A chica to 20 against the expert, the learner dropping a card each time."""
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="axe")
    view.render(Translator(lang), False)
    view.strength.value = "expert"
    view.rules.variants["rapido"].value = True
    view.new.click()
    for _ in range(60):
        if view.game.position.is_over:
            break
        if view.game.deck_end is not None:
            view.next_deck.click()
        click(view.felt.hand_row, str(view.game.position.hands[0][0]))
        view.play.click()
    assert view.game.position.is_over
    return view


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_mesas_result_is_the_first_short_sentence_said(lang):
    view = play_a_short_mesa_to_its_end(lang)
    result = plain_text(view.mesa_text.value.split("</h2>")[0])  # the panel's heading
    said = view.announcer.text
    assert result
    assert said.startswith(result), said[:200]
    assert len(result) <= 80, result
    assert said.count(result) == 1, said  # not said again among the deck's results
    assert plain_text(view.mesa_text.value.split("</h2>")[1])[:20] in said  # the score follows

"""The mesa's end shows its last deck's end: the cards and the cartón (walk P1-NEW-10).

Every other deck's end had its panel; the last one's count and cartón, which won the last
chica, were shown only in the results list. They now follow the mesa's result, once: the
result itself is not said again there, and the live region (which says the last deck's
results already) does not hear them twice.
"""

from __future__ import annotations

from support.mesas import quick_mesa, to_mesa_end

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui import play_panels as panels
from cuarenta_tutor.ui import play_speech as speech

EN = Translator("en")


def test_the_mesas_end_shows_the_last_decks_cards_and_carton_once():
    game = to_mesa_end(quick_mesa())
    end = next(move.end for move in reversed(game.moves) if move.end is not None)
    html = panels.mesa_end_html(game, "The engine won the mesa.", EN)
    assert f"<h3>End of deck {end.deck_no + 1}</h3>" in html
    for line in panels.deck_end_html(end, game, EN).split("<li>")[1:3]:  # cards, cartón
        assert line.split("</li>")[0] in html
    assert html.count("The engine won the mesa.") == 1  # the heading only
    assert "End of deck" not in speech.without_moments(html)  # said with the results

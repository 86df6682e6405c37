"""Beside a deck's or the mesa's end the coach's verdict is drawn whole, never foldable.

On a phone the page folds a long verdict's reasons under "Why?" to keep the hand and Play on
the screen; at a moment there is no hand to keep. The engine's reply that ends the deck could
reach a slow page after its verdict had folded, and it stayed folded (foldmore's keyboard
game, under load): the moment now draws the verdict again without its disclosure.
"""

from __future__ import annotations

from test_play_view import fail

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play import PlayView

EN = Translator("en")


def test_the_verdict_folds_in_play_and_is_whole_at_a_deck_end():
    game = PlayGame("quito", seed="m1", pause_at_deck_end=True)  # the deck ends on a blunder
    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="x")
    view.render(EN, False)
    view._start(game, "")
    foldable = 0
    while game.deck_end is None:
        game.act(legal_actions(game.position)[0])
        view.render(EN, False)
        foldable += "<details class='ct-play-why' open>" in view.coach_box.value
    assert foldable  # in play, a verdict with reasons may fold
    verdict = game.verdict
    assert verdict is not None
    assert verdict.band is Band.BLUNDER  # the deck's last verdict says why …
    drawn = view.coach_box.value
    assert f"ct-band-{verdict.band.value}" in drawn
    assert "<details" not in drawn  # … whole: nothing for the page to fold
    assert "Why?" not in drawn

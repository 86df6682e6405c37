"""A four-player mesa can end before the learner plays again: at *Next deck* the engine
seats play first, and a caída of the partner's can win the chica and the mesa. That end is
the mesa's end like any other: its mistakes kept, its panel shown and focused."""

from __future__ import annotations

from support.mesas import kept_before_an_engine_end
from test_play_view import fail

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.progress import MistakePosition
from cuarenta_tutor.ui.play import PlayView


def test_a_mesa_the_engine_seats_end_at_next_deck_ends_as_any_other(monkeypatch):
    text = kept_before_an_engine_end()
    kept: list[list[MistakePosition]] = []
    view = PlayView(save_mistakes=lambda positions: kept.append(positions) or 0,
                    show_error=fail, seed="nd")  # fmt: skip
    view.render(Translator("en"), False)
    view.kept.store.loaded = text
    view.kept.store.ready = True
    view.kept.resume.click()
    assert view.game.deck_end is not None  # resumed on the deck's end
    focused: list[str] = []
    monkeypatch.setattr(view.focus, "first", lambda selector, **_: focused.append(selector))
    view.next_deck.click()
    game = view.game
    assert game.position.is_over
    assert game.moves[-1].seat != 0  # an engine seat's card ended it
    assert kept == [game.mistake_positions()]  # the mistakes kept for review, once
    assert view.mesa_panel.layout.display == ""
    assert "Your mistakes were saved" in view.review.value or not kept[0]
    assert view.review.value  # the mesa's review
    assert focused == [".ct-play-mesa-result"]  # not the hand, which is gone

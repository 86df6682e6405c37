"""A four-player mesa can end before the learner plays again: at *Next deck* the engine
seats play first, and the opponents' caída on the partner's card can end the chica, or the
mesa. Either end is like any other: the mesa's with its mistakes kept, its panel shown and
focused; the chica's as a deck's end that waits, never the hidden hand focused."""

from __future__ import annotations

from support.mesas import kept_before_an_engine_end
from test_play_view import fail

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.progress import MistakePosition
from cuarenta_tutor.ui.play import PlayView


def next_deck_pressed(ending: str, monkeypatch) -> tuple[PlayView, list, list[str]]:
    """Resume :func:`kept_before_an_engine_end` on its deck's end and press *Next deck*.

    Return the Play tab, the mistakes it kept (one list a save) and where it moved focus.
    """
    kept: list[list[MistakePosition]] = []
    view = PlayView(save_mistakes=lambda positions: kept.append(positions) or 0,
                    show_error=fail, seed="nd")  # fmt: skip
    view.render(Translator("en"), False)
    view.kept.store.loaded = kept_before_an_engine_end(ending)
    view.kept.store.ready = True
    view.kept.resume.click()
    assert view.game.deck_end is not None  # resumed on the deck's end
    focused: list[str] = []
    monkeypatch.setattr(view.focus, "first", lambda selector, **_: focused.append(selector))
    view.next_deck.click()
    return view, kept, focused


def test_a_mesa_the_engine_seats_end_at_next_deck_ends_as_any_other(monkeypatch):
    """Its mistakes are kept for Practice (they were dropped), its end shown and focused."""
    view, kept, focused = next_deck_pressed("mesa", monkeypatch)
    game = view.game
    assert game.position.is_over
    assert game.moves[-1].seat != 0  # an engine seat's card ended it
    assert kept == [game.mistake_positions()]  # the mistakes kept for review, once
    assert kept[0]
    assert view.mesa_panel.layout.display == ""
    assert "Your mistakes were saved for review in your progress." in view.review.value
    assert focused[-1] == ".ct-play-mesa-result"  # not the hand, which is gone
    assert ".ct-play-hand button.ct-card" not in focused


def test_a_chica_the_engine_seats_end_at_next_deck_waits_on_its_deck_end(monkeypatch):
    view, kept, focused = next_deck_pressed("chica", monkeypatch)
    game = view.game
    assert not game.position.is_over
    assert game.deck_end is not None
    assert game.deck_end.chica_ended
    assert view.deck_panel.layout.display == ""
    assert focused == [".ct-play-continue"]  # Next deck again, never the hidden hand
    assert kept == []  # the mesa goes on

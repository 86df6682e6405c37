"""Screen readers hear cards by their names, in the learner's language (walk P3c-3).

The live regions said "5♠ takes 5♣", which a screen reader reads as "5 black spade suit"
(or skips). Every announcement now names the cards as their pictures' labels do.
"""

from __future__ import annotations

import pytest
from test_play_view import act, new_view

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.render.cards import card_label
from cuarenta_tutor.ui.app import TutorApp

SUITS = set("♠♥♦♣")


@pytest.mark.parametrize("lang", ["en", "es", "fi", "sv"])
def test_a_lessons_verdict_names_its_cards_in_words(lang):
    app = TutorApp(query=f"?lang={lang}&lesson=captures-match", page=True)
    app.session.toggle_table(parse_card("5c"))
    app.session.check()
    app.changed()
    said = app.lesson_view.announcer.text
    assert said
    assert not SUITS & set(said), said
    # Finnish says the object's case: "Pataviitonen ottaa samanarvoisen ristiviitosen."
    name = "ristiviitosen" if lang == "fi" else card_label(parse_card("5c"), lang)
    assert name in said, said


def test_plays_announcements_name_the_cards_played_in_words():
    view = new_view("cards-said")
    view.render(Translator("de"), False)
    game = view.game
    assert game is not None
    action = game.hint()
    act(view, action)  # the learner's play, then the engine's reply, are said
    said = view.announcer.text
    assert said
    assert not SUITS & set(said), said
    assert card_label(action.card, "de") in said, said

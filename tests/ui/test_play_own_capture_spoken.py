"""The learner's own caída (or limpia) is said and shown, with its points (P3-N4).

The engine's moves name what they scored; the learner's own capture events were only in
the score bars, which a screen reader says as numbers, not as a caída.
"""

from __future__ import annotations

from html import escape

import pytest
from test_play_view import act, new_view

from cuarenta_tutor.engine.game import apply, legal_actions
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.ui.play import PlayView
from cuarenta_tutor.ui.play_model import engine_lines
from cuarenta_tutor.ui.said_words import said as say

SCORING = (EventKind.CAIDA, EventKind.LIMPIA)


def play_to_a_scoring_capture(view: PlayView) -> tuple[EventKind, ...]:
    """Play the coach's moves until the learner can score a caída or a limpia; make it."""
    for _ in range(40):
        game = view.game
        assert game is not None
        assert not game.position.is_over
        if game.deck_end is not None:
            view.next_deck.click()
            continue
        for action in legal_actions(game.position):
            events = apply(game.position, action)[1]
            kinds = tuple(e.kind for e in events if e.kind in SCORING and e.points)
            if kinds:
                act(view, action)
                return kinds
        act(view, game.hint())
    raise AssertionError("no caída or limpia came within 40 moves")


@pytest.mark.parametrize("lang", ["en", "fi", "es"])
def test_the_learners_own_caida_is_said_and_shown_with_its_points(lang):
    tr = Translator(lang)
    view = new_view("1")
    view.render(tr, False)
    kinds = play_to_a_scoring_capture(view)
    move = view.game.learner_move
    assert move is not None
    own = tr.gettext("Your play scored: {events}").split("{")[0]
    assert lang == "en" or not own.startswith("Your play"), "not translated"
    said = view.announcer.text
    assert own in said
    told = said.split(own, 1)[1]
    for event in move.events:
        if event.kind in kinds:  # "caída +2", in the glossary's word
            name = glossary(lang).event_name(event.kind.value)
            assert f"{name} +{event.points}" in told
    engine = engine_lines(view.game, tr)
    if engine:  # the learner's own points come before the engine's reply
        assert said.index(own) < said.index(say(engine[0], tr))  # cards by name, in their case
    assert escape(own) in view.engine_line.value  # on the screen too, not only read out


def test_the_own_line_goes_at_the_next_deck_and_after_a_take_back():
    view = new_view("1")
    play_to_a_scoring_capture(view)
    assert "Your play scored" in view.engine_line.value
    game = view.game
    if game.can_take_back:
        view.take_back.click()
        assert game.learner_move is None
        assert "Your play scored" not in view.engine_line.value


def test_a_play_that_scores_nothing_says_no_points_of_its_own():
    view = new_view("1")
    game = view.game
    quiet = next(
        action
        for action in legal_actions(game.position)
        if not any(e.points for e in apply(game.position, action)[1])
    )
    act(view, quiet)
    assert "Your play scored" not in view.announcer.text
    assert "Your play scored" not in view.engine_line.value

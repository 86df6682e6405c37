"""*Take back* says what it undoes, also on a fresh round (walk P1-NEW-6).

At the start of a round, before the learner had played, the button undid the last move of
the round before ("Jugada deshecha") without saying so. It now names the card, marks a move
of the previous round, and what it says after names the move taken back.
"""

from __future__ import annotations

from test_play_view import act, new_view

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.listing import play_words
from cuarenta_tutor.tutor.play import LEARNER


def test_take_back_on_a_fresh_round_names_the_last_rounds_move():
    view = new_view("7")
    game = view.game
    while True:
        action = next(a for a in legal_actions(game.position) if isinstance(a, Play))
        act(view, action)
        last = action  # the learner's last move, the one a take-back undoes
        if len(game.position.hands[LEARNER]) == 5 and game.learners_turn and game.can_take_back:
            break
    card = play_words(last.card, (), "en")
    assert view.take_back.description == f"Take back {card} (previous round)"
    view.render(Translator("es"), False)
    assert view.take_back.description == f"Deshacer {card} (reparto anterior)"
    view.render(Translator("en"), False)
    view.take_back.click()
    move = play_words(last.card, last.captured, "en")
    assert f"Move taken back: {move}. Try again." in view.coach_box.value.replace("&#x27;", "'")
    assert len(game.position.hands[LEARNER]) == 1  # the round before, its last card in hand
    assert view.take_back.description != f"Take back {card} (previous round)"

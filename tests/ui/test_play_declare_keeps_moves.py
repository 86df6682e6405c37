"""A declared ronda is no play: the others' last moves stay shown (walk P2c-N2).

At a 4-player mesa the learner sees what the three others just did; declaring a ronda
keeps the turn, so those moves stay listed and their cards stay in the "last cards" box
until the learner's next card is played.
"""

from __future__ import annotations

from cuarenta_tutor.engine.game import Declare, legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play_model import engine_lines, engine_moves_html
from cuarenta_tutor.ui.play_panels import last_cards_html

DE = Translator("de")


def at_a_ronda_after_the_others() -> PlayGame:
    """Play seed 35 (4 players, quito) by the coach's hints to a ronda after three moves."""
    game = PlayGame(rules="quito", players=4, seed="35")
    for _ in range(25):
        if game.can_declare and len(game.engine_moves) == 3:
            return game
        game.act(game.hint())
    raise AssertionError("no ronda to declare after the others' moves")


def test_declaring_a_ronda_keeps_the_others_last_moves_and_cards():
    game = at_a_ronda_after_the_others()
    before = engine_lines(game, DE)
    cards = last_cards_html(game, DE, four_colour=False)
    assert len(before) == 3
    assert "ct-last-played" in cards
    game.act(Declare())
    assert game.learners_turn  # the declaration keeps the turn
    assert engine_lines(game, DE) == before
    html = engine_moves_html(game, DE)
    assert "Ronda +" in html  # the learner's own declaration is said first
    assert all(line.split(":")[0] in html for line in before)
    assert last_cards_html(game, DE, four_colour=False) == cards  # not "no engine move yet"
    played = next(a for a in legal_actions(game.position) if not isinstance(a, Declare))
    game.act(played)  # the next card played: now the others' replies to it are shown
    assert all(move.seat != 0 for move in game.engine_moves)
    assert engine_lines(game, DE) != before

"""The review's headline accuracy is the learner's own, not the hint's (walk P2b-N10)."""

from __future__ import annotations

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.odds import percent
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import play_panels

EN = Translator("en")


def test_with_some_actions_hinted_the_accuracy_is_of_the_others():
    game = PlayGame(seed="own")
    for _ in range(2):  # two actions after the hint, then three of the learner's own
        game.ask_hint()
        game.act(game.hint())
    for _ in range(3):
        game.act(legal_actions(game.position)[-1])
    own = [v for ply, v in game.judged if ply not in game.hinted_plies]
    assert len(own) == 3
    assert game.own_analysis().moments == tuple(
        (ply, v) for ply, v in game.judged if ply not in game.hinted_plies
    )
    said = play_panels.mesa_review_html(game, "", EN)
    share = percent(game.own_analysis().accuracy, EN)
    assert (
        f"Accuracy of your own actions: {share}, the share of best or good plays in your 3 "
        "actions made without a hint. 2 actions played with the hint are not counted in it."
    ) in said
    assert "Your 5 actions by rating, the hinted ones included: Best " in said
    assert "the accuracy counts" not in said


def test_without_hints_the_accuracy_is_over_every_action():
    game = PlayGame(seed="own")
    game.act(legal_actions(game.position)[-1])
    said = play_panels.mesa_review_html(game, "", EN)
    assert "Accuracy: " in said
    assert "in your one action." in said  # said as a teacher says it, not "your 1 action"
    assert "Your one action by rating: Best " in said
    assert "You played without hints." in said

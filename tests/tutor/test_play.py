"""The Play screen's controller: a mesa against engine players, judged by the coach."""

import dataclasses
import json
from datetime import date

import pytest

from cuarenta_tutor.engine.game import legal_actions, parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import Event, EventKind
from cuarenta_tutor.engine.search.coach import Band, assess
from cuarenta_tutor.tutor.feedback import Code, Verdict
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.progress import MistakePosition, Progress, ProgressError


def worst_play(game):
    assessment = assess(game.position)
    return min(assessment.values, key=assessment.values.get)


def test_following_the_hints_is_always_best_and_the_engine_answers():
    game = PlayGame(seed="7")
    deck = game.position.deck_no
    while game.position.deck_no == deck and not game.position.is_over:
        assert game.learners_turn
        verdict = game.act(game.hint())
        assert verdict.band is Band.BEST
        assert game.engine_moves or game.position.turn == 0
        assert all(move.seat != 0 for move in game.engine_moves)
    assert game.analyse().accuracy == 1.0
    assert game.position.scores != (0, 0)


def test_a_mistake_can_be_taken_back_at_beginner_and_is_kept_for_review():
    game = PlayGame(seed="3")
    while True:
        worst = worst_play(game)
        before, judged = game.position, len(game.judged)
        verdict = game.act(worst)
        if verdict.band in (Band.MISTAKE, Band.BLUNDER):
            break
        assert game.can_take_back  # any move, not only a mistake (walk P2, N3)
    assert game.can_take_back
    game.take_back()
    assert game.position == before
    assert len(game.judged) == judged
    assert not game.can_take_back
    kept = game.mistake_positions()[-1]
    position = parse_position(kept.position)
    assert parse_action(position, kept.best) in legal_actions(position)
    assert kept.played == str(worst)
    assert kept.band == verdict.band.value


def test_no_take_back_at_expert_strength_unless_asked():
    assert PlayGame(strength="expert").coach is False
    assert PlayGame(strength="expert", coach=True).coach is True


def test_the_selection_plays_and_bad_selections_are_refused():
    game = PlayGame(seed="5")
    card = game.position.hand[0]
    game.pick_hand(card)
    verdict = game.play_selection()
    assert verdict.action == Play(card) or verdict.action.card == card
    played = len(game.moves)
    refused = game.play_selection()  # the selection is empty again: nothing is played
    assert (refused.verdict, refused.code) == (Verdict.INCOMPLETE, Code.CHOOSE_CARD)
    assert len(game.moves) == played


def test_four_players_have_an_engine_partner():
    game = PlayGame(players=4, seed="2", strength="club")
    game.act(game.hint())
    seats = [move.seat for move in game.engine_moves]
    assert seats[:3] == [1, 2, 3]


def test_positions_to_review_are_kept_in_the_progress_and_old_files_still_load():
    old = Progress(learner="Ana").to_json()
    assert "review" not in old
    assert Progress.from_json(old).mistakes == ()
    entry = MistakePosition("hands: 5d Jc / 3h 4h; table: 5h; last: 5h", "Jc", "5d x 5h", "blunder")
    progress = Progress().with_mistakes([entry]).with_mistakes([entry])
    assert progress.mistakes == (entry,)
    assert Progress.from_json(progress.to_json()).mistakes == (entry,)
    damaged = progress.to_json().replace('"blunder"', '"terrible"')
    with pytest.raises(ProgressError, match="review 1"):
        Progress.from_json(damaged)


def test_after_a_take_back_the_engine_moves_still_in_force_are_shown_again():
    game = PlayGame(seed="3")
    while True:
        shown = list(game.engine_moves)
        verdict = game.act(worst_play(game))
        if verdict.band in (Band.MISTAKE, Band.BLUNDER) and shown:
            break
    game.take_back()
    assert game.engine_moves == shown  # was: [] ("No engine move yet.") with its drop on the table


def test_a_progress_file_written_before_the_renames_loads_and_saves_the_same_keys():
    """Saved files keep the JSON key ``review`` for kept mistakes and for the repetition queue."""
    old = json.dumps(
        {
            "format": "cuarenta-tutor-progress",
            "version": 1,
            "learner": "Ana",
            "lang": "es",
            "rules": "",
            "four_colour": False,
            "lessons": {},
            "practice": {
                "learner": [1500.0, 350.0, 0.06, 0, 0],
                "themes": {},
                "puzzles": {},
                "recent": [],
                "best_streak": 0,
                "review": {"puzzle:p-1": [1, "2026-12-03"]},
            },
            "review": [
                {
                    "position": "hands: 5s 2d / 5c 7h; table: Kd",
                    "played": "2d",
                    "best": "5s",
                    "band": "mistake",
                }
            ],
        }
    )
    progress = Progress.from_json(old)
    assert progress.mistakes == (
        MistakePosition("hands: 5s 2d / 5c 7h; table: Kd", "2d", "5s", "mistake"),
    )
    assert list(progress.practice.repetition.items) == ["puzzle:p-1"]
    assert progress.practice.repetition.items["puzzle:p-1"].due == date(2026, 12, 3)
    saved = json.loads(progress.to_json())
    assert saved["review"] == json.loads(old)["review"]
    assert saved["practice"]["review"] == {"puzzle:p-1": [1, "2026-12-03"]}
    assert "mistakes" not in saved
    assert "repetition" not in saved["practice"]


def test_a_good_move_can_be_taken_back_too_with_hints_and_take_backs_on():
    game = PlayGame(seed="3")
    before = game.position
    verdict = game.act(game.hint())
    assert verdict.band is Band.BEST
    assert game.can_take_back
    game.take_back()
    assert game.position == before
    assert not game.can_take_back  # one at a time: the learner acts again first
    assert not PlayGame(seed="3", coach=False).can_take_back
    off = PlayGame(seed="3", coach=False)
    off.act(off.hint())
    assert not off.can_take_back


def test_no_take_back_across_a_chicas_end():
    """Walk P2 (N5): after a chica lost and a new deal, Take back undid the lost chica."""
    game = PlayGame(seed="3")
    game.act(game.hint())
    assert game.can_take_back
    last = game.moves[-1]  # the chica ends with the action taken back or the replies to it
    game.moves[-1] = dataclasses.replace(last, events=(*last.events, Event(EventKind.CHICA, 1)))
    assert not game.can_take_back
    game.moves[-1] = last
    assert game.can_take_back

"""Play's deck ends, hints and their count: worked out from the engine's own scoring."""

import random

import pytest
from support.mesas import deck_mesa, to_deck_end

from cuarenta_tutor.engine.game import apply, legal_actions
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.rules import load_ruleset, preset_names
from cuarenta_tutor.engine.scoring import EventKind, carton_events
from cuarenta_tutor.engine.search.coach import Band, assess, judge
from cuarenta_tutor.tutor.deck_end import DECK_KINDS, deck_end
from cuarenta_tutor.tutor.play import LEARNER, PlayGame
from cuarenta_tutor.tutor.play_hint import hint_for

SCORED = (EventKind.CARTON, EventKind.DOS_POR_DARLAS)


@pytest.mark.parametrize("rules", preset_names())
@pytest.mark.parametrize("players", [2, 4])
def test_the_counts_are_the_ones_the_engine_scored_the_carton_from(rules, players):
    """The engine's cartón, re-scored from the counts shown, is exactly what it scored."""
    ruleset, chance = load_ruleset(rules), random.Random(f"{rules}{players}")
    ends = counted = 0
    for game in range(6):
        position = GameRecord(rules, players, f"deck-end-{game}").start()
        while not position.is_over:
            action = chance.choice(legal_actions(position))
            after, events = apply(position, action)
            end = deck_end(position, action, after, events)
            if end is not None:
                ends += 1
                assert end.deck_no == position.deck_no
                assert end.events == tuple(e for e in events if e.kind in DECK_KINDS)
            if end is not None and end.counts is not None:
                counted += 1
                played = [e for e in events if e.kind not in DECK_KINDS and e.side is not None]
                scores = [position.scores[0], position.scores[1]]
                for event in played:
                    scores[event.side] += event.points
                expected = carton_events(ruleset, end.counts, tuple(scores), position.dealer % 2)
                assert [e for e in events if e.kind in SCORED] == expected
                aside = [e for e in events if e.kind is EventKind.LEFTOVERS and e.side is None]
                assert sum(end.counts) + sum(len(e.cards) for e in aside) == 40
                for carton in end.cartons:
                    assert carton.value == carton.base + carton.extra_points
                    assert carton.points in (0, carton.value)
            position = after
    assert ends >= 6
    assert counted >= 6


def test_play_stops_at_each_deck_end_until_the_learner_goes_on():
    game = to_deck_end(deck_mesa())
    end = game.deck_end
    assert not game.learners_turn
    assert game.position.deck_no == end.deck_no + 1
    assert all(move.deck_no == end.deck_no for move in game.engine_moves)
    assert end.counts is not None
    assert sum(end.counts) == 40
    assert end.scores == game.position.scores or any(e.kind is EventKind.CHICA for e in end.events)
    game.next_deck()
    assert game.deck_end is None
    assert game.learners_turn
    assert all(move.deck_no == end.deck_no + 1 for move in game.engine_moves)


def test_hints_are_counted_once_per_action_and_the_verdict_knows_the_hint():
    game = PlayGame(seed="hints")
    hint = game.ask_hint()
    assert hint.action == assess(game.position).best
    game.act(hint.action)
    assert game.verdict_hint == hint.action
    assert game.hints_used == 1
    game.act(legal_actions(game.position)[0])
    assert game.verdict_hint is None
    assert game.hints_used == 1


def test_a_hint_says_why_from_the_coach_s_verdict_on_the_next_best_action():
    """Over many positions: the reason is the coach's own against the runner-up."""
    seen = set()
    for seed in range(12):
        position = GameRecord("quito", 2, f"why-{seed}").start()
        for _ in range(6):
            if position.is_over:
                break
            if position.turn == LEARNER:
                hint = hint_for(position)
                if hint.runner is not None:
                    verdict = judge(position, hint.runner)
                    assert hint.tied == (verdict.band is Band.BEST or verdict.as_good)
                    if hint.reason is not None:
                        assert hint.reason == verdict.reasons[0]
                        seen.add(hint.reason.code)
            position, _ = apply(position, legal_actions(position)[-1])
    assert seen, "some hint had a proved reason"

"""A mesa in progress is kept as text and resumed from it exactly (walk P2, N1)."""

from __future__ import annotations

import functools
import json

import pytest
from support.mesas import deck_mesa, quick_mesa, to_deck_end, to_mesa_end

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa, KeptMesaError


def played(game: PlayGame, moves: int) -> PlayGame:
    """Make ``moves`` learner actions (the last legal one each time), past any deck end."""
    made = 0
    while made < moves and not game.position.is_over:
        if game.deck_end is not None:
            game.next_deck()
            continue
        if made == 2:
            game.ask_hint()
        game.act(legal_actions(game.position)[-1])
        made += 1
    return game


@pytest.mark.parametrize(("players", "strength"), [(2, "beginner"), (4, "club")])
def test_a_kept_mesa_resumes_where_it_stood(players, strength):
    game = PlayGame("quito", players, strength, "kept-7", coach=True, pause_at_deck_end=True)
    game = played(game, 6)
    text = KeptMesa.of(game).to_json()
    resumed = KeptMesa.from_json(text).resume()
    assert resumed.position == game.position  # the same hand, table and scores
    assert resumed.record == game.record
    assert [(m.seat, str(m.action), m.events) for m in resumed.moves] == [
        (m.seat, str(m.action), m.events) for m in game.moves
    ]
    assert resumed.engine_moves == game.engine_moves
    assert resumed.learner_move == game.learner_move
    assert [(ply, v.band, v.best) for ply, v in resumed.judged] == [
        (ply, v.band, v.best) for ply, v in game.judged
    ]  # the coach's history, judged again
    assert resumed.hinted_plies == game.hinted_plies == {game.judged[2][0]}
    assert resumed.mistake_positions() == game.mistake_positions()
    assert resumed.can_take_back
    assert game.can_take_back
    resumed.take_back()
    game.take_back()
    assert resumed.position == game.position
    # the mesa goes on as it would have: the engines' next moves are the same
    action = legal_actions(game.position)[0]
    game.act(action)
    resumed.act(action)
    assert resumed.position == game.position
    assert resumed.record == game.record


def test_a_mesa_kept_at_a_deck_end_resumes_there():
    game = to_deck_end(deck_mesa())
    resumed = KeptMesa.of(game).resume()
    assert resumed.deck_end == game.deck_end
    assert not resumed.learners_turn
    resumed.next_deck()
    game.next_deck()
    assert resumed.position == game.position


def test_a_finished_mesa_says_so():
    game = to_mesa_end(quick_mesa())
    assert KeptMesa.from_json(KeptMesa.of(game).to_json()).position.is_over
    assert not KeptMesa.of(PlayGame(seed="x")).position.is_over


@functools.cache
def _kept_json() -> str:
    """A mesa kept after three learner moves (computed once, when a test first asks)."""
    return KeptMesa.of(played(PlayGame(seed="bad"), 3)).to_json()


def kept_text(**changes: object) -> str:
    data = json.loads(_kept_json())
    data.update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        "[]",
        '{"kind": "something else"}',
        {"version": 99},
        {"rules": "chess"},
        {"players": 3},
        {"players": True},
        {"strength": "grandmaster"},
        {"actions": "7s"},
        {"actions": ["Zz"]},
        {"actions": ["7s", "7s"]},
        {"hinted": ["one"]},
        json.dumps({"kind": "cuarenta-tutor-mesa", "version": 1}),
        "x" * 300_000,
    ],
    ids=lambda text: repr(text)[:40],
)
def test_a_damaged_kept_mesa_is_refused_with_one_error(text):
    """A dict is a change to a well-kept mesa's text (the mesa is played when first needed,
    never while the tests are collected: every test process would pay for it)."""
    if isinstance(text, dict):
        text = kept_text(**text)
    with pytest.raises(KeptMesaError):
        KeptMesa.from_json(text)

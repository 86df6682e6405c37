"""A mesa in progress is kept as text and resumed from it exactly (walk P2, N1)."""

from __future__ import annotations

import functools
import json

import pytest
from support.mesas import deck_mesa, quick_mesa, to_deck_end, to_mesa_end

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.tutor import play as play_module
from cuarenta_tutor.tutor.play import MISTAKE_BANDS, PlayGame
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


def counted_judge(monkeypatch) -> list[object]:
    """Count the coach's verdicts the mesa asks for from now on (each action judged)."""
    asked: list[object] = []
    real = play_module.judge

    def judge(position, action):
        asked.append(action)
        return real(position, action)

    monkeypatch.setattr(play_module, "judge", judge)
    return asked


def test_a_resume_judges_the_last_action_at_once_and_the_others_when_read(monkeypatch):
    """A kept mesa comes back at the cost of one verdict, the one on screen (walk P2, N1:
    a four-player mesa of 58 moves took eight seconds, every action judged again)."""
    game = played(PlayGame("quito", 2, "beginner", "kept-7", coach=True), 8)
    plies = game.learner_plies
    assert len(plies) == 8
    asked = counted_judge(monkeypatch)
    resumed = KeptMesa.of(game).resume()
    assert asked == [game.moves[plies[-1] - 1].action]  # the last action only
    assert resumed.verdict == game.verdict
    assert resumed.can_take_back
    # what the screen reads while the mesa goes on asks for no verdict
    assert resumed.learner_plies == plies
    assert [resumed.learner_action(ply) for ply in plies] == [
        (verdict.action, verdict.doble) for _, verdict in game.judged
    ]
    assert resumed.hints_used == game.hints_used == 1
    assert len(asked) == 1
    assert resumed.pending == 7
    assert resumed.judge_pending(2) == 5  # the earliest two, given the time
    assert asked[1:] == [game.moves[ply - 1].action for ply in plies[:2]]
    assert resumed.judged == game.judged  # the rest when read: the verdicts of the live mesa
    assert len(asked) == 8
    assert resumed.judge_pending() == 0
    assert len(asked) == 8


def test_mistakes_judged_after_a_resume_come_back_in_play_order():
    """A mistake made before the keep is judged after the resume, later than one made after
    it: the mistakes kept for review still come in the order played."""
    game = played(PlayGame("quito", 4, "club", "kept-9", coach=True, pause_at_deck_end=True), 7)
    before = game.mistake_positions()
    assert len(before) == 1
    assert [p for p, v in game.judged if v.band in MISTAKE_BANDS] == [game.learner_plies[5]]
    resumed = KeptMesa.of(game).resume()  # the sixth action is not judged yet, the seventh is
    played(game, 5)
    played(resumed, 5)  # judged live: the mistake made after the keep
    after = game.mistake_positions()
    assert len(after) == 2
    assert after[0] == before[0]
    assert resumed.mistake_positions() == after


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

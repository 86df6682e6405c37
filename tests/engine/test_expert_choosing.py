"""The expert player draws deals only to choose (``coach.best_action``), not to band.

A verdict draws more deals while a worse action's band is open (mistake or blunder?); a
player that only chooses asks only whether another action might be as good as the best.
"""

from __future__ import annotations

import pytest
from support.puzzle_cases import bank_positions

from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.engine.search.coach import assess, best_action, forget_assessments
from cuarenta_tutor.engine.search.lookahead import BATCHES, SAMPLES, Lookahead
from cuarenta_tutor.engine.search.strength import engine_player

CASES = [(2, 1), (4, 2)]
"""Positions (players, index of :data:`SPREAD`) where a verdict draws every batch, choosing one."""
SPREAD = 40


@pytest.fixture
def deals(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of deals of each sampled search the coach makes, from an empty store on."""
    found: list[int] = []
    real = coach.lookahead

    def counted(*arguments: object, **options: object) -> Lookahead:
        searched = real(*arguments, **options)  # type: ignore[arg-type]
        found.append(searched.deals)
        return searched

    forget_assessments()
    monkeypatch.setattr(coach, "lookahead", counted)
    yield found
    forget_assessments()


@pytest.mark.parametrize(("players", "index"), CASES)
def test_choosing_draws_fewer_deals_than_a_verdict_and_finds_its_best(deals, players, index):
    position = bank_positions(players, SPREAD)[index]
    chosen = best_action(position)
    assert deals == [SAMPLES[players]]  # the first batch settled the choice
    full = assess(position)  # remembered apart: searched again, with every batch
    assert deals[1:] == [SAMPLES[players] * BATCHES]
    assert chosen == full.best
    assert best_action(position) == chosen
    assert len(deals) == 2  # the choice is remembered too


@pytest.mark.parametrize(("players", "index"), CASES)
def test_the_expert_player_plays_the_choice(deals, players, index):
    position = bank_positions(players, SPREAD)[index]
    assert engine_player("expert").choose(position) == best_action(position)
    assert len(deals) == 1

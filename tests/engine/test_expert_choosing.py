"""The expert player answers within its own budget (``coach.best_action``).

A verdict may draw up to four batches of deals to settle a band; a player must answer
within a second, so with four players the expert stops within
:data:`~.lookahead.CHOOSING_BUDGET`. Everywhere else it plays the verdict's best action.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from support.puzzle_cases import bank_positions
from support.searches import recording

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.engine.search.coach import assess, best_action, forget_assessments
from cuarenta_tutor.engine.search.lookahead import (
    BATCHES,
    CHOOSING_BUDGET,
    NODE_BUDGET,
    SAMPLES,
    Lookahead,
)
from cuarenta_tutor.engine.search.strength import engine_player

HEAVY = parse_position(
    "rules: quito; score: 12-24; hands: 4s 6d Jh / 6s Qh Ks / 6c Jc Kd / Ad 5s 7h; "
    "table: 2h Qd; stock: Qs Ac 4h 4c 3s 3d Js 4d 5d 2c 5c Ah Jd 6h Qc 7d 7c 5h 7s As; "
    "last: 2h; captured: 4 2; dealer: 0; capturer: 0"
)
"""A four-player position (from bench_coach's mesa of seed 2) at the first round's last
cards, seat 1 to play: its verdict draws every batch, 99 541 positions (0.76 s of processor
time here), the expert 24 deals, 77 116 positions (0.39 s)."""


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Lookahead]]:
    """Each sampled search the coach makes, from an empty store on."""
    found: list[Lookahead] = []
    forget_assessments()
    monkeypatch.setattr(coach, "lookahead", recording(found))
    yield found
    forget_assessments()


def test_with_four_players_the_expert_stops_within_its_budget(searches: list[Lookahead]) -> None:
    assert CHOOSING_BUDGET[4] < NODE_BUDGET[4]
    chosen = best_action(HEAVY)
    (choice,) = searches
    assert choice.nodes <= CHOOSING_BUDGET[4]
    assert SAMPLES[4] < choice.deals < SAMPLES[4] * BATCHES
    full = assess(HEAVY)  # remembered apart: searched again, with every batch
    assert searches[1].deals == SAMPLES[4] * BATCHES
    assert searches[1].nodes > CHOOSING_BUDGET[4]
    assert chosen == full.best
    assert best_action(HEAVY) == chosen
    assert len(searches) == 2  # the choice is remembered too
    assert engine_player("expert").choose(HEAVY) == chosen
    assert len(searches) == 2


@pytest.mark.parametrize("index", [4, 27])
def test_with_two_players_the_expert_asks_the_verdicts_question(
    searches: list[Lookahead], index: int
) -> None:
    """Bank positions where the verdict's deals stop on its budget: 32 and 48 deals."""
    position = bank_positions(2, 40)[index]
    assert engine_player("expert").choose(position) == assess(position).best
    (search,) = searches  # one search: the same question, remembered once
    assert SAMPLES[2] < search.deals < SAMPLES[2] * BATCHES
    assert search.nodes * (search.deals // SAMPLES[2] + 1) > NODE_BUDGET[2] * (
        search.deals // SAMPLES[2]
    )  # another batch would have overrun the budget

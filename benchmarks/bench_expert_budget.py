"""Benchmark: the expert player's own budget against a verdict's, on the same positions.

bench_coach's seeded mesas (a beginner against expert seats, quito) are played out; at
every expert turn the same position is asked twice, each in a fresh store: as a verdict
would ask it (:func:`.coach.assess`, within :data:`~.lookahead.NODE_BUDGET`) and as the
expert player does (:func:`.coach.best_action`, within
:data:`~.lookahead.CHOOSING_BUDGET`). It prints, per table size, how many replies drew
fewer deals, how many chose another action and what that action loses by the verdict's
values (in points), and the processor time of both (p50, p95, max). The expert's own move
in the mesa has just searched the position, so both asks find the move tables' caches warm;
each is asked first at every other turn, since the second finds them warmer still:

    python benchmarks/bench_expert_budget.py --players 4 --mesas 6
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from bench_coach import mesa, summary
from support.searches import recording

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.engine.search.lookahead import Lookahead

RULES = "quito"
T = TypeVar("T")


def compare(players: int, mesas: int) -> dict[str, object]:
    """Ask every expert turn of the mesas both ways; return the counts and times."""
    clock = time.process_time
    searched: list[Lookahead] = []
    real = coach.lookahead
    coach.lookahead = recording(searched)  # type: ignore[assignment]
    verdict_times: list[float] = []
    expert_times: list[float] = []
    fewer = other = 0
    losses: list[float] = []
    try:
        for seed in range(mesas):
            for position, _action, _spent in mesa(players, seed, RULES, clock):
                if position.turn == 0:
                    continue
                searched.clear()
                expert_first = len(expert_times) % 2 == 1  # the second finds warmer caches
                if expert_first:
                    chosen, spent = timed(clock, coach.best_action, position)
                    verdict, taken = timed(clock, coach.assess, position)
                else:
                    verdict, taken = timed(clock, coach.assess, position)
                    chosen, spent = timed(clock, coach.best_action, position)
                verdict_times.append(taken)
                expert_times.append(spent)
                if len(searched) == 2:
                    by_expert, by_verdict = searched[::-1] if not expert_first else searched
                    fewer += by_expert.deals < by_verdict.deals
                if chosen != verdict.best:
                    other += 1
                    losses.append(verdict.loss(chosen) / verdict.point)
    finally:
        coach.lookahead = real  # type: ignore[assignment]
    return {
        "players": players,
        "replies": len(expert_times),
        "fewer_deals": fewer,
        "other_choice": other,
        "loss_points": [round(loss, 2) for loss in sorted(losses)],
        "verdict": summary(verdict_times),
        "expert": summary(expert_times),
    }


def timed(
    clock: Callable[[], float], ask: Callable[[Position], T], position: Position
) -> tuple[T, float]:
    """Return ``ask(position)`` in a fresh store of the coach, and the processor time it took."""
    coach.forget_assessments()
    started = clock()
    found = ask(position)
    return found, clock() - started


def main() -> None:
    """Print one JSON line per table size."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4], choices=(2, 4))
    parser.add_argument("--mesas", type=int, default=6, help="as bench_coach.py without --quick")
    args = parser.parse_args()
    for players in args.players:
        print(json.dumps(compare(players, args.mesas)), flush=True)


if __name__ == "__main__":
    main()

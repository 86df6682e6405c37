"""Benchmark the coach's store of assessments (``coach.REMEMBERED``) on what a learner does.

Not a test: run it by hand.

    python benchmarks/bench_coach_remembered.py            # prints a Markdown table
    python benchmarks/bench_coach_remembered.py --moves 12 --mesas 2

A learner asks a hint before each move, plays it, and after the game opens the analysis
of each of their moves (Play offers it for any of them): with the store (as shipped) and
without it (``REMEMBERED = 0``), in the same run, one after the other for each seeded
mesa, so the load of a shared machine falls on both. Processor time; the verdicts, hints
and analyses are checked to be the same both ways.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator
from contextlib import contextmanager

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.search import coach
from cuarenta_tutor.tutor.analysis import analyse
from cuarenta_tutor.tutor.play import PlayGame


@contextmanager
def remembering(size: int) -> Iterator[None]:
    """Run with a store of ``size`` assessments, empty at the start."""
    kept = coach.REMEMBERED
    coach.REMEMBERED = size
    coach.forget_assessments()
    try:
        yield
    finally:
        coach.REMEMBERED = kept
        coach.forget_assessments()


def session(players: int, seed: str, moves: int) -> tuple[float, float, float, list[object]]:
    """Play ``moves`` hinted moves of a mesa, then analyse each of them.

    Return the processor seconds of the hints, of the moves (what a learner waits for after
    a click: the verdict, then the engine seats) and of the analyses, and what was said.
    """
    game = PlayGame("quito", players, "beginner", seed, coach=True, pause_at_deck_end=True)
    hints = acts = 0.0
    said: list[object] = []
    positions: list[Position] = []
    while len(positions) < moves and not game.position.is_over:
        if game.deck_end is not None:
            game.next_deck()
            continue
        start = time.process_time()
        hint = game.ask_hint()
        hints += time.process_time() - start
        positions.append(game.position)
        start = time.process_time()
        verdict = game.act(hint.action)
        acts += time.process_time() - start
        said += [hint, verdict]
    start = time.process_time()
    said += [analyse(position) for position in positions]
    return hints, acts, time.process_time() - start, said


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=12, help="learner moves a mesa")
    parser.add_argument("--mesas", type=int, default=2, help="seeded mesas per table size")
    args = parser.parse_args()
    print(
        "| players | moves | hints (s) | moves without / with (s) | analyses without / with (s)"
        " | all without / with (s) | ratio |"
    )
    print("|---|---|---|---|---|---|---|")
    for players in (2, 4):
        totals = {0: [0.0, 0.0, 0.0], coach.REMEMBERED: [0.0, 0.0, 0.0]}
        made = 0
        session(players, "warm-up", 2)  # the shared tables, built once a process
        for mesa in range(args.mesas):
            seed = f"remembered-{players}-{mesa}"
            answers = []
            for size in list(totals)[:: 1 if mesa % 2 else -1]:  # each goes first in turn
                with remembering(size):
                    *times, said = session(players, seed, args.moves)
                answers.append(said)
                totals[size] = [a + b for a, b in zip(totals[size], times, strict=True)]
            assert answers[0] == answers[1], "the store changed what the coach said"
            made += len(answers[0]) // 3
        (h0, a0, n0), (h1, a1, n1) = totals.values()
        without, with_store = h0 + a0 + n0, h1 + a1 + n1
        print(
            f"| {players} | {made} | {h0:.2f} / {h1:.2f} | {a0:.2f} / {a1:.2f}"
            f" | {n0:.2f} / {n1:.2f}"
            f" | {without:.2f} / {with_store:.2f} | {with_store / without:.2f} |"
        )


if __name__ == "__main__":
    main()

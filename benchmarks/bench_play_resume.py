"""Benchmark resuming a kept mesa (Play, walk P2 N1) against playing the same moves live.

Not a test: run it by hand on a quiet machine.

    python benchmarks/bench_play_resume.py              # prints a Markdown table
    python benchmarks/bench_play_resume.py --moves 10 30

For 2 and 4 players against the beginner engine, a seeded mesa is played live for
``--moves`` learner moves (each judged by the coach, then the engine seats play: what a
learner waits for after each click); then its kept text is read back and resumed
(``KeptMesa.from_json`` + ``resume``: every action made again, the learner's last move
judged, the verdict on screen). "rest judged" is the work a resume leaves for later: the
other moves' verdicts (``judge_pending``), which Play judges one at a time between clicks,
from 2 s after the resume, and the review at the mesa's end reads. Until 8 December 2026 a
resume judged every move again and took 0.79–1.07 of the live mesa's time (7 December).

The coach's store of assessments (``coach.assess``) is emptied before each live mesa and
before each resume, as a learner's next visit starts a new kernel with an empty store:
without that, the resume read the live mesa's verdicts from the store (0.03–0.06 s for
58–60 learner moves) and the live mesa of 30 moves those of the 10 before it. The caches
shared by every question (move tables, the deck's value) stay warm, as in a kernel after
its first verdict.
"""

from __future__ import annotations

import argparse
import time

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.search.coach import forget_assessments
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.tutor.play_kept import KeptMesa


def live(players: int, moves: int) -> tuple[PlayGame, float]:
    """Play ``moves`` learner moves (the last legal action each time); return game and time."""
    forget_assessments()
    start = time.perf_counter()
    game = PlayGame("quito", players, "beginner", f"bench-{players}", pause_at_deck_end=True)
    made = 0
    while made < moves and not game.position.is_over:
        if game.deck_end is not None:
            game.next_deck()
            continue
        game.act(legal_actions(game.position)[-1])
        made += 1
    return game, time.perf_counter() - start


def resumed(text: str) -> tuple[float, float]:
    """Return the times to resume a kept text's mesa, then to judge what the resume left.

    The resume reads the text back with a new visit's empty store; what it leaves is the
    other moves' verdicts (:meth:`PlayGame.judge_pending`).
    """
    forget_assessments()
    start = time.perf_counter()
    game = KeptMesa.from_json(text).resume()
    took = time.perf_counter() - start
    start = time.perf_counter()
    game.judge_pending()
    return took, time.perf_counter() - start


def main() -> None:
    """Print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, nargs="+", default=[10, 30])
    args = parser.parse_args()
    print(
        "| players | learner moves | actions kept | live (s) | resume (s) | resume / live "
        "| rest judged (s) |"
    )
    print("|---|---|---|---|---|---|---|")
    for players in (2, 4):
        for moves in args.moves:
            game, played = live(players, moves)
            text = KeptMesa.of(game).to_json()
            took, rest = resumed(text)
            actions = len(game.record.actions)
            print(
                f"| {players} | {len(game.learner_plies)} | {actions} | {played:.2f} "
                f"| {took:.2f} | {took / played:.2f}× | {rest:.2f} |"
            )


if __name__ == "__main__":
    main()

"""Benchmark: the endgame trainer's answer to a learner's move, in every endgame lesson.

Not a test: run it by hand.

    python benchmarks/bench_endgame.py

Every lesson of the *endgame* kind is played out twice under its own ruleset: once with the
learner playing the exact best move each turn, once with a seeded random legal move (which
also reaches the positions after a losing move). Each learner move is timed in processor
time, from the move to the trainer's verdict and all of the engine's replies
(:meth:`.EndgameRun.play`: the exact ranking of the learner's options, then the solver's
best reply until the learner is to move again).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import percentile

from cuarenta_tutor.engine.game import Action, Position, legal_actions
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.lessons.model import Lesson, LessonKind
from cuarenta_tutor.tutor.endgame import EndgameRun
from cuarenta_tutor.tutor.lesson_rules import prepare


def endgame_lessons() -> list[Lesson]:
    """Return every lesson of the endgame kind in the course."""
    return [
        lesson
        for course in load_courses()
        for lesson in course.lessons
        if lesson.kind is LessonKind.ENDGAME
    ]


def played_out(lesson: Lesson, learner: str) -> list[float]:
    """Play ``lesson`` out with the ``learner`` ("best" or "random"); return each move's time."""
    pick = random.Random(lesson.id)

    def choose(position: Position) -> Action:
        if learner == "best":
            return rank_plays(position, "deal").optimal[0].action
        return pick.choice(list(legal_actions(position)))

    position, _ = prepare(lesson, lesson.ruleset)
    run = EndgameRun(position, lesson.target or "best")
    times = []
    while run.learners_turn:
        action = choose(run.position)
        started = time.process_time()
        run.play(action)
        times.append(time.process_time() - started)
    return times


def main() -> None:
    """Print the lessons, the moves and the move times (p50, p95, max)."""
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args()
    lessons = endgame_lessons()
    times = [t for lesson in lessons for way in ("best", "random") for t in played_out(lesson, way)]
    print("| endgame lessons | learner moves | p50 | p95 | max |")
    print("|---|---|---|---|---|")
    print(
        f"| {len(lessons)} | {len(times)} | {percentile(times, 0.5) * 1000:.1f} ms "
        f"| {percentile(times, 0.95) * 1000:.1f} ms | {max(times) * 1000:.1f} ms |"
    )


if __name__ == "__main__":
    main()

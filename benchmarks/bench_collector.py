"""Benchmark: the coach with what its searches keep promoted unscanned, against scanning it.

After each question the coach's searches leave from a few hundred to some hundred thousand
objects behind (the shared listings of moves);
:func:`cuarenta_tutor.engine.search.collector.promoted_unscanned` moves every tracked object
to the collector's oldest generation without a scan, with a full pass in its place after
every hundred such pauses (at most 2 % of the elapsed time). This script plays
bench_coach's seeded mesas (a beginner at seat 0 against experts, quito) in processes of
their own, in pairs run in turn — one as shipped ("promoted"), one with that step made a
no-op ("scanned": the collector as Python schedules it; the rest of the code the same, so
the pair isolates the promotion) — and prints, per process, the verdicts' and the experts'
replies' processor times, the collector's passes and their time, the garbage a final full
pass finds, the objects tracked and the peak resident memory, then each pair's ratios
(promoted ÷ scanned):

    python benchmarks/bench_collector.py --pairs 3 [--mesas 2] [--players 2 4]

Both members of a pair make the same moves and verdicts (the collector changes no value),
so the ratios compare like with like; the pairs alternate which one runs first.

``--memory MESAS`` checks what the promotion costs in memory in a kernel-like process
instead: a Play tab (the widgets) plays that many mesas of up to 60 learner moves, each
mode in a process of its own, and reports the number of full passes, the objects tracked,
the garbage a final full pass finds and the peak resident memory.
"""

from __future__ import annotations

import argparse
import gc
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

MODES = ("promoted", "scanned")


class Passes:
    """The collector's passes and their processor time, by generation, while in use."""

    def __init__(self) -> None:
        self.count = {0: 0, 1: 0, 2: 0}
        self.seconds = {0: 0.0, 1: 0.0, 2: 0.0}
        self._started = 0.0

    def __enter__(self) -> Passes:
        gc.callbacks.append(self._note)
        return self

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self._note)

    def _note(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._started = time.process_time()
        else:
            self.count[info["generation"]] += 1
            self.seconds[info["generation"]] += time.process_time() - self._started


def as_mode(mode: str) -> None:
    """Make this process's collector ``mode``: as shipped, or scanning what the search kept."""
    from cuarenta_tutor.engine.search import collector

    if mode == "scanned":
        collector.promoted_unscanned = lambda: None


def child(mode: str, players: int, mesas: int) -> dict[str, object]:
    """Play the mesas in this process as ``mode`` says; return what was measured."""
    from bench_coach import summary, timings

    as_mode(mode)
    with Passes() as passes:
        begun = time.process_time()
        verdicts, replies = timings(players, mesas, "quito", time.process_time)
        total = time.process_time() - begun
    return {
        "mode": mode,
        "players": players,
        "cpu_s": round(total, 2),
        "verdict": summary(verdicts),
        "reply": summary(replies),
        "collector_passes": passes.count,
        "collector_s": {k: round(v, 2) for k, v in passes.seconds.items()},
        **left_behind(),
    }


def left_behind() -> dict[str, int]:
    """Return the objects tracked, the garbage a full pass then finds, the peak memory.

    The peak is ``ru_maxrss``: kibibytes on Linux (this machine), bytes on macOS.
    """
    tracked = len(gc.get_objects())
    return {
        "tracked": tracked,
        "garbage_left": gc.collect(),
        "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
    }


def memory(mode: str, mesas: int) -> dict[str, object]:
    """Play ``mesas`` in a Play tab in this process as ``mode`` says; return what is left."""
    as_mode(mode)
    with Passes() as passes:
        moves = play_tab(mesas)
    return {"mode": mode, "learner_moves": moves, "full_passes": passes.count[2], **left_behind()}


def play_tab(mesas: int) -> int:
    """Play ``mesas`` of up to 60 learner moves in a new Play tab; return the moves made."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))
    from test_play_view import act, fail  # the learner's clicks, as the tests make them

    from cuarenta_tutor.engine.game import legal_actions
    from cuarenta_tutor.i18n import Translator
    from cuarenta_tutor.ui.play import PlayView

    view = PlayView(save_mistakes=lambda _positions: 0, show_error=fail, seed="collector")
    view.render(Translator("en"), False)
    moves = 0
    for mesa in range(mesas):
        view.new.click()
        if view.confirming:  # a mesa in progress: New mesa asks first, a second click confirms
            view.new.click()
        game = view.game
        assert game is not None
        while not game.position.is_over and moves < 60 * (mesa + 1):
            if game.deck_end is not None:
                game.next_deck()
                continue
            actions = legal_actions(game.position)
            act(view, actions[moves % 3 % len(actions)])
            moves += 1
    return moves


def run_child(mode: str, players: int, mesas: int) -> dict[str, object]:
    """Run :func:`child` (``players`` 0: :func:`memory`) in a new process; return its result."""
    command = [sys.executable, __file__, "--child", mode, str(players), str(mesas)]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return result


def ratios(promoted: dict[str, Any], scanned: dict[str, Any]) -> dict[str, float]:
    """Return promoted ÷ scanned for the whole run and the times' p95 and maximum."""
    return {
        "cpu": promoted["cpu_s"] / scanned["cpu_s"],
        "verdict_p95": promoted["verdict"]["p95_ms"] / scanned["verdict"]["p95_ms"],
        "verdict_max": promoted["verdict"]["max_ms"] / scanned["verdict"]["max_ms"],
        "reply_p95": promoted["reply"]["p95_ms"] / scanned["reply"]["p95_ms"],
        "reply_max": promoted["reply"]["max_ms"] / scanned["reply"]["max_ms"],
    }


def main() -> None:
    """Run the pairs for each table size; print every process's line and the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--mesas", type=int, default=2, help="bench_coach.py --quick's 2")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4], choices=(2, 4))
    parser.add_argument("--memory", type=int, metavar="MESAS", help="Play's memory instead")
    parser.add_argument("--child", nargs=3, metavar=("MODE", "PLAYERS", "MESAS"))
    args = parser.parse_args()
    if args.child:
        mode, players, mesas = args.child[0], int(args.child[1]), int(args.child[2])
        print(json.dumps(child(mode, players, mesas) if players else memory(mode, mesas)))
        return
    if args.memory is not None:
        for mode in MODES:
            print(json.dumps(run_child(mode, 0, args.memory)), flush=True)
        return
    for players in args.players:
        found: list[dict[str, float]] = []
        for pair in range(args.pairs):
            order = MODES if pair % 2 == 0 else MODES[::-1]
            results = {mode: run_child(mode, players, args.mesas) for mode in order}
            for mode in order:
                print(json.dumps(results[mode]), flush=True)
            found.append(ratios(results["promoted"], results["scanned"]))
            print(json.dumps({"pair": pair, "players": players, **found[-1]}), flush=True)
        medians = {key: round(statistics.median(r[key] for r in found), 3) for key in found[0]}
        print(json.dumps({"players": players, "pairs": args.pairs, "median_ratios": medians}))


if __name__ == "__main__":
    main()

"""Benchmark: the coach with what its searches keep promoted unscanned, against scanning it.

After each question the coach's searches leave some hundred thousand objects behind (the
shared listings of moves); :func:`cuarenta_tutor.engine.search.tree.promoted_unscanned`
moves them to the collector's oldest generation without a scan. This script plays
bench_coach's seeded mesas (a beginner at seat 0 against experts, quito) in processes of
their own, in pairs run in turn — one as shipped ("promoted"), one with that step made a
no-op ("scanned", the coach before it) — and prints, per process, the verdicts' and the
experts' replies' processor times and the collector's passes and their time, then each
pair's ratios (promoted ÷ scanned):

    python benchmarks/bench_collector.py --pairs 3 [--mesas 2] [--players 2 4]

Both members of a pair make the same moves and verdicts (the collector changes no value),
so the ratios compare like with like; the pairs alternate which one runs first.
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

MODES = ("promoted", "scanned")


def child(mode: str, players: int, mesas: int) -> dict[str, object]:
    """Play the mesas in this process as ``mode`` says; return what was measured."""
    from bench_coach import summary, timings

    from cuarenta_tutor.engine.search import tree

    if mode == "scanned":
        tree.promoted_unscanned = lambda: None  # the collector scans what the search kept
    passes = {0: 0, 1: 0, 2: 0}
    spent = {0: 0.0, 1: 0.0, 2: 0.0}
    started: list[float] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started.append(time.process_time())
        else:
            generation = info["generation"]
            passes[generation] += 1
            spent[generation] += time.process_time() - started.pop()

    gc.callbacks.append(note)
    begun = time.process_time()
    verdicts, replies = timings(players, mesas, "quito", time.process_time)
    total = time.process_time() - begun
    gc.callbacks.remove(note)
    return {
        "mode": mode,
        "players": players,
        "cpu_s": round(total, 2),
        "verdict": summary(verdicts),
        "reply": summary(replies),
        "collector_passes": passes,
        "collector_s": {k: round(v, 2) for k, v in spent.items()},
    }


def run_child(mode: str, players: int, mesas: int) -> dict[str, object]:
    """Run :func:`child` in a new process and return its result."""
    command = [sys.executable, __file__, "--child", mode, str(players), str(mesas)]
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result: dict[str, object] = json.loads(out.strip().splitlines()[-1])
    return result


def ratios(promoted: dict, scanned: dict) -> dict[str, float]:
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
    parser.add_argument("--child", nargs=3, metavar=("MODE", "PLAYERS", "MESAS"))
    args = parser.parse_args()
    if args.child:
        mode, players, mesas = args.child[0], int(args.child[1]), int(args.child[2])
        print(json.dumps(child(mode, players, mesas)))
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

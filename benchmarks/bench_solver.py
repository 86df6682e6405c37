"""Benchmark: the solver — immediate rankings per second, exact solves against plain minimax.

Not a test: run it by hand and copy the table into ``benchmarks/README.md``.

    python benchmarks/bench_solver.py                    # the full run (about 15 minutes)
    python benchmarks/bench_solver.py --quick            # a few positions per case
    python benchmarks/bench_solver.py --json bench.json  # also write every number as JSON

Positions come from seeded mesas played forward by the engine's own players (greedy on
side 0, random on side 1, as ``simulate`` plays them) until the wanted deal:

- (a) the last round of a 2-player deck (5 + 5 cards, empty stock);
- (b) the last round of a 4-player deck, hands open (4 × 5 cards);
- (c) the last two rounds of a 2-player deck (5 + 5 cards and 10 in the stock).

For each position it times ``solve`` (the exact value and every optimal play) and
``rank_plays(..., "deal")`` (the exact value of every play), and compares their nodes with
plain minimax over the same compact game (no pruning, no table, no ordering). The plain
node count is exact where counting the unpruned tree (memoized) stays small, otherwise a
Knuth estimate from random probes (marked ``~``); plain minimax is only run, for a time
ratio, where it finishes within ``--plain-seconds``.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from cuarenta_tutor.engine.game import Position, apply, legal_actions, new_game
from cuarenta_tutor.engine.players import GreedyPlayer, Player, RandomPlayer
from cuarenta_tutor.engine.search import rank_plays, solve
from cuarenta_tutor.engine.search.state import DeckGame, Node
from cuarenta_tutor.engine.search.tree import INFINITY, plain_tree_size

CASES = {
    "a": ("2-player last round (5+5)", 2, 1),
    "b": ("4-player last round, open hands (4×5)", 4, 1),
    "c": ("2-player last two rounds (5+5, stock 10)", 2, 2),
}
EXACT_COUNT_STATES = 400_000
"""Largest number of distinct nodes for which the plain tree is counted exactly."""


class Deadline(Exception):
    """Plain minimax ran out of its time."""


def position_for(players: int, rounds: int, seed: str) -> Position:
    """Play a seeded mesa until a deal leaves ``rounds`` rounds (this one included)."""
    position = new_game("quito", players=players, seed=seed)
    choosers: list[Player] = [
        GreedyPlayer() if seat % 2 == 0 else RandomPlayer(f"{seed}-{seat}")
        for seat in range(players)
    ]
    while True:
        dealt = all(len(hand) == 5 for hand in position.hands)
        if dealt and len(position.stock) == 5 * players * (rounds - 1):
            return position
        position, _ = apply(position, choosers[position.turn].choose(position))


def knuth_estimate(game: DeckGame, node: Node, probes: int, rng: random.Random) -> float:
    """Estimate the plain minimax node count from random root-to-leaf probes (Knuth 1975)."""
    total = 0.0
    for _ in range(probes):
        estimate, weight, current = 1.0, 1.0, node
        while True:
            children = [game.step(current, move)[1] for move in game.moves(current)]
            alive = [child for child in children if child is not None]
            if not alive:
                break
            weight *= len(alive)
            estimate += weight
            current = rng.choice(alive)
        total += estimate
    return total / probes


def plain_nodes(game: DeckGame, node: Node, probes: int, seed: int) -> tuple[float, bool]:
    """Return the plain minimax node count and whether it is exact (else estimated)."""
    memo: dict[Node, int] = {}
    sample = knuth_estimate(game, node, 200, random.Random(seed))
    if sample < EXACT_COUNT_STATES * 50:
        size = plain_tree_size(game, node, memo)
        if len(memo) <= EXACT_COUNT_STATES:
            return float(size), True
    return knuth_estimate(game, node, probes, random.Random(seed)), False


def timed_plain(game: DeckGame, node: Node, seconds: float) -> float | None:
    """Run plain minimax from ``node``; return its time, or None past ``seconds``."""
    deadline = time.perf_counter() + seconds
    visits = [0]

    def value(current: Node) -> int:
        visits[0] += 1
        if visits[0] % 4096 == 0 and time.perf_counter() > deadline:
            raise Deadline
        side, best = current.turn & 1, -INFINITY
        for move in game.moves(current):
            margin, child = game.step(current, move)
            if child is not None:
                rest = value(child)
                margin = margin + rest if child.turn & 1 == side else margin - rest
            best = max(best, margin)
        return best

    started = time.perf_counter()
    try:
        value(node)
    except Deadline:
        return None
    return time.perf_counter() - started


def p95(values: list[float]) -> float:
    """Return the 95th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


@dataclass(frozen=True)
class Sample:
    """The numbers of one position."""

    solve_seconds: float
    solve_cpu: float
    solve_nodes: int
    rank_seconds: float
    rank_cpu: float
    rank_nodes: int
    plays: int
    plain_nodes: float
    plain_exact: bool
    plain_seconds: float | None


def bench_case(key: str, count: int, args: argparse.Namespace) -> dict[str, object]:
    """Solve, rank and compare ``count`` positions of one case."""
    title, players, rounds = CASES[key]
    samples = []
    for index in range(count):
        position = position_for(players, rounds, f"{args.seed}-{key}-{index}")
        started = time.process_time()
        solution = solve(position)
        solve_cpu = time.process_time() - started
        ranking = rank_plays(position, "deal")
        rank_cpu = time.process_time() - started - solve_cpu
        assert ranking.plays[0].value == solution.value
        game = DeckGame(position)
        node = game.node(position)
        plain, exact = plain_nodes(game, node, args.probes, index)
        plain_seconds = timed_plain(game, node, args.plain_seconds) if exact else None
        samples.append(
            Sample(
                solution.seconds,
                solve_cpu,
                solution.nodes,
                ranking.seconds,
                rank_cpu,
                ranking.nodes,
                len(ranking.plays),
                plain,
                exact,
                plain_seconds,
            )
        )
        print(
            f"  ({key}) {index}: solve {solution.seconds:.3f} s, rank {ranking.seconds:.3f} s",
            file=sys.stderr,
        )
    return summarize(key, title, samples)


def summarize(key: str, title: str, samples: list[Sample]) -> dict[str, object]:
    """Reduce the per-position numbers to medians, 95th percentiles and ratios."""
    solve_ms = [1000 * s.solve_seconds for s in samples]
    rank_ms = [1000 * s.rank_seconds for s in samples]
    timed = [s for s in samples if s.plain_seconds is not None]
    time_ratios = [s.plain_seconds / s.solve_seconds for s in timed if s.plain_seconds]
    return {
        "case": key,
        "title": title,
        "positions": len(samples),
        "solve_ms_median": round(statistics.median(solve_ms), 1),
        "solve_ms_p95": round(p95(solve_ms), 1),
        "solve_cpu_ms_median": round(1000 * statistics.median(s.solve_cpu for s in samples), 1),
        "solve_nodes_median": round(statistics.median(s.solve_nodes for s in samples)),
        "rank_ms_median": round(statistics.median(rank_ms), 1),
        "rank_ms_p95": round(p95(rank_ms), 1),
        "rank_cpu_ms_median": round(1000 * statistics.median(s.rank_cpu for s in samples), 1),
        "rank_nodes_median": round(statistics.median(s.rank_nodes for s in samples)),
        "plain_nodes_median": statistics.median(s.plain_nodes for s in samples),
        "plain_exact": all(s.plain_exact for s in samples),
        "node_ratio_median": round(
            statistics.median(s.plain_nodes / s.solve_nodes for s in samples)
        ),
        "rank_node_ratio_median": round(
            statistics.median(s.plain_nodes / s.rank_nodes for s in samples)
        ),
        "plain_timed": len(timed),
        "time_ratio_median": round(statistics.median(time_ratios)) if time_ratios else None,
        "samples": [asdict(s) for s in samples],
    }


def bench_immediate(count: int, seed: str) -> dict[str, object]:
    """Rank the plays of positions taken along seeded mesas under ``immediate``."""
    rng = random.Random(seed)
    positions = []
    for index in range(count):
        position = new_game("quito", players=2 + 2 * (index % 2), seed=f"{seed}-i-{index}")
        for _ in range(rng.randrange(0, 30)):
            position, _ = apply(position, rng.choice(legal_actions(position)))
        positions.append(position)
    started = time.perf_counter()
    plays = sum(len(rank_plays(position, "immediate").plays) for position in positions)
    seconds = time.perf_counter() - started
    return {"positions": count, "plays": plays, "plays_per_second": round(plays / seconds)}


def table_row(case: dict[str, object]) -> str:
    """Return one case as a Markdown table row."""
    approx = "" if case["plain_exact"] else "~"
    if case["time_ratio_median"] is None:
        time_ratio = "plain not run"
    else:
        time_ratio = f"{case['time_ratio_median']}× ({case['plain_timed']} timed)"
    cells = [
        f"({case['case']}) {case['title']}",
        str(case["positions"]),
        f"{case['solve_ms_median']} ms ({case['solve_cpu_ms_median']} CPU)",
        f"{case['solve_ms_p95']} ms",
        str(case["solve_nodes_median"]),
        f"{case['rank_ms_median']} ms ({case['rank_cpu_ms_median']} CPU)",
        f"{case['rank_ms_p95']} ms",
        str(case["rank_nodes_median"]),
        f"{approx}{case['plain_nodes_median']:.3g}",
        f"{approx}{case['node_ratio_median']}× / {approx}{case['rank_node_ratio_median']}×",
        time_ratio,
    ]
    return "| " + " | ".join(cells) + " |"


def main() -> int:
    """Run every case and print a Markdown table (and write JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few positions per case")
    parser.add_argument("--positions", type=int, nargs=3, default=(30, 8, 8), metavar="N")
    parser.add_argument("--seed", default="bench")
    parser.add_argument("--probes", type=int, default=3000, help="Knuth probes per estimate")
    parser.add_argument("--plain-seconds", type=float, default=30.0)
    parser.add_argument("--json", type=Path, help="write the numbers to this file")
    args = parser.parse_args()
    counts = (5, 2, 2) if args.quick else tuple(args.positions)
    immediate = bench_immediate(50 if args.quick else 400, args.seed)
    cases = [bench_case(key, count, args) for key, count in zip(CASES, counts, strict=True)]
    load = os.getloadavg()[0]
    print(f"Python {platform.python_version()}, {os.cpu_count()} cores, load {load:.2f} at the end")
    print(
        f"immediate: {immediate['plays_per_second']} plays ranked per second "
        f"({immediate['plays']} plays of {immediate['positions']} positions)"
    )
    print(
        "| case | positions | solve median | solve p95 | solve nodes | rank median | rank p95 "
        "| rank nodes | plain nodes | node ratio solve / rank | time ratio |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for c in cases:
        print(table_row(c))
    if args.json:
        data = {
            "python": platform.python_version(),
            "cores": os.cpu_count(),
            "immediate": immediate,
            "cases": cases,
        }
        args.json.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

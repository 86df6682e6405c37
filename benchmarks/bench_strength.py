"""Benchmark: how strong the engine players are, by match play.

Seeded mesas between two strengths (``--strong`` on side 0, ``--weak`` on side 1), with 2
or 4 players (partners sit opposite), the first dealer alternating between the sides so
that each side deals first in half the mesas. It reports the strong side's share of mesas
won with a 95 % Wilson interval. ``--minutes`` stops early (the mesas played are reported).
Each mesa's winner goes to standard error as it ends, so a run cut short still says them.

    nice -n 10 python benchmarks/bench_strength.py --strong club --weak beginner --mesas 1000
    nice -n 10 python benchmarks/bench_strength.py --strong expert --weak club --mesas 200
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

from cuarenta_tutor.engine.game import apply, new_game
from cuarenta_tutor.engine.search.strength import engine_player

MAX_ACTIONS = 5000


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Return the 95 % Wilson score interval of a share ``wins / n``.

    >>> [round(x, 3) for x in wilson(60, 100)]
    [0.502, 0.691]
    """
    if n == 0:
        return 0.0, 1.0
    share = wins / n
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def match(
    strong: str, weak: str, players: int, mesas: int, seconds: float, seed: str, first: int = 0
) -> dict:
    """Play up to ``mesas`` mesas within ``seconds``; return the strong side's results.

    The mesas are numbered from ``first``: a run that goes on where another stopped plays
    the mesas a longer run would have.
    """
    wins = played = actions = 0
    started = time.perf_counter()
    for number in range(first, first + mesas):
        if time.perf_counter() - started > seconds:
            break
        dealer = players - 1 if number % 2 == 0 else 0  # side 1 deals first, then side 0
        position = new_game("quito", players=players, seed=f"{seed}-{number}", dealer=dealer)
        seats = [
            engine_player(strong if seat % 2 == 0 else weak, f"{seed}-{number}-{seat}")
            for seat in range(players)
        ]
        for _ in range(MAX_ACTIONS):
            if position.is_over:
                break
            position, _ = apply(position, seats[position.turn].choose(position))
            actions += 1
        played += 1
        wins += position.winner == 0
        elapsed = time.perf_counter() - started
        print(
            f"mesa {number}: side {position.winner} won ({elapsed:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    low, high = wilson(wins, played)
    return {
        "strong": strong,
        "weak": weak,
        "players": players,
        "mesas": played,
        "strong_wins": wins,
        "win_rate": round(wins / played, 3) if played else None,
        "ci95": [round(low, 3), round(high, 3)],
        "seconds": round(time.perf_counter() - started, 1),
        "actions": actions,
    }


def main() -> None:
    """Play the matches and print one JSON line per player count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--strong", default="club")
    parser.add_argument("--weak", default="beginner")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--mesas", type=int, default=1000)
    parser.add_argument("--minutes", type=float, default=60.0, help="per player count")
    parser.add_argument("--seed", default="strength")
    parser.add_argument("--first", type=int, default=0, help="number of the first mesa")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    results = []
    for players in args.players:
        seconds = args.minutes * 60
        found = match(args.strong, args.weak, players, args.mesas, seconds, args.seed, args.first)
        print(json.dumps(found), flush=True)
        results.append(found)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

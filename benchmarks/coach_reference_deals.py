"""The deep reference deal by deal: every action's exact value in each deal, kept apart.

``coach_reference.py`` keeps each action's mean over its deals; the paired questions need
the deals themselves: how uncertain the reference's *gap* between two actions is (the same
deals for both), what the coach's search says on the very deals the reference solved, and
what an exact solver on *other* deals says. For each position of a reference counting the
later decks (``--later-decks`` files), this solves again, with ``coach_reference.solved``:

- the reference's own deals (its seed, its number of deals; a deal over the node limit is
  left out, as the reference left it out), and
- with ``--more N``, ``N`` further deals of the same position from another seed
  (``<seed>-<ply>-more``).

Output: ``{"source": ..., "positions": [{"seed", "ply", "deals": [{action: value}], "more":
[...]}]}``, written after every position; ``--resume`` keeps the positions an earlier run
of the same output already wrote and solves the others; ``--mesa`` solves again, in an
existing output, the positions whose first chica can still end the mesa by zapatería (a side
under the mesa's line, :func:`.mesa.mesa_zapateria`): since the engine's exact search values
the mesa at the chica's end, such positions were valued by the chica alone in a file made
before it. The benchmark scores against
the reference file itself, or with ``bench_coach_accuracy.py --deals`` against all the
deals of such an output (docs/coach.md, "The model at stake"); the output must not be
named ``coach_reference_later*.json``, which the benchmark reads as a reference.

    nice -n 10 python benchmarks/coach_reference_deals.py \
        benchmarks/data/coach_reference_later_tune.json --more 72 \
        --out benchmarks/data/coach_deals_later_tune.json
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from coach_reference import replay, solved

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.search import SearchLimitError
from cuarenta_tutor.engine.search.mesa import mesa_zapateria
from cuarenta_tutor.engine.search.sampling import sample_deals


def deal_values(position: Position, deals: int, seed: str, node_limit: int) -> list[dict[str, int]]:
    """Return every action's exact value in each deal (deals over ``node_limit`` left out)."""
    found = []
    for world in sample_deals(position, deals, seed):
        try:
            found.append(dict(solved(world, node_limit, True)))
        except SearchLimitError:
            continue
    return found


def _placed(
    done: list[dict[str, object]], row: dict[str, object], order: list[tuple[object, object]]
) -> list[dict[str, object]]:
    """Return ``done`` with ``row`` in place of the same position's, in the source's order.

    Readers such as ``coach_reference_noise.py`` pair the two files row by row.
    """
    rows = {(old["seed"], old["ply"]): old for old in done}
    rows[(row["seed"], row["ply"])] = row
    return [rows[key] for key in order if key in rows]


def mesa_at_stake(position: Position) -> bool:
    """Whether a side of ``position`` is still under the mesa's line (the first chica's zapatería).

    Only there does valuing the mesa change a value: a chica lost with fewer points ends it.
    """
    below = mesa_zapateria(position)
    return bool(below) and min(position.scores) < below


def main() -> None:
    """Solve the positions of one reference file deal by deal and write them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reference", type=Path, help="a coach_reference_later_*.json file")
    parser.add_argument("--more", type=int, default=0, help="further deals per position")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resume", action="store_true", help="keep the positions --out has")
    parser.add_argument(
        "--mesa", action="store_true", help="solve again where the mesa is at stake"
    )
    args = parser.parse_args()
    source = json.loads(args.reference.read_text(encoding="utf-8"))
    limit, count = int(source["node_limit"]), int(source["deals"])
    done: list[dict[str, object]] = []
    if (args.resume or args.mesa) and args.out.exists():
        done = json.loads(args.out.read_text(encoding="utf-8"))["positions"]
    kept = {(row["seed"], row["ply"]) for row in done}
    started = time.perf_counter()
    for entry in source["positions"]:
        key = (entry["seed"], entry["ply"])
        if key in kept and not args.mesa:
            continue
        record = GameRecord(
            str(entry["rules"]), int(entry["players"]), str(entry["seed"]), tuple(entry["actions"])
        )
        position = replay(record, int(entry["ply"]))
        if args.mesa and key in kept and not mesa_at_stake(position):
            continue
        seed = f"{entry['seed']}-{entry['ply']}"
        row: dict[str, object] = {"seed": entry["seed"], "ply": entry["ply"]}
        row["deals"] = deal_values(position, count, seed, limit)
        if args.more:
            row["more"] = deal_values(position, args.more, f"{seed}-more", limit)
        done = _placed(done, row, [(e["seed"], e["ply"]) for e in source["positions"]])
        data = {"source": args.reference.name, "more": args.more, "positions": done}
        args.out.write_text(json.dumps(data) + "\n", encoding="utf-8")
        print(
            f"{len(done)} positions, {entry['seed']} {entry['ply']}, "
            f"{time.perf_counter() - started:.0f} s",
            flush=True,
        )


if __name__ == "__main__":
    main()

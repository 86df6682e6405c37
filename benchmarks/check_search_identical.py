"""Check: the coach's search gives the same results, bit for bit, on two versions of the code.

Not a test: run it once per version (each with its own tree first on ``PYTHONPATH``) and
compare the two outputs:

    PYTHONPATH=/path/to/main python benchmarks/check_search_identical.py --out main.txt
    PYTHONPATH=. python benchmarks/check_search_identical.py --out branch.txt
    python benchmarks/check_search_identical.py --compare main.txt branch.txt

Each position is written as one line of text: the coach's assessment with lines (every
value, error, points, chances, band, doubt, principal line and the best action, floats by
``repr``), its verdict on the best action and on the worst, and, near a deck's end, the
``deal`` and ``expected`` rankings of the solver (values and node counts). The positions
are the bank's immediate puzzles (2 and 4 players) and positions of seeded mesas played
by the ``club`` player under every preset, 2 and 4 players.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from cuarenta_tutor.engine.game import Position, apply, new_game
from cuarenta_tutor.engine.notation import format_position
from cuarenta_tutor.engine.search import SearchLimitError, rank_plays
from cuarenta_tutor.engine.search.coach import assess, judge
from cuarenta_tutor.engine.search.strength import engine_player

PRESETS = ("quito", "rigor", "pagat", "casual")


def bank(players: int, count: int) -> list[Position]:
    """Return ``count`` positions of the puzzle bank (:func:`support.puzzle_cases`)."""
    from support.puzzle_cases import bank_positions

    return list(bank_positions(players, count))


def mesa_positions(preset: str, players: int, seed: int, every: int) -> Iterator[Position]:
    """Yield every ``every``-th position of a mesa the club player plays against itself."""
    position = new_game(preset, players=players, seed=f"identical-{seed}")
    player = engine_player("club")
    ply = 0
    while not position.is_over and ply < 400:
        if ply % every == 0:
            yield position
        position, _ = apply(position, player.choose(position))
        ply += 1


def positions(quick: bool) -> list[Position]:
    """Return the positions checked: the bank's, then the mesas' (fewer with ``quick``)."""
    found = bank(2, 40 if quick else 80) + bank(4, 20 if quick else 40)
    mesas = 1 if quick else 2
    for preset in PRESETS:
        for players in (2, 4):
            for seed in range(mesas):
                found += list(mesa_positions(preset, players, seed, 9 if players == 2 else 13))
    return found


def digest(position: Position) -> str:
    """Return every result of the search on ``position`` as one line of text."""
    parts = [format_position(position)]
    found = assess(position, with_lines=True)
    parts.append(f"best={found.best} exact={found.exact} point={found.point!r}")
    for action in found.values:
        parts.append(
            f"{action}: v={found.values[action]!r} e={found.errors.get(action)!r} "
            f"p={found.points.get(action)!r} c={found.chances.get(action)!r} "
            f"b={found.band(action).value} d={found.doubted(action)} "
            f"l={found.lines.get(action)!r}"
        )
    ranked = found.ranked()
    for action in dict.fromkeys((ranked[0], ranked[-1])):
        parts.append(f"judge {action}: {judge(position, action)!r}")
    if len(position.stock) <= 5 * position.players:
        for criterion in ("deal", "expected"):
            try:
                ranking = rank_plays(position, criterion, node_limit=200_000, samples=4)
            except SearchLimitError as error:
                parts.append(f"{criterion}: limit {error}")
                continue
            plays = [(str(p.action), p.value, p.key, p.stderr) for p in ranking.plays]
            parts.append(f"{criterion}: nodes={ranking.nodes} plays={plays!r}")
    return " | ".join(parts)


def _parts(line: str) -> list[str]:
    """Return a line's labelled parts in a fixed order (a version writing them otherwise)."""
    return sorted(line.split(" | "))


def compare(first: Path, second: Path) -> int:
    """Print how many lines the two outputs hold and where they differ; 1 if they do.

    Each part of a line is labelled (an action, a criterion), so the parts are compared
    whatever their order: an earlier version of this script wrote the two verdicts in the
    order of a set, which follows the hashes of the run.
    """
    old = first.read_text(encoding="utf-8").splitlines()
    new = second.read_text(encoding="utf-8").splitlines()
    differ = [i for i, (a, b) in enumerate(zip(old, new, strict=False)) if _parts(a) != _parts(b)]
    print(f"{len(old)} and {len(new)} positions, {len(differ)} differences")
    for index in differ[:5]:
        print(f"line {index + 1}:\n- {old[index][:600]}\n+ {new[index][:600]}")
    return 1 if differ or len(old) != len(new) else 0


def main() -> int:
    """Write the digests of every position, or compare two files of them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write one line per position here")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("OLD", "NEW"))
    parser.add_argument("--quick", action="store_true", help="fewer positions")
    args = parser.parse_args()
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give --out or --compare")
    with args.out.open("w", encoding="utf-8") as out:
        for position in positions(args.quick):
            out.write(digest(position) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Fit the coach's chica correction for the last round: exact solves at every pair of scores.

The end-of-round model (:mod:`cuarenta_tutor.engine.search.deck_value`, fitted by
``fit_deck_value.py``) adds up rounds solved at whatever scores their mesas had. Near the
chica the players play the score: a side one caída from 40 is kept from it, a side that
would lose the cartón from 30 under quito plays for it. So, with two players, the start of
a deck's last round is valued again here from exact solves at the scores themselves.

For each preset, ``--positions`` last rounds are dealt by seeded mesas (a beginner against
a club player, as elsewhere), each as its players left it: hands, table, piles, dealer.
Every one is solved exactly (every card known, chica and cartón included, the solver's
``deal`` yardstick) at every pair of scores (leading side, dealing side) from 0 to 38 in
steps of two where one side has at least ``--from`` points; the model's value at the same
scores and piles is subtracted. The mean difference per pair of scores and band of card lead
(leading pile minus dealing pile), seen from the side that leads the last round, is the
table written to ``--out``. It is **not shipped**: on the TUNE set of the coach's reference
it helped some figures and hurt others, and against exact solves of other mesas it is not
reliably nearer than the model (``docs/coach.md``, "A correction tried and not shipped").
Commit a9fd930 has the engine side (``DeckValue`` adding the table). Reproducible from ``--seed``.

    nice -n 10 python benchmarks/fit_last_round.py --solve --positions 48 --from 26 --raw raw.json
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from bisect import bisect_right
from pathlib import Path

from fit_deck_value import last_rounds

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.rules import load_ruleset, preset_names
from cuarenta_tutor.engine.search import SearchLimitError
from cuarenta_tutor.engine.search.deck_value import DeckValue
from cuarenta_tutor.engine.search.state import DeckGame
from cuarenta_tutor.engine.search.tree import AlphaBeta

OUT = Path(__file__).parent / "data"
TOP = 38
EDGES = (-6, -2, 2, 6)
"""Bands of card lead (leading pile minus dealing pile) the correction is kept for."""
SHRINK = 4.0
"""Rounds' weight of the mean over every band in a band's mean (see :func:`tables`)."""


def positions(rules: str, wanted: int, seed: str) -> list[Position]:
    """Return ``wanted`` starts of a last round (two players) from seeded mesas."""
    found: list[Position] = []
    game_no = 0
    while len(found) < wanted and game_no < 20 * wanted:
        found += last_rounds(rules, 2, f"{seed}-{rules}-{game_no}", 5)[: wanted - len(found)]
        game_no += 1
    return found


def exact(position: Position, node_limit: int) -> int | None:
    """Return side 0's exact value of the rest of the deck (None: too big to solve)."""
    game = DeckGame(position)
    try:
        value = AlphaBeta(game, node_limit=node_limit).value(game.node(position))
    except SearchLimitError:
        return None
    return -value if position.turn % 2 else value


def gaps(rules: str, starts: list[Position], low: int, node_limit: int) -> list[dict[str, object]]:
    """Return, per last round, its piles and exact minus model per (leading, dealing) score.

    Seen from the leading side; ``None`` where the pair is below ``low`` or too big to solve.
    """
    size = TOP // 2 + 1
    ruleset = load_ruleset(rules)
    found: list[dict[str, object]] = []
    for start in starts:
        gap_of: list[list[int | None]] = [[None] * size for _ in range(size)]
        lead = (start.dealer + 1) % 2
        model = DeckValue(ruleset, 2, start.dealer)
        piles = (len(start.piles[0]), len(start.piles[1]))
        in_play = len(start.table) + sum(len(hand) for hand in start.hands)
        for i in range(size):
            for j in range(size):
                if max(i, j) * 2 < low:
                    continue
                scores = (2 * i, 2 * j) if lead == 0 else (2 * j, 2 * i)
                value = exact(dataclasses.replace(start, scores=scores), node_limit)
                if value is None:
                    continue
                gap = value - round(model.value(scores, piles, in_play, 1))
                gap_of[i][j] = gap if lead == 0 else -gap
        found.append({"piles": [piles[lead], piles[1 - lead]], "in_play": in_play, "gaps": gap_of})
    return found


def tables(
    rounds: list[dict[str, object]], edges: list[int], shrink: float
) -> list[list[list[int]]]:
    """Return per band of card lead the mean gap per pair of scores, shrunk to the pair's mean.

    A band holding ``n`` rounds of a pair gets ``(sum + shrink * mean) / (n + shrink)``, the
    mean being over every band: a band with few rounds leans on the others.
    """
    size = TOP // 2 + 1
    found = [[[0] * size for _ in range(size)] for _ in range(len(edges) + 1)]
    for i in range(size):
        for j in range(size):
            cells = [
                (bisect_right(edges, r["piles"][0] - r["piles"][1]), r["gaps"][i][j])  # type: ignore[index]
                for r in rounds
                if r["gaps"][i][j] is not None  # type: ignore[index]
            ]
            if not cells:
                continue
            mean = sum(gap for _, gap in cells) / len(cells)
            for band, table in enumerate(found):
                mine = [gap for b, gap in cells if b == band]
                table[i][j] = round((sum(mine) + shrink * mean) / (len(mine) + shrink))
    return found


def main() -> None:
    """Solve the last rounds at every pair of scores and write the data file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=24, help="last rounds per preset")
    parser.add_argument("--from", dest="low", type=int, default=20, help="least top score")
    parser.add_argument("--node-limit", type=int, default=300_000)
    parser.add_argument("--seed", default="last1")
    parser.add_argument("--presets", nargs="*", default=list(preset_names()))
    parser.add_argument("--edges", type=int, nargs="*", default=list(EDGES))
    parser.add_argument("--shrink", type=float, default=SHRINK)
    parser.add_argument("--raw", type=Path, nargs="*", default=[], help="solves kept as JSON")
    parser.add_argument("--solve", action="store_true", help="solve (else read the --raw files)")
    parser.add_argument("--out", type=Path, default=OUT / "last_round_correction.json")
    args = parser.parse_args()
    rounds: dict[str, list[dict[str, object]]] = {}
    if args.solve:
        for rules in args.presets:
            started = time.perf_counter()
            starts = positions(rules, args.positions, args.seed)
            rounds[f"{rules}/2"] = gaps(rules, starts, args.low, args.node_limit)
            print(f"{rules}: {len(starts)} last rounds, {time.perf_counter() - started:.0f} s")
        if args.raw:
            args.raw[0].write_text(json.dumps({"seed": args.seed, "rounds": rounds}), "utf-8")
    else:
        for path in args.raw:
            rounds.update(json.loads(path.read_text(encoding="utf-8"))["rounds"])
    data = {
        "about": "Exact minus model value of a two-player deck's last round from its start, "
        "per band of card lead (leading pile minus dealing pile, cut at 'edges'), per score of "
        "the leading side (rows) and the dealing side (columns), 0 to 38 in steps of 2, seen "
        "from the leading side (benchmarks/fit_last_round.py).",
        "seed": args.seed,
        "positions": args.positions,
        "shrink": args.shrink,
        "corrections": {
            key: {"edges": args.edges, "tables": tables(found, args.edges, args.shrink)}
            for key, found in sorted(rounds.items())
        },
    }
    args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""How far the coach's search is from the exact solves on the very same deals.

For each position of a reference counting the later decks whose deal-by-deal file
(``coach_reference_deals.py``) kept every deal (none left out by the node limit), the
deals are drawn again (the same seeds) and every action is valued in each by the coach's
own search (``lookahead._deal_values``: exact to the round's end, the end-of-round model
after it) beside the file's exact value (to the deck's
end). Printed, with the chica at stake and without:

1. the slope of the exact action values on the coach's (each centred on its deal's or its
   position's mean over the actions) and the root mean square of both and of their
   difference, on the chica's scale — per deal and per position (means over all deals);
2. the mean loss at stake, in points, of the first choice over ``k`` deals, by the coach's
   search and by the exact values (an oracle), against the exact values of the other half
   of the deals (the same split for both; 40 splits from a fixed seed).

No model, no sampling: what is left in (2) between the coach and the oracle is the
end-of-round model's error. Diagnosis for docs/coach.md ("The model at stake"); two players.

    python benchmarks/coach_model_error.py benchmarks/data/coach_reference_later_tune.json
        benchmarks/data/coach_deals_later_tune.json  (one line)
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
from pathlib import Path

from bench_coach_accuracy import position_of
from reference_deals import load, means

from cuarenta_tutor.engine.game import Action, Position
from cuarenta_tutor.engine.search import lookahead
from cuarenta_tutor.engine.search.chica_equity import point_worth
from cuarenta_tutor.engine.search.deck_value import deck_value
from cuarenta_tutor.engine.search.moves import MoveTable
from cuarenta_tutor.engine.search.sampling import sample_deals
from cuarenta_tutor.engine.search.scorer import Scorer
from cuarenta_tutor.engine.search.solver import rank_plays

SPLITS = 40


def search_deal(world: Position, actions: list[Action]) -> dict[str, float]:
    """Return every action's value in one deal by the coach's own search (the mover's)."""
    ruleset = world.ruleset
    model = deck_value(ruleset, world.players, world.dealer, later_decks=lookahead.LATER_DECKS)
    parts, _ = lookahead._deal_values(
        world, actions, model, MoveTable(ruleset), Scorer(ruleset, world.dealer)
    )
    return {str(action): float(part.value) for action, part in zip(actions, parts, strict=True)}


def centred(values: dict[str, float]) -> dict[str, float]:
    """Return the values minus their mean."""
    mean = statistics.mean(values.values())
    return {key: value - mean for key, value in values.items()}


def fit(pairs: list[tuple[float, float]]) -> str:
    """Return the slope of exact on coach through 0 and the root mean squares, as text."""
    xx = sum(x * x for x, _ in pairs)
    slope = sum(x * y for x, y in pairs) / xx if xx else float("nan")

    def rms(values: list[float]) -> float:
        return math.sqrt(sum(v * v for v in values) / len(values))

    return (
        f"slope {slope:.2f}, rms coach {rms([x for x, _ in pairs]):.0f} exact "
        f"{rms([y for _, y in pairs]):.0f} difference {rms([y - x for x, y in pairs]):.0f}"
    )


def first_choice_loss(
    coach: list[dict[str, float]], exact: list[dict[str, float]], k: int, rng: random.Random
) -> tuple[float, float]:
    """Return the mean loss of the coach's and the oracle's first choice over ``k`` deals."""
    found: tuple[list[float], list[float]] = ([], [])
    half = len(exact) // 2
    for _ in range(SPLITS):
        order = list(range(len(exact)))
        rng.shuffle(order)
        ref = means([exact[i] for i in order[:half]])
        top = max(ref.values())
        for judge, source in zip(found, (coach, exact), strict=True):
            mine = means([source[i] for i in order[half : half + k]])
            judge.append(top - ref[max(mine, key=mine.__getitem__)])
    return statistics.mean(found[0]), statistics.mean(found[1])


def main() -> None:
    """Print the two diagnoses (module doc)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reference", type=Path)
    parser.add_argument("deals", type=Path)
    parser.add_argument("--k", type=int, nargs="*", default=[16, 48])
    args = parser.parse_args()
    source = json.loads(args.reference.read_text(encoding="utf-8"))
    rows = load(args.deals)
    per_deal: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
    per_position: dict[bool, list[tuple[float, float]]] = {True: [], False: []}
    losses: dict[int, list[tuple[float, float]]] = {k: [] for k in args.k}
    rng = random.Random("model-error")
    used = 0
    for entry in source["positions"]:
        row = rows.get((str(entry["seed"]), int(entry["ply"])))
        if row is None:
            continue
        position = position_of(entry)
        exact = [{key: float(v) for key, v in deal.items()} for deal in row["deals"] + row["more"]]
        seed = f"{entry['seed']}-{entry['ply']}"
        worlds = [*sample_deals(position, int(source["deals"]), seed)]
        worlds += sample_deals(position, len(row["more"]), f"{seed}-more")
        if len(worlds) != len(exact) or len(exact[0]) < 2:
            continue  # a deal was left out (which one is not kept) or nothing to compare
        used += 1
        actions = [play.action for play in rank_plays(position, "immediate").plays]
        coach = [search_deal(world, actions) for world in worlds]
        stake = bool(entry["chica_at_stake"])
        for mine, true in zip(coach, exact, strict=True):
            c, e = centred(mine), centred(true)
            per_deal[stake] += [(c[a], e[a]) for a in c]
        c, e = centred(means(coach)), centred(means(exact))
        per_position[stake] += [(c[a], e[a]) for a in c]
        if stake:
            point = point_worth(position.ruleset, position.players)
            for k in args.k:
                by_coach, by_exact = first_choice_loss(coach, exact, k, rng)
                losses[k].append((by_coach / point, by_exact / point))
    print(f"{used} positions with every deal kept")
    for stake in (True, False):
        label = "chica at stake" if stake else "not at stake"
        print(f"{label}, per deal: {fit(per_deal[stake])}")
        print(f"{label}, per position: {fit(per_position[stake])}")
    for k, pairs in losses.items():
        print(
            f"first choice over {k} deals, mean loss at stake against the other half: coach's "
            f"search {statistics.mean(x for x, _ in pairs):.3f}, exact "
            f"{statistics.mean(y for _, y in pairs):.3f} point"
        )


if __name__ == "__main__":
    main()

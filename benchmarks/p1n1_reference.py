"""Walk finding P1-N1: a free caída against a drop at 24–2 in quito, searched deeper.

The learner held A♥ 3♣ 6♣ 7♥ Q♦ in the first round of a deck (the opponent has just
dropped A♣, the only table card); the coach called Q♦ "exactly the right play" over the
caída A♥ × A♣. A whole deck from its first round cannot be solved exactly, so this script
searches deeper than the coach and with every card of each deal known: over ``--deals``
deals of the cards the learner cannot see (``sample_deals``), each action is solved
exactly to the end of the current round (``--rounds 0``) or of the next one too (``--rounds
1``), the rounds left then valued by the end-of-round model in two ways:

- ``deal``: the coach's and the reference's yardstick — points to the end of the deck plus
  1 000 for a chica won *in this deck*; a deck that ends without it counts its points only;
- ``later``: the same, but a deck that ends without the chica is worth 1 000 times each
  side's chance of winning it over the *later* decks (``engine/search/chica_equity.py``).

Prints each action's mean and its standard error against the best, per score.

    nice -n 10 python benchmarks/p1n1_reference.py --rounds 1 --deals 24
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from cuarenta_tutor.engine.game import Action, legal_actions
from cuarenta_tutor.engine.position import Position
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.search import SearchLimitError
from cuarenta_tutor.engine.search.deck_value import DeckValue
from cuarenta_tutor.engine.search.sampling import sample_deals
from cuarenta_tutor.engine.search.solver import _DealSearch, _Limits
from cuarenta_tutor.engine.search.state import DeckGame

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from support.walk_positions import p1n1


def searched(
    position: Position, model: DeckValue, rounds: int, deals: int, node_limit: int
) -> tuple[dict[Action, list[int]], int]:
    """Return every action's exact value in each deal (rounds then model), and deals skipped."""
    actions = legal_actions(position)

    def horizon(s0: int, s1: int, p0: int, p1: int, in_play: int, left: int, tenths: int) -> int:
        return round(model.value((s0, s1), (p0, p1), in_play, left, tenths))

    values: dict[Action, list[int]] = {action: [] for action in actions}
    skipped = 0
    for world in sample_deals(position, deals, "p1n1"):
        game = DeckGame(world, horizon=horizon, rounds=rounds)
        try:
            found = _DealSearch(world, _Limits(node_limit), game=game).values(actions)
        except SearchLimitError:
            skipped += 1
            continue
        for outcome, value in found:
            values[outcome.action].append(value)
    return values, skipped


def summary(values: dict[Action, list[int]]) -> list[tuple[str, float, float]]:
    """Return each action's mean and standard error of its gap to the best, best first."""
    means = {action: statistics.mean(row) for action, row in values.items()}
    best = max(means, key=lambda action: means[action])
    rows = []
    for action, row in values.items():
        gaps = [b - v for b, v in zip(values[best], row, strict=True)]
        error = statistics.stdev(gaps) / len(gaps) ** 0.5 if len(gaps) > 1 else 0.0
        rows.append((str(action), means[action], error))
    return sorted(rows, key=lambda row: -row[1])


def main() -> None:
    """Search the position at each score with both yardsticks and print the rankings."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=1, help="whole rounds solved after this")
    parser.add_argument("--deals", type=int, default=24)
    parser.add_argument("--scores", default="24-2,26-2,22-2,20-2,10-2,0-0,2-24")
    parser.add_argument("--node-limit", type=int, default=2_000_000)
    args = parser.parse_args()
    rules = load_ruleset("quito")
    for text in args.scores.split(","):
        first, second = (int(part) for part in text.split("-"))
        position = p1n1((first, second))
        for name, later in (("deal", False), ("later", True)):
            started = time.perf_counter()
            model = DeckValue(rules, 2, position.dealer, later_decks=later)
            values, skipped = searched(position, model, args.rounds, args.deals, args.node_limit)
            ranking = " ".join(f"{a} {m:.1f}±{e:.1f}" for a, m, e in summary(values))
            used = len(next(iter(values.values())))
            print(
                f"{first}-{second} {name:5} rounds+{args.rounds} deals {used}+{skipped} "
                f"{time.perf_counter() - started:.0f}s | {ranking}",
                flush=True,
            )


if __name__ == "__main__":
    main()

"""Benchmark: the coach against its deep reference (``coach_reference.py``).

For every position of one set of ``benchmarks/data/coach_reference*.json`` (``--set
report`` by default; tune on ``tune``), the coach assesses every action blind to the hidden
cards, and the four figures of issue 23 are computed with the reference's values (the same
yardstick: points to the end of the deck, cartón included, chica = 1 000):

1. how often the coach's best action is within 0.5 point of the reference's best;
2. of the actions the coach calls mistake or blunder, the share that lose at least 2.5
   points by the reference;
3. of the actions it calls best or good, the share that lose at least 2.5 (missed
   mistakes), overall and with the chica at stake (a deal of the reference decides it);
4. with the chica at stake, the mean reference loss of the action it recommends.

The ``immediate`` ranking's first action (the club player) is scored on figures 1 and 4 as
a baseline. Not a test: run it by hand.

    nice -n 10 python benchmarks/bench_coach_accuracy.py --set report
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.record import GameRecord, steps
from cuarenta_tutor.engine.search import rank_plays
from cuarenta_tutor.engine.search.coach import Band, assess

DATA = Path(__file__).parent / "data"
FLAGGED = (Band.MISTAKE, Band.BLUNDER)
PASSED = (Band.BEST, Band.GOOD)
WITHIN = 0.5
LOSES = 2.5


def position_of(entry: dict[str, object]) -> Position:
    """Replay a reference entry's record to its position."""
    actions = tuple(str(a) for a in entry["actions"])  # type: ignore[attr-defined]
    record = GameRecord(str(entry["rules"]), int(entry["players"]), str(entry["seed"]), actions)  # type: ignore[call-overload]
    position = record.start()
    for step in steps(record):
        position = step.after
    return position


def score(entries: list[dict[str, object]]) -> dict[str, object]:
    """Compute the figures for the coach and the baseline on ``entries``."""
    within = base_within = 0
    flagged = flagged_true = 0
    passed = passed_bad = passed_stake = passed_stake_bad = 0
    stake_losses: list[float] = []
    base_stake_losses: list[float] = []
    times: list[float] = []
    for entry in entries:
        position = position_of(entry)
        ref: dict[str, float] = entry["values"]  # type: ignore[assignment]
        top = max(ref.values())
        started = time.perf_counter()
        assessment = assess(position)
        times.append(time.perf_counter() - started)
        stake = bool(entry["chica_at_stake"])
        best_loss = top - ref[str(assessment.best)]
        within += best_loss <= WITHIN
        base = rank_plays(position, "immediate").optimal[0].action
        base_loss = top - ref[str(base)]
        base_within += base_loss <= WITHIN
        if stake:
            stake_losses.append(best_loss)
            base_stake_losses.append(base_loss)
        for action in assessment.values:
            loss = top - ref[str(action)]
            band = assessment.band(action)
            if band in FLAGGED:
                flagged += 1
                flagged_true += loss >= LOSES
            elif band in PASSED:
                passed += 1
                passed_bad += loss >= LOSES
                if stake:
                    passed_stake += 1
                    passed_stake_bad += loss >= LOSES
    n = len(entries)

    def share(part: int, whole: int) -> float | None:
        return round(part / whole, 3) if whole else None

    return {
        "positions": n,
        "chica_at_stake": len(stake_losses),
        "best_within_0.5": share(within, n),
        "flagged_truly_lose_2.5": share(flagged_true, flagged),
        "flagged": flagged,
        "missed_mistakes": share(passed_bad, passed),
        "missed_mistakes_chica_at_stake": share(passed_stake_bad, passed_stake),
        "mean_loss_chica_at_stake": round(statistics.mean(stake_losses), 2)
        if stake_losses
        else None,
        "baseline_immediate_best_within_0.5": share(base_within, n),
        "baseline_immediate_mean_loss_chica_at_stake": round(statistics.mean(base_stake_losses), 2)
        if base_stake_losses
        else None,
        "assess_seconds_p50": round(statistics.median(times), 3),
        "assess_seconds_p95": round(statistics.quantiles(times, n=20)[-1], 3)
        if len(times) > 1
        else None,
    }


def later_decks() -> None:
    """Make the coach value a deck that ends without the chica by the later decks' chances.

    An experiment, not the shipped coach: see benchmarks/README.md (walk finding P1-N1).
    """
    from cuarenta_tutor.engine.rules import Ruleset
    from cuarenta_tutor.engine.search import lookahead
    from cuarenta_tutor.engine.search.deck_value import DeckValue, deck_value

    def counting_later(ruleset: Ruleset, players: int, dealer: int) -> DeckValue:
        return deck_value(ruleset, players, dealer, later_decks=True)

    lookahead.deck_value = counting_later  # type: ignore[attr-defined,assignment]


def main() -> None:
    """Score the coach on one set of the reference and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", default="report", choices=("tune", "report"))
    parser.add_argument("--players", type=int, choices=(2, 4))
    parser.add_argument("--json", type=Path)
    parser.add_argument(
        "--later-decks",
        action="store_true",
        help="experiment: the coach's model counts the later decks (chica_equity.py)",
    )
    args = parser.parse_args()
    if args.later_decks:
        later_decks()
    entries: list[dict[str, object]] = []
    for path in sorted(DATA.glob("coach_reference*.json")):
        entries += json.loads(path.read_text(encoding="utf-8"))["positions"]
    chosen = [
        e
        for e in entries
        if e["set"] == args.set and (args.players is None or e["players"] == args.players)
    ]
    results = {
        f"{players}p": score([e for e in chosen if e["players"] == players])
        for players in sorted({int(e["players"]) for e in chosen})  # type: ignore[call-overload]
    }
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

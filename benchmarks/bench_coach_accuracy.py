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

Two references and two coaches:

- ``--reference this-deck`` (``coach_reference.json``, ``coach_reference_4p.json``): a deck
  that ends without the chica is worth its points only; losses are points as they are.
- ``--reference later`` (``coach_reference_later*.json``, the same positions and deals):
  such a deck end is worth the later decks' chances, so values are on the scale of the
  whole chica. Every reference loss is then divided by what a point is worth at a
  chica's start (:func:`~cuarenta_tutor.engine.search.chica_equity.point_worth`, the
  coach's own conversion) before it is compared with 0.5 and 2.5, and the mean loss at
  stake is given both in those points and on the chica's scale (``..._raw``).
- ``--reference fresh`` (``coach_reference2_later*.json``): as ``later``, on positions of
  other mesas (``coach_reference.py --seed ref2``), solved after the engine's exact search
  valued the mesa, and built after the coach's last change was chosen (docs/coach.md).
- ``--reference fresh3`` (``coach_reference3_later*.json``, ``--seed ref3``): a second set
  made the same way, after the first was reported; ``fresh-both``: the two together.
- ``--coach later`` / ``--coach this-deck`` sets
  :data:`~cuarenta_tutor.engine.search.lookahead.LATER_DECKS` (default: as shipped).

"With the chica at stake" is the reference's own flag, of this deck's chica in both files.

``--deals FILE [FILE ...]`` (files of ``coach_reference_deals.py``, with ``--reference
later`` or a fresh one) replaces each of their positions' values by the mean over *all*
its deals, the reference's own and the further ones (96 deals for 24 + 72), and scores
only those positions: the reference at the issue's standard of 64–128 deals per position.
``--positions`` prints one line per position (tuning only: not on REPORT while tuning).

    nice -n 10 python benchmarks/bench_coach_accuracy.py --set report --reference later
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from pathlib import Path

from reference_deals import load, means

from cuarenta_tutor.engine.game import Position
from cuarenta_tutor.engine.record import GameRecord, steps
from cuarenta_tutor.engine.search import lookahead, rank_plays
from cuarenta_tutor.engine.search.chica_equity import point_worth
from cuarenta_tutor.engine.search.coach import Assessment, Band, assess

DATA = Path(__file__).parent / "data"
FLAGGED = (Band.MISTAKE, Band.BLUNDER)
PASSED = (Band.BEST, Band.GOOD)
WITHIN = 0.5
LOSES = 2.5
REFERENCES = {
    "this-deck": ("coach_reference.json", "coach_reference_4p.json"),
    "later": ("coach_reference_later*.json",),
    "fresh": ("coach_reference2_later*.json",),
    "fresh3": ("coach_reference3_later*.json",),
    "fresh-both": ("coach_reference2_later*.json", "coach_reference3_later*.json"),
}


def position_of(entry: dict[str, object]) -> Position:
    """Replay a reference entry's record to its position."""
    actions = tuple(str(a) for a in entry["actions"])  # type: ignore[attr-defined]
    record = GameRecord(str(entry["rules"]), int(entry["players"]), str(entry["seed"]), actions)  # type: ignore[call-overload]
    position = record.start()
    for step in steps(record):
        position = step.after
    return position


def with_all_deals(entries: list[dict[str, object]], paths: list[Path]) -> list[dict[str, object]]:
    """Return the entries found in the deals files ``paths``, valued over all their deals."""
    rows = {key: row for path in paths for key, row in load(path).items()}
    found = []
    for entry in entries:
        row = rows.get((str(entry["seed"]), int(entry["ply"])))  # type: ignore[call-overload]
        if row is not None:
            deals = row["deals"] + row["more"]
            found.append({**entry, "values": means(deals), "deals": len(deals)})
    return found


def describe(entry: dict[str, object], ref: dict[str, float], assessment: Assessment) -> str:
    """Return one position's lines: the coach's losses and the reference's, action by action."""
    top = max(ref.values())
    point = assessment.point
    stake = "at stake" if entry["chica_at_stake"] else "-"
    best = str(assessment.best)
    lines = [
        f"{entry['seed']}@{entry['ply']} {entry['scores']} {stake}: coach's best {best} "
        f"loses {top - ref[best]:.2f}"
    ]
    for action in assessment.ranked():
        error = assessment.errors.get(action, 0.0) / point
        lines.append(
            f"    {action!s:14} coach {assessment.loss(action) / point:6.2f} ± {error:4.2f}"
            f" {assessment.band(action).value:11} reference {top - ref[str(action)]:6.2f}"
        )
    return "\n".join(lines)


def score(
    entries: list[dict[str, object]], *, in_points: bool, show: bool = False
) -> dict[str, object]:
    """Compute the figures for the coach and the baseline on ``entries``.

    With ``in_points`` the reference's losses are divided by what a point is worth in each
    position (a reference counting the later decks, see the module doc); with ``show``
    each position's line is printed (:func:`describe`).
    """
    within = base_within = 0
    flagged = flagged_true = 0
    passed = passed_bad = passed_stake = passed_stake_bad = 0
    stake_losses: list[float] = []
    stake_raw: list[float] = []
    base_stake_losses: list[float] = []
    times: list[float] = []
    for entry in entries:
        position = position_of(entry)
        point = point_worth(position.ruleset, position.players) if in_points else 1.0
        ref = {key: value / point for key, value in entry["values"].items()}  # type: ignore[attr-defined]
        top = max(ref.values())
        started = time.perf_counter()
        assessment = assess(position)
        times.append(time.perf_counter() - started)
        stake = bool(entry["chica_at_stake"])
        best_loss = top - ref[str(assessment.best)]
        if show:
            print(describe(entry, ref, assessment), flush=True)
        within += best_loss <= WITHIN
        base = rank_plays(position, "immediate").optimal[0].action
        base_loss = top - ref[str(base)]
        base_within += base_loss <= WITHIN
        if stake:
            stake_losses.append(best_loss)
            stake_raw.append(best_loss * point)
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
        "mean_loss_chica_at_stake_raw": round(statistics.mean(stake_raw), 2) if stake_raw else None,
        "baseline_immediate_best_within_0.5": share(base_within, n),
        "baseline_immediate_mean_loss_chica_at_stake": round(statistics.mean(base_stake_losses), 2)
        if base_stake_losses
        else None,
        "assess_seconds_p50": round(statistics.median(times), 3),
        "assess_seconds_p95": round(statistics.quantiles(times, n=20)[-1], 3)
        if len(times) > 1
        else None,
    }


def main() -> None:
    """Score the coach on one set of the reference and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--set", default="report", choices=("tune", "report"))
    parser.add_argument("--players", type=int, choices=(2, 4))
    parser.add_argument("--json", type=Path)
    parser.add_argument("--reference", default="later", choices=sorted(REFERENCES))
    parser.add_argument(
        "--coach",
        choices=("later", "this-deck"),
        help="the coach counts the later decks or this deck's chica only (default: shipped)",
    )
    parser.add_argument(
        "--deals", type=Path, nargs="+", help="score against all the deals of these files"
    )
    parser.add_argument("--positions", action="store_true", help="print each position")
    args = parser.parse_args()
    if args.deals and args.reference == "this-deck":
        parser.error("--deals needs --reference later or a fresh one")
    if args.coach:
        lookahead.LATER_DECKS = args.coach == "later"
    entries: list[dict[str, object]] = []
    for pattern in REFERENCES[args.reference]:
        for path in sorted(DATA.glob(pattern)):
            entries += json.loads(path.read_text(encoding="utf-8"))["positions"]
    chosen = [
        e
        for e in entries
        if e["set"] == args.set and (args.players is None or e["players"] == args.players)
    ]
    if args.deals:
        chosen = with_all_deals(chosen, args.deals)
        if not chosen:
            parser.error(f"{' '.join(map(str, args.deals))}: no position of the {args.set} set")
    in_points = args.reference != "this-deck"
    header = {"coach_later_decks": lookahead.LATER_DECKS, "reference": args.reference}
    if args.deals:
        names = " ".join(path.name for path in args.deals)
        header["deals"] = f"{names}: all the deals of {len(chosen)} positions"
    print(json.dumps(header), flush=True)
    results = {
        f"{players}p": score(
            [e for e in chosen if e["players"] == players], in_points=in_points, show=args.positions
        )
        for players in sorted({int(e["players"]) for e in chosen})  # type: ignore[call-overload]
    }
    print(json.dumps(results, indent=1))
    if args.json:
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()

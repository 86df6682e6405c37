"""How much of the coach's error against its reference is the reference's own noise.

Reads a deal-by-deal file of ``coach_reference_deals.py`` (the reference's deals and
further ones, every action solved exactly in each) beside its reference file and prints:

1. the reference's paired standard error: for each action, the standard error over the
   reference's deals of its gap to the reference's best (the median over actions that
   lose 1.5–4 points, near the mistake's floor of 2.5);
2. an **oracle**: the exact solver on the *further* deals only, judged as the coach judges
   (best, "as good as" within two standard errors, a mistake only beyond its floor by two
   errors), scored against the reference as ``bench_coach_accuracy.py`` scores the coach —
   what a coach without model error, on as many deals, would score;
3. the shipped coach scored against the reference made of *all* the deals (less noisy);
4. the oracle at the standard of such a reference: all the deals split in halves (the
   first half, the reference's own deals first, against the exact solver on the second).

All losses in points (over :func:`~cuarenta_tutor.engine.search.chica_equity.point_worth`).
Diagnosis for docs/coach.md ("The benefit of the doubt"); two players, TUNE only.

    python benchmarks/coach_reference_noise.py benchmarks/data/coach_reference_later_tune.json \
        benchmarks/data/coach_deals_later_tune.json
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from bench_coach_accuracy import FLAGGED, LOSES, PASSED, WITHIN, position_of
from reference_deals import gaps, means

from cuarenta_tutor.engine.search.bands import band_of, decided_band
from cuarenta_tutor.engine.search.chica_equity import point_worth
from cuarenta_tutor.engine.search.coach import CONFIDENCE, Band, assess


def oracle_band(loss: float, error: float) -> Band:
    """Band an exact solver's loss as the coach bands its own (ties, as good as, the doubt)."""
    if loss <= 1e-9:
        return Band.BEST
    if loss <= CONFIDENCE * error + 1e-9:
        return Band.GOOD
    return decided_band(loss, error, CONFIDENCE)


class Tally:
    """The figures of ``bench_coach_accuracy.py`` for one judge against one reference."""

    def __init__(self) -> None:
        self.positions = self.within = self.flagged = self.true = self.passed = self.bad = 0
        self.stake: list[float] = []

    def add(self, ref: dict[str, float], best: str, bands: dict[str, Band], stake: bool) -> None:
        """Count one position: the judge's best and bands, the reference's values."""
        top = max(ref.values())
        self.positions += 1
        self.within += top - ref[best] <= WITHIN
        if stake:
            self.stake.append(top - ref[best])
        for action, band in bands.items():
            loss = top - ref[action]
            if band in FLAGGED:
                self.flagged += 1
                self.true += loss >= LOSES
            elif band in PASSED:
                self.passed += 1
                self.bad += loss >= LOSES

    def line(self) -> str:
        """Return the figures in one line."""
        stake = statistics.mean(self.stake) if self.stake else float("nan")
        return (
            f"best within 0.5 {self.within / self.positions:.1%}, flagged that lose >= 2.5 "
            f"{self.true / max(self.flagged, 1):.1%} ({self.flagged}), missed "
            f"{self.bad / max(self.passed, 1):.1%}, mean loss at stake {stake:.2f}"
        )


def main() -> None:
    """Print the four diagnoses (module doc)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("reference", type=Path)
    parser.add_argument("deals", type=Path)
    args = parser.parse_args()
    entries = json.loads(args.reference.read_text(encoding="utf-8"))["positions"]
    solved = json.loads(args.deals.read_text(encoding="utf-8"))["positions"]
    near: list[float] = []
    oracle, coach, halves = Tally(), Tally(), Tally()
    for entry, row in zip(entries, solved, strict=False):
        position = position_of(entry)
        point = point_worth(position.ruleset, position.players)
        own, more = row["deals"], row["more"]
        stake = bool(entry["chica_at_stake"])
        ref = means(own, point)
        for mean, error in gaps(own, max(ref, key=ref.__getitem__), point).values():
            if 1.5 <= mean <= 4:
                near.append(error)
        further = means(more, point)
        best = max(further, key=further.__getitem__)
        bands = {a: oracle_band(*found) for a, found in gaps(more, best, point).items()}
        oracle.add(ref, best, bands, stake)
        assessment = assess(position)
        every = {str(a): assessment.band(a) for a in assessment.values}
        coach.add(means(own + more, point), str(assessment.best), every, stake)
        every_deal = own + more
        first, second = every_deal[: len(every_deal) // 2], every_deal[len(every_deal) // 2 :]
        half = means(second, point)
        best = max(half, key=half.__getitem__)
        bands = {a: oracle_band(*found) for a, found in gaps(second, best, point).items()}
        halves.add(means(first, point), best, bands, stake)
    print(f"{oracle.positions} positions")
    print(f"reference's paired standard error near 2.5: median {statistics.median(near):.2f}")
    print(f"oracle (exact, further deals) against the reference: {oracle.line()}")
    print(f"coach against the reference of all the deals: {coach.line()}")
    print(f"oracle (exact, second half of the deals) against the first half: {halves.line()}")
    print(f"(a loss of 3 points reads {band_of(3.0).value} by the one table)")


if __name__ == "__main__":
    main()

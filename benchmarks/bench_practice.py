"""Benchmark Practice: choosing the next puzzle, and *Check* → verdict in Chromium.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_practice.py            # prints a Markdown table
    python benchmarks/bench_practice.py --json     # machine-readable

It measures, on this machine:

- choosing the next puzzle (``tutor/next_puzzle.py``) in a bank of ``--size`` puzzles (the
  largest shipped bank, repeated under new ids when it is smaller: the whole bank's size),
  for a learner who has played every puzzle and has a full list of recent ones (the most
  work): mixed themes and one theme, median / p95 / max of ``--choices`` choices;
- opening it as the controller does (choice + the position read by the engine);
- in Chromium against ``cuarenta-tutor serve``: from clicking *Check* on a puzzle of the
  bank (the proved answer clicked card by card) to the verdict on screen.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from dataclasses import replace
from datetime import date
from pathlib import Path

from common import CHROMIUM, CHROMIUM_ARGS, free_port, percentile, wait_for
from playwright.sync_api import Page, sync_playwright

from cuarenta_tutor.engine.plays import parse_play_text
from cuarenta_tutor.puzzles import Puzzle, bank_rules, find_puzzle, load_bank
from cuarenta_tutor.tutor.next_puzzle import choose_puzzle
from cuarenta_tutor.tutor.practice import Practice
from cuarenta_tutor.tutor.practice_record import PracticeRecord
from cuarenta_tutor.tutor.progress import Progress

ROOT = Path(__file__).resolve().parents[1]


def summary(values: list[float]) -> dict[str, float]:
    """Return the median, p95 and max of ``values`` (ms), rounded."""
    return {
        "median": round(statistics.median(values), 2),
        "p95": round(percentile(values, 0.95), 2),
        "max": round(max(values), 2),
    }


class Holder:
    """Holds a learner's progress, as the lesson session does in the app."""

    def __init__(self, progress: Progress) -> None:
        self.progress = progress


def sized_bank(rules: str, size: int) -> list[Puzzle]:
    """Return the ruleset's bank, repeated under new ids up to ``size`` puzzles."""
    bank = list(load_bank(rules))
    copies = [
        replace(puzzle, id=f"{puzzle.id}-{round_}")
        for round_ in range(1, size // max(1, len(bank)) + 1)
        for puzzle in bank
    ]
    return (bank + copies)[: max(size, len(bank))]


def busy_record(bank: list[Puzzle]) -> PracticeRecord:
    """Return a record that has played the whole bank (every puzzle rated once)."""
    record = PracticeRecord()
    for number, puzzle in enumerate(bank):
        record = record.rated(puzzle, float(number % 2), date(2026, 12, 1))
    return record


def bench_choice(choices: int, size: int) -> dict[str, object]:
    """Time the choice of the next puzzle and opening it."""
    rules = max(bank_rules(), key=lambda name: len(load_bank(name)))
    bank = sized_bank(rules, size)
    record = busy_record(bank)
    theme = bank[0].themes[0]
    timings: dict[str, list[float]] = {"mixed": [], "one theme": [], "next() and open": []}
    for number in range(choices):
        for label, themes in (("mixed", ()), ("one theme", (theme,))):
            began = time.perf_counter()
            choose_puzzle(
                bank,
                target=record.learner.rating.rating,
                seed=str(number),
                themes=themes,
                recent=record.recent,
                played=record.puzzles.keys(),
                rating_of=lambda puzzle: record.puzzle_rating(puzzle).rating,
            )
            timings[label].append((time.perf_counter() - began) * 1000)
    shipped = busy_record(list(load_bank(rules)))
    practice = Practice(Holder(Progress(practice=shipped)), rules=rules, seed="bench")
    for _ in range(choices):
        began = time.perf_counter()
        practice.next()
        timings["next() and open"].append((time.perf_counter() - began) * 1000)
    return {
        "rules": rules,
        "bank": len(bank),
        "shipped": len(load_bank(rules)),
        "played": len(record.puzzles),
        **{label: summary(values) for label, values in timings.items()},
    }


def shown(page: Page, old: str) -> str:
    """Wait for a puzzle other than ``old`` on screen and return its id."""
    page.wait_for_function(
        "(old) => { const t = document.querySelector('.ct-puzzle-title [data-puzzle]');"
        " return t && t.dataset.puzzle !== old; }",
        arg=old,
        timeout=30_000,
    )
    return str(page.locator(".ct-puzzle-title [data-puzzle]").get_attribute("data-puzzle"))


def bench_chromium(rounds: int) -> dict[str, object]:
    """Solve ``rounds`` puzzles in Chromium; time *Check* → verdict on screen."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser", "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    checks: list[float] = []
    try:
        wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
            page.goto(f"http://127.0.0.1:{port}/?practice=best-capture&rules=quito")
            puzzle_id = shown(page, "")
            while len(checks) < rounds:
                answer = find_puzzle(puzzle_id).answers[0]
                if answer in ("ronda", "claim"):
                    page.click(".ct-practice-solution")
                    page.wait_for_selector(".ct-practice-feedback .ct-fb-solution")
                else:
                    card, captured = parse_play_text(answer)
                    page.click(f".ct-practice-hand button[data-card='{card}']")
                    for taken in captured:
                        page.click(f".ct-practice-table button[data-card='{taken}']")
                    began = time.perf_counter()
                    page.click(".ct-practice-check")
                    page.wait_for_selector(".ct-practice-feedback .ct-fb-correct")
                    checks.append((time.perf_counter() - began) * 1000)
                page.click(".ct-practice-next")
                puzzle_id = shown(page, puzzle_id)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    return {"rounds": rounds, "check_to_verdict_ms": summary(checks)}


def main() -> int:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--choices", type=int, default=500, help="choices timed")
    parser.add_argument("--size", type=int, default=3000, help="puzzles in the bank chosen from")
    parser.add_argument("--rounds", type=int, default=20, help="puzzles solved in Chromium")
    parser.add_argument("--no-browser", action="store_true", help="only the choice")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result: dict[str, object] = {"choice": bench_choice(args.choices, args.size)}
    if not args.no_browser:
        result["chromium"] = bench_chromium(args.rounds)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    choice = result["choice"]
    assert isinstance(choice, dict)
    print("| measure | median / p95 / max | target |")
    print("|---|---|---|")
    for label in ("mixed", "one theme"):
        row = choice[label]
        print(
            f"| next puzzle, {label} ({choice['bank']} puzzles, all played) | "
            f"{row['median']} / {row['p95']} / {row['max']} ms | p95 ≤ 50 ms |"
        )
    row = choice["next() and open"]
    print(
        f"| `Practice.next()`: choose and open ({choice['shipped']} {choice['rules']} "
        f"puzzles, all played) | {row['median']} / {row['p95']} / {row['max']} ms | |"
    )
    if "chromium" in result:
        chromium = result["chromium"]
        assert isinstance(chromium, dict)
        row = chromium["check_to_verdict_ms"]
        print(
            f"| Chromium: *Check* → verdict on a puzzle ({chromium['rounds']} puzzles) | "
            f"{round(row['median'])} / {round(row['p95'])} / {round(row['max'])} ms | "
            "p95 ≤ 150 ms |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

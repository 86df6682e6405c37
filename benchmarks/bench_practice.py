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
  bank (the proved answer clicked card by card) to the verdict on screen, alternating with
  the lesson player's *Check* (``bench_app.measure_clicks``) on a second page of the same
  server: the ratio of the two is what a shared machine cannot blur;
- in-process, without a browser: how many widget messages one *Check* sends, for Practice
  and for the lesson player, and how long the kernel's handler takes.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any

import ipywidgets as widgets
from bench_app import measure_clicks
from common import CHROMIUM, CHROMIUM_ARGS, free_port, percentile, wait_for
from playwright.sync_api import Page, sync_playwright

from cuarenta_tutor.engine.plays import parse_play_text
from cuarenta_tutor.puzzles import Puzzle, bank_rules, find_puzzle, load_bank
from cuarenta_tutor.tutor.next_puzzle import choose_puzzle
from cuarenta_tutor.tutor.practice import Practice
from cuarenta_tutor.tutor.practice_record import PracticeRecord
from cuarenta_tutor.tutor.progress import Progress
from cuarenta_tutor.ui.app import TutorApp

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


def solve_shown(page: Page, puzzle_id: str) -> float | None:
    """Solve the puzzle on screen; return ms from *Check* to the verdict (None: skipped)."""
    answer = find_puzzle(puzzle_id).answers[0]
    if answer in ("ronda", "claim"):
        page.click(".ct-practice-solution")
        page.wait_for_selector(".ct-practice-feedback .ct-fb-solution")
        return None
    card, captured = parse_play_text(answer)
    page.click(f".ct-practice-hand button[data-card='{card}']")
    for taken in captured:
        page.click(f".ct-practice-table button[data-card='{taken}']")
    page.wait_for_function(
        "(n) => document.querySelectorAll('.ct-practice-table .ct-selected').length === n",
        arg=len(captured),
    )
    began = time.perf_counter()
    page.click(".ct-practice-check")
    page.wait_for_selector(".ct-practice-feedback .ct-fb-correct")
    return (time.perf_counter() - began) * 1000


def bench_chromium(rounds: int) -> dict[str, object]:
    """Solve ``rounds`` puzzles in Chromium, each followed by a lesson's *Check*; time both."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser", "--port", str(port)],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    checks: list[float] = []
    lessons: list[float] = []
    load = [round(value, 1) for value in os.getloadavg()]
    try:
        wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            viewport = {"width": 1280, "height": 800}
            page = browser.new_context(viewport=viewport).new_page()
            lesson = browser.new_context(viewport=viewport).new_page()
            page.goto(f"http://127.0.0.1:{port}/?practice=best-capture&rules=quito")
            lesson.goto(f"http://127.0.0.1:{port}/?lesson=captures-match")
            lesson.wait_for_selector(".ct-lesson", state="attached", timeout=120_000)
            puzzle_id = shown(page, "")
            while len(checks) < rounds:
                took = solve_shown(page, puzzle_id)
                if took is not None:
                    checks.append(took)
                    lessons += measure_clicks(lesson, 1)[0]
                page.click(".ct-practice-next")
                puzzle_id = shown(page, puzzle_id)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    practice, lesson_row = summary(checks), summary(lessons)
    return {
        "rounds": rounds,
        "load_average": {"start": load, "end": [round(v, 1) for v in os.getloadavg()]},
        "check_to_verdict_ms": practice,
        "lesson_check_to_verdict_ms": lesson_row,
        "ratio": {
            "median": round(practice["median"] / lesson_row["median"], 2),
            "p95": round(practice["p95"] / lesson_row["p95"], 2),
        },
    }


def count_messages(check: Callable[[], object]) -> int:
    """Return how many widget messages ``check`` sends to the browser."""
    sent = 0
    original = widgets.Widget._send

    def counting(widget: widgets.Widget, msg: dict[str, Any], buffers: Any = None) -> None:
        nonlocal sent
        sent += 1
        original(widget, msg, buffers)

    widgets.Widget._send = counting  # type: ignore[method-assign]
    try:
        check()
    finally:
        widgets.Widget._send = original  # type: ignore[method-assign]
    return sent


def practice_check(app: TutorApp) -> Callable[[], object]:
    """Select the open puzzle's proved answer in the Practice tab; return its *Check*."""
    panel = app.practice
    while panel.practice.puzzle is None or panel.practice.puzzle.answers[0] in ("ronda", "claim"):
        panel.practice.next()
    panel.render()
    card, captured = parse_play_text(panel.practice.puzzle.answers[0])
    panel.felt.hand_row.click(str(card))
    for taken in captured:
        panel.felt.table_row.click(str(taken))
    return panel.check.click


def lesson_check(app: TutorApp) -> Callable[[], object]:
    """Select the first lesson's answer again (after *Try again*); return its *Check*."""
    app.lesson_view.retry.click()
    app.lesson_view.felt.table_row.click("5c")
    return app.lesson_view.check.click


def bench_messages(rounds: int) -> dict[str, object]:
    """Count the widget messages of one *Check* and time its handler (in-process)."""
    result: dict[str, object] = {}
    cases = (
        ("practice", "?practice=best-capture&rules=quito", practice_check),
        ("lesson", "?lesson=captures-match", lesson_check),
    )
    for label, query, prepare in cases:
        counts, times = [], []
        for _ in range(rounds):
            app = TutorApp(query=query)
            if label == "lesson":  # solved once already: the bench's rounds re-solve it
                lesson_check(app)()
            check = prepare(app)
            began = time.perf_counter()
            counts.append(count_messages(check))
            times.append((time.perf_counter() - began) * 1000)
        result[label] = {"messages": max(counts), "handler_ms": summary(times)}
    return result


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
    result["messages"] = bench_messages(10)
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
    messages = result["messages"]
    assert isinstance(messages, dict)
    for label in ("practice", "lesson"):
        row = messages[label]["handler_ms"]
        print(
            f"| {label}: widget messages one *Check* sends; its handler in the kernel | "
            f"{messages[label]['messages']}; {row['median']} / {row['p95']} / {row['max']} ms | |"
        )
    if "chromium" in result:
        chromium = result["chromium"]
        assert isinstance(chromium, dict)
        for label, key, target in (
            ("a puzzle of the bank", "check_to_verdict_ms", "p95 ≤ 150 ms"),
            ("the lesson player, alternating", "lesson_check_to_verdict_ms", ""),
        ):
            row = chromium[key]
            print(
                f"| Chromium: *Check* → verdict, {label} ({chromium['rounds']} checks) | "
                f"{round(row['median'])} / {round(row['p95'])} / {round(row['max'])} ms | "
                f"{target} |"
            )
        ratio, load = chromium["ratio"], chromium["load_average"]
        print(
            f"| Practice ÷ lessons (load average {load['start'][0]} → {load['end'][0]}) | "
            f"{ratio['median']} / {ratio['p95']} / – | |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

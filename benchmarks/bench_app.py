"""Benchmark the app in a real browser: start-up, click-to-feedback latency, kernel memory.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_app.py              # prints a Markdown table
    python benchmarks/bench_app.py --json       # machine-readable

It measures, in one run on this machine:

- seconds from starting ``cuarenta-tutor serve`` to an interactive course map in Chromium;
- click-to-feedback latency: from clicking *Check* to the verdict on screen (median, p95),
  and from clicking a card to its selection being drawn;
- the resident memory (RSS) of each learner's kernel, against the kernel of a bare
  ipywidgets notebook served by the same Voilà.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import CHROMIUM, CHROMIUM_ARGS, free_port, kernels, percentile, rss_mib, wait_for
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
BARE = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "bare",
            "metadata": {},
            "outputs": [],
            "source": ["import ipywidgets as w\n", "w.VBox([w.Button(description='bare')])"],
        }
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


def start_bare(port: int, *options: str) -> subprocess.Popen[bytes]:
    """Serve the bare one-button ipywidgets notebook in the same Voilà, the baseline."""
    folder = Path(tempfile.mkdtemp())
    (folder / "bare.ipynb").write_text(json.dumps(BARE))
    command = [
        sys.executable,
        "-m",
        "voila",
        "bare.ipynb",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--ServerApp.allow_root=True",
        *options,
    ]
    return start(command, folder)


def start(
    command: list[str], cwd: Path, env: dict[str, str] | None = None
) -> subprocess.Popen[str]:
    """Start a server process quietly (``env``: its environment, default this one's)."""
    return subprocess.Popen(
        command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True
    )


def measure_clicks(page: Page, rounds: int) -> tuple[list[float], list[float]]:
    """Solve the first lesson ``rounds`` times; return check and card-click latencies (ms)."""
    checks, cards = [], []
    for _ in range(rounds):
        if page.locator(".ct-retry").is_visible():  # shown once the lesson has been tried
            page.click(".ct-retry")
        page.wait_for_selector(".ct-table button[data-card='5c'][aria-pressed='false']")
        began = time.perf_counter()
        page.click(".ct-table button[data-card='5c']")
        page.wait_for_selector(".ct-table button[data-card='5c'][aria-pressed='true']")
        cards.append((time.perf_counter() - began) * 1000)
        began = time.perf_counter()
        page.click(".ct-check")
        page.wait_for_selector(".ct-feedback.ct-fb-correct")
        checks.append((time.perf_counter() - began) * 1000)
    return checks, cards


def main() -> int:
    """Run the measurements and print them."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30, help="clicks measured")
    parser.add_argument("--learners", type=int, default=3, help="pages open at once")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    port, bare_port = free_port(), free_port()
    began = time.perf_counter()
    server = start(
        [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser", "--port", str(port)],
        ROOT,
    )
    bare = start_bare(bare_port)
    result: dict[str, object] = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
            result["server_port_open_s"] = round(time.perf_counter() - began, 2)
            page = browser.new_context().new_page()
            page.goto(f"http://127.0.0.1:{port}/?lesson=captures-match")
            page.wait_for_selector(".ct-lesson", state="attached", timeout=120_000)
            result["serve_to_interactive_s"] = round(time.perf_counter() - began, 2)
            checks, cards = measure_clicks(page, args.rounds)
            result["check_to_feedback_ms"] = {
                "median": round(statistics.median(checks), 1),
                "p95": round(percentile(checks, 0.95), 1),
                "max": round(max(checks), 1),
            }
            result["card_click_ms"] = {
                "median": round(statistics.median(cards), 1),
                "p95": round(percentile(cards, 0.95), 1),
            }
            for _ in range(args.learners - 1):
                other = browser.new_context().new_page()
                other.goto(f"http://127.0.0.1:{port}/")
                other.wait_for_selector(".ct-lesson", timeout=120_000)
            time.sleep(2)
            tutor = rss_mib(kernels(server.pid))
            wait_for(f"http://127.0.0.1:{bare_port}/voila/static/voila.js")
            bare_page = browser.new_context().new_page()
            bare_page.goto(f"http://127.0.0.1:{bare_port}/")
            bare_page.wait_for_selector("button:has-text('bare')", timeout=120_000)
            time.sleep(2)
            baseline = rss_mib(kernels(bare.pid))
            result["kernel_rss_mib"] = {
                "tutor_per_learner": round(statistics.mean(tutor), 1),
                "learners": len(tutor),
                "bare_ipywidgets": round(statistics.mean(baseline), 1),
                "ratio": round(statistics.mean(tutor) / statistics.mean(baseline), 2),
            }
            browser.close()
    finally:
        for process in (server, bare):
            process.terminate()
            process.wait(timeout=30)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    check, card, rss = (
        result["check_to_feedback_ms"],
        result["card_click_ms"],
        result["kernel_rss_mib"],
    )
    print("| measure | value |\n|---|---|")
    print(f"| serve start → port open | {result['server_port_open_s']} s |")
    print(
        f"| serve start → interactive course map (Chromium) | "
        f"{result['serve_to_interactive_s']} s |"
    )
    print(
        f"| Check → verdict on screen, median / p95 / max ({args.rounds} clicks) | "
        f"{check['median']} / {check['p95']} / {check['max']} ms |"
    )  # type: ignore[index]
    print(f"| card click → selection drawn, median / p95 | {card['median']} / {card['p95']} ms |")  # type: ignore[index]
    print(
        f"| kernel RSS per learner ({rss['learners']} learners) | {rss['tutor_per_learner']} MiB |"
    )  # type: ignore[index]
    print(
        f"| kernel RSS of a bare ipywidgets notebook | {rss['bare_ipywidgets']} MiB "
        f"(ratio {rss['ratio']}) |"
    )  # type: ignore[index]
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark the tutor's page load against a bare ipywidgets notebook in the same Voilà.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_page_load.py                 # 8 loads of each, Markdown table
    python benchmarks/bench_page_load.py --rounds 12 --json
    python benchmarks/bench_page_load.py --checkout /path/to/other/checkout   # compare code

Both servers run at once and the loads alternate (tutor, bare, tutor, bare, …), so a busy
machine slows both alike and the ratio stays meaningful. Each load is a warm load: the
servers have already served one page each (discarded), and every load opens a new browser
context (its own storage), times ``goto`` until the page is interactive — the tutor's
course map (its lesson buttons drawn) or the bare notebook's button — then closes the
context, whose kernel Voilà shuts down.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from bench_app import start, start_bare
from common import CHROMIUM, CHROMIUM_ARGS, free_port, wait_for
from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
TUTOR_READY = ".ct-lesson"
BARE_READY = "button:has-text('bare')"


def load_seconds(browser: Browser, url: str, ready: str) -> float:
    """Open ``url`` in a fresh context; return the seconds until ``ready`` is visible."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        began = time.perf_counter()
        page.goto(url)
        page.wait_for_selector(ready, timeout=120_000)
        return time.perf_counter() - began
    finally:
        context.close()


def main() -> int:
    """Run the alternating loads and print the medians and their ratio."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=8, help="timed loads of each page")
    parser.add_argument(
        "--checkout", type=Path, default=ROOT, help="serve the tutor of this checkout"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    port, bare_port = free_port(), free_port()
    checkout = args.checkout.resolve()
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    tutor = start(  # no kernel limits: every load comes from one address, as no class does
        [
            sys.executable,
            "-m",
            "cuarenta_tutor.cli",
            "serve",
            "--no-browser",
            "--port",
            str(port),
            "--max-kernels",
            "0",
        ],
        checkout,
        env=env,
    )
    bare = start_bare(
        bare_port,
        "--MappingKernelManager.cull_interval=10",
        "--MappingKernelManager.cull_idle_timeout=20",
    )
    pages = {
        "tutor": (f"http://127.0.0.1:{port}/", TUTOR_READY),
        "bare": (f"http://127.0.0.1:{bare_port}/", BARE_READY),
    }
    times: dict[str, list[float]] = {"tutor": [], "bare": []}
    try:
        wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
        wait_for(f"http://127.0.0.1:{bare_port}/voila/static/voila.js")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for url, ready in pages.values():  # warm-up loads, not counted
                load_seconds(browser, url, ready)
            for _ in range(args.rounds):
                for name, (url, ready) in pages.items():
                    times[name].append(load_seconds(browser, url, ready))
            browser.close()
    finally:
        for process in (tutor, bare):
            process.terminate()
            process.wait(timeout=30)
    tutor_s, bare_s = statistics.median(times["tutor"]), statistics.median(times["bare"])
    result = {
        "rounds": args.rounds,
        "tutor_median_s": round(tutor_s, 2),
        "bare_median_s": round(bare_s, 2),
        "ratio": round(tutor_s / bare_s, 2),
        "tutor_s": [round(t, 2) for t in times["tutor"]],
        "bare_s": [round(t, 2) for t in times["bare"]],
        "load_average": round(os.getloadavg()[0], 1),
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print("| page (warm load, median of alternating loads) | seconds |\n|---|---|")
    print(f"| tutor: course map interactive | {result['tutor_median_s']} |")
    print(f"| bare ipywidgets notebook: button shown | {result['bare_median_s']} |")
    print(f"| ratio tutor / bare ({args.rounds} loads each) | **{result['ratio']}** |")
    print(f"\nload average at the end: {result['load_average']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

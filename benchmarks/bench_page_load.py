"""Benchmark the tutor's page load against a bare ipywidgets notebook in the same Voilà.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_page_load.py                 # 8 loads of each, Markdown table
    python benchmarks/bench_page_load.py --rounds 12 --json
    python benchmarks/bench_page_load.py --checkout /path/to/other/checkout   # compare code
    python benchmarks/bench_page_load.py --baseline /path/to/main   # this code and main's, too

Both servers run at once and the loads alternate (tutor, bare, tutor, bare, …), so a busy
machine slows both alike and the ratio stays meaningful. ``--baseline`` adds a third server,
the tutor of another checkout (say main), to the alternation: a change and its base are
then measured against the same bare notebook in one run. Each load is a warm load: the
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
import subprocess
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
    parser.add_argument(
        "--baseline", type=Path, help="also serve the tutor of this checkout (e.g. main)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    checkouts = {"tutor": args.checkout, **({"baseline": args.baseline} if args.baseline else {})}
    ports = {name: free_port() for name in [*checkouts, "bare"]}
    servers = [serve_tutor(checkout, ports[name]) for name, checkout in checkouts.items()]
    servers.append(
        start_bare(
            ports["bare"],
            "--MappingKernelManager.cull_interval=10",
            "--MappingKernelManager.cull_idle_timeout=20",
        )
    )
    pages = {
        name: (f"http://127.0.0.1:{port}/", BARE_READY if name == "bare" else TUTOR_READY)
        for name, port in ports.items()
    }
    times: dict[str, list[float]] = {name: [] for name in pages}
    try:
        for port in ports.values():
            wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for url, ready in pages.values():  # warm-up loads, not counted
                load_seconds(browser, url, ready)
            for _ in range(args.rounds):
                for name, (url, ready) in pages.items():
                    times[name].append(load_seconds(browser, url, ready))
            browser.close()
    finally:
        for process in servers:
            process.terminate()
            process.wait(timeout=30)
    medians = {name: statistics.median(seconds) for name, seconds in times.items()}
    result: dict[str, object] = {"rounds": args.rounds}
    for name, median in medians.items():
        result[f"{name}_median_s"] = round(median, 2)
        if name != "bare":
            result[f"{name}_ratio"] = round(median / medians["bare"], 2)
    result["ratio"] = result["tutor_ratio"]
    result |= {f"{name}_s": [round(t, 2) for t in seconds] for name, seconds in times.items()}
    result["load_average"] = round(os.getloadavg()[0], 1)
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print("| page (warm load, median of alternating loads) | seconds | ratio to bare |")
    print("|---|---|---|")
    print(f"| tutor: course map interactive | {result['tutor_median_s']} | **{result['ratio']}** |")
    if "baseline" in times:
        print(
            f"| baseline tutor ({args.baseline}) | {result['baseline_median_s']} "
            f"| {result['baseline_ratio']} |"
        )
    print(f"| bare ipywidgets notebook: button shown | {result['bare_median_s']} | 1 |")
    print(f"\n{args.rounds} loads each; load average at the end: {result['load_average']}")
    return 0


def serve_tutor(checkout: Path, port: int) -> subprocess.Popen[str]:
    """Serve the tutor of ``checkout`` (its code first on ``PYTHONPATH``) on ``port``."""
    checkout = checkout.resolve()
    return start(  # no kernel limits: every load comes from one address, as no class does
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
        env={**os.environ, "PYTHONPATH": str(checkout)},
    )


if __name__ == "__main__":
    sys.exit(main())

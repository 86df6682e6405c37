"""Benchmark the static site against ``cuarenta-tutor serve``, side by side in one run.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_site.py                 # builds the site, prints a Markdown table
    python benchmarks/bench_site.py --site _site    # measures a site built before
    python benchmarks/bench_site.py --json

For each of the two (the site served by ``python -m http.server``, and ``serve``'s Voilà,
already started), in headless Chromium with every outside request blocked:

- cold load: a fresh browser context (empty cache) opening a lesson link → the lesson's
  *Check* button on screen (interactive);
- warm load: a second page in the same context (the browser's cache is kept) → interactive;
- *Check* → verdict: clicking *Check* on a right answer until the verdict is drawn
  (median and p95 over ``--rounds`` clicks).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench_app import measure_clicks, start
from common import CHROMIUM, CHROMIUM_ARGS, free_port, percentile, wait_for
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
LESSON = "?lesson=captures-match"
READY = ".ct-check"


def load_seconds(page: Page, url: str) -> float:
    """Open ``url`` and return the seconds until the lesson can be answered."""
    began = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(READY, timeout=180_000)
    return time.perf_counter() - began


def measure(browser: Browser, base: str, rounds: int) -> dict[str, float]:
    """Measure cold load, warm load and Check → verdict against one server."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith(base) else route.abort(),
    )
    cold = load_seconds(context.new_page(), f"{base}/{LESSON}")
    page = context.new_page()
    warm = load_seconds(page, f"{base}/{LESSON}")
    page.click(".ct-table button[data-card='5c']")
    page.click(READY)
    page.wait_for_selector(".ct-feedback.ct-fb-correct")
    checks, _cards = measure_clicks(page, rounds)
    context.close()
    return {
        "cold_s": round(cold, 2),
        "warm_s": round(warm, 2),
        "check_median_ms": round(statistics.median(checks)),
        "check_p95_ms": round(percentile(checks, 0.95)),
    }


def main() -> int:
    """Build (or take) the site, start both servers, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built before (default: build one)")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.site
        if folder is None:
            sys.path.insert(0, str(ROOT))
            from cuarenta_tutor.site.build import build_site

            began = time.perf_counter()
            folder = build_site(Path(scratch) / "_site").output
            print(f"site built in {time.perf_counter() - began:.1f} s", file=sys.stderr)
        site_port, serve_port = free_port(), free_port()
        servers = [
            start(
                [
                    sys.executable,
                    "-m",
                    "http.server",
                    "--bind",
                    "127.0.0.1",
                    "--directory",
                    str(folder),
                    str(site_port),
                ],
                ROOT,
            ),
            start(
                [
                    sys.executable,
                    "-m",
                    "cuarenta_tutor.cli",
                    "serve",
                    "--no-browser",
                    "--port",
                    str(serve_port),
                    "--max-per-client",
                    "0",
                ],
                ROOT,
            ),
        ]
        try:
            wait_for(f"http://127.0.0.1:{site_port}/index.html")
            wait_for(f"http://127.0.0.1:{serve_port}/voila/static/voila.js")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                results = {
                    "static site": measure(browser, f"http://127.0.0.1:{site_port}", args.rounds),
                    "serve (Voilà)": measure(
                        browser, f"http://127.0.0.1:{serve_port}", args.rounds
                    ),
                }
                browser.close()
        finally:
            for server in servers:
                server.terminate()
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print("| measure | static site | `serve` (Voilà) |")
    print("|---|---|---|")
    site, served = results["static site"], results["serve (Voilà)"]
    print(f"| cold load → interactive | {site['cold_s']} s | {served['cold_s']} s |")
    print(f"| warm load → interactive | {site['warm_s']} s | {served['warm_s']} s |")
    print(
        f"| *Check* → verdict, median / p95 ({args.rounds} clicks) | "
        f"{site['check_median_ms']} / {site['check_p95_ms']} ms | "
        f"{served['check_median_ms']} / {served['check_p95_ms']} ms |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

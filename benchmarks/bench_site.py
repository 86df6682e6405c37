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

A third column is the floor of any app on this stack: a copy of the site whose page runs
the one-button notebook of ``bench_app`` instead of the tutor (same Pyodide, same kernel,
same wheels loaded at start), cold and warm until its button is on screen. Each round
measures the three one after the other; with ``--repeat`` the medians are shown.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_app import BARE, measure_clicks, start
from common import CHROMIUM, CHROMIUM_ARGS, free_port, percentile, wait_for
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
LESSON = "?lesson=captures-match"
READY = ".ct-check"
BARE_READY = "button:has-text('bare')"


def load_seconds(page: Page, url: str, ready: str = READY) -> float:
    """Open ``url`` and return the seconds until ``ready`` (the lesson's Check) is on screen."""
    began = time.perf_counter()
    page.goto(url)
    page.wait_for_selector(ready, timeout=180_000)
    return time.perf_counter() - began


def bare_site(site: Path, folder: Path) -> Path:
    """Copy ``site`` into ``folder`` with the page running the one-button notebook."""
    from cuarenta_tutor.site.build import PAGE

    shutil.copytree(site, folder)
    page = folder / PAGE
    html = page.read_text(encoding="utf-8")
    start_tag = '<script id="jupyter-config-data" type="application/json">'
    head, rest = html.split(start_tag, 1)
    config_text, tail = rest.split("</script>", 1)
    config = json.loads(config_text)
    config["notebookSrc"]["cells"][0]["source"] = "".join(BARE["cells"][0]["source"])
    page.write_text(f"{head}{start_tag}{json.dumps(config)}</script>{tail}", encoding="utf-8")
    return folder


def measure(browser: Browser, base: str, rounds: int, ready: str = READY) -> dict[str, float]:
    """Measure cold load, warm load and (for the tutor) Check → verdict against one server."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    context.route(
        "**/*",
        lambda route: route.continue_() if route.request.url.startswith(base) else route.abort(),
    )
    cold = load_seconds(context.new_page(), f"{base}/{LESSON}", ready)
    page = context.new_page()
    warm = load_seconds(page, f"{base}/{LESSON}", ready)
    if ready != READY:
        context.close()
        return {"cold_s": round(cold, 2), "warm_s": round(warm, 2)}
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


def static_server(folder: Path, port: int) -> subprocess.Popen[str]:
    """Serve ``folder`` with ``python -m http.server``, as any static web server would."""
    command = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1"]
    return start([*command, "--directory", str(folder), str(port)], ROOT)


def medians(runs: list[dict[str, float]]) -> dict[str, float]:
    """Return the median of each measure over ``runs``."""
    return {key: round(statistics.median(run[key] for run in runs), 2) for key in runs[0]}


def main() -> int:
    """Build (or take) the site, start the three servers, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a site built before (default: build one)")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=1, help="rounds of the three, alternated")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.site
        if folder is None:
            from cuarenta_tutor.site.build import build_site

            began = time.perf_counter()
            folder = build_site(Path(scratch) / "_site").output
            print(f"site built in {time.perf_counter() - began:.1f} s", file=sys.stderr)
        bare = bare_site(folder, Path(scratch) / "_bare")
        site_port, bare_port, serve_port = free_port(), free_port(), free_port()
        serve = [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser"]
        servers = [
            static_server(folder, site_port),
            static_server(bare, bare_port),
            start([*serve, "--port", str(serve_port), "--max-per-client", "0"], ROOT),
        ]
        runs: dict[str, list[dict[str, float]]] = {"site": [], "bare": [], "serve": []}
        try:
            wait_for(f"http://127.0.0.1:{site_port}/index.html")
            wait_for(f"http://127.0.0.1:{bare_port}/index.html")
            wait_for(f"http://127.0.0.1:{serve_port}/voila/static/voila.js")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                for _ in range(args.repeat):
                    site_base = f"http://127.0.0.1:{site_port}"
                    runs["site"].append(measure(browser, site_base, args.rounds))
                    bare_base = f"http://127.0.0.1:{bare_port}"
                    runs["bare"].append(measure(browser, bare_base, args.rounds, BARE_READY))
                    serve_base = f"http://127.0.0.1:{serve_port}"
                    runs["serve"].append(measure(browser, serve_base, args.rounds))
                browser.close()
        finally:
            for server in servers:
                server.terminate()
    results = {name: medians(found) for name, found in runs.items()}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    site, bare_page, served = results["site"], results["bare"], results["serve"]
    print("| measure | static site | its floor: one-button page | `serve` (Voilà) |")
    print("|---|---|---|---|")
    for key, label in (("cold_s", "cold"), ("warm_s", "warm")):
        print(
            f"| {label} load → interactive | {site[key]} s | {bare_page[key]} s | {served[key]} s |"
        )
    print(f"| warm load, static site ÷ `serve` | {site['warm_s'] / served['warm_s']:.1f} × | | |")
    print(
        f"| *Check* → verdict, median / p95 ({args.rounds} clicks) | "
        f"{site['check_median_ms']} / {site['check_p95_ms']} ms | — | "
        f"{served['check_median_ms']} / {served['check_p95_ms']} ms |"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

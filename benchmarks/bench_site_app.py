"""Benchmark the site as an app against a site built before it, in one run, alternated.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_site_app.py --old /tmp/old_site --new _site --repeat 5

``--old`` is a site built by an earlier checkout (``cuarenta-tutor site`` of ``main``
before issue 27), served by ``python -m http.server`` as before; ``--new`` is this
checkout's site (built if not given), served by ``cuarenta-tutor site --serve`` (with its
compressed copies). For each round, in the order old, new (then new, old, …), a fresh
browser context: a cold load of a lesson link until its *Check* button is on screen, the
service worker's keeping done (new site), then a warm load in a second page of the same
context. Outside requests cannot leave the machine (Chromium resolves no name but
127.0.0.1) and are counted; routing is not used, since Playwright's routing turns the
browser's HTTP cache off, and the old site's warm load relies on that cache.

Prints a Markdown table (medians) and the ratio warm new ÷ warm old; ``--log FILE`` appends
it to a file (``benchmarks/site_app.log``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench_app import start
from common import CHROMIUM, CHROMIUM_ARGS, free_port, wait_for
from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
LESSON = "?lesson=captures-match"
READY = ".ct-player .ct-check"
LOCAL_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
KEPT = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("cuarenta-tutor-"));
  if (names.length !== 1) return false;
  const cache = await caches.open(names[0]);
  return Boolean(await cache.match(new URL("../../app-assets.json", location.href).href));
}"""


def one_round(browser: Browser, base: str, app: bool) -> dict[str, float]:
    """Cold then warm load of ``base``'s lesson link in a fresh context."""
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    outside: list[str] = []
    local = (base, "blob:", "data:")
    context.on("request", lambda r: None if r.url.startswith(local) else outside.append(r.url))
    page = context.new_page()
    began = time.perf_counter()
    page.goto(f"{base}/{LESSON}")
    page.wait_for_selector(READY, timeout=180_000)
    cold = time.perf_counter() - began
    if app:
        for _ in range(240):
            if page.evaluate(KEPT):
                break
            page.wait_for_timeout(500)
        else:
            raise RuntimeError("the service worker kept nothing")
    else:
        page.wait_for_timeout(2000)  # as long, about, for the old site's cache to settle
    warm_page = context.new_page()
    began = time.perf_counter()
    warm_page.goto(f"{base}/{LESSON}")
    warm_page.wait_for_selector(READY, timeout=180_000)
    warm = time.perf_counter() - began
    context.close()
    if outside:
        raise RuntimeError(f"requests left the machine: {outside[:3]}")
    return {"cold_s": cold, "warm_s": warm}


def main() -> int:
    """Serve both sites, alternate the rounds, print (and log) the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, required=True, help="a site built before")
    parser.add_argument("--new", type=Path, help="this checkout's site (default: build one)")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--log", type=Path, help="append the table to this file")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as scratch:
        new = args.new
        if new is None:
            from cuarenta_tutor.site.build import build_site

            new = build_site(Path(scratch) / "_site").output
        old_port, new_port = free_port(), free_port()
        old_server = [sys.executable, "-m", "http.server", "--bind", "127.0.0.1"]
        new_server = [sys.executable, "-m", "cuarenta_tutor.cli", "site", "--serve"]
        servers = [
            start([*old_server, "--directory", str(args.old), str(old_port)], ROOT),
            start([*new_server, "-o", str(new), "--no-browser", "--port", str(new_port)], ROOT),
        ]
        runs: dict[str, list[dict[str, float]]] = {"old": [], "new": []}
        try:
            bases = {"old": f"http://127.0.0.1:{old_port}", "new": f"http://127.0.0.1:{new_port}"}
            for base in bases.values():
                wait_for(f"{base}/index.html")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, args=[*CHROMIUM_ARGS, LOCAL_ONLY]
                )
                for number in range(args.repeat):
                    order = ("old", "new") if number % 2 == 0 else ("new", "old")
                    for name in order:
                        runs[name].append(one_round(browser, bases[name], name == "new"))
                browser.close()
        finally:
            for server in servers:
                server.terminate()
    medians = {
        name: {key: statistics.median(run[key] for run in found) for key in found[0]}
        for name, found in runs.items()
    }
    ratio = medians["new"]["warm_s"] / medians["old"]["warm_s"]
    table = [
        f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {args.repeat} rounds "
        "alternated, medians:",
        "",
        "| measure | site before (HTTP cache) | site as an app (service worker) |",
        "|---|---|---|",
        *(
            f"| {label} load → interactive | {medians['old'][key]:.2f} s "
            f"| {medians['new'][key]:.2f} s |"
            for key, label in (("cold_s", "cold"), ("warm_s", "warm"))
        ),
        f"| warm, app ÷ before | | {ratio:.2f} × |",
        "",
        "every round (old, new) warm s: "
        + ", ".join(
            f"{a['warm_s']:.2f}/{b['warm_s']:.2f}"
            for a, b in zip(runs["old"], runs["new"], strict=True)
        ),
        "",
    ]
    text = "\n".join(table)
    print(text)
    if args.log:
        with args.log.open("a", encoding="utf-8") as log:
            log.write(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

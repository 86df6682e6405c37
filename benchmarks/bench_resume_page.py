"""Benchmark resuming a kept mesa in a real page: Voilà's, or the static site's, in Chromium.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_resume_page.py                       # Voilà, this checkout
    python benchmarks/bench_resume_page.py --checkout /tmp/main  # Voilà, another checkout
    python benchmarks/bench_resume_page.py --site _site          # a built static site

A seeded mesa against the beginner engine is played here for ``--moves`` learner moves
(as ``bench_play_resume.py`` plays it) and its kept text is put in the page's storage
before the page opens. On the Play tab, *Resume the mesa* is clicked and timed until the
hand is drawn; then a card of the hand is clicked ``--clicks`` times, ``--gap`` seconds
apart (a learner thinking), each timed until the page shows it picked or put back: the
earlier moves' verdicts are judged between clicks since 8 December 2026 (``ui/idle.py``),
and a click that meets one of those steps waits for it. With Voilà, the processor time of
its kernels since the resume is read at each click (psutil): what the work between clicks
costs, and whether it has ended (enough clicks: it stops rising). One page, one kernel; the
times are wall-clock seconds, the kernels' processor seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from bench_app import start
from bench_page_load import serve_tutor
from bench_play_resume import live
from common import CHROMIUM, CHROMIUM_ARGS, free_port, kernels, wait_for
from playwright.sync_api import Page, sync_playwright

from cuarenta_tutor.tutor.play_kept import KeptMesa
from cuarenta_tutor.ui.play_kept import KEY

ROOT = Path(__file__).resolve().parent.parent
HAND = ".ct-play-hand button.ct-card"


def kept_text(players: int, moves: int) -> tuple[str, int]:
    """Return the kept text of a mesa played for ``moves`` learner moves, and its actions."""
    game, _seconds = live(players, moves)
    if game.deck_end is not None:
        game.next_deck()
    if game.position.is_over:
        raise SystemExit(f"the mesa ended before {moves} moves: a finished mesa is not offered")
    return KeptMesa.of(game).to_json(), len(game.record.actions)


def processor_seconds(server: subprocess.Popen[str] | None) -> float:
    """Return the processor time of the server's kernels so far (0 for a static site)."""
    if server is None:
        return 0.0
    total = 0.0
    for kernel in kernels(server.pid):
        times = kernel.cpu_times()
        total += times.user + times.system
    return total


def timed_pick(page: Page) -> float:
    """Click the hand's first card; return the seconds until the page shows the change."""
    card = page.locator(HAND).first
    code = card.get_attribute("data-card")
    after = "false" if card.get_attribute("aria-pressed") == "true" else "true"
    began = time.perf_counter()
    card.click()
    page.wait_for_selector(f"{HAND}[data-card='{code}'][aria-pressed='{after}']", timeout=60_000)
    return time.perf_counter() - began


def measure(
    page: Page, base: str, text: str, args: argparse.Namespace, cpu: Callable[[], float]
) -> dict[str, object]:
    """Open the page with the kept mesa, resume it and click; return the figures."""
    page.add_init_script(f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(text)})")
    page.goto(f"{base}/?lang=en", wait_until="commit")
    page.wait_for_selector(".ct-app .ct-tabs", timeout=180_000)
    page.locator(".ct-tabs .lm-TabBar-tab", has_text="Play").first.click()
    page.wait_for_selector(".ct-play-resume", timeout=60_000)
    time.sleep(2)  # the page settles: the kernel is idle before the resume
    before = cpu()
    began = time.perf_counter()
    page.click(".ct-play-resume")
    page.wait_for_selector(HAND, timeout=180_000)
    resumed = time.perf_counter() - began
    clicks, spent = [], []
    for _ in range(args.clicks):
        time.sleep(args.gap)
        clicks.append(round(timed_pick(page), 2))
        spent.append(round(cpu() - before, 1))
    return {"resume_s": round(resumed, 2), "clicks_s": clicks, "kernel_cpu_s": spent}


def main() -> int:
    """Run the measurement and print it."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 4), default=4)
    parser.add_argument("--moves", type=int, default=30, help="learner moves kept")
    parser.add_argument("--clicks", type=int, default=12, help="card clicks after the resume")
    parser.add_argument("--gap", type=float, default=3.0, help="seconds before each click")
    parser.add_argument("--checkout", type=Path, default=ROOT, help="serve this checkout's tutor")
    parser.add_argument("--site", type=Path, help="a built static site instead of Voilà")
    args = parser.parse_args()
    text, actions = kept_text(args.players, args.moves)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    if args.site:
        server = start([sys.executable, "-m", "http.server", str(port)], args.site)
        wait_for(f"{base}/")
        kernel_server = None
    else:
        server = kernel_server = serve_tutor(args.checkout, port)
        wait_for(f"{base}/voila/static/voila.js")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            result = measure(page, base, text, args, lambda: processor_seconds(kernel_server))
            browser.close()
    finally:
        server.terminate()
        server.wait(30)
    where = f"site {args.site}" if args.site else f"Voilà, {args.checkout}"
    print(
        f"{where}: {args.players} players, {args.moves} learner moves ({actions} actions) kept; "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    print(f"resume drawn in {result['resume_s']} s")
    print(f"card clicks, {args.gap} s apart, answered in (s): {result['clicks_s']}")
    if kernel_server is not None:
        spent = result["kernel_cpu_s"]
        print(f"kernel processor time since the resume, at each click (s): {spent}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Benchmark how long Play's long verdict shows open on a phone before its reasons fold.

Not a test: run it by hand (Debian's Chromium at /usr/bin/chromium, or set CHROMIUM):

    python benchmarks/bench_verdict_fold.py                        # this checkout, es de fi
    python benchmarks/bench_verdict_fold.py --baseline /work/main  # and main's, alternating
    python benchmarks/bench_verdict_fold.py --rounds 3 --langs es --json

On a 390×844 phone (touch), Play is started with the tests' deal (``?seed=aa``) and the hand's
first card is dropped four times: the long verdicts fold their reasons under "Why?" (walk17
L1; ``fitPlay`` / ``foldWhy`` in ``cuarenta_tutor/ui/static/play_fit.js``). A script put in
the page before its own (``add_init_script``) notes, per verdict box: when it was drawn
(a MutationObserver: the ``details.ct-play-why`` enters the page), when it folded (its class
``ct-folded``), and after every frame painted in between (a ``setTimeout`` after each
animation frame) whether the reasons were on screen. Reported per checkout: the folds, the
median and largest milliseconds from drawn to folded, the frames painted with the reasons
open before the fold, and the milliseconds they were seen open (drawn to the first painted
frame without them). With ``--baseline`` both servers run at once and the pages alternate,
so a busy machine slows both alike.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path

from bench_page_load import serve_tutor
from common import CHROMIUM, CHROMIUM_ARGS, free_port, wait_for
from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
PHONE = {"width": 390, "height": 844}
PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
HAND = ".ct-play-hand button.ct-card:not([disabled])"
WATCH = """(() => {
  // every verdict's reasons: drawn, folded, and seen open after each painted frame
  const seen = window.ctFoldSeen = [];
  const find = (why) => seen.find((entry) => entry.node === why);
  const visible = (why) => {
    const text = why.querySelector('.ct-play-why-text');
    return Boolean(text && text.getClientRects().length && text.checkVisibility());
  };
  const look = () => {
    for (const why of document.querySelectorAll('.ct-play-coach details.ct-play-why')) {
      if (!find(why)) {
        seen.push({ node: why, drawn: performance.now(), folded: null, frames: 0, hidden: null });
      }
    }
  };
  new MutationObserver((records) => {
    look();
    for (const record of records) {
      const entry = record.type === 'attributes' && find(record.target);
      if (entry && entry.folded === null && record.target.classList.contains('ct-folded')) {
        entry.folded = performance.now();
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true,
    attributeFilter: ['class'] });
  const painted = () => {  // after the frame just painted
    const now = performance.now();
    for (const entry of seen) {
      if (entry.hidden !== null || !entry.node.isConnected) { continue; }
      if (visible(entry.node)) { entry.frames += 1; } else { entry.hidden = now; }
    }
  };
  const tick = () => { setTimeout(painted, 0); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();"""
REPORT = """() => window.ctFoldSeen.map((e) => ({
  chars: e.node.textContent.length, drawn: e.drawn,
  folded: e.folded === null ? null : e.folded - e.drawn, frames: e.frames,
  open_ms: e.frames === 0 ? 0 : (e.hidden === null ? null : e.hidden - e.drawn),
}))"""


def one_page(browser: Browser, url: str, lang: str, drops: int) -> list[dict[str, float]]:
    """Play ``drops`` drops on a fresh phone page in ``lang``; return the verdicts' records."""
    context = browser.new_context(viewport=PHONE, has_touch=True)
    context.add_init_script(WATCH)
    try:
        page = context.new_page()
        page.goto(f"{url}?seed=aa&lang={lang}")
        page.wait_for_selector(".ct-lesson", timeout=120_000)
        page.click(PLAY_TAB)
        page.click(".ct-play-new")
        page.wait_for_selector(HAND, timeout=60_000)
        for _ in range(drops):
            card = page.locator(f"{HAND} >> nth=0")
            code = card.get_attribute("data-card")
            card.click()
            page.locator(f"{HAND}[data-card='{code}'][aria-pressed='true']").wait_for()
            page.click(".ct-play-play")
            page.wait_for_function(
                "(c) => !document.querySelector(`.ct-play-hand button[data-card='${c}']`)",
                arg=code,
                timeout=60_000,
            )
            page.wait_for_timeout(1500)  # every decision made (the old poll: 0.3 s or more)
        records: list[dict[str, float]] = page.evaluate(REPORT)
        return records
    finally:
        context.close()


def summary(records: list[dict[str, float]]) -> dict[str, object]:
    """Sum up the folds of ``records``: how many, drawn → folded, frames and ms seen open."""
    folds = [r for r in records if r["folded"] is not None]
    to_fold = [r["folded"] for r in folds]
    open_ms = [r["open_ms"] or 0.0 for r in folds]
    return {
        "verdicts": len(records),
        "folds": len(folds),
        "fold_median_ms": round(statistics.median(to_fold), 1) if to_fold else None,
        "fold_max_ms": round(max(to_fold), 1) if to_fold else None,
        "frames_open_max": max((r["frames"] for r in folds), default=0),
        "open_median_ms": round(statistics.median(open_ms), 1) if open_ms else None,
        "open_max_ms": round(max(open_ms), 1) if open_ms else None,
    }


def main() -> int:
    """Run the alternating pages and print each checkout's folds."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2, help="pages per language")
    parser.add_argument("--langs", nargs="+", default=["es", "de", "fi"])
    parser.add_argument("--drops", type=int, default=4)
    parser.add_argument("--checkout", type=Path, default=ROOT)
    parser.add_argument("--baseline", type=Path, help="also serve this checkout (e.g. main)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    checkouts = {"this": args.checkout, **({"baseline": args.baseline} if args.baseline else {})}
    ports = {name: free_port() for name in checkouts}
    servers = [serve_tutor(checkout, ports[name]) for name, checkout in checkouts.items()]
    found: dict[str, list[dict[str, float]]] = {name: [] for name in checkouts}
    try:
        for port in ports.values():
            wait_for(f"http://127.0.0.1:{port}/voila/static/voila.js")
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for _ in range(args.rounds):
                for lang in args.langs:
                    for name, port in ports.items():
                        url = f"http://127.0.0.1:{port}/"
                        records = one_page(browser, url, lang, args.drops)
                        found[name] += [{**r, "lang": lang} for r in records]  # type: ignore[dict-item]
            browser.close()
    finally:
        for process in servers:
            process.terminate()
            process.wait(timeout=30)
    result = {name: summary(records) for name, records in found.items()}
    result["load_average"] = round(os.getloadavg()[0], 1)  # type: ignore[assignment]
    if args.json:
        print(json.dumps({**result, "records": found}, indent=2, default=str))
        return 0
    print(
        "| checkout | verdicts | folds | drawn → folded, median (max) ms "
        "| frames painted open (max) | seen open, median (max) ms |"
    )
    print("|---|---|---|---|---|---|")
    for name, row in result.items():
        if name == "load_average" or not isinstance(row, dict):
            continue
        path = checkouts[name]
        print(
            f"| {name} ({path}) | {row['verdicts']} | {row['folds']} "
            f"| {row['fold_median_ms']} ({row['fold_max_ms']}) | {row['frames_open_max']} "
            f"| {row['open_median_ms']} ({row['open_max_ms']}) |"
        )
    print(
        f"\n{args.rounds} pages per language ({' '.join(args.langs)}), {args.drops} drops "
        f"each; load average at the end: {result['load_average']}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

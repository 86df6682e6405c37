"""What a visit to the static site moves, and which of its files the page never asks for.

Not a test: run it by hand on a built site (Debian's Chromium, or set CHROMIUM):

    python benchmarks/site_transfer.py _site                # a cold first visit
    python benchmarks/site_transfer.py _site --link         # … on a 9 Mbit/s, 40 ms link
    python benchmarks/site_transfer.py _site --never        # a whole session, no worker

The site is served as ``site --serve`` serves it, by a server that counts every answer
(``tests/support/site_link.py``), so that the service worker's and Python's web worker's
downloads count too. A cold visit prints the time until the lesson is interactive and the
MiB moved then and once the worker has kept the site, compressed and as the files' own
size. ``--never`` blocks the service worker and walks a whole session (a lesson, every
tab, a game, two more languages, the teacher's address), then lists, by folder, the files
no request asked for: what :mod:`cuarenta_tutor.site.trim` may leave out.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

from common import CHROMIUM, CHROMIUM_ARGS
from playwright.sync_api import Page, Route, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from support.site_link import MIB, Link, Log, counted_site, emulate_link  # noqa: E402

KEPT = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("cuarenta-tutor-"));
  if (names.length !== 1) return false;
  const cache = await caches.open(names[0]);
  return Boolean(await cache.match(new URL("../../app-assets.json", location.href).href));
}"""
COPIES = (".br", ".gz")


def plain_size(site: Path, log: Log) -> int:
    """Return the bytes the answered files have on disk (what an uncompressed visit moves)."""
    total = 0
    for sent in log.answers:
        path = site / (sent.path.split("?")[0].lstrip("/") or "index.html")
        if path.is_dir():
            path = path / "index.html"
        if sent.status == 200 and path.is_file():
            total += path.stat().st_size
    return total


def session(page: Page, base: str) -> None:
    """Walk a whole session: a lesson, every tab, a game, two languages, the teacher."""
    page.goto(f"{base}/?lesson=captures-match", wait_until="commit")
    page.wait_for_selector(".ct-player .ct-check", timeout=180_000)
    for tab in ("Course", "Rules", "Play", "Practice", "Lesson"):
        page.locator(".ct-tabs .lm-TabBar-tab", has_text=tab).first.click()
        page.wait_for_timeout(1500)
    page.locator(".ct-tabs .lm-TabBar-tab", has_text="Play").first.click()
    page.click(".ct-play-new")
    page.wait_for_timeout(3000)
    for language in ("Deutsch", "suomi"):
        page.select_option(".ct-language select", label=language)
        page.wait_for_timeout(2000)
    page.goto(f"{base}/?teacher=1", wait_until="commit")
    page.wait_for_selector(".ct-tabs", timeout=180_000)
    page.wait_for_timeout(3000)


def never_asked(site: Path, log: Log) -> None:
    """Print, by folder, the files of ``site`` that no answer sent."""
    asked = {path.lstrip("/") or "index.html" for path in log.paths()}
    files = {
        path.relative_to(site).as_posix()
        for path in site.rglob("*")
        if path.is_file() and not path.name.endswith(COPIES)
    }
    never = sorted(files - asked)
    folders: dict[str, list[int]] = collections.defaultdict(lambda: [0, 0])
    for name in never:
        folder = name.rsplit("/", 1)[0] if "/" in name else "."
        folders[folder][0] += 1
        folders[folder][1] += (site / name).stat().st_size
    print(f"asked for {len(asked)} files; never for {len(never)} of {len(files)}:")
    for folder, (count, size) in sorted(folders.items(), key=lambda item: -item[1][1]):
        print(f"  {size / 1024:8.0f} KiB  {count:4} files  {folder}/")


def main() -> int:
    """Serve the site, run a visit, print what it moved."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--link", action="store_true", help="a 9 Mbit/s, 40 ms link")
    parser.add_argument("--never", action="store_true", help="list files never asked for")
    args = parser.parse_args()
    link = Link(megabits=9, latency_ms=40) if args.link else None
    with counted_site(args.site, link) as (base, log), sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(service_workers="block" if args.never else "allow")
        outside: list[str] = []

        def route(request_route: Route) -> None:
            if request_route.request.url.startswith(base):
                request_route.continue_()
            else:
                outside.append(request_route.request.url)
                request_route.abort()

        context.route("**/*", route)
        page = context.new_page()
        if args.link:
            emulate_link(context, page)
        if args.never:
            session(page, base)
            never_asked(args.site, log)
        else:
            began = time.perf_counter()
            page.goto(f"{base}/?lesson=captures-match", wait_until="commit")
            page.wait_for_selector(".ct-player .ct-check", timeout=180_000)
            seconds = time.perf_counter() - began
            print(f"interactive after {seconds:.1f} s, {log.total() / MIB:.2f} MiB moved")
            for _ in range(240):
                if page.evaluate(KEPT):
                    break
                page.wait_for_timeout(500)
            print(
                f"kept after {time.perf_counter() - began:.1f} s: {log.total() / MIB:.2f} MiB "
                f"moved in {log.count()} answers ({plain_size(args.site, log) / MIB:.2f} MiB "
                "uncompressed)"
            )
        browser.close()
    print(f"requests outside the site: {len(outside)}")
    return 1 if outside else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Benchmark: the coach's verdict time on the static site (Pyodide) beside CPython's.

Not a test: run it by hand on a built site (needs Node.js; ``--chromium`` needs Chromium):

    python benchmarks/bench_site_verdict.py _site                # the --quick mesas of bench_coach
    python benchmarks/bench_site_verdict.py _site --chromium 3   # and 3 verdicts a mesa in Chromium

The positions and the calls are ``bench_coach.py``'s verdict timing: the seeded mesas of a
beginner (seat 0) against expert seats, 2 and 4 players, every action of seat 0 judged by
``judge``. The mesas are played once here, in CPython, and kept as game records (seed and
actions, :class:`~cuarenta_tutor.engine.record.GameRecord`); one script then replays them
and times each verdict, run unchanged by

- CPython: this checkout, in a fresh process;
- Pyodide in Node.js: the site's own Pyodide with every wheel of its lock, the tutor's
  bytecode as the site ships it (``site_pyodide.py``, as ``site_imports.py`` loads it);
- optionally Chromium (``--chromium N``, the first N verdicts of each mesa): a page that
  loads the same ``pyodide.mjs`` and wheels from the site, served by ``python -m
  http.server``, once on the page's main thread and once in a web worker, as the site's
  Pyodide kernel runs (a classic worker that imports ``pyodide.mjs``).

Each process is fresh, so its first verdict also pays what is built once (tables, imports
on first use): it is counted like the others and shown apart. The tables are wall-clock
(``time.perf_counter``); processor time, which a loaded machine inflates less, is printed
below them for CPython and for Node.js (``process.cpuUsage()``: Node's whole process, its
WebAssembly compiler threads included); a browser's Pyodide has none. Every verdict's band
and best action must be the same in every runtime.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import site_pyodide
from bench_coach import quick_mesas, records
from common import CHROMIUM, CHROMIUM_ARGS, free_port, percentile, wait_for

ROOT = Path(__file__).resolve().parents[1]
BUDGET_S = 1.5
"""Issue 23: on the static site a verdict may take up to 1.5 s."""
JUDGE = """\
import json, time
from cuarenta_tutor.engine.record import GameRecord, steps
from cuarenta_tutor.engine.search.coach import judge

try:  # Pyodide in Node.js: the processor time of Node's process
    from js import process as node

    def processor():
        used = node.cpuUsage()
        return (used.user + used.system) / 1e6
except ImportError:  # CPython: its own; a browser's Pyodide has none (wall-clock only)
    processor = None if __import__("sys").platform == "emscripten" else time.process_time

verdicts = []
for text in RECORDS:
    record = GameRecord.from_json(text)
    judged = 0
    for step in steps(record):
        if step.before.turn != 0:
            continue
        if LIMIT is not None and judged == LIMIT:
            break
        wall, cpu = time.perf_counter(), processor and processor()
        verdict = judge(step.before, step.action)
        wall, cpu = time.perf_counter() - wall, processor and processor() - cpu
        verdicts.append({
            "players": record.players, "seed": record.seed, "ply": step.number,
            "wall": wall, "cpu": cpu, "band": verdict.band.value,
            "best": str(verdict.best), "loss": verdict.loss,
        })
        judged += 1
OUT = json.dumps(verdicts)
"""
"""The timed calls, the same text in every runtime (``RECORDS`` and ``LIMIT`` put before)."""
RUN = """\
async function run(script, base) {  // the site's Pyodide, every wheel of its lock, then script
  const indexURL = new URL("./pyodide/", base).href;
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL });
  const lock = await (await fetch(indexURL + "pyodide-lock.json")).json();
  await pyodide.loadPackage(Object.keys(lock.packages), { messageCallback: () => {} });
  return pyodide.runPython(script);
}
"""
"""What both :data:`PAGE` and :data:`WORKER` run: the same calls on the main thread and off it."""
PAGE = f"""\
<!doctype html><meta charset="utf-8"><title>verdict time</title>
<script type="module">
{RUN}
window.judgeAll = (script) => run(script, location.href);
window.judgeInWorker = (script) => new Promise((resolve, reject) => {{
  const worker = new Worker("./judge-worker.js");  // classic, as the site's kernel worker
  const fail = (message) => {{
    clearTimeout(timer);
    worker.terminate();
    reject(new Error(message));
  }};
  const timer = setTimeout(() => fail("no answer within 10 minutes"), 600000);
  worker.onmessage = (event) => {{
    if (event.data.error) fail(event.data.error);
    else {{
      clearTimeout(timer);
      worker.terminate();
      resolve(event.data.text);
    }}
  }};
  worker.onerror = (event) => fail(event.message || "judge-worker.js failed to load");
  worker.onmessageerror = () => fail("an answer that cannot be read");
  worker.postMessage(script);
}});
window.ready = true;
</script>
"""
WORKER = f"""\
{RUN}
self.onmessage = async (event) => {{
  try {{
    self.postMessage({{ text: await run(event.data, self.location.href) }});
  }} catch (error) {{
    self.postMessage({{ error: String(error) }});
  }}
}};
"""
"""The web worker of :data:`PAGE` (``judgeInWorker``): a classic worker that imports
``pyodide.mjs``, as JupyterLite's Pyodide kernel, which runs the site's Python, does."""

Verdicts = list[dict[str, object]]


def script(texts: list[str], limit: int | None) -> str:
    """Return the judging script for the records ``texts`` (``limit`` verdicts per mesa)."""
    return f"RECORDS = {texts!r}\nLIMIT = {limit!r}\n{JUDGE}"


def in_cpython(code: str) -> Verdicts:
    """Run ``code`` in a fresh CPython process on this checkout; return its verdicts."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\nprint(OUT)"],
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    verdicts: Verdicts = json.loads(done.stdout.strip().splitlines()[-1])
    return verdicts


def in_node(site: Path, code: str) -> Verdicts:
    """Run ``code`` in the site's Pyodide in Node.js; return its verdicts."""
    verdicts: Verdicts = json.loads(site_pyodide.run(site_pyodide.core_of(site), f"{code}\nOUT"))
    return verdicts


def in_chromium(site: Path, code: str, *, in_worker: bool = False) -> Verdicts:
    """Run ``code`` in the site's Pyodide in headless Chromium; return its verdicts.

    On the page's main thread, or in a web worker (``in_worker``) as the site's kernel runs.
    """
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as scratch:
        Path(scratch, "pyodide").symlink_to(site_pyodide.core_of(site).resolve())
        Path(scratch, "index.html").write_text(PAGE, encoding="utf-8")
        Path(scratch, "judge-worker.js").write_text(WORKER, encoding="utf-8")
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port)],
            cwd=scratch,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            wait_for(f"http://127.0.0.1:{port}/index.html")
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                page = browser.new_page()
                page.goto(f"http://127.0.0.1:{port}/index.html")
                page.wait_for_function("window.ready === true")
                call = "judgeInWorker" if in_worker else "judgeAll"
                text = page.evaluate(f"(code) => window.{call}(code)", f"{code}\nOUT")
                browser.close()
        finally:
            server.terminate()
            server.wait()
    verdicts: Verdicts = json.loads(text)
    return verdicts


def summary(verdicts: Verdicts, players: int, clock: str = "wall") -> dict[str, float]:
    """Return the count, p50, p95, max and first verdict (ms) of ``players``' verdicts."""
    times = [float(v[clock]) for v in verdicts if v["players"] == players]  # type: ignore[arg-type]
    return {
        "n": len(times),
        "p50_ms": round(percentile(times, 0.5) * 1000, 1),
        "p95_ms": round(percentile(times, 0.95) * 1000, 1),
        "max_ms": round(max(times) * 1000, 1),
        "first_ms": round(times[0] * 1000, 1),
        "over_budget": sum(t > BUDGET_S for t in times),
    }


def differences(reference: Verdicts, other: Verdicts) -> list[str]:
    """Return the verdicts of ``other`` whose band or best action differ from ``reference``."""
    if len(reference) != len(other):
        return [f"{len(other)} verdicts against {len(reference)}"]
    found = []
    for one, two in zip(reference, other, strict=True):
        if (one["seed"], one["ply"]) != (two["seed"], two["ply"]):
            found.append(f"position {one['seed']} ply {one['ply']} against ply {two['ply']}")
        elif (one["band"], one["best"]) != (two["band"], two["best"]):
            found.append(
                f"{one['players']} players {one['seed']} ply {one['ply']}: "
                f"{one['band']} best {one['best']} against {two['band']} best {two['best']}"
            )
    return found


def report(name: str, verdicts: dict[str, Verdicts], base: str = "CPython") -> None:
    """Print the Markdown table of every runtime in ``verdicts`` and the check of bands."""
    print(f"\n{name}: wall-clock per verdict; ratio = this runtime / {base} on the same positions")
    print(
        "| runtime | players | verdicts | p50 | p95 | max | first | > 1.5 s | ratio p50/p95/max/sum"
    )
    print("|---|---|---|---|---|---|---|---|---")
    for runtime, found in verdicts.items():
        for players in (2, 4):
            row, ref = summary(found, players), summary(verdicts[base], players)
            ours = [float(v["wall"]) for v in found if v["players"] == players]  # type: ignore[arg-type]
            theirs = [float(v["wall"]) for v in verdicts[base] if v["players"] == players]  # type: ignore[arg-type]
            ratio = (
                "/".join(f"{row[key] / ref[key]:.2f}" for key in ("p50_ms", "p95_ms", "max_ms"))
                + f"/{sum(ours) / sum(theirs):.2f}"
            )
            print(
                f"| {runtime} | {players} | {row['n']} | {row['p50_ms']} ms | {row['p95_ms']} ms "
                f"| {row['max_ms']} ms | {row['first_ms']} ms | {row['over_budget']} | {ratio} |"
            )
    for runtime, found in verdicts.items():
        for players in (2, 4):
            if found and found[0]["cpu"] is not None:
                row = summary(found, players, "cpu")
                print(
                    f"{runtime} processor time, {players} players: p50 {row['p50_ms']} ms, "
                    f"p95 {row['p95_ms']} ms, max {row['max_ms']} ms, "
                    f"> 1.5 s: {row['over_budget']}"
                )
    for runtime, found in verdicts.items():
        if runtime != base:
            wrong = differences(verdicts[base], found)
            same = "the same band and best action" if not wrong else f"{len(wrong)} DIFFERENCES"
            print(f"{runtime} against {base}: {same} on all {len(found)} positions")
            for line in wrong:
                print(f"  {line}")


def main() -> int:
    """Play the mesas, judge them in each runtime, print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path, help="a built site (cuarenta-tutor site -o DIR)")
    parser.add_argument("--rules", default="quito")
    parser.add_argument("--full", action="store_true", help="bench_coach's full six mesas")
    parser.add_argument("--limit", type=int, help="judge only the first N actions of a mesa")
    parser.add_argument("--chromium", type=int, default=0, help="N verdicts a mesa in Chromium")
    parser.add_argument("--json", type=Path, help="also write every verdict as JSON")
    args = parser.parse_args()
    site_pyodide.core_of(args.site)  # a folder that is not a built site: one line, at once
    print(f"{time.strftime('%Y-%m-%d %H:%M:%S UTC', time.gmtime())}, load {os.getloadavg()}")
    started = time.perf_counter()
    mesas = quick_mesas(not args.full)
    texts = [r.to_json() for players in (2, 4) for r in records(players, mesas, args.rules)]
    print(f"{len(texts)} mesas played ({args.rules}) in {time.perf_counter() - started:.0f} s")
    code = script(texts, args.limit)
    verdicts: dict[str, Verdicts] = {}
    runs = {"CPython": in_cpython, "Pyodide/Node": lambda text: in_node(args.site, text)}
    for runtime, run in runs.items():
        started = time.perf_counter()
        verdicts[runtime] = run(code)
        print(
            f"{runtime}: {len(verdicts[runtime])} verdicts in {time.perf_counter() - started:.0f} s"
        )
    report(f"every verdict (limit {args.limit})", verdicts)
    if args.chromium:
        short = script(texts, args.chromium)
        browsers = {
            "CPython": in_cpython(short),
            "Pyodide/Node": in_node(args.site, short),
            "Pyodide/Chromium": in_chromium(args.site, short),
            "Pyodide/Chromium worker": in_chromium(args.site, short, in_worker=True),
        }
        report(f"the first {args.chromium} verdicts of each mesa, again in each runtime", browsers)
        verdicts.update({f"{key} (short)": value for key, value in browsers.items()})
    if args.json:
        args.json.write_text(json.dumps(verdicts, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

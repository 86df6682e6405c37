"""Run Python in the static site's own Pyodide, in Node.js, with every wheel of its lock.

Shared by the benchmarks that look at the site from the inside (``site_imports.py``,
``bench_site_verdict.py``): :func:`run` loads the Pyodide of a built site's
``static/pyodide`` folder as the page's kernel does (every wheel its ``pyodide-lock.json``
lists, the tutor's own included), runs a script and returns the value of its last
expression, which must be a string.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from pathlib import Path

RUNNER = """\
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
const [core, script] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(core, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: join(core, "/") });
const lock = JSON.parse(readFileSync(join(core, "pyodide-lock.json")));
await pyodide.loadPackage(Object.keys(lock.packages), { messageCallback: () => {} });
console.log(pyodide.runPython(readFileSync(script, "utf8")));
"""


CORE_FILES = ("pyodide.mjs", "pyodide-lock.json")
"""What :func:`core_of` needs in a site's Pyodide folder (the runner reads both)."""


def core_of(site: Path) -> Path:
    """Return the folder of Pyodide's core and the wheels in the built site ``site``.

    A folder that is not a built site stops the benchmark with one line that says so,
    before Node.js starts.
    """
    core = site / "static" / "pyodide"
    missing = [name for name in CORE_FILES if not (core / name).is_file()]
    if missing:
        raise SystemExit(
            f"{site} is not a built site (no {core / missing[0]}): "
            "build one with cuarenta-tutor site -o DIR"
        )
    return core


def run(core: Path, script: str) -> str:
    """Run ``script`` in the Pyodide of ``core`` (Node.js); return its last expression's value.

    Only the last line of Node's output is returned: Python's own prints come before it.
    """
    node = shutil.which("node")
    if node is None:
        raise SystemExit("this needs Node.js")
    with tempfile.TemporaryDirectory() as scratch:
        runner, probe = Path(scratch, "run.mjs"), Path(scratch, "script.py")
        runner.write_text(RUNNER, encoding="utf-8")
        probe.write_text(script, encoding="utf-8")
        done = subprocess.run(
            [node, str(runner), str(core.resolve()), str(probe)],
            capture_output=True,
            text=True,
            check=True,
        )
    return done.stdout.strip().splitlines()[-1]

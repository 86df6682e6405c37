"""Ship bytecode instead of sources: compile the wheels and Python's standard library at build.

A pure-Python wheel from PyPI holds ``.py`` files, so the page's Python compiles every module
it imports (IPython, prompt_toolkit, Babel, the tutor, …) on every visit: its file system
lives in memory and forgets the bytecode. Pyodide's standard library (``python_stdlib.zip``)
holds sources too, and a page load imports about 170 of its modules (``pydoc``, ``pdb``,
``urllib``, …). The build compiles them all once: Pyodide itself, run in Node.js from the very
files the site serves, compiles the sources (``compileall``, a ``.pyc`` beside each ``.py``,
as CPython 3.13 for WebAssembly writes them), and each archive is written again with the
bytecode in place of the source. A file that does not compile keeps its source. The tutor's
own modules are compiled with their docstrings emptied (:mod:`.docstrings`).
"""

from __future__ import annotations

import shutil
import zipfile
from pathlib import Path

from . import fetch, wheels
from .docstrings import blank_tree

TUTOR_WHEEL = "cuarenta_tutor-"
"""How the tutor's own wheel's name starts: its bytecode is compiled without docstrings
(:mod:`.docstrings`)."""
STDLIB = "python_stdlib.zip"
"""Pyodide's standard library, in its core folder (mounted as ``/lib/python313.zip``)."""
COMPILE_SCRIPT = """\
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const [core, folder] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(core, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: join(core, "/") });
pyodide.FS.mkdirTree("/sources");
pyodide.mountNodeFS("/sources", folder);
pyodide.runPython(`
import compileall, os, py_compile, site, sys
unchecked = py_compile.PycInvalidationMode.UNCHECKED_HASH
stdlib = next(entry for entry in sys.path if entry.endswith(".zip"))
packages = site.getsitepackages()[0]
for name in sorted(os.listdir("/sources")):
    where = stdlib if name == "@STDLIB@" else packages
    compileall.compile_dir(
        f"/sources/{name}", ddir=where, quiet=2, legacy=True, workers=1,
        invalidation_mode=unchecked,
    )
`);
""".replace("@STDLIB@", STDLIB)
"""Node.js module: load Pyodide from the folder ``core``, compile every ``.py`` under
``folder/<archive>/``. Each file is compiled under the name it has in the page (``ddir``):
``/lib/python313.zip/json/decoder.py``, ``/lib/python3.13/site-packages/IPython/…``, so
that a traceback names the page's files, not the build's folders. The bytecode is marked
*unchecked* (PEP 552): it holds no time of its source, so that a rebuild writes the same
wheels and a learner's browser keeps the unchanged ones (the service worker compares
hashes), and Python never checks a source that is not there."""


def precompile(laid: list[Path], pyodide: Path, scratch: Path) -> None:
    """Replace the ``.py`` files of each wheel in ``laid`` and of the stdlib by bytecode."""
    archives = [*laid, pyodide / STDLIB]
    sources = scratch / "sources"
    for path in archives:
        with zipfile.ZipFile(path) as archive:
            names = [name for name in archive.namelist() if name.endswith(".py")]
            archive.extractall(sources / path.name, names)
        if path.name.startswith(TUTOR_WHEEL):
            blank_tree(sources / path.name)  # the page never reads the tutor's docstrings
    _compile(sources, pyodide, scratch)
    for path in archives:
        compiled = sources / path.name
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
        swaps = {
            name: (compiled / f"{name}c").read_bytes()
            for name in names
            if name.endswith(".py") and (compiled / f"{name}c").is_file()
        }
        wheels.swap_files(path, swaps)


def _compile(sources: Path, pyodide: Path, scratch: Path) -> None:
    """Compile every ``.py`` under ``sources`` with the Pyodide in ``pyodide`` (Node.js)."""
    node = shutil.which("node")
    if node is None:  # npm comes with Node.js: the message the build gives without npm
        raise fetch.node_missing()
    script = scratch / "compile.mjs"
    script.write_text(COMPILE_SCRIPT, encoding="utf-8")
    command = [node, str(script), str(pyodide.resolve()), str(sources.resolve())]
    fetch.run_step(command, "could not compile the wheels: {reason}")

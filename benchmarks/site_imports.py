"""Which modules the static site's Python imports, and what its archives hold beyond them.

Not a test: run it by hand on a built site (needs Node.js):

    python benchmarks/site_imports.py _site

It loads the site's own Pyodide in Node.js with every wheel of its lock, imports what the
Pyodide kernel imports as it starts (IPython, ipykernel, ipywidgets, anywidget, piplite,
micropip, the kernel's own package), builds the app for a lesson, practice, another
language, the teacher's page and a set link, and starts it as the page does; then prints
any error, and, by archive and sub-package, the bytecode that no import reached: what
:mod:`cuarenta_tutor.site.slim` may consider leaving out. A module missing here is not proof
that no path of the page needs it (a game, a class link, a traceback import more), so
``slim`` leaves out only what the page cannot use.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import site_pyodide

PROBE = """\
import json, sys, traceback
errors = []
for name in ("IPython", "ipykernel", "ipywidgets", "anywidget", "piplite", "micropip",
             "pyodide_kernel", "comm", "traitlets"):
    try:
        __import__(name)
    except Exception:
        errors.append(traceback.format_exc())
import comm, comm.base_comm, pyodide_kernel.comm
for kind in (comm.base_comm.BaseComm, *vars(pyodide_kernel.comm).values()):
    if isinstance(kind, type) and hasattr(kind, "publish_msg"):  # no front end to talk to
        kind.publish_msg = lambda self, *args, **kwargs: None
comm.create_comm = lambda *args, **kwargs: comm.DummyComm(*args, **kwargs)
try:
    from cuarenta_tutor.ui.app import TutorApp
    from cuarenta_tutor.ui.page_query import launch_in_page
    for query in ("?lesson=captures-match", "?practice=best-capture&rules=quito",
                  "?lang=fi&rules=pagat&lesson=captures-match", "?teacher=1",
                  "?set=captures-match,03-the-run&lang=de"):
        TutorApp(query=query)
    launch_in_page()
except Exception:
    errors.append(traceback.format_exc())
json.dumps({"errors": errors, "modules": sorted(sys.modules)})
"""


def imported(core: Path) -> dict[str, list[str]]:
    """Run the probe on the Pyodide in ``core``; return its errors and modules."""
    result: dict[str, list[str]] = json.loads(site_pyodide.run(core, PROBE))
    return result


def never_imported(core: Path, modules: set[str]) -> collections.Counter[str]:
    """Return the bytes of bytecode of each archive's sub-packages that no import reached."""
    found: collections.Counter[str] = collections.Counter()
    for archive in [*sorted(core.glob("*.whl")), core / "python_stdlib.zip"]:
        with zipfile.ZipFile(archive) as opened:
            for item in opened.infolist():
                if not item.filename.endswith(".pyc"):
                    continue
                module = item.filename[:-4].replace("/", ".").removesuffix(".__init__")
                if module not in modules:
                    where = ".".join(module.split(".")[:2])
                    found[f"{archive.name.split('-')[0]}: {where}"] += item.file_size
    return found


def main() -> int:
    """Probe the site named on the command line; print what no import reached."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site", type=Path)
    parser.add_argument("--top", type=int, default=30, help="how many lines to print")
    args = parser.parse_args()
    core = site_pyodide.core_of(args.site)
    result = imported(core)
    for error in result["errors"]:
        print(error, file=sys.stderr)
    modules = set(result["modules"])
    print(f"{len(modules)} modules imported; bytecode no import reached:")
    for where, size in never_imported(core, modules).most_common(args.top):
        print(f"  {size / 1024:7.0f} KiB  {where}")
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())

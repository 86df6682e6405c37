"""Leave out of the site what its page never loads.

Measured with ``benchmarks/site_transfer.py --never``: a whole session (a lesson, every tab,
a game, three languages, the teacher's page) asks for 130 of the 516 files ``voici build``
writes. What is left out here is what no page of the tutor can ask for: JupyterLite's own
applications (``build/``, the file browser ``voici/tree/``, ``doc/``), the widget manager's
extension (Voici's page has its own built in), and the icon and maths fonts (the app draws
no icon glyphs and no formulas, and the page links no Font Awesome). JavaScript chunks the
session did not load stay: they are small, and a path the session did not take may need one.
"""

from __future__ import annotations

import shutil
from pathlib import Path

FOLDERS = ("build", "doc", "voici/tree", "extensions/@jupyter-widgets")
"""Folders of ``voici build``'s output that the app's page never loads."""
FONTS = (".woff", ".woff2", ".eot", ".ttf")
"""Font Awesome's and MathJax's fonts in ``voici/build``."""
FILES = ("icon-120x120.png", "icon-512x512.png", "manifest.webmanifest", "jupyter-lite.ipynb")
"""JupyterLite's own manifest and icons (the site has its own, :mod:`.app`), its notebook."""


def trim(site: Path) -> list[str]:
    """Delete the files of ``site`` that the app's page never asks for; return their paths."""
    gone = [path for folder in FOLDERS for path in sorted((site / folder).rglob("*"))]
    gone += sorted(path for path in (site / "voici" / "build").glob("*") if path.suffix in FONTS)
    gone += [site / name for name in FILES]
    names = sorted(path.relative_to(site).as_posix() for path in gone if path.is_file())
    for folder in FOLDERS:
        shutil.rmtree(site / folder, ignore_errors=True)
    for path in gone:
        if path.is_file():
            path.unlink()
    return names

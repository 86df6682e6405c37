"""List every kernel wheel in Pyodide's lock, so that the page loads them all at start.

Without this, the Pyodide kernel starts Python, then installs its own packages (``ipykernel``,
``ipython``, ``jedi``, …) with piplite one after the other, each resolving its dependencies,
and the page's notebook installs the app's wheels the same way: about 3 s of a 9 s load.
With every wheel in ``pyodide-lock.json`` and named in the kernel's ``loadPyodideOptions``,
``loadPyodide`` fetches and unpacks them together while Python starts, and the kernel skips
its piplite installs (it installs only what ``packages`` does not name).
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from pathlib import Path

KERNEL_NAMES = (
    "micropip",
    "piplite",
    "sqlite3",
    "ipykernel",
    "comm",
    "pyodide_kernel",
    "jedi",
    "ipython",
)
"""Names the Pyodide kernel looks for, spelt as it spells them, in ``packages``: with them
there, it installs nothing at start (pyodide-kernel 0.7.0, ``initPackageManager`` and
``initKernel``)."""
KERNEL_EXTENSION_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
"""Wheels that come with the Pyodide kernel's front-end extension (its ``static/pypi``)."""


def canonical(name: str) -> str:
    """Return a distribution's canonical name (PEP 503), the key of Pyodide's lock.

    >>> canonical("Pyodide_Kernel"), canonical("typing_extensions")
    ('pyodide-kernel', 'typing-extensions')
    """
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_entry(wheel: Path) -> dict[str, object]:
    """Return the ``pyodide-lock.json`` entry of a pure-Python ``wheel``.

    It lists no dependencies: the page names every package it needs.
    """
    name, version = wheel.name.split("-")[:2]
    return {
        "name": canonical(name),
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": top_level_names(wheel),
        "depends": [],
        "unvendored_tests": False,
        "shared_library": False,
    }


def top_level_names(wheel: Path) -> list[str]:
    """Return the importable top-level names a wheel installs (its folders and modules)."""
    with zipfile.ZipFile(wheel) as archive:
        names = {
            item.split("/")[0].removesuffix(".py").removesuffix(".pyc")
            for item in archive.namelist()
            if (item.endswith((".py", ".pyc")) or "/" in item)
            and not item.split("/")[0].endswith((".dist-info", ".data"))
        }
    return sorted(name for name in names if name.isidentifier())


def preloaded_packages(lock_names: list[str]) -> list[str]:
    """Return the ``packages`` option of ``loadPyodide``: every package of the lock.

    The kernel's own spellings are added, so that it installs nothing itself.

    >>> preloaded_packages(["pyodide-kernel", "comm"])[:4]
    ['comm', 'ipykernel', 'ipython', 'jedi']
    """
    return sorted({*lock_names, *KERNEL_NAMES})

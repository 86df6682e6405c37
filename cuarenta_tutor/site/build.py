"""Build the static site: Pyodide, the wheels and the page, laid out for ``voici build``.

The build puts everything the page loads into the output folder and nothing else: Pyodide's
core from the npm package, the kernel's wheels (the tutor's own built from the checkout),
the two front-end extensions the app uses, and a page notebook that installs the wheels and
starts the app. ``disablePyPIFallback`` keeps the kernel from ever asking PyPI.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ..engine.messages import MessageError
from ..i18n import LANGUAGES
from ..paths import PACKAGE
from . import fetch, wheels
from .lock import Lock, read_lock

NOTEBOOK = "tutor.ipynb"
PAGE = f"voici/render/{Path(NOTEBOOK).stem}.html"
"""The app's page inside the site; the site's ``index.html`` forwards to it."""
PYODIDE_KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
PYODIDE_LEFT_OUT = (".map", ".d.ts", ".html", ".md")
"""Files of the npm package the page never loads (source maps, typings, demo consoles)."""
CDN_LINK = re.compile(r'<link[^>]*href="https://[^"]*fontawesome[^"]*"[^>]*/?>\s*')
"""Voici's page template links Font Awesome from a CDN; the app draws no icon glyphs."""
BABEL_DATA = wheels.babel_locales(LANGUAGES)
"""Babel is trimmed to the app's languages (about 10 MB less for every learner)."""
STUB_PACKAGES = ("sqlite3",)
"""Packages the Pyodide kernel asks for at start that exist only on Pyodide's CDN: stubbed."""
PYPI_FALLBACK_OFF = {
    "jupyter-lite-schema-version": 0,
    "jupyter-config-data": {
        "litePluginSettings": {
            f"{PYODIDE_KERNEL_EXTENSION}:kernel": {"disablePyPIFallback": True},
        },
    },
}
INDEX_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cuarenta Tutor</title>
<script>location.replace("{page}" + location.search + location.hash);</script>
<noscript><meta http-equiv="refresh" content="0; url={page}"></noscript>
</head><body><p><a href="{page}">Cuarenta Tutor</a></p></body></html>
"""
"""The site's front door: forwards to the app's page, keeping a deep link's query."""


@dataclass(frozen=True)
class SiteReport:
    """What a build made: where, how many files and bytes."""

    output: Path
    files: int
    size: int


def build_site(
    output: Path,
    *,
    checkout: Path = PACKAGE.parent,
    cache: Path | None = None,
    lock: Lock | None = None,
) -> SiteReport:
    """Build the static site of the tutor into ``output`` (replaced if it is a former build)."""
    lock = lock or read_lock()
    cache = cache or fetch.cache_dir()
    _check_output(output)
    with tempfile.TemporaryDirectory(prefix="cuarenta-site-") as scratch:
        root = Path(scratch)
        lite = root / "lite"
        installs = _lay_out_wheels(lite / "pypi", root / "wheels", checkout, cache, lock)
        _unpack_pyodide(fetch.pyodide_package(lock.pyodide, cache), lite, cache, lock)
        (lite / "jupyter-lite.json").write_text(json.dumps(PYPI_FALLBACK_OFF), encoding="utf-8")
        contents = root / "content"
        contents.mkdir()
        (contents / NOTEBOOK).write_text(page_notebook(installs), encoding="utf-8")
        extensions = _extensions(root / "extensions", cache, lock)
        built = root / "dist"
        _voici_build(lite, contents, built, extensions)
        _drop_cdn_links(built)
        (built / "index.html").write_text(INDEX_HTML.format(page=PAGE), encoding="utf-8")
        if output.exists():
            shutil.rmtree(output)
        shutil.copytree(built, output)
    files = [path for path in output.rglob("*") if path.is_file()]
    return SiteReport(output, len(files), sum(path.stat().st_size for path in files))


def page_notebook(packages: list[str]) -> str:
    """Return the site's notebook: install the wheels (no dependency lookup), start the app."""
    source = (
        "# Cuarenta Tutor in the browser (Pyodide): install the site's wheels, start the app.\n"
        "import piplite\n\n"
        f"await piplite.install({packages!r}, deps=False)\n\n"
        "from cuarenta_tutor.ui.page_query import launch_in_page\n\n"
        "launch_in_page()"
    )
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": "tutor",
                "metadata": {},
                "outputs": [],
                "source": source,
            }
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python", "language": "python", "name": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(notebook, indent=1)


def _check_output(output: Path) -> None:
    """Refuse to replace a folder that holds anything but a former build of the site."""
    if output.exists() and not output.is_dir():
        raise MessageError("{path} is not a folder", path=str(output))
    if output.is_dir() and any(output.iterdir()) and not (output / "jupyter-lite.json").exists():
        raise MessageError(
            "{path} is not empty and is not a former build of the site: choose another folder",
            path=str(output),
        )


def _lay_out_wheels(
    pypi: Path, scratch: Path, checkout: Path, cache: Path, lock: Lock
) -> list[str]:
    """Put every kernel wheel into ``pypi`` and return the names the page installs."""
    pypi.mkdir(parents=True)
    for wheel in fetch.wheels(lock.kernel, lock.python, cache):
        if wheel.name.startswith("babel-"):
            wheels.pure_copy(wheel, pypi, "babel", lock.kernel["babel"], BABEL_DATA)
        else:
            shutil.copy2(wheel, pypi)
    for name, version in lock.repacked.items():
        (binary,) = fetch.wheels({name: version}, lock.python, cache, "manylinux2014_x86_64")
        wheels.pure_copy(binary, pypi, name, version)
    for name in STUB_PACKAGES:
        wheels.stub(pypi, name)
    shutil.copy2(fetch.tutor_wheel(checkout, scratch), pypi)
    return sorted([*lock.kernel, *lock.repacked, "cuarenta-tutor"])


def _unpack_pyodide(tarball: Path, lite: Path, cache: Path, lock: Lock) -> None:
    """Unpack Pyodide's core where the kernel looks for it; its lock lists only ``core`` wheels."""
    target = lite / "static" / "pyodide"
    target.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name and not name.endswith(PYODIDE_LEFT_OUT):
                extracted = archive.extractfile(member)
                if extracted is not None:
                    (target / name).write_bytes(extracted.read())
    pyodide_lock = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = {}
    for wheel in fetch.wheels(lock.core, lock.python, cache):
        shutil.copy2(wheel, target)
        name = wheel.name.split("-")[0]
        entry = dict(pyodide_lock["packages"][name])
        entry.update(file_name=wheel.name, sha256=hashlib.sha256(wheel.read_bytes()).hexdigest())
        packages[name] = entry
    pyodide_lock["packages"] = packages
    (target / "pyodide-lock.json").write_text(json.dumps(pyodide_lock), encoding="utf-8")


def _extensions(folder: Path, cache: Path, lock: Lock) -> list[Path]:
    """Return the front-end extensions: the pinned widget wheels and the Pyodide kernel's."""
    found = fetch.wheels(lock.extensions, lock.python, cache)
    prefix = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    kernel = prefix / PYODIDE_KERNEL_EXTENSION
    if not kernel.is_dir():
        raise MessageError(
            'building the site needs its tools: pip install -e ".[site]" ({missing} is missing)',
            missing="jupyterlite-pyodide-kernel",
        )
    return [*found, kernel]


def _drop_cdn_links(site: Path) -> None:
    """Remove the Font Awesome links of every page: the site loads nothing from outside."""
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        page.write_text(CDN_LINK.sub("", text), encoding="utf-8")


def _voici_build(lite: Path, contents: Path, output: Path, extensions: list[Path]) -> None:
    """Run ``voici build`` with only our extensions, no source maps, no unused packages."""
    voici = Path(sys.executable).parent / "voici"
    if not voici.exists():
        raise MessageError(
            'building the site needs its tools: pip install -e ".[site]" ({missing} is missing)',
            missing="voici-core",
        )
    config = {
        "LiteBuildConfig": {
            "ignore_sys_prefix": True,
            "federated_extensions": [str(path) for path in extensions],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        }
    }
    (lite / "jupyter_lite_config.json").write_text(json.dumps(config), encoding="utf-8")
    command = [str(voici), "build", "--lite-dir", str(lite), "--contents", str(contents)]
    command += ["--output-dir", str(output)]
    done = subprocess.run(command, cwd=lite, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        lines = [line for line in (done.stderr or done.stdout).splitlines() if line.strip()]
        raise MessageError(
            "voici build failed: {reason}", reason=lines[-1] if lines else done.returncode
        )

"""Build the static site: Pyodide, the wheels and the page, laid out for ``voici build``.

The build puts everything the page loads into the output folder and nothing else: Pyodide's
core from the npm package, the kernel's wheels (the tutor's own built from the checkout) all
listed in Pyodide's lock so that they load together as Python starts (:mod:`.preload`), the
two front-end extensions the app uses, and a page notebook that starts the app.
``disablePyPIFallback`` keeps the kernel from ever asking PyPI.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
import tarfile
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from ..engine.messages import MessageError
from ..i18n import LANGUAGES
from ..lessons import prebuilt
from ..lessons.course import load_courses
from ..lessons.loader import COURSE_FOLDER
from ..paths import PACKAGE
from . import app, compress, fetch, precompile, preload, slim, trim, wheels
from .lock import Lock, read_lock

MARKER = ".cuarenta-tutor-site"
"""A file every build leaves in its folder: only a folder holding it is replaced by the next.

(``jupyter-lite.json`` alone would not do: a teacher's own JupyterLite project has one too.)
"""
MARKER_TEXT = "Built by `cuarenta-tutor site`: the next build replaces this whole folder.\n"
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
STUB_PACKAGES = ("sqlite3", "jedi")
"""Packages the Pyodide kernel asks for at start, stubbed: ``sqlite3`` exists only on
Pyodide's CDN; ``jedi`` completes code as one types, which the app's page never asks for, yet
IPython imports it at start when it is there (5 600 files, 15 MB to unpack on every visit)."""
CATALOGUE_SOURCES = (".po", ".pot")
"""The tutor's wheel in the site leaves out the catalogues' sources: the page reads the
compiled ``.mo`` files (:func:`~cuarenta_tutor.i18n.catalogs.translation`)."""
SERVICE_WORKER = "service-worker.js"
NO_SERVICE_WORKER = """\
// Cuarenta Tutor: this site runs without JupyterLite's service worker. The worker would
// mirror the browser's file store into the Pyodide kernel (/drive), and Python's imports
// would then ask it about that folder, one synchronous request each, hundreds per page load.
// The app reads no files; a script that throws makes the registration fail, and the kernel
// starts without the mirror.
throw new Error("Cuarenta Tutor runs without a service worker");
"""
"""The site's ``service-worker.js``: one that cannot be registered (see its comment)."""
INDEX_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cuarenta Tutor</title>
<link rel="icon" href="icons/icon.svg" type="image/svg+xml">
<script>
(function () {{
  let gone = false;
  const go = () => {{
    if (!gone) location.replace("{page}" + location.search + location.hash);
    gone = true;
  }};
  const workers = navigator.serviceWorker;
  if (!workers || !window.isSecureContext || workers.controller) return go();
  workers
    .register("{worker}")
    .then(() => workers.ready)
    .then((registration) => registration.active.postMessage({{ type: "prefetch" }}))
    .then(go, go);
  setTimeout(go, 3000);
}})();
</script>
<noscript><meta http-equiv="refresh" content="0; url={page}"></noscript>
</head><body><p><a href="{page}">Cuarenta Tutor</a></p></body></html>
"""
"""The site's front door: forwards to the app's page, keeping a deep link's query.

On a first visit it starts the service worker before it forwards (at most 3 s), so that the
worker serves the page and keeps every file as it arrives (nothing is downloaded twice), and
asks it to fetch Python and the wheels while the page's JavaScript starts."""


@dataclass(frozen=True)
class SiteReport:
    """What a build made: where, how many files and bytes (pre-compressed copies aside).

    ``brotli`` is the bytes of the same files where each is counted as its ``.br`` copy if
    it has one: what a browser would download if it asked for every file.
    """

    output: Path
    files: int
    size: int
    brotli: int
    build: str


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
    check_output(output)
    kernel_extension = _kernel_extension()
    with tempfile.TemporaryDirectory(prefix="cuarenta-site-") as scratch:
        root = Path(scratch)
        lite = root / "lite"
        pyodide = _unpack_pyodide(fetch.pyodide_package(lock.pyodide, cache), lite)
        wheels_in = _lay_out_wheels(pyodide, root / "wheels", checkout, cache, lock)
        wheels_in += _kernel_wheels(kernel_extension, pyodide)
        slim.slim([*wheels_in, pyodide / precompile.STDLIB])
        precompile.precompile(wheels_in, pyodide, root)
        names = _write_pyodide_lock(pyodide, wheels_in)
        config = site_config(preload.preloaded_packages(names))
        (lite / "jupyter-lite.json").write_text(json.dumps(config), encoding="utf-8")
        contents = root / "content"
        contents.mkdir()
        (contents / NOTEBOOK).write_text(page_notebook(), encoding="utf-8")
        extensions = [*fetch.wheels(lock.extensions, lock.python, cache), kernel_extension]
        built = root / "dist"
        _voici_build(lite, contents, built, extensions)
        _drop_cdn_links(built)
        (built / SERVICE_WORKER).write_text(NO_SERVICE_WORKER, encoding="utf-8")
        index = INDEX_HTML.format(page=PAGE, worker=app.WORKER)
        (built / "index.html").write_text(index, encoding="utf-8")
        (built / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
        trim.trim(built)
        build = app.add_app(built, PAGE)
        compress.precompress(built)
        if output.exists():
            shutil.rmtree(output)
        shutil.copytree(built, output)
    return site_report(output, build)


def site_report(output: Path, build: str) -> SiteReport:
    """Count the files of the site in ``output`` and their bytes, plain and compressed."""
    files = [
        path
        for path in output.rglob("*")
        if path.is_file() and not path.name.endswith(tuple(compress.ENCODINGS.values()))
    ]
    size = sum(path.stat().st_size for path in files)
    packed = sum(
        (path.with_name(path.name + ".br") if path.with_name(path.name + ".br").is_file() else path)
        .stat()
        .st_size
        for path in files
    )
    return SiteReport(output, len(files), size, packed, build)


def site_config(packages: list[str]) -> dict[str, object]:
    """Return the site's ``jupyter-lite.json``: load ``packages`` as Python starts, no PyPI."""
    settings = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": packages}}
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "litePluginSettings": {f"{PYODIDE_KERNEL_EXTENSION}:kernel": settings},
        },
    }


def page_notebook() -> str:
    """Return the site's notebook: start the app (the kernel has loaded every wheel)."""
    source = (
        "# Cuarenta Tutor in the browser (Pyodide): every wheel is loaded with the kernel.\n"
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


def check_output(output: Path) -> None:
    """Refuse to replace a folder that holds anything but a former build of the site."""
    if output.exists() and not output.is_dir():
        raise MessageError("{path} is not a folder", path=str(output))
    if output.is_dir() and any(output.iterdir()) and not (output / MARKER).is_file():
        raise MessageError(
            "{path} is not empty and is not a former build of the site: choose another folder",
            path=str(output),
        )


def _lay_out_wheels(
    target: Path, scratch: Path, checkout: Path, cache: Path, lock: Lock
) -> list[Path]:
    """Put Pyodide's core wheels and the app's kernel wheels into ``target``; return them."""
    laid = [shutil.copy2(wheel, target) for wheel in fetch.wheels(lock.core, lock.python, cache)]
    for wheel in fetch.wheels(lock.kernel, lock.python, cache):
        if wheel.name.startswith("babel-"):
            laid.append(wheels.pure_copy(wheel, target, "babel", lock.kernel["babel"], BABEL_DATA))
        elif wheel.name.startswith("pygments-"):
            pins = ("pygments", lock.kernel["pygments"])
            laid.append(wheels.pure_copy(wheel, target, *pins, wheels.pygments_lexers))
        else:
            laid.append(shutil.copy2(wheel, target))
    for name, version in lock.repacked.items():
        (binary,) = fetch.wheels({name: version}, lock.python, cache, "manylinux2014_x86_64")
        laid.append(wheels.pure_copy(binary, target, name, version))
    laid += [wheels.stub(target, name) for name in STUB_PACKAGES]
    tutor = Path(shutil.copy2(fetch.tutor_wheel(checkout, scratch), target))
    wheels.drop_files(tutor, lambda path: path.endswith(CATALOGUE_SOURCES))
    _prebuild_course(tutor, scratch / "course")
    laid.append(tutor)
    return [Path(path) for path in laid]


def _prebuild_course(wheel: Path, scratch: Path) -> None:
    """Read the course in the tutor's ``wheel`` once, and ship the result in it (:mod:`prebuilt`).

    The course is read from the wheel's own copy of it, so that the digest the page checks
    is that of the very files it finds; what is shipped is read back first.
    """
    folder = f"{PACKAGE.name}/{COURSE_FOLDER}/"
    with zipfile.ZipFile(wheel) as archive:
        names = [name for name in archive.namelist() if name.startswith(folder)]
        archive.extractall(scratch, names)
    course = scratch / folder
    shipped = scratch / "courses.pickle"
    shipped.write_bytes(prebuilt.dump_courses(load_courses(course, validate=False), course))
    if prebuilt.read_courses(course, shipped) is None:  # the page would read the YAML
        raise MessageError(
            "the course could not be prepared for the site (it does not read back): "
            "please report this as a bug"
        )
    wheels.add_files(wheel, {prebuilt.WHEEL_PATH: shipped.read_bytes()})


def _kernel_wheels(extension: Path, target: Path) -> list[Path]:
    """Copy the wheels that come with the Pyodide kernel (its own Python side) into ``target``."""
    found = []
    for name in preload.KERNEL_EXTENSION_WHEELS:
        (wheel,) = sorted((extension / "static" / "pypi").glob(f"{name}-*.whl"))
        found.append(Path(shutil.copy2(wheel, target)))
    return found


def _unpack_pyodide(tarball: Path, lite: Path) -> Path:
    """Unpack Pyodide's core where the kernel looks for it; return that folder."""
    target = lite / "static" / "pyodide"
    target.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for member in archive.getmembers():
            name = member.name.removeprefix("package/")
            if member.isfile() and "/" not in name and not name.endswith(PYODIDE_LEFT_OUT):
                extracted = archive.extractfile(member)
                if extracted is not None:
                    (target / name).write_bytes(extracted.read())
    return target


def _write_pyodide_lock(pyodide: Path, laid: list[Path]) -> list[str]:
    """List exactly the ``laid`` wheels in Pyodide's lock and return their names.

    The checksums are recomputed: Pyodide enforces them.
    """
    path = pyodide / "pyodide-lock.json"
    pyodide_lock = json.loads(path.read_text(encoding="utf-8"))
    entries = [preload.lock_entry(wheel) for wheel in laid]
    pyodide_lock["packages"] = {str(entry["name"]): entry for entry in entries}
    path.write_text(json.dumps(pyodide_lock, indent=1), encoding="utf-8")
    return sorted(pyodide_lock["packages"])


def _kernel_extension() -> Path:
    """Return the Pyodide kernel's front-end extension, installed with the build tools."""
    prefix = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
    kernel = prefix / PYODIDE_KERNEL_EXTENSION
    if not kernel.is_dir():
        raise MessageError(
            'building the site needs its tools: pip install -e ".[site]" ({missing} is missing)',
            missing="jupyterlite-pyodide-kernel",
        )
    return kernel


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
    fetch.run_step(command, "voici build failed: {reason}", cwd=lite)

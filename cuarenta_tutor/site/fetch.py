"""Download what the site ships, at build time only, into a cache that later builds reuse.

Pyodide's core comes from the npm registry (``npm pack``), the wheels from PyPI (``pip
download``); a file already in the cache is not asked for again, so a rebuild is offline.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from ..engine.messages import MessageError
from .preload import canonical

CACHE_VARIABLE = "CUARENTA_TUTOR_SITE_CACHE"


def cache_dir() -> Path:
    """Return the download cache: ``$CUARENTA_TUTOR_SITE_CACHE``, else under ``~/.cache``."""
    chosen = os.environ.get(CACHE_VARIABLE)
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "cuarenta-tutor-site"


def pyodide_package(version: str, cache: Path) -> Path:
    """Return the npm tarball of Pyodide ``version`` (``npm pack pyodide@version``)."""
    folder = cache / "npm"
    target = folder / f"pyodide-{version}.tgz"
    if target.is_file():
        return target
    npm = shutil.which("npm")
    if npm is None:
        raise node_missing()
    folder.mkdir(parents=True, exist_ok=True)
    _run([npm, "pack", f"pyodide@{version}", "--pack-destination", str(folder)], "pyodide")
    return target


def wheels(pins: dict[str, str], python: str, cache: Path, platform: str = "any") -> list[Path]:
    """Return the wheel of each ``name: version`` in ``pins``, downloading the missing ones.

    Wheels are for ``python`` (Pyodide's version) and ``platform`` (``any``: pure Python).
    """
    folder = cache / "pypi" / platform
    missing = {name: version for name, version in pins.items() if not _find(folder, name, version)}
    if missing:
        folder.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        command += ["--only-binary=:all:", "--python-version", python, "--platform", platform]
        command += ["--dest", str(folder), *(f"{n}=={v}" for n, v in sorted(missing.items()))]
        _run(command, ", ".join(sorted(missing)))
    found = [_find(folder, name, version) for name, version in sorted(pins.items())]
    absent = [name for name, path in zip(sorted(pins), found, strict=True) if path is None]
    if absent:
        raise MessageError("no wheel was found for {names}", names=", ".join(absent))
    return [path for path in found if path is not None]


def tutor_wheel(checkout: Path, folder: Path) -> Path:
    """Build the tutor's own wheel from ``checkout`` into ``folder`` and return it."""
    if not (checkout / "pyproject.toml").is_file():
        raise MessageError(
            "the site is built from a checkout of cuarenta-tutor: {path} has no pyproject.toml",
            path=str(checkout),
        )
    folder.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps"]
    _run([*command, "--wheel-dir", str(folder), str(checkout)], "cuarenta-tutor")
    built = sorted(folder.glob("cuarenta_tutor-*.whl"))
    if not built:
        raise MessageError("no wheel was found for {names}", names="cuarenta-tutor")
    return built[-1]


def _find(folder: Path, name: str, version: str) -> Path | None:
    """Return the wheel of ``name`` ``version`` in ``folder``, if there is one."""
    wanted = canonical(name)
    for path in sorted(folder.glob("*.whl")) if folder.is_dir() else []:
        stem = path.name.split("-")
        if canonical(stem[0]) == wanted and stem[1] == version:
            return path
    return None


def node_missing() -> MessageError:
    """Return the error of a build without Node.js and npm (Pyodide's package, the compiler)."""
    return MessageError(
        "building the site needs Node.js and npm (npm fetches Pyodide, Node.js runs it to "
        "compile the Python packages): install both, then try again"
    )


def run_step(command: list[str], failed: str, *, cwd: Path | None = None, **params: object) -> None:
    """Run one step of the build; if it fails, raise ``failed`` with its last line as ``reason``.

    ``failed`` is a message template with a ``{reason}`` field (and ``params``' fields).
    """
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        lines = [line for line in (done.stderr or done.stdout).splitlines() if line.strip()]
        reason = lines[-1] if lines else f"exit status {done.returncode}"
        raise MessageError(failed, reason=reason, **params)


def _run(command: list[str], what: str) -> None:
    """Run a download step; a failure is one line naming what could not be had."""
    run_step(command, "could not fetch {what}: {reason}", what=what)

"""``cuarenta-tutor serve``: start Voilà on this machine, serving the tutor notebook."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

CULL = ("--MappingKernelManager.cull_interval=30", "--MappingKernelManager.cull_idle_timeout=60")
"""Voilà never frees the kernel of a closed tab by itself; culling idle kernels does."""


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "serve", help="open the tutor in the browser (Voilà on this machine)"
    )
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (0.0.0.0 serves a whole classroom)",
    )
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.set_defaults(handler=run)


def app_folder() -> Path:
    """Return the folder holding ``tutor.ipynb`` and ``voila.json`` (checkout or package)."""
    package = Path(__file__).resolve().parents[1]
    for folder in (package / "app", package.parent):
        if (folder / "tutor.ipynb").is_file():
            return folder
    raise FileNotFoundError("tutor.ipynb is missing from this installation")


def voila_command(port: int, host: str, *, browser: bool) -> list[str]:
    """Return the Voilà command line the tutor is served with."""
    command = [
        sys.executable,
        "-m",
        "voila",
        "tutor.ipynb",
        f"--port={port}",
        f"--Voila.ip={host}",
        "--show_tracebacks=False",
        *CULL,
    ]
    if not browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")
    return command


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl+C)."""
    folder = app_folder()
    command = voila_command(args.port, args.host, browser=not args.no_browser)
    print(f"Cuarenta Tutor: http://{args.host}:{args.port}/  (Ctrl+C stops it)", flush=True)
    env = {
        **os.environ,
        "JUPYTER_PATH": os.pathsep.join(
            filter(None, (str(folder / "jupyter"), os.environ.get("JUPYTER_PATH")))
        ),
    }
    try:
        return subprocess.call(command, cwd=folder, env=env)
    except KeyboardInterrupt:
        return 0

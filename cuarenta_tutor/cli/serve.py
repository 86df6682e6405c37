"""``cuarenta-tutor serve``: start Voilà on this machine, serving the tutor notebook."""

from __future__ import annotations

import argparse
import contextlib
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Any

from ..classroom.model import DATABASE_ENV, default_data_folder
from ..i18n import Translator
from ..server import MAX_KERNELS, REFILL_AFTER, fair_share
from .arguments import UsageError, add_lang, check_port

CULL_IDLE = 300
"""Default seconds before the kernel of a closed tab is freed (a sleeping laptop may return)."""
KERNEL_MANAGER = "cuarenta_tutor.server.kernels.ClassroomKernelManager"
POOLED_KERNEL_MANAGER = "cuarenta_tutor.server.kernel_pool.PooledKernelManager"
IOPUB_TIMEOUT = 60
"""Seconds Voilà waits for a cell's output after it ran. Its default (4 s) is too short when a
whole class opens the tutor at once: the kernels' output arrives late, Voilà drops it, and
the pupil gets a blank page (measured with benchmarks/load_test.py --ramp 5)."""
PAGE_OVERRIDES_OFF = (
    "--VoilaConfiguration.allow_template_override=NO",
    "--VoilaConfiguration.allow_theme_override=NO",
)
"""Ignore ``?template=`` and ``?theme=`` in a link. Voilà honours them by default, and then
a path in ``template`` gives a server error, an unknown name a page that never finishes
while it holds a kernel, and ``lab`` Voilà's stock page that loads fonts from a CDN."""


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
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=MAX_KERNELS,
        help=f"most tutor tabs open at once, one kernel each (default {MAX_KERNELS}; 0: no limit)",
    )
    parser.add_argument(
        "--max-per-client",
        type=int,
        metavar="N",
        help="most tutor tabs one computer (one network address) may hold, so that one "
        "pupil cannot take every place (default: a quarter of --max-kernels, at least 2; "
        "0: no limit, e.g. when the whole class reaches the server through one address)",
    )
    parser.add_argument(
        "--cull-idle",
        type=int,
        default=CULL_IDLE,
        metavar="SECONDS",
        help=f"free the kernel of a closed tab after this many idle seconds (default {CULL_IDLE})",
    )
    parser.add_argument(
        "--base-url",
        default="/",
        help="URL prefix the tutor is served under (behind a proxy, e.g. on a JupyterHub)",
    )
    parser.add_argument(
        "--ready-kernels",
        type=int,
        default=0,
        metavar="N",
        help="keep N kernels started ahead, so that a class opening the link at once need "
        "not wait (about 85 MB of memory each; default 0)",
    )
    parser.add_argument(
        "--refill-after",
        type=float,
        default=REFILL_AFTER,
        metavar="SECONDS",
        help="start the next kernels ahead once no tab has opened for this long "
        f"(default {REFILL_AFTER:g}, so that a class arriving at once is served first; "
        "0: at once, for one person opening tab after tab)",
    )
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument(
        "--data",
        type=Path,
        metavar="DIR",
        help=f"the folder classes are kept in (default {default_data_folder()})",
    )
    parser.add_argument(
        "--database",
        metavar="URL",
        help="keep the classes in this postgresql:// database (a hub with many servers)",
    )
    add_lang(parser, "language of the messages")
    parser.set_defaults(handler=run)


def lan_addresses() -> list[str]:
    """Return this machine's IPv4 addresses that pupils' computers may reach (best effort)."""
    found = set()
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("10.255.255.255", 1))  # sends nothing: only picks the outgoing route
        found.add(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    return sorted(address for address in found if not address.startswith(("127.", "0.")))


def app_folder() -> Path:
    """Return the folder holding ``tutor.ipynb`` and ``voila.json`` (checkout or package)."""
    package = Path(__file__).resolve().parents[1]
    for folder in (package / "app", package.parent):
        if (folder / "tutor.ipynb").is_file():
            return folder
    raise FileNotFoundError("tutor.ipynb is missing from this installation")


def voila_command(
    port: int,
    host: str,
    *,
    browser: bool,
    max_kernels: int = MAX_KERNELS,
    max_per_client: int | None = None,
    cull_idle: int = CULL_IDLE,
    base_url: str = "/",
    ready_kernels: int = 0,
    refill_after: float = REFILL_AFTER,
) -> list[str]:
    """Return the Voilà command line the tutor is served with.

    ``max_per_client`` defaults to the fair share of ``max_kernels``. Culling only frees
    kernels with no open tab (``cull_connected`` stays off), so a pupil reading a lesson
    for ten minutes keeps their session.
    """
    if max_per_client is None:
        max_per_client = fair_share(max_kernels)
    check_port(port)
    if min(max_kernels, max_per_client, cull_idle) < 0:
        raise UsageError("--max-kernels, --max-per-client and --cull-idle cannot be negative")
    if ready_kernels < 0:
        raise UsageError("{option} cannot be negative", option="--ready-kernels")
    if refill_after < 0:
        raise UsageError("{option} cannot be negative", option="--refill-after")
    if not (base_url.startswith("/") and base_url.endswith("/")):
        raise UsageError("--base-url must start and end with '/' (got '{url}')", url=base_url)
    command = [
        sys.executable,
        "-m",
        "cuarenta_tutor.server.launch",
        "tutor.ipynb",
        f"--port={port}",
        f"--Voila.ip={host}",
        f"--Voila.base_url={base_url}",
        "--show_tracebacks=False",
        f"--VoilaExecutor.iopub_timeout={IOPUB_TIMEOUT}",
        *PAGE_OVERRIDES_OFF,
        "--VoilaConfiguration.multi_kernel_manager_class="
        + (POOLED_KERNEL_MANAGER if ready_kernels else KERNEL_MANAGER),
        f"--ClassroomKernelManager.max_kernels={max_kernels}",
        f"--ClassroomKernelManager.max_per_client={max_per_client}",
        f"--ClassroomKernelManager.cull_idle_timeout={cull_idle}",
        f"--ClassroomKernelManager.cull_interval={max(1, min(30, cull_idle // 2 or 1))}",
    ]
    if ready_kernels:
        command.append(f"--PooledKernelManager.ready={ready_kernels}")
        command.append(f"--PooledKernelManager.refill_after={refill_after:g}")
    if not browser:
        command.append("--no-browser")
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")
    return command


def class_database(args: argparse.Namespace) -> str:
    """Return the URL of the classes' database, made or brought up to date now.

    A database that cannot be used stops the command here, in one line, before the
    server starts (pupils' work must never be lost to a database nobody can write). The store
    (SQLAlchemy) is imported here, not with the command line: every other command starts
    without it.
    """
    from ..classroom.database import database_url
    from ..classroom.store import ClassStore

    url = database_url(args.data, args.database)
    ClassStore(url, create=True).close()
    return url


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted (Ctrl+C)."""
    from ..classroom.database import database_place  # SQLAlchemy: see class_database

    folder = app_folder()
    classes = class_database(args)
    share = fair_share(args.max_kernels) if args.max_per_client is None else args.max_per_client
    command = voila_command(
        args.port,
        args.host,
        browser=not args.no_browser,
        max_kernels=args.max_kernels,
        max_per_client=share,
        cull_idle=args.cull_idle,
        base_url=args.base_url,
        ready_kernels=args.ready_kernels,
        refill_after=args.refill_after,
    )
    if args.host == "0.0.0.0":
        address = f"port {args.port} of every network interface"
    else:
        address = f"http://{args.host}:{args.port}{args.base_url}"
    print(f"Cuarenta Tutor: {address}  (Ctrl+C stops it)", flush=True)
    if args.host not in ("127.0.0.1", "localhost"):
        hosts = lan_addresses() if args.host == "0.0.0.0" else [args.host]
        where = " or ".join(f"http://{host}:{args.port}{args.base_url}" for host in hosts)
        print(
            f"Pupils open {where or 'this machine on port ' + str(args.port)} "
            f"(tabs at once: at most {args.max_kernels or 'unlimited'}, "
            f"{share or 'unlimited'} per computer)",
            flush=True,
        )
    tr = Translator(args.lang)
    place = database_place(classes)
    print(tr.gettext("Classes are kept in {place}").format(place=place), flush=True)
    env = {
        **os.environ,
        DATABASE_ENV: classes,
        "JUPYTER_PATH": os.pathsep.join(
            filter(None, (str(folder / "jupyter"), os.environ.get("JUPYTER_PATH")))
        ),
    }
    if os.name == "posix":
        # Become Voilà, so that a supervisor's signal (systemd, jupyter-server-proxy, a
        # test) reaches the server itself and no orphaned server keeps the port.
        os.chdir(folder)
        os.execve(sys.executable, command, env)
    try:
        return subprocess.call(command, cwd=folder, env=env)
    except KeyboardInterrupt:
        return 0

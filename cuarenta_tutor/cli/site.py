"""``cuarenta-tutor site``: build the tutor as a static site, and try it on this machine."""

from __future__ import annotations

import argparse
import errno
import webbrowser
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

from ..engine.messages import MessageError
from ..i18n import Translator
from ..site.build import PAGE, build_site, check_output
from ..site.serve import site_server
from .arguments import add_lang, check_port, writable_place
from .messages import count_text, tenths_text

DEFAULT_FOLDER = "_site"


def register(commands: Any) -> None:
    """Add the subcommand to the ``cuarenta-tutor`` parser."""
    parser: argparse.ArgumentParser = commands.add_parser(
        "site", help="build the tutor as a static site that works offline (no server)"
    )
    parser.add_argument(
        "-o",
        "--output",
        type=Path,
        default=Path(DEFAULT_FOLDER),
        metavar="DIR",
        help=f"folder of the site (default {DEFAULT_FOLDER}; a former build there is replaced)",
    )
    parser.add_argument(
        "--serve",
        action="store_true",
        help="serve DIR on this machine to try it (building it first if it is not built yet)",
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address for --serve (default 127.0.0.1, this computer only; 0.0.0.0: every "
        "network interface, so that a class can open the site from the teacher's computer)",
    )
    parser.add_argument("--port", type=int, default=8000, help="port for --serve (default 8000)")
    parser.add_argument("--no-browser", action="store_true", help="with --serve: open no browser")
    add_lang(parser, "language of the messages")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Build the site into ``--output``; with ``--serve``, serve it until Ctrl+C."""
    folder: Path = args.output
    tr = Translator(args.lang)
    check_port(args.port)
    if not args.serve or not (folder / PAGE).is_file():
        check_output(writable_place(folder))  # before saying "Building …"
        print(
            tr.gettext("Building the site in {folder} (downloads are cached) …").format(
                folder=folder
            ),
            flush=True,
        )
        built = build_site(folder)
        print(
            tr.gettext("Site built: {files} files, {size} MiB in {folder}").format(
                files=count_text(built.files, tr),
                size=tenths_text(built.size / 2**20, tr),
                folder=folder,
            )
        )
    if args.serve:
        server = _server(folder, args.host, args.port)
        url = f"http://{_shown_host(args.host)}:{server.server_address[1]}/"
        print(
            tr.gettext("Cuarenta Tutor (static site): {url}  (Ctrl+C stops it)").format(url=url),
            flush=True,
        )
        if not args.no_browser:
            webbrowser.open(url)
        with server:
            server.serve_forever()
    return 0


def _shown_host(host: str) -> str:
    """Return the host of the address to print and open: this computer's for every interface.

    (Pupils use the teacher's computer's network address; the deployment guide says how to
    find it.)
    """
    return "127.0.0.1" if host in ("0.0.0.0", "::", "") else host


def _server(folder: Path, host: str, port: int) -> ThreadingHTTPServer:
    """Return the site's server on ``port`` (a port already taken is said, with the way out).

    Other file problems go to the command line's shared :func:`~.messages.os_problem`.
    ``serve`` needs no such message: Voilà moves to the next free port by itself.
    """
    try:
        return site_server(folder, host=host, port=port)
    except OSError as error:
        if error.errno != errno.EADDRINUSE:
            raise
        raise MessageError(
            "port {port} is already in use on this computer: choose another one with --port",
            port=port,
        ) from None

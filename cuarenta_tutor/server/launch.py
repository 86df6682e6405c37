"""Start Voilà with the tutor's server-side hooks (``python -m cuarenta_tutor.server.launch``).

``cuarenta-tutor serve`` runs this module in place of ``python -m voila``: the command-line
arguments are Voilà's own; this only adds settings that cannot be written on a command line.
"""

from __future__ import annotations

import sys
from typing import Any

from traitlets.config import Config
from voila.app import Voila

from .clients import CLIENT, client_address


def issue_xsrf_cookie(handler: Any) -> None:
    """Make sure the page carries Jupyter's ``_xsrf`` cookie.

    When a tab closes, Voilà's page asks the server to shut its kernel down, sending the
    token from that cookie. Voilà's page handler never sets it (voila-dashboards/voila#1458),
    so without this every request is refused (403) and each closed tab holds its kernel
    until culling frees it. Reading the handler's ``xsrf_token`` sets the cookie.
    """
    handler.xsrf_token  # noqa: B018 - the property sets the cookie on this response


def note_client(handler: Any) -> None:
    """Note who asks for this page, for the kernel manager's per-visitor limit."""
    request = handler.request
    CLIENT.set(client_address(request.remote_ip, request.headers.get("X-Forwarded-For")))


def prepare_page(handler: Any, notebook: Any, cwd: str) -> Any:
    """Prepare a tutor page before its kernel starts (Voilà's pre-launch hook)."""
    issue_xsrf_cookie(handler)
    note_client(handler)
    return notebook


def config() -> Config:
    """Return the settings added to Voilà's own."""
    settings = Config()
    settings.VoilaConfiguration.prelaunch_hook = prepare_page
    return settings


def main(argv: list[str] | None = None) -> None:
    """Run Voilà with ``argv`` (default: this process's arguments) and the tutor's hooks."""
    Voila.launch_instance(argv if argv is not None else sys.argv[1:], config=config())


if __name__ == "__main__":
    main()

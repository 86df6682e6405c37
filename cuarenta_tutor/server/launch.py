"""Start Voilà with the tutor's server-side hooks (``python -m cuarenta_tutor.server.launch``).

``cuarenta-tutor serve`` runs this module in place of ``python -m voila``: the command-line
arguments are Voilà's own; this only adds settings that cannot be written on a command line.
"""

from __future__ import annotations

import sys
from typing import Any

from traitlets.config import Config
from voila.app import Voila


def issue_xsrf_cookie(handler: Any, notebook: Any, cwd: str) -> Any:
    """Make sure the page carries Jupyter's ``_xsrf`` cookie (a Voilà pre-launch hook).

    When a tab closes, Voilà's page asks the server to shut its kernel down, sending the
    token from that cookie. Voilà's page handler never sets it (voila-dashboards/voila#1458),
    so without this every request is refused (403) and each closed tab holds its kernel
    until culling frees it. Reading the handler's ``xsrf_token`` sets the cookie.
    """
    handler.xsrf_token  # noqa: B018 - the property sets the cookie on this response
    return notebook


def config() -> Config:
    """Return the settings added to Voilà's own."""
    settings = Config()
    settings.VoilaConfiguration.prelaunch_hook = issue_xsrf_cookie
    return settings


def main(argv: list[str] | None = None) -> None:
    """Run Voilà with ``argv`` (default: this process's arguments) and the tutor's hooks."""
    Voila.launch_instance(argv if argv is not None else sys.argv[1:], config=config())


if __name__ == "__main__":
    main()

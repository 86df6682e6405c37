"""The tutor inside a Jupyter server, through jupyter-server-proxy (for JupyterHub).

With ``jupyter-server-proxy`` installed next to the tutor, every user server offers the
tutor at ``<user server>/cuarenta-tutor/``; a hub makes it the first page of every user
with ``c.Spawner.default_url = "/cuarenta-tutor/"`` (see docs/deployment.md). The proxy
starts ``cuarenta-tutor serve`` on a free port the first time the page is opened.

The per-visitor limit is off there: the server belongs to one hub user, and every request
reaches the tutor from the proxy on loopback, so there is no class to share places with.
"""

from __future__ import annotations

import sys
from typing import Any

NAME = "cuarenta-tutor"


def setup() -> dict[str, Any]:
    """Return the jupyter-server-proxy settings (the ``jupyter_serverproxy_servers`` entry)."""
    return {
        "command": [
            sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser",
            "--port", "{port}", "--base-url", "{base_url}" + NAME + "/", "--max-per-client", "0",
        ],
        "absolute_url": True,
        "timeout": 90,
        "launcher_entry": {"title": "Cuarenta Tutor"},
    }  # fmt: skip

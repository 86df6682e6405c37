"""Start Voilà with the tutor's server-side hooks (``python -m cuarenta_tutor.server.launch``).

``cuarenta-tutor serve`` runs this module in place of ``python -m voila``: the command-line
arguments are Voilà's own; this only adds settings that cannot be written on a command line.
"""

from __future__ import annotations

import sys
from typing import Any

from traitlets.config import Config
from voila.app import Voila

from ..sentences.page_shell import query_language, shell
from .class_api import class_handlers
from .clients import CLIENT, client_address
from .templates import install as share_compiled_templates

PAGE_METADATA = "cuarenta_page"
"""The notebook metadata key under which the page template finds the page's language and
loading text (the title goes under Voilà's own ``title``)."""


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


def localize_page(handler: Any, notebook: Any) -> Any:
    """Give the page the language of its ``?lang=``: ``<html lang>``, title, loading text.

    The page template (``jupyter/voila/templates/cuarenta``) reads them from the notebook's
    metadata, so the learner's language shows from the first paint, before the kernel runs.
    """
    texts = shell(query_language(handler.request.query) or "en")
    notebook.metadata["title"] = texts.title
    notebook.metadata[PAGE_METADATA] = {"lang": texts.lang, "loading": texts.loading}
    return notebook


def prepare_page(handler: Any, notebook: Any, cwd: str) -> Any:
    """Prepare a tutor page before its kernel starts (Voilà's pre-launch hook)."""
    issue_xsrf_cookie(handler)
    note_client(handler)
    return localize_page(handler, notebook)


def config() -> Config:
    """Return the settings added to Voilà's own."""
    settings = Config()
    settings.VoilaConfiguration.prelaunch_hook = prepare_page
    return settings


class TutorVoila(Voila):  # type: ignore[misc]
    """Voilà with the teachers' class pages (:mod:`.class_api`) beside the tutor."""

    def init_handlers(self) -> list[Any]:
        """Return Voilà's handlers after the class pages (Voilà's last one takes any path)."""
        return [*class_handlers(self.server_url), *super().init_handlers()]


def main(argv: list[str] | None = None) -> None:
    """Run Voilà with ``argv`` (default: this process's arguments) and the tutor's hooks."""
    share_compiled_templates()
    TutorVoila.launch_instance(argv if argv is not None else sys.argv[1:], config=config())


if __name__ == "__main__":
    main()

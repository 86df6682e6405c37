"""Start the app in the static site, where the deep link comes from the page, not the server.

Under Voilà the kernel reads the page's query string from ``QUERY_STRING``. In the static
site the kernel runs in a web worker and never sees the page's address: a tiny browser-side
widget reads ``location.search`` and sends it, and the app is built once it has arrived.
"""

from __future__ import annotations

from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from .app import launch
from .assets import asset


class PageQuery(anywidget.AnyWidget):
    """The page's query string (without ``?``), sent once by the browser: ``None`` until then."""

    _esm = asset("page_query.js")
    query = traitlets.Unicode(None, allow_none=True).tag(sync=True)


def launch_in_page() -> w.Widget:
    """Return a box that holds the app as soon as the page has told its query string."""
    reader = PageQuery()
    box = w.VBox([reader])

    def start(change: dict[str, Any]) -> None:
        if change["new"] is not None and len(box.children) == 1:
            box.children = (reader, launch(query=change["new"]))

    reader.observe(start, "query")
    return box

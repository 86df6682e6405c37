"""The skeleton every standalone document shares: doctype, language, charset, title, style."""

from __future__ import annotations

from html import escape


def html_page(lang: str, title: str, style: str, body: str) -> str:
    """Return a standalone HTML page; ``title``, ``style`` and ``body`` are HTML already escaped.

    The body sits in one ``<main>`` landmark, so a screen reader's landmark list finds it
    (axe-core's ``landmark-one-main`` and ``region`` rules).

    >>> html_page("es", "Hoja 1", "h1{}", "<h1>x</h1>")[:59]
    "<!doctype html><html lang='es'><head><meta charset='utf-8'>"
    """
    return (
        f"<!doctype html><html lang='{escape(lang)}'><head><meta charset='utf-8'>"
        f"<title>{title}</title><style>{style}</style></head>"
        f"<body><main>{body}</main></body></html>"
    )

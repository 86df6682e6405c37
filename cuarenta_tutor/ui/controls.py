"""Shared by the tabs: a classed button and the main button's class."""

from __future__ import annotations

import ipywidgets as w


def classed_button(css: str, *, style: str = "", layout: w.Layout | None = None) -> w.Button:
    """Return a button with the class ``css`` (its label is written when the tab renders)."""
    made = w.Button(button_style=style, **({"layout": layout} if layout else {}))
    made.add_class(css)
    return made


def swap_class(widget: w.DOMWidget, wanted: str, pair: tuple[str, ...]) -> None:
    """Give ``widget`` the class ``wanted`` of ``pair`` (check or next…) in one state message."""
    kept = (css for css in widget._dom_classes if css not in pair)
    widget._dom_classes = (*kept, wanted)

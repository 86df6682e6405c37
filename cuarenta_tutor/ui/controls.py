"""Shared by the tabs: a classed button, the main button's class, a button the hint marks."""

from __future__ import annotations

from typing import Protocol

import ipywidgets as w


def classed_button(css: str, *, style: str = "", layout: w.Layout | None = None) -> w.Button:
    """Return a button with the class ``css`` (its label is written when the tab renders)."""
    made = w.Button(button_style=style, **({"layout": layout} if layout else {}))
    made.add_class(css)
    return made


def classed_html(css: str) -> w.HTML:
    """Return an empty HTML box with the class ``css`` (the page's scripts find it by it)."""
    made = w.HTML()
    made.add_class(css)
    return made


def classed_checkbox(css: str) -> w.Checkbox:
    """Return an unticked checkbox, as wide as its label, with the classes ``css``."""
    box = w.Checkbox(value=False, indent=False, layout=w.Layout(width="auto"))
    for name in css.split():
        box.add_class(name)
    return box


def swap_class(widget: w.DOMWidget, wanted: str, pair: tuple[str, ...]) -> None:
    """Give ``widget`` the class ``wanted`` of ``pair`` (check or next…) in one state message."""
    kept = (css for css in widget._dom_classes if css not in pair)
    widget._dom_classes = (*kept, wanted)


class Marked(Protocol):
    """A button's look: its label, whether the hint marks it, and the words that say so."""

    @property
    def label(self) -> str:
        """The button's label."""

    @property
    def hinted(self) -> bool:
        """Whether the coach's hint marks the button."""

    @property
    def note(self) -> str | None:
        """What a screen reader adds while the hint marks it."""


def mark_button(button: w.Button, look: Marked) -> None:
    """Write ``button``'s label; hinted, ring it as a hinted card is and describe it.

    The ring is for the eye; the description (its title) says the same to a screen reader.
    """
    button.description = look.label
    button.tooltip = look.note if look.hinted else None
    wanted = "ct-hinted" if look.hinted else "ct-not-hinted"
    swap_class(button, wanted, ("ct-hinted", "ct-not-hinted"))


def count_input(css_class: str) -> w.Text:
    """Return an empty box for one side's points, named by its own label (screen readers).

    A text box, not a number box: it starts empty, so nothing is answered until typed.
    """
    box = w.Text(
        continuous_update=True,
        style={"description_width": "initial"},
        layout=w.Layout(width="auto"),
    )
    box.add_class(css_class)
    box.add_class("ct-count")
    return box

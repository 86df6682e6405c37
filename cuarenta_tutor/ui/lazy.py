"""A tab whose content is built the first time it is needed, not when the page loads.

Every widget is a model that the kernel creates and sends and the page creates and draws:
a tab the learner may never open (Play, Practice, Teacher, or the Lesson tab before a
lesson is chosen) costs nothing at start-up when it is only an empty box until then.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

import ipywidgets as w

Part = TypeVar("Part")

PLACEHOLDER = w.Layout()
"""One layout shared by every placeholder box (one model fewer per tab)."""


class LazyTab(Generic[Part]):
    """A placeholder box for a ``w.Tab`` that gets its part's widgets on first need.

    Args:
        make: Build the part (called once).
        root: Return the part's top widget, put into the box.
        render: Write the part's widgets (after it is made, and on :meth:`render`).

    """

    def __init__(
        self,
        make: Callable[[], Part],
        root: Callable[[Part], w.Widget],
        render: Callable[[Part], None],
    ) -> None:
        self.box = w.VBox(layout=PLACEHOLDER)
        self._make, self._root, self._render = make, root, render
        self.part: Part | None = None
        """The part once built, else None."""

    def get(self) -> Part:
        """Return the part, building and rendering it (and filling the box) the first time."""
        if self.part is None:
            part = self._make()
            self.part = part
            self._render(part)
            self.box.children = (self._root(part),)
        return self.part

    def render(self) -> None:
        """Render the part if it is built (an unbuilt part is rendered when it is built)."""
        if self.part is not None:
            self._render(self.part)

"""Widget messages as the page sends them, for tests without a browser; widgets closed."""

from __future__ import annotations

import sys
from collections.abc import Set
from typing import Any

from ipywidgets.widgets import widget as ipywidget

PACKAGE = "cuarenta_tutor"


def page_sends(widget: Any, content: dict[str, Any]) -> None:
    """Deliver ``content`` to ``widget`` as a custom message from its page (``model.send``)."""
    widget._handle_custom_msg(content, [])


def click_lesson(app: Any, lesson_id: str) -> None:
    """Click a lesson's button on the course map, as the page reports it."""
    page_sends(app.course_map.root, {"open": lesson_id})


def click_continue(app: Any) -> None:
    """Click the course map's *Continue* button, as the page reports it."""
    page_sends(app.course_map.root, {"continue": True})


def open_widgets() -> set[str]:
    """Return the model ids of every widget this process has not closed."""
    return set(ipywidget._instances)


def held_by_the_package() -> set[str]:
    """Return the model ids of the widgets the package's modules hold as module-level values.

    Shared layouts (``ui/puzzle_choice.py``'s, ``ui/lazy.py``'s placeholder) are made when
    their module is first imported, which may be during any test: closed, every later widget
    built with them would fail.
    """
    return {
        value.model_id
        for name, module in list(sys.modules.items())
        if name == PACKAGE or name.startswith(PACKAGE + ".")
        for value in list(vars(module).values())
        if isinstance(value, ipywidget.Widget)
    }


def close_widgets_since(before: Set[str]) -> int:
    """Close the widgets made since ``before`` (:func:`open_widgets`), but those the package
    holds (:func:`held_by_the_package`); return how many were closed."""
    kept = held_by_the_package()
    closed = 0
    for model_id in open_widgets() - before - kept:
        made = ipywidget._instances.get(model_id)
        if made is not None:
            made.close()
            closed += 1
    return closed

"""Widget messages as the page sends them, for tests without a browser."""

from __future__ import annotations

from typing import Any


def page_sends(widget: Any, content: dict[str, Any]) -> None:
    """Deliver ``content`` to ``widget`` as a custom message from its page (``model.send``)."""
    widget._handle_custom_msg(content, [])


def click_lesson(app: Any, lesson_id: str) -> None:
    """Click a lesson's button on the course map, as the page reports it."""
    page_sends(app.course_map.root, {"open": lesson_id})


def click_continue(app: Any) -> None:
    """Click the course map's *Continue* button, as the page reports it."""
    page_sends(app.course_map.root, {"continue": True})

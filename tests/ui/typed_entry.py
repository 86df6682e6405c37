"""Type a move in the lesson's text box and press Enter, as the browser does it."""

from __future__ import annotations

from typing import Any


def enter_move(view: Any, text: str) -> None:
    """Write ``text`` in the box (synced on each keystroke), then send Enter's "submit" message."""
    view.typed.value = text
    view.typed._handle_custom_msg({"event": "submit"}, [])

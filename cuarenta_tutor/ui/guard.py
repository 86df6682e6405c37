"""Handlers that never die: an error is shown to the learner, the button keeps working."""

from __future__ import annotations

import functools
import traceback
from collections.abc import Callable
from typing import Any

from .idle import clicked

Handler = Callable[..., None]


def guarded(method: Handler) -> Handler:
    """Wrap a handler so that any error is shown to the learner instead of killing the button.

    The handler's object must have a ``show_error(details)`` method. Each call is a click:
    work between clicks (:mod:`.idle`) waits.
    """

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> None:
        clicked()
        try:
            method(self, *args, **kwargs)
        except Exception:
            self.show_error(traceback.format_exc())

    return wrapper

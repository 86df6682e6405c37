"""Today's date for the repetition queue; tests can set it through a file named in the environment.

When ``CUARENTA_TUTOR_CLOCK_FILE`` names a file holding an ISO date (``2026-12-02``), that
date is today: the browser tests move time forward by rewriting the file. Nothing else sets
this variable, so learners always get the real calendar.
"""

from __future__ import annotations

import os
from datetime import date
from pathlib import Path

CLOCK_FILE = "CUARENTA_TUTOR_CLOCK_FILE"
"""The environment variable naming the test clock's file."""


def today() -> date:
    """Return today's date (the test clock's date if one is set and readable)."""
    path = os.environ.get(CLOCK_FILE)
    if path:
        try:
            return date.fromisoformat(Path(path).read_text(encoding="utf-8").strip())
        except (OSError, ValueError):
            pass
    return date.today()

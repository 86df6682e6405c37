"""The browser tests' waits end: a page that stops drawing fails its test, never hangs the run.

On 6 December 2026 a page stopped drawing after a window resize and the wait for two
animation frames, which had no deadline, held a fresh-clone run for 15 minutes.
"""

from __future__ import annotations

import time

import pytest
from helpers import FRAMES_MS, two_frames


def test_two_frames_returns_on_a_page_that_draws(page):
    page.set_content("<p>drawn</p>")
    started = time.monotonic()
    two_frames(page)
    assert time.monotonic() - started < 1


def test_a_page_that_draws_no_frame_fails_within_its_deadline(page):
    page.set_content("<p>stalled</p>")
    page.evaluate("() => { window.requestAnimationFrame = () => 0; }")  # frames never come
    started = time.monotonic()
    with pytest.raises(AssertionError, match="drew no frame"):
        two_frames(page)
    assert time.monotonic() - started < 2 * FRAMES_MS / 1000 + 5

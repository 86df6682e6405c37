"""A keyboard-only learner in Chromium: reach controls with Tab (arrows inside a card row),
activate them with Space or Enter, count every key and watch that focus never falls to the body."""

from __future__ import annotations

from helpers import settle
from playwright.sync_api import TimeoutError as PlaywrightTimeout

FOCUS_IS = """(selector) => { const a = document.activeElement;
  return !!a && a !== document.body && a.matches(selector); }"""
SAME_ROW = """(selector) => { const a = document.activeElement,
  t = document.querySelector(selector);
  return !!a && !!t && !!a.closest('.ct-row') && a.closest('.ct-row') === t.closest('.ct-row'); }"""
ON_BODY = "() => !document.activeElement || document.activeElement === document.body"
OFF_BODY = "() => !!document.activeElement && document.activeElement !== document.body"
RESCUE_MS = 2_000
"""How long focus may take to come back from the page body after a redraw (the page moves
it once the kernel has drawn, in steps of 50 ms): longer counts as focus fallen."""
WHERE = "() => { const a = document.activeElement; return a ? a.outerHTML.slice(0, 80) : ''; }"


class Keyboard:
    """Count keystrokes; ``fell`` lists the moments focus was on the page body."""

    def __init__(self, page, limit: int = 60) -> None:
        self.page, self.limit, self.keys, self.fell = page, limit, 0, []

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1
        settle(self.page)  # whatever the key asked of the kernel is answered and drawn
        if self.page.evaluate(ON_BODY):
            try:
                self.page.wait_for_function(OFF_BODY, timeout=RESCUE_MS)
            except PlaywrightTimeout:
                self.fell.append(f"after {key} (key {self.keys})")

    def reach(self, selector: str) -> None:
        """Move focus to ``selector``: arrows within its card row, Tab otherwise."""
        for _ in range(self.limit):
            if self.page.evaluate(FOCUS_IS, selector):
                return
            before = self.page.evaluate(WHERE)
            if self.page.evaluate(SAME_ROW, selector):
                self.press("ArrowRight")
                if self.page.evaluate(WHERE) != before:
                    continue
            self.press("Tab")
        raise AssertionError(f"{selector} not reached in {self.limit} keys")

    def activate(self, selector: str, key: str = "Space") -> None:
        """Reach ``selector`` and press ``key`` on it."""
        self.reach(selector)
        self.press(key)

    def wait_settled(self) -> None:
        """Wait until the kernel has answered every key so far and the page has drawn it."""
        settle(self.page)

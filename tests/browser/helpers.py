"""Waits on conditions for the browser tests, never on the clock.

- :class:`KernelWatch` follows the kernel messages of a page's websockets; :func:`settle`
  returns once the kernel has answered every request the page has sent it (its ``idle``
  status for each) and the page has drawn the answers. That is the honest wait before
  asserting that something did *not* happen (a second click judged nothing, say).
- :func:`wait_for_focus` waits until the keyboard focus is on an element, and has stayed
  there for a few animation frames (the page's focus rescue runs after the redraw).
- :func:`wait_for_viewport` waits until a new window size is laid out.

And axe-core, shared by the accessibility checks of every screen: :func:`violations` and
:func:`axe_at_sizes`.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import axe_playwright_python
from playwright.sync_api import TimeoutError as PlaywrightTimeout

DEADLINE_MS = 15_000

AXE = Path(axe_playwright_python.__file__).parent / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SIZES = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1280, "height": 800}}

RUN_AXE = """async (tags) => {
  const found = await axe.run(document, {
    runOnly: { type: "tag", values: tags },
    rules: { region: { enabled: true } },
  });
  return found.violations.map((v) => v.id + " (" + v.impact + "): "
    + v.nodes.slice(0, 4).map((n) => n.target.join(" ") + " → " + n.failureSummary
      .split("\\n").slice(1, 2).join("").trim()).join(" | "));
}"""

TWO_FRAMES = """(ms) => new Promise((done) => {
  const stalled = setTimeout(() => done(document.visibilityState), ms);
  requestAnimationFrame(() => requestAnimationFrame(() => { clearTimeout(stalled); done(""); }));
})"""
"""Two animation frames, or after ``ms`` without them the page's visibility (a timer still runs
when frames do not): an unbounded wait on frames once hung a whole run for 15 minutes."""
FRAMES_MS = 5_000

VISIBLE_PART = """(node) => {
  // where the element is, and the part of the screen its scrolling boxes let be seen
  const r = node.getBoundingClientRect();
  let top = 0, bottom = window.innerHeight;
  for (let box = node.parentElement; box; box = box.parentElement) {
    if (!/(auto|scroll|hidden)/.test(getComputedStyle(box).overflowY)) continue;
    const b = box.getBoundingClientRect();
    top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom);
  }
  return [r.top, r.bottom, top, bottom];
}"""
"""A page function of an element: its top and bottom, and the top and bottom of the part of
the screen that the window and every scrolling box around it let be seen."""

FOCUSED = "() => { const a = document.activeElement; return a ? a.outerHTML.slice(0, 120) : ''; }"

FOCUS_HELD = """([selector, frames]) => {
  const a = document.activeElement;
  const here = !!a && a !== document.body && a.matches(selector);
  window.ctFocusHeld = here ? (window.ctFocusHeld || 0) + 1 : 0;
  return window.ctFocusHeld >= frames;
}"""


def kernel_message(payload: bytes | str) -> dict[str, Any] | None:
    """Read one websocket frame of the Jupyter kernel protocol (v1 binary, or plain JSON).

    Returns ``{"channel", "header", "parent_header", "content"}``, or ``None`` for a frame
    that is not a kernel message.
    """
    try:
        if isinstance(payload, str):
            message = json.loads(payload)
            return message if isinstance(message, dict) and "header" in message else None
        count = int.from_bytes(payload[:8], "little")
        offsets = [
            int.from_bytes(payload[8 * i : 8 * i + 8], "little") for i in range(1, count + 1)
        ]
        offsets.append(len(payload))
        parts = [payload[offsets[i] : offsets[i + 1]] for i in range(min(count, 5))]
        channel = parts[0].decode()
        header, parent, _, content = (json.loads(part or b"{}") for part in parts[1:5])
    except (ValueError, IndexError, UnicodeDecodeError):
        return None
    return {"channel": channel, "header": header, "parent_header": parent, "content": content}


class KernelWatch:
    """The shell requests a page sends its kernel, and which of them the kernel has finished.

    The kernel says ``busy`` when it starts on a request and ``idle`` when it has sent every
    message the request causes, both with the request as parent.
    """

    def __init__(self, page: Any) -> None:
        self.page = page
        self.sent: set[str] = set()
        self.done: set[str] = set()
        page.on("websocket", self.attach)

    def attach(self, socket: Any) -> None:
        socket.on("framesent", self.on_sent)
        socket.on("framereceived", self.on_received)

    def on_sent(self, payload: bytes | str) -> None:
        message = kernel_message(payload)
        if message and message.get("channel") == "shell":
            self.sent.add(message["header"].get("msg_id", ""))

    def on_received(self, payload: bytes | str) -> None:
        message = kernel_message(payload)
        if (
            message
            and message["header"].get("msg_type") == "status"
            and message["content"].get("execution_state") == "idle"
        ):
            self.done.add(message["parent_header"].get("msg_id", ""))

    @property
    def pending(self) -> set[str]:
        return self.sent - self.done


def settle(page: Any, timeout_ms: int = DEADLINE_MS) -> None:
    """Wait until the kernel has finished every request the page sent and the page has drawn.

    The page may answer the kernel's messages with new requests (a redraw that reports
    back): those are waited for too, until two animation frames pass with none pending.
    """
    watch: KernelWatch = page.kernel
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        two_frames(page)  # lets the page draw and Playwright deliver the frames
        if not watch.pending:
            two_frames(page)
            if not watch.pending:
                return
        if time.monotonic() > deadline:
            raise AssertionError(
                f"the kernel did not answer {len(watch.pending)} requests within {timeout_ms} ms"
            )


def wait_for_focus(
    page: Any, selector: str, timeout_ms: int = DEADLINE_MS, frames: int = 3
) -> None:
    """Wait until focus is on ``selector`` and stays there for ``frames`` animation frames."""
    page.evaluate("() => { window.ctFocusHeld = 0; }")
    try:
        page.wait_for_function(FOCUS_HELD, arg=[selector, frames], timeout=timeout_ms)
    except PlaywrightTimeout:
        where = page.evaluate(FOCUSED)
        raise AssertionError(f"focus is not on {selector} but on {where}") from None


def wait_for_viewport(page: Any, width: int, height: int) -> None:
    """Wait until the page is laid out at ``width`` × ``height`` (after ``set_viewport_size``)."""
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h",
        arg=[width, height],
        timeout=DEADLINE_MS,
    )
    two_frames(page)


def two_frames(page: Any) -> None:
    """Wait for two animation frames of ``page``; fail at once, saying so, if none come.

    Headless Chromium has been seen to stop drawing a page after a window resize (once in
    several hundred, right after another page of the context was closed): the wait for a
    frame then never ended, and the run stood still for 15 minutes. A page that is not
    drawing is brought to the front once (that starts its frames again if it had lost its
    place); if it still draws nothing the test fails with what the page said of itself.
    """
    stalled = page.evaluate(TWO_FRAMES, FRAMES_MS)
    if not stalled:
        return
    page.bring_to_front()
    again = page.evaluate(TWO_FRAMES, FRAMES_MS)
    if again:
        raise AssertionError(
            f"the page drew no frame for {2 * FRAMES_MS} ms (visibility: {stalled}, then "
            f"{again} after bring_to_front)"
        )


def violations(page: Any) -> list[str]:
    """Run axe-core on the page as it is; return one line per violated rule."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN_AXE, TAGS)


def axe_at_sizes(page: Any, label: str, sizes: tuple[str, ...] = ("phone", "laptop")) -> list[str]:
    """Run axe-core at each of ``sizes`` in turn (the last one is left set); return the
    violations found, each line starting with ``label`` and the size."""
    found: list[str] = []
    for size in sizes:
        page.set_viewport_size(SIZES[size])
        wait_for_viewport(page, **SIZES[size])
        found += [f"{label} {size}: {line}" for line in violations(page)]
    return found

"""Work between clicks (ui.idle): steps on the running event loop, none without one."""

from __future__ import annotations

import asyncio
import itertools
import logging
import time

import pytest
from test_play_view import click, new_view

from cuarenta_tutor.ui import idle
from cuarenta_tutor.ui.idle import REST, clicked, in_steps


@pytest.fixture(autouse=True)
def no_click_yet(monkeypatch):
    """No click before the test's own (another test's handlers may have just run)."""
    monkeypatch.setattr(idle, "_last_click", [float("-inf")])


def test_without_an_event_loop_nothing_is_scheduled():
    ran: list[int] = []
    assert in_steps(lambda: bool(ran.append(1))) is False
    assert ran == []


def test_the_steps_run_one_after_another_until_one_says_stop():
    ran: list[int] = []

    def step() -> bool:
        ran.append(len(ran))
        return len(ran) < 3

    async def run() -> bool:
        scheduled = in_steps(step, pause=0.001)
        assert ran == []  # none at once: the handler that asked ends first
        while len(ran) < 3:
            await asyncio.sleep(0.001)
        await asyncio.sleep(0.05)  # a fourth would have come by now
        return scheduled

    assert asyncio.run(asyncio.wait_for(run(), timeout=10)) is True
    assert ran == [0, 1, 2]


def test_a_step_that_fails_ends_the_work_and_goes_to_the_log(caplog, monkeypatch):
    # a logging configuration made by another test in this process may disable the
    # loggers that existed then (``disable_existing_loggers``): this one is kept on
    monkeypatch.setattr(idle.log, "disabled", False)
    ran: list[int] = []

    def step() -> bool:
        ran.append(1)
        raise ValueError("broken")

    async def run() -> None:
        in_steps(step, pause=0.001)
        await asyncio.sleep(0.05)

    with caplog.at_level(logging.ERROR, logger="cuarenta_tutor.ui.idle"):
        asyncio.run(run())
    assert ran == [1]
    assert "a step of work between clicks failed" in caplog.text
    assert "ValueError: broken" in caplog.text


def test_after_a_step_the_kernel_rests_longer_than_the_step_took():
    """The kernel is free three quarters of the time: a click waits for one step at most."""
    times: list[tuple[float, float]] = []

    def step() -> bool:
        start = time.monotonic()
        time.sleep(0.04)  # a verdict's work, held for the test
        times.append((start, time.monotonic()))
        return len(times) < 3

    async def run() -> None:
        in_steps(step, pause=0.001)
        while len(times) < 3:
            await asyncio.sleep(0.005)

    asyncio.run(asyncio.wait_for(run(), timeout=10))
    gaps = [later[0] - earlier[1] for earlier, later in itertools.pairwise(times)]
    assert len(gaps) == 2
    assert all(gap >= REST * 0.04 - 0.005 for gap in gaps), gaps


def test_no_step_starts_soon_after_a_click(monkeypatch):
    """A learner picking a card, then the table's, then Play never waits for a step."""
    monkeypatch.setattr(idle, "QUIET_S", 0.2)
    ran: list[float] = []

    async def run() -> float:
        in_steps(lambda: bool(ran.append(time.monotonic())), pause=0.001)
        clicked()
        await asyncio.sleep(0.1)
        assert ran == []  # 0.1 s after the click: still quiet
        clicked()  # another click: quiet again from here
        click = time.monotonic()
        while not ran:
            await asyncio.sleep(0.005)
        return click

    click = asyncio.run(asyncio.wait_for(run(), timeout=10))
    assert len(ran) == 1
    assert ran[0] - click >= 0.2


def test_a_card_clicked_on_the_play_tab_holds_the_steps_off():
    """Every guarded handler is a click: a card, the table's cards, Play keep the steps off."""
    view = new_view("idle")
    before = time.monotonic()
    click(view.felt.hand_row, str(view.game.position.hands[0][0]))
    assert idle._last_click[0] >= before

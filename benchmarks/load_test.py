"""Load test: a whole class solving lessons at once against one ``cuarenta-tutor serve``.

Not a test: run it by hand on the machine that will serve the class:

    python benchmarks/load_test.py                      # 30 learners, prints a Markdown table
    python benchmarks/load_test.py --learners 40 --json

Every simulated learner is a real Voilà session. It loads the page over HTTP, which starts
its own kernel and runs the tutor notebook, then speaks the Jupyter widget protocol over
that kernel's websocket just as the page in a browser does: it opens lessons from the
course map, clicks the cards of the best play (sometimes checks a half-finished answer
first, as pupils do), and clicks *Check*. Each click is timed from sending it to the
kernel's last reply for it (the verdict, the redrawn cards). Learners arrive spread over
``--ramp`` seconds and pause ``--think`` seconds (± 50 %) between clicks.
Each of them connects from an address of its own on loopback (127.0.1.N), as each pupil's
computer has its own, so the server's per-computer share applies as in a classroom.

``--class`` runs it in class mode: the server keeps classes in a fresh data folder, every
learner opens ``/?class=CODE`` and joins with a nickname first (so every *Check* is also
written to the class database before its verdict is drawn), and a teacher's page polls the
class's summary every 3 s, timed from request to answer.

``--browsers K`` makes K of the learners real headless Chromium pages (Debian's
``/usr/bin/chromium``), timed from the click to the verdict drawn on screen; they run on
the same two cores as the server, so they make the test harsher, not easier.

It counts as an error: a page that does not load, a click with no reply within 20 s, a
verdict other than the one the engine expects, and any message in the app's error box.
Memory is the resident size of the server and all its kernels, sampled every second.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ipaddress
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import psutil
from common import (
    CHROMIUM,
    CHROMIUM_ARGS,
    free_port,
    kernels,
    percentile,
    process_tree,
    rss_mib,
)
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import WebSocketClientConnection, websocket_connect

from cuarenta_tutor.lessons.checker import solve
from cuarenta_tutor.lessons.course import load_courses

ROOT = Path(__file__).resolve().parents[1]
REPLY_TIMEOUT = 20.0
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


# -- the tasks: lessons and the answers the engine expects --------------------------------
@dataclass(frozen=True)
class Task:
    """One lesson to solve: its id, the hand card to pick (if free) and table cards to take."""

    lesson: str
    hand: str | None
    table: tuple[str, ...]


def tasks() -> list[Task]:
    """Return every capture and best-play lesson with its best play, in course order."""
    found = []
    for course in load_courses(validate=False):
        for lesson in course.lessons:
            if lesson.kind not in ("capture", "best-play"):
                continue
            solution = solve(lesson)
            play = next(
                c.play
                for c in solution.candidates
                if c.key in solution.correct and c.play is not None
            )
            fixed = lesson.kind == "capture" and bool(lesson.play)
            found.append(
                Task(
                    lesson.id,
                    None if fixed else str(play.card),
                    tuple(str(card) for card in play.captured),
                )
            )
    return found


# -- measurements -------------------------------------------------------------------------
@dataclass
class Results:
    """Everything measured, shared by all learners."""

    page_loads: list[float] = field(default_factory=list)
    clicks: list[float] = field(default_factory=list)
    checks: list[float] = field(default_factory=list)
    screen_checks: list[float] = field(default_factory=list)
    teacher: list[float] = field(default_factory=list)
    joins: list[float] = field(default_factory=list)
    interactive: list[float] = field(default_factory=list)
    """Seconds from a learner's arrival until its widgets answer (page, states, store)."""
    solved: int = 0
    errors: list[str] = field(default_factory=list)
    memory: list[float] = field(default_factory=list)


async def sample_memory(pid: int, results: Results, stop: asyncio.Event) -> None:
    """Record the server's total memory every second until ``stop`` is set."""
    while not stop.is_set():
        results.memory.append(sum(rss_mib(process_tree(pid))))
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 1.0)


# -- one learner over the widget protocol ---------------------------------------------------
class WidgetClient:
    """A kernel websocket speaking the Jupyter widget protocol as Voilà's page does."""

    def __init__(self, connection: WebSocketClientConnection) -> None:
        self.connection = connection
        self.session = uuid.uuid4().hex
        self.models: dict[str, dict[str, Any]] = {}
        self.idle: dict[str, asyncio.Future[None]] = {}
        self.reader = asyncio.ensure_future(self._read())

    def _message(
        self, msg_type: str, content: dict[str, Any], metadata: dict[str, Any]
    ) -> dict[str, Any]:
        return {
            "header": {
                "msg_id": uuid.uuid4().hex,
                "msg_type": msg_type,
                "session": self.session,
                "username": "learner",
                "version": "5.3",
                "date": "",
            },
            "parent_header": {},
            "metadata": metadata,
            "content": content,
            "buffers": [],
            "channel": "shell",
        }

    async def _read(self) -> None:
        while True:
            raw = await self.connection.read_message()
            if raw is None:
                for waiting in self.idle.values():
                    if not waiting.done():
                        waiting.set_exception(ConnectionError("websocket closed"))
                return
            message = json.loads(raw)
            content, kind = message.get("content", {}), message.get("msg_type")
            parent = message.get("parent_header", {}).get("msg_id", "")
            if kind == "comm_open" and content.get("target_name") == "jupyter.widget":
                self.models[content["comm_id"]] = dict(content["data"]["state"])
            elif kind == "comm_msg":
                data = content.get("data", {})
                if data.get("method") == "update_states":
                    for model_id, model in data["states"].items():
                        self.models[model_id] = dict(model["state"])
                elif data.get("method") in ("update", "echo_update"):
                    self.models.setdefault(content["comm_id"], {}).update(data["state"])
            elif kind == "status" and content.get("execution_state") == "idle":
                waiting = self.idle.pop(parent, None)
                if waiting is not None and not waiting.done():
                    waiting.set_result(None)

    async def send(
        self, msg_type: str, content: dict[str, Any], metadata: dict[str, Any] | None = None
    ) -> float:
        """Send a shell message; return milliseconds until the kernel is idle after it."""
        message = self._message(msg_type, content, metadata or {})
        done = asyncio.get_running_loop().create_future()
        self.idle[message["header"]["msg_id"]] = done
        began = time.perf_counter()
        await self.connection.write_message(json.dumps(message))
        await asyncio.wait_for(done, REPLY_TIMEOUT)
        return (time.perf_counter() - began) * 1000

    async def load_states(self) -> None:
        """Ask the kernel for every widget's state (ipywidgets 8's control comm)."""
        control = uuid.uuid4().hex
        await self.send(
            "comm_open",
            {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
            {"version": "1.0.0"},
        )
        await self.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
        if not self.models:
            raise RuntimeError("the kernel sent no widget states")

    async def store_ready(self) -> None:
        """Answer the progress store as a browser with no saved progress does."""
        store = next(
            model_id
            for model_id, state in self.models.items()
            if state.get("key") == "cuarenta-tutor-progress"
        )
        data = {"method": "update", "state": {"loaded": "", "ready": True}, "buffer_paths": []}
        await self.send("comm_msg", {"comm_id": store, "data": data})

    def find(self, css: str) -> str:
        """Return the id of the widget carrying the CSS class ``css``."""
        for model_id, state in self.models.items():
            if css in state.get("_dom_classes", ()):
                return model_id
        raise LookupError(f"no widget with class {css}")

    def value(self, css: str) -> str:
        """Return the ``value`` of the widget with class ``css``."""
        return str(self.models[self.find(css)].get("value", ""))

    async def click(self, css: str) -> float:
        """Click the button with class ``css``."""
        return await self.custom(css, {"event": "click"})

    async def custom(self, css: str, content: dict[str, Any]) -> float:
        """Send the widget with class ``css`` a message from its page (``model.send``)."""
        data = {"method": "custom", "content": content}
        return await self.send("comm_msg", {"comm_id": self.find(css), "data": data})

    async def update(self, css: str, state: dict[str, Any]) -> float:
        """Change widget state as the browser does (e.g. a card click on a card row)."""
        model = self.find(css)
        self.models[model].update(state)
        data = {"method": "update", "state": state, "buffer_paths": []}
        return await self.send("comm_msg", {"comm_id": model, "data": data})

    async def click_card(self, row: str, card: str) -> float:
        """Click ``card`` in the card row with class ``row`` (one message, as the browser)."""
        data = {"method": "custom", "content": {"card": card}}
        return await self.send("comm_msg", {"comm_id": self.find(row), "data": data})

    async def close(self) -> None:
        """Close the websocket."""
        self.connection.close()
        self.reader.cancel()


def learner_address(number: int) -> str:
    """Return the loopback address learner ``number`` connects from (its own computer)."""
    return str(ipaddress.IPv4Address("127.0.1.0") + number)


async def open_page(base: str, address: str, results: Results, query: str = "") -> tuple[str, str]:
    """Load the tutor page (this starts the learner's kernel); return kernel id and cookie."""
    began = time.perf_counter()
    answer = await AsyncHTTPClient().fetch(
        HTTPRequest(
            f"{base}/{query}", request_timeout=180, connect_timeout=30, network_interface=address
        )
    )
    results.page_loads.append(time.perf_counter() - began)
    found = KERNEL_ID.search(answer.body.decode())
    if not found:
        raise RuntimeError("the page carries no kernel id")
    cookies = "; ".join(value.split(";", 1)[0] for value in answer.headers.get_list("Set-Cookie"))
    return found.group(1), cookies


async def think(rng: random.Random, seconds: float) -> None:
    """Pause like a pupil looking at the cards."""
    await asyncio.sleep(seconds * rng.uniform(0.5, 1.5))


async def solve_lesson(
    client: WidgetClient, task: Task, rng: random.Random, pause: float, results: Results
) -> None:
    """Open one lesson, maybe check a half answer first, then play the best play and check."""
    await think(rng, pause)
    results.clicks.append(await client.update("ct-tabs", {"selected_index": 0}))
    await think(rng, pause)
    results.clicks.append(await client.custom("ct-map", {"open": task.lesson}))  # the map
    if rng.random() < 0.3:
        await think(rng, pause)
        if task.hand:
            results.clicks.append(await client.click_card("ct-hand", task.hand))
        results.checks.append(await client.click("ct-check"))
        if "ct-fb-correct" in client.value("ct-feedback-box") and task.table:
            results.errors.append(f"{task.lesson}: a half answer was judged correct")
        results.clicks.append(await client.click("ct-retry"))
    if task.hand:
        await think(rng, pause)
        results.clicks.append(await client.click_card("ct-hand", task.hand))
    for card in task.table:
        await think(rng, pause)
        results.clicks.append(await client.click_card("ct-table", card))
    await think(rng, pause)
    results.checks.append(await client.click("ct-check"))
    feedback = client.value("ct-feedback-box")
    if "ct-fb-correct" not in feedback:
        results.errors.append(f"{task.lesson}: expected a correct verdict, got {feedback[:120]!r}")
    else:
        results.solved += 1
    if client.value("ct-error-box"):
        results.errors.append(f"{task.lesson}: the app showed an error")


async def join_class(client: WidgetClient, seed: int, results: Results) -> None:
    """Join the class as ``Pupil <seed>``, as the join form's field and button do."""
    await client.update("ct-class-name", {"value": f"Pupil {seed}"})
    results.joins.append(await client.click("ct-class-join"))
    if f"Pupil {seed}" not in client.value("ct-class-status"):
        raise RuntimeError(f"did not join: {client.value('ct-class-problem')[:120]!r}")


async def protocol_learner(
    base: str, plan: list[Task], seed: int, pause: float, results: Results, code: str = ""
) -> None:
    """One pupil on the widget protocol: load the page, solve ``plan``, close the tab."""
    rng = random.Random(seed)
    address = learner_address(seed)
    arrived = time.perf_counter()
    try:
        kernel, cookies = await open_page(base, address, results, f"?class={code}" if code else "")
        ws_base = base.replace("http://", "ws://", 1)
        connection = await websocket_connect(
            HTTPRequest(
                f"{ws_base}/api/kernels/{kernel}/channels?session_id={uuid.uuid4().hex}",
                headers={"Cookie": cookies},
                network_interface=address,
            )
        )
        client = WidgetClient(connection)
        await client.load_states()
        await client.store_ready()
        results.interactive.append(time.perf_counter() - arrived)
        if code:
            await join_class(client, seed, results)
        for task in plan:
            await solve_lesson(client, task, rng, pause, results)
        await client.close()
        xsrf = re.search(r"_xsrf=([^;]+)", cookies)
        await AsyncHTTPClient().fetch(
            HTTPRequest(
                f"{base}/voila/api/shutdown/{kernel}",
                method="POST",
                body=f"_xsrf={xsrf.group(1) if xsrf else ''}",
                headers={"Cookie": cookies},
                network_interface=address,
            ),
            raise_error=False,
        )
    except Exception as error:  # every failure is counted, none stops the others
        results.errors.append(f"learner {seed}: {type(error).__name__}: {error}")


# -- one learner in a real browser ----------------------------------------------------------
async def browser_learner(
    browser: Any,
    base: str,
    plan: list[Task],
    seed: int,
    pause: float,
    results: Results,
    code: str = "",
) -> None:
    """One pupil in headless Chromium, timed from click to verdict on screen."""
    rng = random.Random(seed)
    context = await browser.new_context()
    page = await context.new_page()
    console: list[str] = []
    page.on("console", lambda message: console.append(f"{message.type}: {message.text}"))
    try:
        began = time.perf_counter()
        await page.goto(f"{base}/{f'?class={code}' if code else ''}", timeout=180_000)
        await page.wait_for_selector(".ct-lesson", timeout=180_000)
        results.page_loads.append(time.perf_counter() - began)
        if code:
            await page.fill(".ct-class-name input", f"Pupil {seed}")
            await page.click(".ct-class-join")
            await page.wait_for_selector(f".ct-class-status:has-text('Pupil {seed}')")
        for task in plan:
            await think(rng, pause)
            await page.click(".ct-tabs .lm-TabBar-tab >> nth=0")
            await think(rng, pause)
            await page.click(f".ct-lesson-{task.lesson}")
            cards = [(".ct-hand", task.hand)] if task.hand else []
            cards += [(".ct-table", card) for card in task.table]
            for row, card in cards:
                await think(rng, pause)
                await page.click(f"{row} button[data-card='{card}']")
                await page.wait_for_selector(
                    f"{row} button[data-card='{card}'][aria-pressed='true']"
                )
            await think(rng, pause)
            began = time.perf_counter()
            await page.click(".ct-check")
            await page.wait_for_selector(".ct-feedback", timeout=REPLY_TIMEOUT * 1000)
            results.screen_checks.append((time.perf_counter() - began) * 1000)
            if await page.query_selector(".ct-feedback.ct-fb-correct") is None:
                results.errors.append(f"browser {seed}: {task.lesson} not judged correct")
            else:
                results.solved += 1
    except Exception as error:
        shot = Path(f"/tmp/load-test-browser-{seed}.png")
        await page.screenshot(path=shot, full_page=True)
        errors = [line for line in console if line.startswith("error")][-3:]
        results.errors.append(
            f"browser {seed}: {type(error).__name__}: {str(error).splitlines()[0]} "
            f"(screenshot {shot}; console: {errors})"
        )
    finally:
        await context.close()


# -- the run --------------------------------------------------------------------------------
async def wait_for_server(base: str, seconds: float = 120) -> None:
    """Wait until the server answers its static files."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            await AsyncHTTPClient().fetch(f"{base}/voila/static/voila.js", request_timeout=2)
            return
        except Exception:
            await asyncio.sleep(0.2)
    raise RuntimeError("cuarenta-tutor serve did not start")


async def teacher_page(
    base: str, code: str, key: str, results: Results, stop: asyncio.Event
) -> None:
    """Poll the class's summary every 3 s as the teacher's page does; time each answer."""
    while not stop.is_set():
        began = time.perf_counter()
        try:
            answer = await AsyncHTTPClient().fetch(HTTPRequest(
                f"{base}/cuarenta-class/{code}/api/summary?lang=en",
                headers={"X-Class-Key": key}, request_timeout=30))  # fmt: skip
            json.loads(answer.body)
            results.teacher.append((time.perf_counter() - began) * 1000)
        except Exception as error:
            results.errors.append(f"teacher page: {type(error).__name__}: {error}")
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), 3.0)


def make_class(data: Path) -> tuple[str, str]:
    """Make a class in the data folder ``data``; return its code and key."""
    from cuarenta_tutor.classroom.store import ClassStore

    store = ClassStore.open(data, create=True)
    made = store.create_class("Load test")
    store.close()
    return made.code, made.key


def class_checks(data: Path, code: str) -> int:
    """Return how many *Check* answers the class database holds."""
    from cuarenta_tutor.classroom.store import ClassStore

    store = ClassStore.open(data)
    count = sum(event.kind == "check" for _, _, event in store.class_data(code).events)
    store.close()
    return count


async def run(args: argparse.Namespace) -> dict[str, Any]:
    """Start the server, run every learner, and return the figures."""
    AsyncHTTPClient.configure(None, max_clients=args.learners + 4)
    every = tasks()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    data = Path(tempfile.mkdtemp(prefix="cuarenta-load-"))
    code, key = make_class(data) if args.in_class else ("", "")
    server = subprocess.Popen(
        [
            sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser",
            "--port", str(port), "--max-kernels", str(args.learners + 5), "--data", str(data),
            "--ready-kernels", str(args.ready_kernels),
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )  # fmt: skip
    results, stop = Results(), asyncio.Event()
    idle_mib = 0.0
    playwright = browser = None
    try:
        await wait_for_server(base)
        pool_began = time.perf_counter()
        while len(kernels(server.pid)) < args.ready_kernels:  # the pool fills before class
            if time.perf_counter() - pool_began > 600:
                raise RuntimeError("the kernels started ahead never were ready")
            await asyncio.sleep(1)
        pool_s = time.perf_counter() - pool_began
        idle_mib = sum(rss_mib(process_tree(server.pid)))
        sampler = asyncio.ensure_future(sample_memory(server.pid, results, stop))
        if args.browsers:
            from playwright.async_api import async_playwright

            playwright = await async_playwright().start()
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        began = time.perf_counter()

        async def learner(number: int) -> None:
            await asyncio.sleep(args.ramp * number / max(1, args.learners))
            start = (number * args.lessons) % len(every)
            plan = [every[(start + k) % len(every)] for k in range(args.lessons)]
            if number < args.browsers:
                await browser_learner(browser, base, plan, number, args.think, results, code)
            else:
                await protocol_learner(base, plan, number, args.think, results, code)

        peak_kernels = 0

        async def count_kernels() -> None:
            nonlocal peak_kernels
            while not stop.is_set():
                peak_kernels = max(peak_kernels, len(kernels(server.pid)))
                await asyncio.sleep(2)

        counter = asyncio.ensure_future(count_kernels())
        teacher = asyncio.ensure_future(
            teacher_page(base, code, key, results, stop) if code else stop.wait()
        )
        await asyncio.gather(*(learner(n) for n in range(args.learners)))
        elapsed = time.perf_counter() - began
        stop.set()
        await sampler
        await counter
        await teacher
    finally:
        if browser is not None:
            await browser.close()
        if playwright is not None:
            await playwright.stop()
        server.terminate()
        server.wait(timeout=30)
    peak = max(results.memory, default=0.0)
    written = class_checks(data, code) if code else 0
    shutil.rmtree(data, ignore_errors=True)
    return {
        "ready_kernels": args.ready_kernels,
        "pool_fill_s": round(pool_s, 1),
        "interactive_s": latency([1000 * s for s in results.interactive]),
        "class_mode": bool(code),
        "class_checks_written": written,
        "join_ms": latency(results.joins),
        "teacher_page_ms": latency(results.teacher),
        "learners": args.learners,
        "browsers": args.browsers,
        "lessons_each": args.lessons,
        "think_s": args.think,
        "ramp_s": args.ramp,
        "cpus": psutil.cpu_count(),
        "duration_s": round(elapsed, 1),
        "lessons_solved": results.solved,
        "errors": len(results.errors),
        "error_samples": results.errors[:10],
        "page_load_s": {
            "median": round(statistics.median(results.page_loads or [0]), 2),
            "p95": round(percentile(results.page_loads, 0.95), 2),
            "max": round(max(results.page_loads, default=0), 2),
        },
        "check_to_verdict_ms": latency(results.checks),
        "any_click_ms": latency(results.clicks + results.checks),
        "browser_check_to_screen_ms": latency(results.screen_checks),
        "memory_mib": {
            "server_idle": round(idle_mib, 1),
            "peak_total": round(peak, 1),
            "peak_kernels": peak_kernels,
            "per_kernel": round((peak - idle_mib) / max(1, peak_kernels), 1),
        },
    }


def latency(values: list[float]) -> dict[str, float]:
    """Return count, median, p95 and max of latencies in milliseconds."""
    return {
        "count": len(values),
        "p50": round(statistics.median(values), 1) if values else 0.0,
        "p95": round(percentile(values, 0.95), 1),
        "max": round(max(values, default=0.0), 1),
    }


def spread(figures: dict[str, float], unit: str) -> str:
    """Return ``p50 / p95 / max unit`` of a latency summary."""
    return f"{figures['p50']} / {figures['p95']} / {figures['max']} {unit}"


def table(result: dict[str, Any]) -> str:
    """Return the figures as a Markdown table."""
    page, memory = result["page_load_s"], result["memory_mib"]
    clicks = result["any_click_ms"]
    rows = [
        ("learners at once (of them in Chromium)", f"{result['learners']} ({result['browsers']})"),
        ("lessons solved / errors", f"{result['lessons_solved']} / {result['errors']}"),
        ("*Check* → verdict, p50 / p95 / max", spread(result["check_to_verdict_ms"], "ms")),
        ("any click → reply (clicks)", f"{spread(clicks, 'ms')} ({clicks['count']})"),
        ("Chromium: *Check* → verdict on screen, p50 / p95 / max",
         spread(result["browser_check_to_screen_ms"], "ms")),
        ("page load (its kernel starts), p50 / p95 / max",
         f"{page['median']} / {page['p95']} / {page['max']} s"),
        ("memory: server idle → peak, all kernels included",
         f"{memory['server_idle']} → {memory['peak_total']} MiB ({memory['peak_kernels']} kernels, "
         f"≈ {memory['per_kernel']} MiB each)"),
        ("kernels started ahead (time to start them before the class)",
         f"{result['ready_kernels']} ({result['pool_fill_s']} s)"),
        ("arrival → widgets answer (page, states, store), p50 / p95 / max",
         spread({k: round(v / 1000, 2) for k, v in result["interactive_s"].items()}, "s")),
        *([("class mode: join → joined, p50 / p95 / max", spread(result["join_ms"], "ms")),
           ("class mode: teacher's summary, p50 / p95 / max",
            spread(result["teacher_page_ms"], "ms")),
           ("class mode: *Check* answers written to the class",
            str(result["class_checks_written"]))]
          if result["class_mode"] else []),
        ("run", f"{result['duration_s']} s on {result['cpus']} CPUs; pause {result['think_s']} s "
                f"between clicks; arrivals spread over {result['ramp_s']} s"),
    ]  # fmt: skip
    return "\n".join(["| measure | value |", "|---|---|", *(f"| {a} | {b} |" for a, b in rows)])


def main() -> int:
    """Parse the options, run the load test and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=30)
    parser.add_argument("--browsers", type=int, default=1, help="learners in real Chromium")
    parser.add_argument("--lessons", type=int, default=4, help="lessons each learner solves")
    parser.add_argument("--think", type=float, default=2.0, help="seconds between clicks")
    parser.add_argument("--ramp", type=float, default=30.0, help="seconds over which they arrive")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--ready-kernels",
        type=int,
        default=0,
        help="serve --ready-kernels: kernels started ahead (the run waits for them)",
    )
    parser.add_argument(
        "--class",
        dest="in_class",
        action="store_true",
        help="class mode: learners join a class; a teacher's page polls it",
    )
    args = parser.parse_args()
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=2) if args.json else table(result))
    for sample in result["error_samples"]:
        print("error:", sample, file=sys.stderr)
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())

"""Practice end to end in Chromium: solve a generated puzzle, miss one, review it when due.

The server runs with a test clock (``CUARENTA_TUTOR_CLOCK_FILE``): rewriting the file moves
the kernels' "today" forward, so the missed puzzle becomes due without waiting a day.
"""

from __future__ import annotations

import os
import sys
import time
from datetime import date, timedelta

import pytest
from conftest import SCREENSHOTS, open_app
from support.servers import block_outside, free_port, start_server, stop_server

from cuarenta_tutor.engine.game import legal_actions
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play, format_play, parse_play_text
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import Puzzle, find_puzzle
from cuarenta_tutor.tutor.clock import CLOCK_FILE

DAY = date(2026, 12, 1)


@pytest.fixture(scope="module")
def clock_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("clock") / "today"
    path.write_text(DAY.isoformat())
    return path


@pytest.fixture(scope="module")
def clocked_server(clock_file):
    """``cuarenta-tutor serve`` whose kernels read today's date from ``clock_file``."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    os.environ[CLOCK_FILE] = str(clock_file)
    try:
        process = start_server(
            [sys.executable, "-m", "cuarenta_tutor.cli", "serve", "--no-browser", "--port",
             str(port)],
            f"{base}/voila/static/voila.js")
    finally:
        del os.environ[CLOCK_FILE]
    yield base
    stop_server(process)


@pytest.fixture
def practice_page(browser, clocked_server):
    """A fresh browser context on the clocked server, every external URL blocked."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    outside = block_outside(context, clocked_server)
    page = context.new_page()
    page.outside_requests = outside
    page.base = clocked_server
    yield page
    context.close()


def open_practice(page, query: str) -> Puzzle:
    open_app(page, query)
    return shown_puzzle(page)


def shown_puzzle(page, other_than: str = "") -> Puzzle:
    """Wait for a puzzle on screen (not ``other_than``) and return it from the bank."""
    page.wait_for_function(
        "(old) => { const t = document.querySelector('.ct-puzzle-title [data-puzzle]');"
        " return t && t.dataset.puzzle !== old; }", arg=other_than, timeout=30_000)
    return find_puzzle(page.locator(".ct-puzzle-title [data-puzzle]").get_attribute("data-puzzle"))


def click_play(page, key: str) -> None:
    card, captured = parse_play_text(key)
    page.click(f".ct-practice-hand button[data-card='{card}']")
    for taken in captured:
        page.click(f".ct-practice-table button[data-card='{taken}']")


def check(page, kind: str) -> float:
    """Click Check and return the milliseconds until the verdict of ``kind`` is on screen."""
    start = time.perf_counter()
    page.click(".ct-practice-check")
    page.locator(f".ct-practice-feedback .ct-fb-{kind}").wait_for(timeout=15_000)
    return (time.perf_counter() - start) * 1000


def worse_play(puzzle: Puzzle) -> str | None:
    position = parse_position(puzzle.position)
    plays = [format_play(a) for a in legal_actions(position) if isinstance(a, Play)]
    return next((key for key in plays if key not in puzzle.answers), None)


def taken_cards(puzzle: Puzzle) -> int:
    """Return how many table cards the puzzle's first answer takes (0 for ronda or claim)."""
    if puzzle.answers[0] in ("ronda", "claim"):
        return 0
    return len(parse_play_text(puzzle.answers[0])[1])


def skip(page, puzzle: Puzzle) -> Puzzle:
    """Show the solution, press Next and return the next puzzle."""
    page.click(".ct-practice-solution")
    page.locator(".ct-practice-feedback .ct-fb-solution").wait_for(timeout=15_000)
    page.click(".ct-practice-next")
    return shown_puzzle(page, puzzle.id)


def next_card_puzzle(page, puzzle: Puzzle, *, wrong: bool = False) -> Puzzle:
    """Skip (Show solution, Next) until a puzzle answered by clicking cards is shown."""
    while puzzle.answers[0] in ("ronda", "claim") or (wrong and worse_play(puzzle) is None):
        puzzle = skip(page, puzzle)
    return puzzle


def test_solve_a_puzzle_miss_one_and_review_it_when_due(practice_page, clock_file):
    page = practice_page
    puzzle = open_practice(page, "?practice=best-capture&rules=quito")
    assert "best-capture" in puzzle.themes
    puzzle = next_card_puzzle(page, puzzle)
    click_play(page, puzzle.answers[0])
    check(page, "correct")
    assert "Right!" in page.locator(".ct-practice-feedback").inner_text()

    page.click(".ct-practice-next")
    missed = next_card_puzzle(page, shown_puzzle(page, puzzle.id), wrong=True)
    click_play(page, worse_play(missed))
    check(page, "wrong")
    assert page.locator(".ct-mode-review").inner_text().endswith("(0)")  # due tomorrow

    clock_file.write_text((DAY + timedelta(days=1)).isoformat())
    page.reload()
    open_app(page)
    note = page.locator(".ct-map-note")
    note.wait_for(timeout=15_000)
    assert "1 to review today" in note.inner_text()
    page.click(".ct-map-review")
    assert shown_puzzle(page).id == missed.id
    click_play(page, missed.answers[0])
    check(page, "correct")
    page.click(".ct-practice-next")
    page.wait_for_selector(".ct-puzzle-title:has-text('No puzzle is due')", timeout=15_000)
    assert page.outside_requests == []


@pytest.mark.parametrize("lang", ["es", "fi"])
def test_practice_in_another_language(practice_page, lang):
    page = practice_page
    tr = Translator(lang)
    puzzle = next_card_puzzle(page, open_practice(page, f"?practice=caida&lang={lang}"))
    tab = tr.pgettext("tab", "Practice")
    assert page.locator(f".ct-tabs .lm-TabBar-tab:has-text('{tab}')").count() == 1
    assert page.locator(".ct-practice-check").inner_text() == tr.pgettext("button", "Check")
    click_play(page, puzzle.answers[0])
    check(page, "correct")
    assert tr.gettext("Right!") in page.locator(".ct-practice-feedback").inner_text()
    board = page.locator(".ct-dashboard").inner_text()
    assert tr.gettext("Your themes, the weakest first") in board


def test_quick_clicks_on_many_cards_all_count(practice_page):
    """Every card of a long capture clicked in one burst reaches the kernel.

    The benchmark's lost round: ipywidgets merges the state changes sent while the kernel is
    busy, so the middle clicks of a quick burst on one row were lost and a right answer was judged
    illegal ("do not stop at the 7"). Each click is now a message of its own.
    """
    page = practice_page
    puzzle = open_practice(page, "?practice=best-capture&rules=quito")
    while taken_cards(puzzle) < 3:  # a row's third and later quick clicks were merged
        puzzle = skip(page, puzzle)
    card, captured = parse_play_text(puzzle.answers[0])
    page.evaluate(
        """([hand, table]) => {
            document.querySelector(`.ct-practice-hand button[data-card='${hand}']`).click();
            for (const code of table) {
                document.querySelector(`.ct-practice-table button[data-card='${code}']`).click();
            }
        }""",
        [str(card), [str(taken) for taken in captured]])
    page.wait_for_function(
        "(n) => document.querySelectorAll('.ct-practice-table .ct-selected').length === n",
        arg=len(captured), timeout=15_000)
    check(page, "correct")


def test_check_to_verdict_and_screenshots(practice_page):
    page = practice_page
    times = []
    puzzle = open_practice(page, "?practice=best-capture&rules=quito")
    for turn in range(6):
        puzzle = next_card_puzzle(page, puzzle)
        click_play(page, puzzle.answers[0])
        times.append(check(page, "correct"))
        if turn == 5:
            break
        page.click(".ct-practice-next")
        puzzle = shown_puzzle(page, puzzle.id)
    print("Practice: Check → verdict ms", sorted(round(t) for t in times))
    assert max(times) < 5000  # the benchmark measures the p95; this only catches a hang
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.locator(".ct-puzzle-title").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, -40)")
    page.screenshot(path=str(SCREENSHOTS / "practice.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_timeout(300)
    page.screenshot(path=str(SCREENSHOTS / "practice-phone.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"the page scrolls sideways on a phone ({width} px)"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_practice_passes_axe_at_phone_and_laptop_size(practice_page, lang):
    from test_accessibility import SIZES, violations

    page = practice_page
    open_practice(page, f"?practice=caida&lang={lang}")
    found = []
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        page.wait_for_timeout(150)
        found += [f"{lang} practice {size}: {line}" for line in violations(page)]
    assert found == [], "\n".join(found)

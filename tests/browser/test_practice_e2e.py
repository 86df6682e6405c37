"""Practice end to end in Chromium: solve a generated puzzle, miss one, review it when due.

The server runs with a test clock (``CUARENTA_TUTOR_CLOCK_FILE``): rewriting the file moves
the kernels' "today" forward, so the missed puzzle becomes due without waiting a day.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
from datetime import date, timedelta

import pytest
from conftest import open_app, screenshot
from helpers import KernelWatch, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from learner import (
    check,
    click_play,
    next_card_puzzle,
    next_puzzle,
    shown_puzzle,
    skip,
    worse_play,
)
from playwright.sync_api import expect
from support.servers import block_outside, free_port, serve_command, start_server, stop_server

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import parse_play_text
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.puzzles import Puzzle, load_bank
from cuarenta_tutor.sentences.puzzle_text import theme_name
from cuarenta_tutor.tutor.clock import CLOCK_FILE
from cuarenta_tutor.tutor.mistakes import keep_mistakes
from cuarenta_tutor.tutor.progress import MistakePosition, Progress

DAY = date(2026, 12, 1)


@pytest.fixture(scope="module")
def clock_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("clock") / "today"
    path.write_text(DAY.isoformat())
    return path


@pytest.fixture(scope="module")
def clocked_server(clock_file):
    """``cuarenta-tutor serve`` whose kernels read today's date from ``clock_file``.

    Without a per-computer share or a kernel limit, like the suite's server: this module
    opens more than ten pages (one per language among them).
    """
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    os.environ[CLOCK_FILE] = str(clock_file)
    try:
        process = start_server(
            serve_command(port, "--max-kernels", "0"),
            f"{base}/voila/static/voila.js",
        )
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
    page.kernel = KernelWatch(page)
    page.outside_requests = outside
    page.base = clocked_server
    yield page
    context.close()


def open_practice(page, query: str) -> Puzzle:
    open_app(page, query)
    return shown_puzzle(page)


def taken_cards(puzzle: Puzzle) -> int:
    """Return how many table cards the puzzle's first answer takes (0 for ronda or claim)."""
    if puzzle.answers[0] in ("ronda", "claim"):
        return 0
    return len(parse_play_text(puzzle.answers[0])[1])


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
    open_app(page)  # the next day, the tutor opened again (one load: a reload first made two)
    settle(page, 60_000)  # the stored progress read back and the map's note drawn, however busy
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


def solve(page, puzzle: Puzzle) -> None:
    """Answer with the puzzle's proved answer (cards and Check, or its ronda/claim button)."""
    answer = puzzle.answers[0]
    if answer in ("ronda", "claim"):
        page.click(f".ct-practice-{answer}")
    else:
        click_play(page, answer)
        page.click(".ct-practice-check")
    page.locator(".ct-practice-feedback .ct-fb-correct").wait_for(timeout=15_000)


def axe_both_sizes(page, screen: str) -> list[str]:
    """Run axe-core at a phone's and a laptop's size; return the violations found."""
    return axe_at_sizes(page, screen, ("phone", "laptop"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_practice_streak_dashboard_review_and_play_in_every_language(practice_page, lang):
    """One page per language: a puzzle solved, a Streak begun, the dashboard, the review
    count and the Play tab, each screen checked by axe-core at 390 and 1280 px."""
    page, tr = practice_page, Translator(lang)
    found: list[str] = []
    puzzle = open_practice(page, f"?practice=best-capture&lang={lang}")
    tab = tr.pgettext("tab", "Practice")
    assert page.locator(f".ct-tabs .lm-TabBar-tab:has-text('{tab}')").count() == 1
    solve(page, puzzle)
    assert tr.gettext("Right!") in page.locator(".ct-practice-feedback").inner_text()
    board = page.locator(".ct-dashboard")
    assert tr.gettext("Your themes, the weakest first") in board.inner_text()
    row = board.locator("tbody tr").filter(has_text=theme_name("best-capture", tr)).first
    # the dashboard is redrawn after the verdict: wait for the count, under load too
    expect(row).to_contain_text(
        tr.gettext("{solved} of {attempts}").format(solved=1, attempts=1), timeout=15_000
    )
    review = tr.pgettext("button", "Review")
    assert page.locator(".ct-mode-review").inner_text() == f"{review} (0)"
    status = page.locator(".ct-practice-status")
    assert tr.gettext("Nothing to review today.") in status.inner_text()
    found += axe_both_sizes(page, f"{lang} practice")

    page.click(".ct-mode-streak")
    streak = tr.gettext("Streak: {count} · best: {best}")
    status.filter(has_text=streak.format(count=0, best=0)).wait_for(timeout=15_000)
    page.locator(".ct-practice-check").wait_for(timeout=15_000)  # drawn after the title
    solve(page, shown_puzzle(page))
    status.filter(has_text=streak.format(count=1, best=1)).wait_for(timeout=15_000)
    found += axe_both_sizes(page, f"{lang} streak")

    play = tr.pgettext("tab", "Play")
    tabs = page.locator(".ct-tabs .lm-TabBar-tab")
    tabs.filter(has_text=re.compile(f"^{re.escape(play)}$")).click()
    page.click(".ct-play-new")
    page.wait_for_selector(".ct-play-hand button.ct-card:not([disabled])", timeout=30_000)
    found += axe_both_sizes(page, f"{lang} play")
    assert found == [], "\n".join(found)
    assert page.outside_requests == []


def test_a_mistake_from_a_mesa_is_reviewed_in_practice(practice_page, clock_file):
    """A Play mistake in the stored progress, due today, is shown and solved in Review.

    The mesa itself is not played here (tests/browser/test_play_e2e.py plays whole ones):
    the progress a finished mesa leaves (``keep_mistakes``) is stored in the browser first.
    """
    page = practice_page
    today = date.fromisoformat(clock_file.read_text())
    puzzle = next(
        p
        for p in load_bank("quito")
        if p.criterion == "immediate" and p.answers[0] not in ("ronda", "claim") and worse_play(p)
    )
    entry = MistakePosition(puzzle.position, worse_play(puzzle), puzzle.answers[0], "mistake")
    progress, queued = keep_mistakes(Progress(), [entry], today - timedelta(days=1))
    assert queued == 1
    stored = json.dumps(progress.to_json())
    page.context.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ localStorage.setItem("
        f"'cuarenta-tutor-progress', {stored}); sessionStorage.setItem('seeded', '1'); }}"
    )
    open_app(page, "?practice=caida")
    page.locator(".ct-mode-review:has-text('(1)')").wait_for(timeout=30_000)
    page.click(".ct-mode-review")
    page.locator(".ct-puzzle-title:has-text('A mistake from your game')").wait_for(timeout=30_000)
    click_play(page, puzzle.answers[0])
    check(page, "correct")
    page.click(".ct-practice-next")
    page.wait_for_selector(".ct-puzzle-title:has-text('No puzzle is due')", timeout=15_000)
    assert page.locator(".ct-mode-review").inner_text().endswith("(0)")


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
        [str(card), [str(taken) for taken in captured]],
    )
    page.wait_for_function(
        "(n) => document.querySelectorAll('.ct-practice-table .ct-selected').length === n",
        arg=len(captured),
        timeout=15_000,
    )
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
    page.locator(".ct-puzzle-title").scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, -40)")
    screenshot(page, "practice")
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    screenshot(page, "practice-phone")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390 + 1, f"the page scrolls sideways on a phone ({width} px)"


def test_focus_stays_on_the_main_button_when_the_pressed_button_leaves(practice_page):
    """Keyboard only: Show solution, and a ronda declared, leave the row; focus goes to Next."""
    page = practice_page
    puzzle = open_practice(page, "?practice=ronda&rules=quito")
    page.focus(".ct-practice-solution")
    page.keyboard.press("Enter")
    page.locator(".ct-practice-feedback .ct-fb-solution").wait_for(timeout=15_000)
    page.wait_for_function(
        "() => document.activeElement !== document.body"
        " || !document.querySelector('.ct-practice-solution')",
        timeout=5_000,
    )
    settle(page)
    wait_for_focus(page, ".ct-practice-next")
    page.keyboard.press("Enter")  # Next, from the keyboard: the new puzzle starts on a card
    puzzle = next_puzzle(page, puzzle)
    while puzzle.answers[0] != "ronda":
        puzzle = skip(page, puzzle)
    page.focus(".ct-practice-ronda")
    page.keyboard.press("Enter")
    page.locator(".ct-practice-feedback .ct-fb-correct").wait_for(timeout=15_000)
    settle(page)
    wait_for_focus(page, ".ct-practice-next")


def press_and_settle(page, selector: str) -> None:
    """Focus ``selector``, press Enter, and wait for the kernel's redraw to reach the page."""
    page.focus(selector)
    page.keyboard.press("Enter")
    settle(page)


def test_focus_never_falls_to_the_rules_menu_after_a_streak_or_the_last_review(
    practice_page, clock_file
):
    """The tester's dead end: a lost run, a solution shown in Streak and the review emptied
    left no main button, and the page's focus rescue took the first control: the Rules menu.
    Keyboard only: each time the focus is on the one next step, which works from Enter."""
    page = practice_page
    today = date.fromisoformat(clock_file.read_text())
    due = next(
        p
        for p in load_bank("quito")
        if "best-capture" in p.themes and p.answers[0] not in ("ronda", "claim")
    )
    progress = Progress()
    record = progress.practice.played(due.id).rescheduled(
        f"puzzle:{due.id}", False, today - timedelta(days=1)
    )
    stored = json.dumps(dataclasses.replace(progress, practice=record).to_json())
    page.context.add_init_script(
        f"if (!sessionStorage.getItem('seeded')) {{ localStorage.setItem("
        f"'cuarenta-tutor-progress', {stored}); sessionStorage.setItem('seeded', '1'); }}"
    )
    puzzle = open_practice(page, "?practice=best-capture&rules=quito")
    page.click(".ct-mode-streak")
    puzzle = shown_puzzle(page, puzzle.id)
    press_and_settle(page, ".ct-practice-solution")  # the run ends on a solution shown
    page.locator(".ct-practice-restart").wait_for(timeout=15_000)
    settle(page)
    wait_for_focus(page, ".ct-practice-restart")
    assert page.locator(".ct-practice-check, .ct-practice-retry").count() == 0
    page.keyboard.press("Enter")  # Start a new streak, from the keyboard
    puzzle = shown_puzzle(page, puzzle.id)
    settle(page)
    wait_for_focus(page, ".ct-practice-check")  # the main button kept the focus
    wrong = worse_play(puzzle)
    if wrong is not None:  # a miss checked from the keyboard ends the run too
        hand = sorted(str(card) for card in parse_position(puzzle.position).hand)
        page.wait_for_function(  # the new puzzle's cards, not the last one's, are drawn
            "(hand) => JSON.stringify([...document.querySelectorAll("
            "'.ct-practice-hand button[data-card]')].map((b) => b.dataset.card).sort())"
            " === JSON.stringify(hand)",
            arg=hand,
            timeout=15_000,
        )
        click_play(page, wrong)
        press_and_settle(page, ".ct-practice-check")
        page.locator(".ct-practice-restart").wait_for(timeout=15_000)
        settle(page)
        wait_for_focus(page, ".ct-practice-restart")
        assert page.locator(".ct-practice-retry").count() == 0

    page.click(".ct-mode-review")  # the seeded miss is due today (the run's tomorrow)
    page.locator(f".ct-puzzle-title [data-puzzle='{due.id}']").wait_for(timeout=15_000)
    click_play(page, due.answers[0])
    press_and_settle(page, ".ct-practice-check")
    page.locator(".ct-practice-feedback .ct-fb-correct").wait_for(timeout=15_000)
    press_and_settle(page, ".ct-practice-next")  # the last one: the queue is empty
    page.wait_for_selector(".ct-puzzle-title:has-text('No puzzle is due')", timeout=15_000)
    page.locator(".ct-practice-back").wait_for(timeout=15_000)
    settle(page)
    wait_for_focus(page, ".ct-practice-back")
    page.keyboard.press("Enter")  # Back to puzzles
    shown_puzzle(page)
    settle(page)
    wait_for_focus(page, ".ct-practice-check")

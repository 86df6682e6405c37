"""The teacher puts a practice puzzle on every joined pupil's screen, in Chromium.

Two pupils on a real ``cuarenta-tutor serve --data``: the teacher's picker pushes a puzzle,
each pupil's Practice tab opens on it, their answers (one right, one wrong) reach the
teacher's chart, and *Reveal* shows the puzzle's explanation on the teacher's page and on
both pupils' screens.
"""

from __future__ import annotations

import pytest
from test_class_live import open_pupil
from test_practice_e2e import click_play, worse_play

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.puzzle_name import puzzle_title
from cuarenta_tutor.server.class_page import answer_label, live_puzzles

pytestmark = pytest.mark.slow


def offered_puzzle():
    """Return a puzzle the picker offers, answered with cards and with a worse play."""
    return next(
        puzzle
        for puzzles in live_puzzles().values()
        for puzzle in puzzles
        if puzzle.answers[0] not in ("ronda", "claim") and worse_play(puzzle)
    )


def test_a_puzzle_pushed_live_opens_on_every_pupils_screen(browser, class_server):
    base, store = class_server
    made = store.create_class("Puzzle class")
    puzzle = offered_puzzle()
    pupils = [open_pupil(browser, base, made.code, name) for name in ("Ana", "Ben")]
    teacher_context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        teacher = teacher_context.new_page()
        teacher.goto(f"{base}/cuarenta-class/{made.code}#key={made.key}")
        teacher.locator("#live-item option[data-kind=puzzle]").first.wait_for(
            state="attached", timeout=10_000
        )
        teacher.select_option("#live-item", puzzle.id)
        teacher.click("#live-push")
        # named by its theme and cards, as the picker names it (the walk's P4-N9), not its id
        title = puzzle_title(puzzle, Translator("en"))
        teacher.locator("#live-title", has_text=title).wait_for(timeout=10_000)
        assert store.class_data(made.code).live.kind == "puzzle"

        plays = {"Ana": puzzle.answers[0], "Ben": worse_play(puzzle)}
        for (_, page, _), play in zip(pupils, plays.values(), strict=True):
            # the ticker opens the Practice tab on the teacher's puzzle within a few seconds
            page.locator(f".ct-puzzle-title [data-puzzle='{puzzle.id}']").wait_for(timeout=20_000)
            current = page.locator(".ct-tabs .lm-TabBar-tab.lm-mod-current")
            assert current.inner_text().strip() == "Practice"
            page.locator(".ct-class-live", has_text="showing this to the whole class").wait_for(
                timeout=5_000
            )
            click_play(page, play)
            page.click(".ct-practice-check")
        pupils[0][1].locator(".ct-practice-feedback .ct-fb-correct").wait_for(timeout=15_000)
        pupils[1][1].locator(".ct-practice-feedback [class*=ct-fb-]").first.wait_for(timeout=15_000)
        # each answer as the tutor shows it ("4♥ → 2♣ 2♠"), not in the program's notation
        said = {name: answer_label("puzzle", puzzle.id, play, "en") for name, play in plays.items()}
        for label in said.values():
            teacher.locator("#live-chart li", has_text=f"{label}: 1").wait_for(timeout=10_000)
        chart = teacher.locator("#live-chart li")
        assert "(right)" in chart.filter(has_text=f"{said['Ana']}: 1").inner_text()
        assert "(wrong)" in chart.filter(has_text=f"{said['Ben']}: 1").inner_text()
        assert not pupils[0][1].locator(".ct-live-explanation").count()

        teacher.click("#live-reveal")
        teacher.locator("#live-explanation").wait_for(timeout=10_000)
        shown = teacher.locator("#live-explanation").inner_text()
        for _, page, _ in pupils:
            page.locator(".ct-live-explanation").wait_for(timeout=15_000)
            words = page.locator(".ct-live-explanation").inner_text()
            assert words.split("\n", 1)[1].strip()[:40] in shown  # the same explanation
    finally:
        teacher_context.close()
        for context, _, outside in pupils:
            context.close()
            assert outside == []

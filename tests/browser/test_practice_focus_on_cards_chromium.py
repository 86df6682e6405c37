"""Practice starts each puzzle on its cards, as a lesson does (P3b-4), in Chromium.

A lesson opened from the map puts focus on its first table card; Practice used to leave it
on Check after Next (Check took Next's place) and after Try again (the page's rescue landed
on Check). A keyboard learner now starts every new or retried puzzle on its first card.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import settle
from learner import click_play, next_card_puzzle, shown_puzzle, worse_play

pytestmark = pytest.mark.slow

ON_CARD = """() => document.activeElement.matches(
  '.ct-practice :is(.ct-practice-table, .ct-practice-hand) button.ct-card')"""
WHERE = "() => document.activeElement.className"


def test_after_next_and_after_try_again_focus_is_on_the_puzzles_first_card(page):
    open_app(page, "?practice=mixed&lang=fi")
    puzzle = next_card_puzzle(page, shown_puzzle(page), wrong=True)
    page.click(".ct-practice-solution")  # then Next, by keyboard
    page.locator(".ct-practice-feedback .ct-fb-solution").wait_for(timeout=15_000)
    settle(page)
    page.focus(".ct-practice-next:visible")
    page.keyboard.press("Enter")
    puzzle = shown_puzzle(page, puzzle.id)
    page.wait_for_function(ON_CARD, timeout=10_000)
    puzzle = next_card_puzzle(page, puzzle, wrong=True)
    play = worse_play(puzzle)
    assert play is not None
    click_play(page, play)
    page.click(".ct-practice-check")
    page.locator(".ct-practice-retry").wait_for(timeout=15_000)
    settle(page)
    page.focus(".ct-practice-retry")
    page.keyboard.press("Enter")  # Try again
    page.wait_for_function(ON_CARD, timeout=10_000)
    page.wait_for_timeout(600)  # the page's focus rescue runs after each redraw: it stays
    assert page.evaluate(ON_CARD), page.evaluate(WHERE)

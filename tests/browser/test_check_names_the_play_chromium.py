"""Check names the play it will send, as Play's button does (walk P1d-N4, P2 N13).

In Practice and in card lessons a hand card alone, checked, was judged as a drop, and the
button said only *Comprobar*: a learner who meant to capture lost the puzzle (and rating)
without a word. The button now reads *Botar* with a hand card alone and *Llevar* with table
cards too (Play's words), and its idle word (*Comprobar*, an endgame's *Jugar*) with none;
its accessible name is the same text. axe-core finds nothing at 390 and 1280 px.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import axe_at_sizes, settle, wait_for_viewport
from learner import next_card_puzzle, shown_puzzle

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow

ES = Translator("es")
DROP, CAPTURE = ES.pgettext("button", "Drop"), ES.pgettext("button", "Capture")
CHECK, PLAY = ES.pgettext("button", "Check"), ES.pgettext("button", "Play")


def says(page, button: str, name: str) -> None:
    """Wait until ``button`` reads ``name``, and is named so for a screen reader."""
    page.wait_for_function(
        "([b, n]) => [...document.querySelectorAll(b)].some((x) => x.textContent.trim() === n)",
        arg=[button, name],
        timeout=10_000,
    )
    settle(page)
    assert page.get_by_role("button", name=name, exact=True).count() >= 1, name


def choose(page, scope: str, hand: str, table: str, button: str, idle: str) -> None:
    """Pick a hand card, then a table card, then put each back; the button follows."""
    says(page, button, idle)
    page.locator(f"{scope} {hand} button.ct-card:enabled").first.click()
    says(page, button, DROP)
    page.locator(f"{scope} {table} button.ct-card:enabled").first.click()
    says(page, button, CAPTURE)
    page.locator(f"{scope} {table} button.ct-card:enabled").first.click()
    says(page, button, DROP)


def test_a_card_lessons_check_says_drop_or_capture(page):
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    open_app(page, "?lang=es&lesson=captures-take-more")
    choose(page, ".ct-player", ".ct-hand", ".ct-table", ".ct-player .ct-main", CHECK)
    assert not axe_at_sizes(page, "capture lesson")


def test_an_endgames_play_button_says_drop_or_capture_then_play_again(page):
    open_app(page, "?lang=es&lesson=endgame-last-capture")
    choose(page, ".ct-player", ".ct-hand", ".ct-table", ".ct-player .ct-main", PLAY)
    page.locator(".ct-player .ct-hand button.ct-card[aria-pressed='true']").click()
    says(page, ".ct-player .ct-main", PLAY)  # no hand card: nothing is sent


def test_practices_check_says_drop_or_capture(page):
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    open_app(page, "?lang=es&practice=mixed")
    next_card_puzzle(page, shown_puzzle(page))
    check = ".ct-practice .ct-practice-check"
    choose(page, ".ct-practice", ".ct-practice-hand", ".ct-practice-table", check, CHECK)
    assert not axe_at_sizes(page, "practice")

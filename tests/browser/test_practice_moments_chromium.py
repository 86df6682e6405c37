"""Practice's moments in Chromium, on a 390×844 phone and a 1280×800 laptop.

- A choice made below the puzzle (a theme ticked, Streak pressed) opens a new puzzle above:
  it comes into view, its table, hand and Check on the screen (the learner had to scroll up).
- A last-round puzzle no longer claims "you know every card" of a deck the learner never
  saw: it names the opponent's cards, which the position proves are all that is unseen.
- After a wrong play there is one main action, Try again, with Show solution and Next beside
  it: three buttons (five before), and only one of all the tab's buttons looks like the main
  one (the chosen mode is marked, not filled, even under the pointer). axe-core finds nothing.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import SIZES, settle, violations, wait_for_viewport
from learner import check, click_play, next_card_puzzle, shown_puzzle, worse_play

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n.cards import display_card

pytestmark = pytest.mark.slow

PARTS = (".ct-practice-table", ".ct-practice-hand", ".ct-practice-check")
SERVED = ".ct-puzzle-title [data-served]"
MAIN_LOOK = """() => { const probe = document.createElement('button');
  probe.className = 'jupyter-button widget-button mod-success';
  document.querySelector('.ct-practice').appendChild(probe);
  const main = getComputedStyle(probe).backgroundColor; probe.remove();
  return [...document.querySelectorAll('.ct-practice button.jupyter-button')]
    .filter((b) => b.offsetParent !== null && getComputedStyle(b).backgroundColor === main)
    .map((b) => b.innerText.trim()); }"""
NAMES = ("check", "ronda", "claim", "retry", "hint", "solution", "next")
BUTTONS = ", ".join(f".ct-practice-{name}" for name in NAMES)
ACTIONS = f"""() => [...document.querySelectorAll('{BUTTONS}')]
  .filter((b) => b.offsetParent !== null).map((b) => b.innerText.trim())"""


def served(page) -> str:
    return page.locator(SERVED).get_attribute("data-served")


def wait_for_new_puzzle(page, before: str) -> None:
    page.wait_for_function(
        "([sel, old]) => { const t = document.querySelector(sel);"
        " return t && t.dataset.served !== old; }",
        arg=[SERVED, before],
        timeout=30_000,
    )


def assert_puzzle_on_screen(page, size: str, moment: str) -> None:
    """The table, hand and Check are inside the screen (waited for: the page scrolls)."""
    height = SIZES[size]["height"]
    page.wait_for_function(
        "([parts, height]) => parts.every((sel) => { const n = document.querySelector(sel);"
        " const r = n && n.getBoundingClientRect();"
        " return r && r.height > 0 && r.top >= 0 && r.bottom <= height; })",
        arg=[list(PARTS), height],
        timeout=10_000,
    )
    settle(page)
    for part in PARTS:
        where = page.locator(part).bounding_box()
        assert where is not None, (moment, part)
        assert 0 <= where["y"] <= where["y"] + where["height"] <= height, (moment, part, where)


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_a_puzzle_chosen_below_it_comes_into_view(page, size):
    page.set_viewport_size(SIZES[size])
    wait_for_viewport(page, **SIZES[size])
    open_app(page, "?practice=mixed&lang=es")
    shown_puzzle(page)
    page.locator(".ct-practice-table button.ct-card").first.wait_for(timeout=15_000)
    settle(page)

    page.locator(".ct-practice-themes-toggle button.ct-disclosure").click()
    theme = page.locator(".ct-practice .ct-theme-caida input")
    theme.wait_for(state="visible", timeout=15_000)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # the learner scrolled down
    before = served(page)
    theme.click()
    wait_for_new_puzzle(page, before)
    assert_puzzle_on_screen(page, size, "a theme ticked")
    assert page.locator(".ct-practice .ct-theme-caida input").is_checked()

    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    before = served(page)
    page.locator(".ct-mode-streak").click()
    wait_for_new_puzzle(page, before)
    assert_puzzle_on_screen(page, size, "Streak")
    assert page.evaluate("document.activeElement.classList.contains('ct-mode-streak')")
    assert violations(page) == []
    assert page.outside_requests == []


@pytest.mark.parametrize("size", ["phone", "laptop"])
def test_after_a_miss_try_again_is_the_one_main_action(page, size):
    page.set_viewport_size(SIZES[size])
    wait_for_viewport(page, **SIZES[size])
    open_app(page, "?practice=mixed&lang=es")
    puzzle = next_card_puzzle(page, shown_puzzle(page), wrong=True)
    assert page.evaluate(MAIN_LOOK) == ["Comprobar"]  # before an answer: Check alone
    play = worse_play(puzzle)
    assert play is not None
    click_play(page, play)
    check(page, "wrong")
    page.locator(".ct-practice-retry").wait_for(timeout=15_000)
    settle(page)
    page.mouse.move(0, 0)  # Try again took Check's place: not under the pointer
    assert page.evaluate(ACTIONS) == ["Reintentar", "Ver solución", "Siguiente"]
    assert page.evaluate(MAIN_LOOK) == ["Reintentar"]
    page.hover(".ct-mode-rated")  # the chosen mode under the pointer: still not filled
    assert page.evaluate(MAIN_LOOK) == ["Reintentar"]
    assert violations(page) == []

    page.click(".ct-practice-retry")
    page.locator(".ct-practice-check").wait_for(timeout=15_000)
    settle(page)
    page.mouse.move(0, 0)
    assert page.evaluate(MAIN_LOOK) == ["Comprobar"]
    assert "Reintentar" not in page.evaluate(ACTIONS)
    assert page.outside_requests == []


def test_a_last_round_puzzle_names_the_cards_the_opponent_holds(page):
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    open_app(page, "?practice=carton&lang=es")
    puzzle = shown_puzzle(page)
    assert puzzle.criterion == "deal"  # every cartón puzzle is played to the deck's end
    position = parse_position(puzzle.position)
    prompt = page.locator(".ct-practice p", has_text="último reparto").inner_text()
    assert "conoces todas las cartas" not in prompt  # was: claimed of cards never shown
    named = prompt.split(": ")[2].split(".")[0]
    assert sorted(named.split()) == sorted(
        display_card(card, "es") for card in position.hands[1 - position.turn]
    )
    assert violations(page) == []

"""An endgame's open hand is cards to see, not buttons; its score changes are said as such.

Walk P2: N9, the opponent's open hand (5♥ K♦) was toggle buttons (``button.ct-card`` with
``aria-pressed``) that meant nothing when pressed; N10, the explanation's "36 → 38" was
said "36 takes 38". In Chromium against a real kernel: the open hand is pictures named in
words inside its labelled group, the learner's own hand stays buttons, axe-core finds
nothing at a phone's and a laptop's size, and once solved the spoken explanation says
"from 36 to 38" (every language: tests/ui/test_said_score_change.py).
"""

from __future__ import annotations

import os
from pathlib import Path

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle, wait_for_viewport

LESSON = "endgame-limpia-then-caida"
SHOTS = Path(os.environ.get("PLAY_SHOTS", "/tmp/ux13-shots"))
OTHERS = ".ct-others"
TABLE, CODES = ".ct-table [data-card]", "(cards) => cards.map((card) => card.dataset.card)"
SPOKEN = "[...document.querySelectorAll('.ct-announce')].map((n) => n.textContent).join(' | ')"


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False, animations="disabled")


def test_the_open_hand_is_pictures_and_passes_axe(page):
    page.set_viewport_size(SIZES["laptop"])
    wait_for_viewport(page, **SIZES["laptop"])
    open_app(page, f"?lang=en&lesson={LESSON}")
    page.locator(f"{OTHERS} [role='img'][data-card]").first.wait_for(timeout=30_000)
    assert page.locator(f"{OTHERS} button").count() == 0
    assert page.locator(f"{OTHERS} [aria-pressed]").count() == 0
    named = page.eval_on_selector_all(
        f"{OTHERS} [role='img'][data-card]", "(cards) => cards.map((c) => c.ariaLabel)"
    )
    assert named == ["five of hearts", "king of diamonds"]
    group = page.get_attribute(f"{OTHERS} [role='group']", "aria-label")
    assert group == "Your opponent's hand"
    assert page.locator(".ct-hand button.ct-card").count() >= 2  # her own cards: buttons
    page.locator(OTHERS).scroll_into_view_if_needed()
    shot(page, "open-hand-laptop")
    found = axe_at_sizes(page, "endgame open hand")
    assert found == [], "\n".join(found)
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    page.locator(OTHERS).scroll_into_view_if_needed()
    shot(page, "open-hand-phone")


def test_a_score_change_is_said_as_one_once_solved(page):
    open_app(page, f"?lang=en&lesson={LESSON}")
    typed = page.locator(".ct-typed input")
    typed.fill("7h x 2d 5c Jd")  # the limpia first, 36 → 38
    typed.press("Enter")
    page.wait_for_selector(".ct-hand button.ct-card[data-card='5s']:not([disabled])")
    settle(page)
    table = page.eval_on_selector_all(
        ".ct-table [data-card]", "(c) => c.map((x) => x.dataset.card)"
    )
    if "5h" not in table:  # the opponent kept the 5♥: keep the 5♠ for it
        typed.fill("Qc")
        typed.press("Enter")
        page.wait_for_selector(".ct-table [data-card='5h']", timeout=30_000)
        settle(page)
    typed.fill("5s x 5h")  # then the caída: 40
    typed.press("Enter")
    page.wait_for_function(f"({SPOKEN}).includes('clears the table')", timeout=30_000)
    spoken = page.evaluate(SPOKEN)
    assert "from 36 to 38" in spoken, spoken
    assert "36 takes 38" not in spoken
    shown = page.inner_text(".ct-app")
    assert "36 → 38" in shown  # the screen keeps its arrow

"""Resuming a kept mesa with the keyboard and on a phone; Play opened again mid-mesa.

Walk P3-N1: after Enter on *Resume the mesa* the button went away for 3–4 s while the
coach replayed the mesa, the page gave the focus to *New mesa*, and a second Enter asked
"Start a new mesa?"; the focus then jumped to the hand, away from the open question.
Now the focus waits on the busy status (New mesa cannot be pressed meanwhile), a second
Enter there does nothing, and the resumed mesa is said once with the focus on the hand.
When Play opens on the offer it is said, and the button is described by the offer's
summary (P3-N4). Walk P1-N5 and N7 on a 390×844 phone: the resumed mesa's verdict
began above the screen, and Play opened again from another tab showed the hand below
it. Both now show the verdict's start, the hand and *Play* on the screen.
"""

from __future__ import annotations

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from keyboard import Keyboard
from test_play_kept_chromium import PLAY_TAB, reopened, shot
from test_play_moments_chromium import ANNOUNCED, HAND, drop_first, start

from cuarenta_tutor.ui.play_kept_model import BUSY

FOCUSED = """() => { window.ctFocused = [];
  document.addEventListener('focusin', (e) => window.ctFocused.push(e.target.className)); }"""
PLACES = """() => Object.fromEntries([".ct-play-coach", ".ct-play-hand", ".ct-play-play"].map(
  (s) => { const r = document.querySelector(".ct-play " + s).getBoundingClientRect();
           return [s, [Math.round(r.top), Math.round(r.bottom)]]; }))"""
PRACTICE_TAB = ".ct-tabs .lm-TabBar-tab:has-text('Practice')"


def in_view(page, label: str) -> None:
    """The verdict's start, the hand and Play on a 390×844 screen, once scrolling is done."""
    page.wait_for_timeout(1_500)  # the page's scrolling after the drawing has happened
    places = page.evaluate(PLACES)
    height = SIZES["phone"]["height"]
    assert places[".ct-play-coach"][0] >= 0, f"{label}: the verdict starts above: {places}"
    for part in (".ct-play-hand", ".ct-play-play"):
        top, bottom = places[part]
        assert top >= 0, f"{label}: {part} starts above the screen: {places}"
        assert bottom <= height, f"{label}: {part} ends below the screen: {places}"


def test_resume_keeps_the_focus_on_its_wait_then_the_hand_and_shows_it_on_a_phone(page):
    page.set_viewport_size(SIZES["laptop"])
    wait_for_viewport(page, **SIZES["laptop"])
    start(page, "?seed=kept&lang=en")
    for _ in range(6):  # enough moves for the coach's replay to take a while
        drop_first(page)
    page = reopened(page)
    said = "(document.querySelector('.ct-play .ct-announce')?.textContent || '')"  # once drawn
    page.wait_for_function(f"{said}.startsWith('You have an unfinished mesa. Players: 2')",
                           timeout=30_000)  # fmt: skip  # said as Play opens (P3-N4)
    described = page.wait_for_function(
        "() => { const b = document.querySelector('.ct-play-resume');"
        " const id = b && b.getAttribute('aria-describedby');"
        " const help = id && document.getElementById(id); return help && help.textContent; }",
        timeout=10_000,
    ).json_value()
    assert "deck 1 · score:" in described  # the offer's summary, read with the button
    page.evaluate(FOCUSED)
    keys = Keyboard(page)
    keys.reach(".ct-play-resume")
    page.keyboard.press("Enter")
    page.wait_for_function(
        f"() => window.ctFocused.some((c) => c.includes('{BUSY[1:]}'))"
        " || !!document.querySelector('.ct-play-hand button.ct-card')",
        timeout=30_000,
    )
    page.keyboard.press("Enter")  # pressed again, as when nothing seems to happen
    page.wait_for_selector(HAND, timeout=60_000)
    wait_for_focus(page, ".ct-play-hand button.ct-card")
    settle(page)
    focused = page.evaluate("window.ctFocused")
    assert any(BUSY[1:] in name for name in focused), focused  # the wait had the focus
    assert not any("ct-play-new" in name for name in focused), focused  # New mesa never had
    assert not page.locator(".ct-play-keep").is_visible()  # no question left open
    said = page.evaluate(ANNOUNCED)
    assert said.count("Mesa resumed.") == 1
    assert "Your turn." in said
    shot(page, "resume-keyboard-laptop")

    page = reopened(page, size="phone")
    wait_for_viewport(page, **SIZES["phone"])
    page.locator(".ct-play-resume").click()
    page.wait_for_selector(HAND, timeout=60_000)
    settle(page)
    in_view(page, "resumed")
    shot(page, "resume-phone")
    page.click(PRACTICE_TAB)
    settle(page)
    page.evaluate("window.scrollTo(0, 0)")
    page.click(PLAY_TAB)
    settle(page)
    in_view(page, "Play opened again")
    shot(page, "play-again-phone")
    found = axe_at_sizes(page, "resumed mesa", ("phone",))
    assert found == [], "\n".join(found)


def test_play_opened_again_mid_mesa_is_unchanged_before_a_mesa(page):
    """Before any mesa, opening Play again scrolls nowhere: the settings stay at the top."""
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    open_app(page, "?lang=en")
    page.click(PLAY_TAB)
    settle(page)
    page.click(PRACTICE_TAB)
    settle(page)
    page.evaluate("window.scrollTo(0, 0)")
    page.click(PLAY_TAB)
    settle(page)
    page.wait_for_timeout(1_000)
    assert page.evaluate("window.scrollY") == 0

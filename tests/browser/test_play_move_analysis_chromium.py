"""After a mesa, Play analyses any of the learner's moves: Chromium, keyboard only, a phone.

A short mesa (rápido, a chica to 20, against the expert) is played to its end; then, with
the keyboard alone, one of the review's costliest moments opens its analysis: the moment's
every legal action best first, the learner's action marked, said to screen readers, focus
on the list of moves. Another move is chosen from that list and shown after a "thinking"
line. At 390×844 the listing fits the screen (no sideways scroll); axe-core finds nothing.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from conftest import open_app
from helpers import SIZES, axe_at_sizes, settle, wait_for_focus, wait_for_viewport
from keyboard import Keyboard
from test_play_moments_chromium import HAND, drop_first

PLAY_TAB = ".ct-tabs .lm-TabBar-tab:nth-child(4)"
ANNOUNCED = "document.querySelector('.ct-play .ct-announce').textContent"
SHOTS = Path(os.environ.get("PLAY_SHOTS", "/tmp/coachview-shots"))
IN_VIEW = """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
  return r.top >= 0 && r.bottom <= window.innerHeight; }"""
ROWS = ".ct-play-analysis .ct-analysis-list li"
FLAGGED = ("Inaccuracy", "Mistake", "Blunder")
SAW_THINKING = """() => { window.ctSawThinking = false;
  new MutationObserver(() => { if (document.querySelector('.ct-analysis-thinking'))
    window.ctSawThinking = true; }).observe(document.body, { childList: true, subtree: true }); }"""
FITS = """() => { const w = window.innerWidth, list = document.querySelector('.ct-analysis-list');
  const r = list.getBoundingClientRect();
  return { page: document.documentElement.scrollWidth <= w, left: r.left, right: r.right,
    rows: [...list.querySelectorAll('li')].every((li) => li.scrollWidth <= li.clientWidth + 1),
  }; }"""


def shot(page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=False, animations="disabled")


def shown(page, selector: str) -> bool:
    return page.locator(selector).is_visible()


def finish_a_short_mesa(page) -> None:
    """Play the hand's first card each turn until the mesa's screen shows."""
    open_app(page, "?seed=axe&lang=en")
    page.click(PLAY_TAB)
    page.select_option(".ct-play-strength select", "expert")
    page.click(".ct-rules-variants button")  # the house variants, folded at first …
    page.check(".ct-variant-rapido input")  # … a chica to 20: a short mesa
    settle(page)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)
    for _ in range(80):
        if shown(page, ".ct-play-mesa-end"):
            return
        if shown(page, ".ct-play-deck-end"):
            page.click(".ct-play-continue")
            page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
            continue
        drop_first(page)
    raise AssertionError("the mesa did not end within 80 moves")


def listing(page) -> list[dict]:
    return page.eval_on_selector_all(
        ROWS,
        """(rows) => rows.map((li) => ({ action: li.dataset.action,
          band: li.querySelector('.ct-analysis-band').textContent,
          played: li.classList.contains('ct-analysis-played'),
          mark: (li.querySelector('.ct-analysis-mark') || {}).textContent || '',
          said: li.querySelector('.ct-analysis-said').textContent }))""",
    )


SIGNS = re.compile("[♠♥♦♣→]")


def said_in_words(page) -> None:
    """Chromium names the chosen move, the heading and each row with the cards in words."""
    tree = page.context.new_cdp_session(page).send("Accessibility.getFullAXTree")["nodes"]
    names = {
        (node.get("role", {}).get("value"), node.get("name", {}).get("value", ""))
        for node in tree
        if not node.get("ignored")
    }
    options = [name for role, name in names if role in {"option", "MenuListOption"} and name]
    assert options
    assert not [name for name in options if SIGNS.search(name)], options
    headings = [name for role, name in names if role == "heading" and "your move" in name]
    assert headings
    assert not [name for name in headings if SIGNS.search(name)], headings
    rows = page.eval_on_selector_all(
        f"{ROWS} .ct-analysis-action .ct-visually-hidden", "nodes => nodes.map(n => n.textContent)"
    )
    assert rows
    assert len(rows) == page.locator(ROWS).count()
    assert not [row for row in rows if SIGNS.search(row)], rows
    assert any(" of " in row for row in rows)  # "seven of spades"


def test_a_review_moment_opens_every_action_of_that_move_by_keyboard_on_a_phone(page):
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    finish_a_short_mesa(page)
    wait_for_focus(page, ".ct-play-mesa-result")
    moment = page.locator(".ct-play-mesa-end ol li").first  # the first costliest moment
    place = re.match(r"(Deck \d+, your move \d+): ", moment.inner_text()).group(1)
    band = next(name for name in FLAGGED if f"{name}" in moment.inner_text())
    keys = Keyboard(page)
    keys.reach(".ct-analyse-open")  # Tab: past New mesa, the first moment's button
    opener = page.evaluate("document.activeElement.textContent")
    assert opener == f"Analyse this move — {place}"  # its name says which move
    keys.press("Enter")
    page.locator(ROWS).first.wait_for(timeout=30_000)
    wait_for_focus(page, ".ct-analysis-select")  # the list of moves, with this one chosen
    title = page.inner_text(".ct-play-analysis .ct-analysis-title [aria-hidden='true']")
    assert title.startswith(f"{place}: ")
    chosen = page.evaluate(
        "(() => { const s = document.querySelector('.ct-analysis-select');"
        " return s.options[s.selectedIndex].textContent; })()"
    )
    assert chosen == title
    said_in_words(page)
    rows = listing(page)
    assert len(rows) >= 2
    assert rows[0]["band"] == "Best"
    mine = [row for row in rows if row["played"]]
    assert len(mine) == 1
    assert mine[0]["mark"] == "Your choice"
    assert mine[0]["band"] == band  # as the review said of it
    assert rows.index(mine[0]) > 0
    assert mine[0]["said"]
    page.wait_for_function(f"{ANNOUNCED}.includes('Your choice: ')", timeout=5_000)
    assert "Your choice: " in page.evaluate(ANNOUNCED)
    position = page.locator(".ct-play-analysis .ct-analysis-position")
    assert position.locator("[aria-label='Your hand'] svg[role='img']").count() >= 1
    # at 390×844: no sideways scroll, the listing inside the screen, the played move in view
    fits = page.evaluate(FITS)
    assert fits["page"], fits
    assert fits["rows"], fits
    assert fits["left"] >= 0, fits
    assert fits["right"] <= SIZES["phone"]["width"], fits
    played = page.locator(f"{ROWS}.ct-analysis-played")
    played.scroll_into_view_if_needed()
    box = played.bounding_box()
    assert box
    assert box["x"] >= 0
    assert box["x"] + box["width"] <= SIZES["phone"]["width"]
    page.evaluate("document.querySelector('.ct-play-analysis').scrollIntoView()")
    shot(page, "analysis-phone")
    # another move, chosen from the list by keyboard: a "thinking" line, then its listing, with
    # no other key to press (walk P2, N2: a chosen move showed nothing until a second button)
    assert page.locator(".ct-analysis-show").count() == 0
    assert "Show every action" not in page.inner_text(".ct-play")
    page.evaluate(SAW_THINKING)
    keys.press("Home")  # the list's first move: deck 1, move 1 (never a costliest one here)
    first = page.evaluate("document.querySelector('.ct-analysis-select').value")
    page.wait_for_function(
        "(t) => { const h = document.querySelector('.ct-play-analysis .ct-analysis-title');"
        " return h && h.textContent.startsWith(t)"
        " && !!document.querySelector('.ct-analysis-list'); }",
        arg="Deck 1, your move 1: ",
        timeout=30_000,
    )
    assert first
    assert page.evaluate("window.ctSawThinking")
    assert len([row for row in listing(page) if row["played"]]) == 1
    wait_for_focus(page, ".ct-analysis-select")  # focus stays in the list
    assert keys.fell == []
    found = axe_at_sizes(page, "move analysis")
    assert found == [], "\n".join(found)
    page.evaluate("document.querySelector('.ct-play-analysis').scrollIntoView()")
    shot(page, "analysis-laptop")
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    page.evaluate("document.querySelector('.ct-analysis-list').scrollIntoView()")
    shot(page, "analysis-phone-list")


def test_a_move_chosen_at_a_decks_end_shows_its_analysis_at_once(page):
    """Walk P2, N2: at deck 1's end, a move picked from the list is analysed straight away."""
    page.set_viewport_size(SIZES["laptop"])
    wait_for_viewport(page, **SIZES["laptop"])
    open_app(page, "?seed=n2&lang=de")
    page.click(PLAY_TAB)
    page.click(".ct-play-new")
    page.wait_for_selector(HAND, timeout=30_000)
    for _ in range(30):
        if shown(page, ".ct-play-deck-end"):
            break
        drop_first(page)
    part = ".ct-play-deck-end .ct-play-analysis"
    select = f"{part} .ct-analysis-select"
    assert page.evaluate(f"document.querySelector('{select}').value") == "0"  # none chosen yet
    placeholder = page.evaluate(f"document.querySelector('{select}').options[0].textContent")
    assert placeholder == "Wähle einen Zug, den du analysieren willst"
    assert page.locator(f"{part} .ct-analysis-show").count() == 0
    label = page.locator(f"{part} .ct-analysis-pick-label").bounding_box()
    menu = page.locator(select).bounding_box()
    assert label
    assert menu
    assert menu["x"] >= label["x"] + label["width"] + 4, "label and menu apart (walk P2b-N9)"
    seventh = page.evaluate(f"document.querySelector('{select}').options[7].value")
    page.select_option(select, seventh)  # the mouse: one choice, nothing else to press
    title = f"{part} .ct-analysis-title [aria-hidden='true']"
    page.wait_for_function(
        "(t) => { const h = document.querySelector(t);"
        " return h && h.textContent.startsWith('Durchgang 1, dein 7. Zug'); }",
        arg=title,
        timeout=30_000,
    )
    mine = page.locator(f"{part} .ct-analysis-list li.ct-analysis-played")
    assert mine.count() == 1
    assert "Deine Wahl" in mine.inner_text()
    assert page.locator(f"{part} [aria-label='Deine Hand'] svg[role='img']").count() >= 1
    shot(page, "deck-end-analysis-laptop")
    keys = Keyboard(page)
    page.focus(select)
    keys.press("ArrowDown")  # the keyboard: the next move, analysed once the list rests
    page.wait_for_function(
        "(t) => { const h = document.querySelector(t);"
        " return h && h.textContent.startsWith('Durchgang 1, dein 8. Zug'); }",
        arg=title,
        timeout=30_000,
    )
    wait_for_focus(page, select)
    assert page.evaluate(IN_VIEW, select), "the focused list stays on screen (P3 old N5)"
    # at 390 px too: the next move, then the list still in view above its listing
    page.set_viewport_size(SIZES["phone"])
    wait_for_viewport(page, **SIZES["phone"])
    keys.press("ArrowDown")
    page.wait_for_function(
        "(t) => { const h = document.querySelector(t);"
        " return h && h.textContent.startsWith('Durchgang 1, dein 9. Zug'); }",
        arg=title,
        timeout=30_000,
    )
    settle(page)
    page.wait_for_timeout(300)  # the page's scroll to the listing is done
    wait_for_focus(page, select)
    assert page.evaluate(IN_VIEW, select), "the focused list stays on screen at 390 px"
    listing_top = page.evaluate(
        f"document.querySelector('{part} .ct-analysis').getBoundingClientRect().top"
    )
    assert 0 <= listing_top < SIZES["phone"]["height"]  # the listing starts on screen below it
    shot(page, "deck-end-analysis-phone-picked")
    assert keys.fell == []

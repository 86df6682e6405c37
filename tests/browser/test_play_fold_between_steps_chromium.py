"""Play on a 390×844 phone between the steps: a reload, a switch of language, a whole game by keys.

The fold of a long verdict (its reasons behind *Why?* when verdict, hand and *Play* do not
fit together) was tested right after a verdict only. Here, in the same deal (``seed=aa``,
Spanish: its fourth drop draws a verdict of 463 characters over a table of two rows):

* a page reloaded with the mesa kept, resumed by keyboard: the last verdict is drawn again,
  folded, with the hand and *Play* on the screen and focus on the hand;
* the language switched while the folded verdict shows, by the arrow keys (which press
  nothing: main left the German verdict open, *Play* below the screen) and by a tap (main
  folded it but scrolled the page down to it, away from the menu the learner was using);
  now it folds either way and the page stays at the menu, focus on it; the rules menu of the
  header leaves the mesa and its folded verdict alone;
* a whole mesa played with Tab, Shift+Tab, Space and Enter only (a card, *Play*, *Why?*, the
  deck's ends, the mesa's end): after every key focus is on a control, never on the page's
  body, seen (the page scrolls it into view) and marked; at each deck's end and at the
  mesa's end the one button to go on or its result has focus, on the screen with nothing
  folded, and *New mesa* is one Tab away, on the screen.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import SIZES, VISIBLE_PART, KernelWatch, settle, wait_for_focus
from keyboard import FOCUS_IS, Keyboard
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_play_moments_chromium import HAND, HAND_CARD, drop_first, shot
from test_play_screen_chromium import learner_page

from cuarenta_tutor.i18n import Translator

WHY = ".ct-play-coach .ct-feedback details.ct-play-why"
FOLDED = f"{WHY}.ct-folded:not([open])"
SEEN = f"""(selector) => {{
  // the element wholly inside the screen and every scrolling box around it
  const node = typeof selector === 'string' ? document.querySelector(selector) : selector;
  if (!node || node.offsetParent === null) return false;
  const [nodeTop, nodeBottom, top, bottom] = ({VISIBLE_PART})(node);
  return nodeBottom > nodeTop && nodeTop >= top - 1 && nodeBottom <= bottom + 1;
}}"""
FOCUS_SEEN = f"""() => {{
  const a = document.activeElement;
  return !!a && a !== document.body && a.matches(':focus-visible') && ({SEEN})(a);
}}"""
FITS = f"""() => {{
  // the verdict's start, every card of the hand and Play: all on the screen together
  const parts = [document.querySelector('.ct-play-coach .ct-feedback'),
    ...document.querySelectorAll('.ct-play-hand button.ct-card'),
    document.querySelector('.ct-play-play')];
  const top = parts[0] && parts[0].getBoundingClientRect().top;
  return top >= 0 && parts.slice(1).every((node) => ({SEEN})(node));
}}"""
SPAN = """() => document.querySelector('.ct-play-play').getBoundingClientRect().bottom
  - document.querySelector('.ct-play-coach .ct-feedback').getBoundingClientRect().top"""
WHERE = """() => { const a = document.activeElement; if (!a) return '';
  const r = a.getBoundingClientRect();
  return `${a.outerHTML.slice(0, 90)} at ${Math.round(r.top)}..${Math.round(r.bottom)}`
    + (a.matches(':focus-visible') ? '' : ' (not marked)'); }"""
FOLLOWS = """(selector) => !!(document.activeElement.compareDocumentPosition(
  document.querySelector(selector)) & Node.DOCUMENT_POSITION_FOLLOWING)"""


def folded_verdict(browser, server):
    """A phone (touched) in Spanish, its deal's four drops made: the last verdict is folded."""
    context, page = learner_page(browser, server, "phone", "?seed=aa&lang=es")
    for _ in range(4):
        drop_first(page)
    page.wait_for_selector(HAND, timeout=30_000)
    page.locator(FOLDED).wait_for(timeout=5_000)
    return context, page


def focus_seen(page, label: str) -> None:
    """Focus is on a control of the app, marked, and wholly seen (the page may scroll to it)."""
    try:
        page.wait_for_function(FOCUS_SEEN, timeout=3_000)
    except PlaywrightTimeout:
        raise AssertionError(f"{label}: focus not seen: {page.evaluate(WHERE)}") from None


def go_to(keys: Keyboard, selector: str) -> None:
    """Tab forward or Shift+Tab back (whichever way ``selector`` lies) until it has focus."""
    page = keys.page
    for _ in range(keys.limit):
        if page.evaluate(FOCUS_IS, selector):
            return
        keys.press("Tab" if page.evaluate(FOLLOWS, selector) else "Shift+Tab")
    raise AssertionError(f"{selector} not reached: focus on {page.evaluate(WHERE)}")


@pytest.mark.slow
def test_a_reloaded_page_resumes_the_mesa_with_its_verdict_folded_and_the_hand_in_view(
    browser, server
):
    context, page = folded_verdict(browser, server)
    page.reload()  # the mesa is kept in the browser: Play offers it again
    page.wait_for_selector(".ct-app .ct-tabs", timeout=60_000)
    settle(page)
    keys = Keyboard(page)
    keys.reach(".ct-tabs .lm-TabBar-tab.lm-mod-current")
    for _ in range(3):  # the course, the lesson, practice: Play
        keys.press("ArrowRight")
    keys.press("Enter")
    keys.reach(".ct-play-resume")
    keys.press("Enter")
    page.wait_for_selector(HAND, timeout=60_000)
    wait_for_focus(page, HAND_CARD)
    page.locator(FOLDED).wait_for(timeout=5_000)  # the last verdict, drawn again, folded
    page.wait_for_function(FITS, timeout=5_000)  # … with the hand and Play on the screen
    shot(page, "fold-after-reload")
    es = Translator("es")
    assert page.inner_text(f"{WHY} summary") == es.gettext("Why?")
    assert not page.locator(f"{WHY} .ct-play-why-text").is_visible()
    focus_seen(page, "resumed")
    assert keys.fell == [], keys.fell
    context.close()


@pytest.mark.slow
def test_a_language_switched_by_keys_or_by_a_tap_folds_the_verdict_and_stays_at_the_menu(
    browser, server
):
    context, page = folded_verdict(browser, server)
    menu = ".ct-language select"
    page.focus(menu)  # the learner goes up to the menu (the page scrolls to it) …
    page.keyboard.press("ArrowDown")  # … and its arrow key chooses Deutsch: nothing pressed
    de = Translator("de")
    page.locator(f"{WHY} summary", has_text=de.gettext("Why?")).wait_for(timeout=30_000)
    settle(page)
    shot(page, "fold-after-language-keys")
    assert page.locator(FOLDED).count() == 1  # was: drawn open, Play below the screen
    focus_seen(page, "language by keys")  # the menu is where it was, focus on it
    assert page.evaluate(FOCUS_IS, menu)

    page.locator(menu).tap()  # a tap opens the menu (a press the page answers) …
    page.locator(menu).select_option(label="suomi")  # … and chooses Finnish
    fi = Translator("fi")
    page.locator(f"{WHY} summary", has_text=fi.gettext("Why?")).wait_for(timeout=30_000)
    settle(page)
    page.wait_for_timeout(500)  # a scroll after the verdict (main: at 30 ms) would be done
    shot(page, "fold-after-language-tap")
    assert page.locator(FOLDED).count() == 1
    assert page.evaluate(SEEN, menu)  # was: the page went down to the verdict

    rules = ".ct-ruleset select"  # the header's rules are the lessons': the mesa stays
    page.focus(rules)
    page.keyboard.press("ArrowDown")
    page.wait_for_function("(s) => document.querySelector(s).selectedIndex === 1", arg=rules)
    settle(page)
    assert page.locator(FOLDED).count() == 1
    assert page.evaluate(SEEN, rules)
    assert page.evaluate(SPAN) <= 844  # scrolled down, the verdict, hand and Play fit
    context.close()


def one_move(page, keys: Keyboard, move: int) -> None:
    """Choose the hand's focused card with Space, go to Play, press Enter; focus seen throughout."""
    page.wait_for_selector(HAND, timeout=30_000)
    go_to(keys, HAND_CARD)
    focus_seen(page, f"move {move}: the hand")
    keys.press("Space")
    page.wait_for_selector(f"{HAND_CARD}[aria-pressed='true']", timeout=15_000)
    go_to(keys, ".ct-play-play")
    focus_seen(page, f"move {move}: Play")
    keys.press("Enter")
    page.wait_for_function(
        "() => !document.querySelector('.ct-play-hand button[aria-pressed=true]')",
        timeout=30_000,
    )
    settle(page)
    focus_seen(page, f"move {move}: after Play")


def moment_seen(page, button: str, label: str) -> None:
    """A deck's or the mesa's end: ``button`` has focus, on the screen; nothing is folded."""
    wait_for_focus(page, button)
    focus_seen(page, label)
    shot(page, f"fold-keyboard-{label}")
    assert page.locator(".ct-play details.ct-folded:not([open])").count() == 0, label


@pytest.mark.slow
def test_a_whole_mesa_by_keyboard_keeps_focus_seen_and_ends_on_its_result(browser, server):
    context = browser.new_context(viewport=SIZES["phone"])  # keys only: no touch
    page = context.new_page()
    page.base, page.kernel = server, KernelWatch(page)
    open_app(page, "?seed=aa&lang=es")
    keys = Keyboard(page, limit=40)
    keys.reach(".ct-tabs .lm-TabBar-tab.lm-mod-current")
    for _ in range(3):  # the course, the lesson, practice: Play
        keys.press("ArrowRight")
    keys.press("Enter")
    keys.activate(".ct-play-new", "Enter")
    opened = decks = moves = 0
    while not page.locator(".ct-play-mesa-end").is_visible():
        assert moves < 80, "the mesa did not end"
        if page.locator(".ct-play-deck-end").is_visible():
            moment_seen(page, ".ct-play-continue", f"deck-end-{decks}")
            keys.press("Enter")  # the next deck
            page.wait_for_selector(".ct-play-deck-end", state="hidden", timeout=15_000)
            decks += 1
            continue
        if page.locator(HAND).count() == 0:  # the engine plays; its last card ends the deck
            page.wait_for_selector(
                f"{HAND}, .ct-play-deck-end:visible, .ct-play-mesa-end:visible", timeout=30_000
            )
            settle(page)
            continue
        one_move(page, keys, moves)
        moves += 1
        if not opened and page.locator(FOLDED).is_visible():
            go_to(keys, f"{WHY} summary")  # back up to the verdict's Why? …
            focus_seen(page, "Why?")
            keys.press("Enter")  # … opened; the reasons are read and the game goes on
            page.wait_for_function(f"() => document.querySelector('{WHY}').open")
            focus_seen(page, "Why? opened")
            shot(page, "fold-keyboard-why")
            opened += 1
    assert opened == 1  # a folded verdict was opened by keys
    assert decks >= 1  # and a deck's end was gone past
    moment_seen(page, ".ct-play-mesa-result", "mesa-end")
    assert page.evaluate(SEEN, ".ct-play-again")  # New mesa on the screen already …
    keys.press("Tab")
    wait_for_focus(page, ".ct-play-again")  # New mesa, one Tab away, on the screen
    focus_seen(page, "New mesa")
    assert keys.fell == [], keys.fell  # focus never fell to the page's body
    context.close()

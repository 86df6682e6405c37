"""A long coach verdict on a phone (issue #25, P1b-4, P1c-N1): read whole, with the hand and
Play; and a dealt ronda explained (P1b-5).

The walk's Spanish learner (390×844) met 9–11-line verdicts whose first lines went above
the screen while the hand and *Jugar* stayed on it; then a box of ~116 px that scrolled
inside itself. Here a long verdict is made on purpose (the page's seed, the hand's first
card dropped three times: the third costs chances at the chica), and after the move the
verdict's first and last lines, the hand and the Play button must all be seen, the verdict
in no scrolling box of its own, on a phone as on a laptop.
"""

from __future__ import annotations

import contextlib

from helpers import axe_at_sizes
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from test_play_moments_chromium import ANNOUNCED, HAND, drop_first, shot
from test_play_screen_chromium import first_card, learner_page, on_screen

from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import coached_text
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui import said_words
from cuarenta_tutor.ui.ronda_model import ronda_note

VERDICT = ".ct-play-coach .ct-feedback"
LINES = """(selector) => {
  // the verdict's first and last lines of text: where they are on the screen
  const box = document.querySelector(selector);
  const range = document.createRange();
  range.selectNodeContents(box);
  const lines = [...range.getClientRects()];
  const first = lines[0], last = lines[lines.length - 1];
  return [Math.round(first.top), Math.round(first.bottom), Math.round(last.top),
    Math.round(last.bottom), window.innerHeight];
}"""
PLACES = """() => [".ct-play-coach .ct-feedback", ".ct-play-hand", ".ct-play-play"].map(
  (s) => { const r = document.querySelector(s).getBoundingClientRect();
           return [Math.round(r.top), Math.round(r.bottom)]; })"""


def test_a_long_verdict_starts_on_screen_with_the_hand_and_play_on_a_phone(browser, server):
    es = Translator("es")
    for size in ("phone", "laptop"):
        context, page = learner_page(browser, server, size, "?seed=a&lang=es")
        game = PlayGame(seed="a-1")
        for _ in range(3):  # the third drop is a mistake with its reasons and chances: 11 lines
            drop_first(page)
            first_card(game)
        verdict = game.verdict
        assert verdict is not None
        assert verdict.band is not Band.BEST
        said = coached_text(verdict, es)
        assert len(said) > 440  # eleven lines on a phone
        page.locator(VERDICT).wait_for(timeout=30_000)
        page.wait_for_selector(HAND, timeout=30_000)
        page.wait_for_timeout(1_000)  # whatever scrolls after the verdict is drawn has scrolled
        with contextlib.suppress(PlaywrightTimeout):  # on a busy machine: until it has
            page.wait_for_function(
                f"(s) => {{ const [a, , , d, h] = ({LINES})(s); return a >= 0 && d <= h; }}",
                arg=VERDICT,
                timeout=5_000,
            )
        assert page.inner_text(VERDICT) == said
        first_top, first_bottom, last_top, last_bottom, height = page.evaluate(LINES, VERDICT)
        assert first_top >= 0, f"the verdict's first line starts at {first_top}"
        assert last_bottom <= height, f"the verdict's last line ends at {last_bottom} > {height}"
        assert last_top > first_bottom  # many lines, all of them on the screen
        box = page.locator(VERDICT)
        scrolls = box.evaluate("(b) => b.scrollHeight > b.clientHeight + 1")
        assert not scrolls, "the verdict is read whole, in no scrolling box of its own"
        on_screen(page, ".ct-play-hand")
        on_screen(page, ".ct-play-play")
        assert box.get_attribute("aria-label") == es.gettext("The coach's verdict")
        assert box.get_attribute("tabindex") is None  # nothing to scroll: no extra tab stop
        shot(page, f"long-verdict-{size}")
        found = axe_at_sizes(page, "long verdict", (size,))
        assert found == [], "\n".join(found)
        context.close()


def test_a_dealt_ronda_is_explained_on_screen_and_to_a_screen_reader(browser, server):
    """P1b-5: the learner dealt three jacks is told what a ronda is, until when, and its worth."""
    es = Translator("es")
    game = PlayGame(seed="r17-1")  # the page's ?seed=r17 deals the learner J♣ J♥ J♠
    note = ronda_note(game, es)
    assert note.startswith("Tienes una ronda")
    context, page = learner_page(browser, server, "phone", "?seed=r17&lang=es")
    shown = page.locator(".ct-play-coach .ct-play-ronda")
    shown.wait_for(timeout=15_000)
    assert shown.inner_text() == note
    said = said_words.said(note, es)  # read out with the cards by name (walks P3c-3, P3d-N9)
    page.wait_for_function(f"(said) => {ANNOUNCED}.includes(said)", arg=said, timeout=5_000)
    page.locator(".ct-play-declare").wait_for(timeout=5_000)
    shot(page, "ronda-note-phone")
    page.click(".ct-play-declare")
    shown.wait_for(state="detached", timeout=15_000)  # said once: gone once declared
    context.close()

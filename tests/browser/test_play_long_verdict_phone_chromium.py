"""A long coach verdict on a phone (issue #25, P1b-4): its start, the hand and Play together;
and a dealt ronda explained (P1b-5).

The walk's Spanish learner (390×844) met 9–11-line verdicts whose first lines went above
the screen while the hand and *Jugar* stayed on it. Here a long verdict is made on purpose
(the page's seed, the hand's first card dropped three times: the third costs chances
at the chica), and
after the move the verdict's first line, the hand and the Play button must all be seen;
the rest of the verdict scrolls in its own named, focusable box. The laptop keeps it whole.
"""

from __future__ import annotations

from helpers import axe_at_sizes
from test_play_moments_chromium import ANNOUNCED, HAND, drop_first, shot
from test_play_screen_chromium import first_card, learner_page, on_screen

from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import coached_text
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.ronda_model import ronda_note

VERDICT = ".ct-play-coach .ct-feedback"
FIRST_LINE = """(selector) => {
  // the verdict's first line of text: where it is on the screen
  const box = document.querySelector(selector);
  const range = document.createRange();
  range.selectNodeContents(box);
  const line = range.getClientRects()[0];
  return [Math.round(line.top), Math.round(line.bottom), window.innerHeight];
}"""


def test_a_long_verdict_starts_on_screen_with_the_hand_and_play_on_a_phone(browser, server):
    es = Translator("es")
    for size in ("phone", "laptop"):
        context, page = learner_page(browser, server, size, "?seed=t&lang=es")
        game = PlayGame(seed="t-1")
        for _ in range(3):  # the third drop costs the chica's chances: an 11-line verdict
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
        assert page.inner_text(VERDICT) == said
        top, bottom, height = page.evaluate(FIRST_LINE, VERDICT)
        assert top >= 0, f"the verdict's first line starts at {top}"
        assert bottom <= height, f"the verdict's first line ends at {bottom}"
        on_screen(page, ".ct-play-hand")
        on_screen(page, ".ct-play-play")
        box = page.locator(VERDICT)
        assert box.get_attribute("aria-label") == es.gettext("The coach's verdict")
        assert box.get_attribute("tabindex") == "0"
        scrolls = box.evaluate("(b) => b.scrollHeight > b.clientHeight + 1")
        assert scrolls == (size == "phone")  # the laptop shows it whole
        shot(page, f"long-verdict-{size}")
        if scrolls:  # the rest is reached by keys too
            box.focus()
            page.keyboard.press("PageDown")
            page.wait_for_function(
                "(s) => document.querySelector(s).scrollTop > 0", arg=VERDICT, timeout=5_000
            )
            found = axe_at_sizes(page, "long verdict", ("phone",))
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
    page.wait_for_function(f"(note) => {ANNOUNCED}.includes(note)", arg=note, timeout=5_000)
    page.locator(".ct-play-declare").wait_for(timeout=5_000)
    shot(page, "ronda-note-phone")
    page.click(".ct-play-declare")
    shown.wait_for(state="detached", timeout=15_000)  # said once: gone once declared
    context.close()

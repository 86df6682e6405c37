"""A verdict too long to share a phone's screen with the hand folds its reasons (walk17 L1).

On a 390×844 phone, a long verdict above a table of two rows pushed the hand's cards and
*Jugar* below the fold (13 of 182 verdict screens). Now the verdict's first sentence (its
band, its cost, the better play) stays, and its reasons fold behind a native disclosure
("Why?"), only when they and the hand and Play do not fit together: every hand card and the
Play button are then wholly on the screen, with the verdict's start. The disclosure opens by
touch and by keyboard, and a screen reader heard the whole verdict already.
"""

from __future__ import annotations

import pytest
from helpers import axe_at_sizes, settle
from test_play_moments_chromium import HAND, drop_first, shot
from test_play_screen_chromium import first_card, learner_page

from cuarenta_tutor.engine.search.coach import Band
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.coach import verdict_head
from cuarenta_tutor.sentences.play_text import coached_text
from cuarenta_tutor.tutor.play import PlayGame

VERDICT = ".ct-play-coach .ct-feedback"
PLACES = """(verdict) => {
  // the verdict's first line, every hand card and the Play button: where they are
  const range = document.createRange();
  range.selectNodeContents(document.querySelector(verdict));
  const first = range.getClientRects()[0];
  const boxes = [...document.querySelectorAll('.ct-play-hand button.ct-card'),
    document.querySelector('.ct-play-play')].map((node) => node.getBoundingClientRect());
  return { first: [first.top, first.bottom], height: window.innerHeight,
    boxes: boxes.map((b) => [Math.round(b.top), Math.round(b.bottom)]) };
}"""
FITS = f"""(verdict) => {{
  const seen = ({PLACES})(verdict);
  return seen.first[0] >= 0 && seen.boxes.every(([top, bottom]) => top >= 0
    && bottom <= seen.height);
}}"""


@pytest.mark.slow
def test_a_long_verdict_over_two_table_rows_leaves_the_hand_and_play_on_a_phone(browser, server):
    es = Translator("es")
    context, page = learner_page(browser, server, "phone", "?seed=aa&lang=es")
    game = PlayGame(seed="aa-1")  # the page's deal: four drops, a verdict of 463 characters
    for _ in range(4):
        drop_first(page)
        first_card(game)
    verdict = game.verdict
    assert verdict is not None
    assert verdict.band is not Band.BEST
    whole = coached_text(verdict, es)
    assert len(whole) > 440
    assert len(game.position.table) > 5  # the table wraps to a second row
    page.locator(VERDICT).wait_for(timeout=30_000)
    page.wait_for_selector(HAND, timeout=30_000)
    settle(page)
    page.wait_for_timeout(500)  # what scrolls after the verdict is drawn has scrolled
    seen = page.evaluate(PLACES, VERDICT)
    shot(page, "verdict-fold-phone")
    assert page.evaluate(FITS, VERDICT), seen
    head = verdict_head(verdict, es)
    shown = page.inner_text(VERDICT)
    assert shown.startswith(head), shown  # the band, the cost and the better play stay
    why = page.locator(f"{VERDICT} summary")
    assert why.is_visible()
    assert why.inner_text() == es.gettext("Why?")
    found = axe_at_sizes(page, "folded verdict", ("phone",))
    assert found == [], "\n".join(found)
    why.focus()  # the reasons open by keyboard, as by touch
    page.keyboard.press("Enter")
    page.wait_for_function(
        "(s) => document.querySelector(s + ' details').open", arg=VERDICT, timeout=5_000
    )
    opened = " ".join(page.inner_text(VERDICT).split())
    assert opened.replace(f" {es.gettext('Why?')} ", " ") == " ".join(whole.split())
    context.close()

"""Play in Finnish on a phone: the learner's own caída is read out and shown (P3-N4).

The engine's replies said what they scored; the learner's own caída was only a number in
the score bars. The game is replayed in this process from the page's ``?seed=`` (as in
test_play_moments_chromium) to know when the learner's play makes one.
"""

from __future__ import annotations

from helpers import axe_at_sizes, settle, wait_for_viewport
from test_play_moments_chromium import HAND, click_action, start

from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import CAIDA_KINDS, EventKind
from cuarenta_tutor.engine.search.coach import assess
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.glossary import glossary
from cuarenta_tutor.tutor.play import PlayGame

LIVE = "() => document.querySelector('.ct-play .ct-announce').textContent"
FI = Translator("fi")
SCORING = CAIDA_KINDS | {EventKind.LIMPIA}


def test_the_learners_own_limpia_and_caida_are_read_out_in_finnish_on_a_phone(page):
    page.set_viewport_size({"width": 390, "height": 844})
    wait_for_viewport(page, 390, 844)
    game = PlayGame(seed="e-1", pause_at_deck_end=True)  # the page's game, replayed here
    start(page, "?seed=e&lang=fi")
    for _ in range(8):
        best = assess(game.position).best
        assert isinstance(best, Play)
        game.act(best)
        click_action(page, best)
        page.wait_for_function(
            "(card) => !document.querySelector(`.ct-play-hand button[data-card='${card}']`)",
            arg=str(best.card),
            timeout=30_000,
        )
        page.locator(HAND).first.wait_for(timeout=30_000)  # the learner's turn again
        settle(page)
        move = game.learner_move
        scored = [e for e in move.events if e.kind in SCORING and e.points]
        if not scored:
            assert FI.gettext("Your play scored: {events}").split("{")[0] not in page.evaluate(LIVE)
            continue
        words = glossary("fi")
        prefix = FI.gettext("Your play scored: {events}").split("{")[0]
        own = page.locator(".ct-play-own")
        own.wait_for(timeout=10_000)
        shown = own.inner_text()
        assert shown.startswith(prefix)
        for event in scored:  # each with its points, in the glossary's word
            assert f"{words.event_name(event.kind.value)} +{event.points}" in shown
        page.wait_for_function(  # and the live region says what the screen shows
            "(told) => document.querySelector('.ct-play .ct-announce').textContent.includes(told)",
            arg=shown,
            timeout=10_000,
        )
        own.scroll_into_view_if_needed()
        page.screenshot(path="/tmp/a11y3-own-caida-phone.png")
        if not any(e.kind in CAIDA_KINDS for e in scored):
            continue  # a limpia said: go on to a caída
        page.set_viewport_size({"width": 1280, "height": 800})
        wait_for_viewport(page, 1280, 800)
        page.screenshot(path="/tmp/a11y3-own-caida-laptop.png")
        found = axe_at_sizes(page, "own caída")
        assert found == [], "\n".join(found)
        return
    raise AssertionError("the replayed game made no caída in 8 plays")

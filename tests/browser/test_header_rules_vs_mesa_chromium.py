"""The header's rules and the mesa in progress, in Chromium (German, 1280×800 and 390×844).

The header said "pagat" while the mesa in progress went on under quito, and nothing said so.
Now the Play tab says which rules this mesa is played with and that the header's choice
applies from the next mesa; the folded settings keep naming this mesa's rules; the next mesa
is dealt under the header's rules, and the note is gone. axe-core finds nothing.
"""

from __future__ import annotations

import pytest
from conftest import open_app
from helpers import SIZES, settle, violations, wait_for_viewport

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.play_model import rules_note

pytestmark = pytest.mark.slow

NOTE = ".ct-play-status .ct-play-rules-note"
UNFOLD = ".ct-play-unfold button.ct-disclosure"


@pytest.mark.parametrize("size", ["laptop", "phone"])
def test_the_mesa_in_progress_says_its_rules_when_the_header_chooses_others(page, size):
    page.set_viewport_size(SIZES[size])
    wait_for_viewport(page, **SIZES[size])
    open_app(page, "?lang=de&rules=quito")
    tr = Translator("de")
    page.click(f".ct-tabs .lm-TabBar-tab:has-text('{tr.pgettext('tab', 'Play')}')")
    page.locator(".ct-play-new").click()
    page.locator(".ct-play-hand button.ct-card").first.wait_for(timeout=30_000)
    settle(page)
    assert page.locator(NOTE).count() == 0  # the header and the mesa agree: nothing to say
    assert page.locator(UNFOLD).inner_text().endswith("quito")

    page.locator(".ct-ruleset select").select_option(value="pagat")
    page.locator(NOTE).wait_for(timeout=15_000)
    expected = rules_note("quito", "pagat", tr)
    assert "quito" in expected
    assert "pagat" in expected
    assert page.locator(NOTE).inner_text().strip() == expected
    assert page.locator(NOTE).is_visible()
    assert page.locator(UNFOLD).inner_text().endswith("quito")  # this mesa's settings
    assert page.locator(".ct-ruleset select").input_value() == "pagat"
    assert violations(page) == []

    page.locator(".ct-play-new").click()  # no move made yet: nothing to lose, no question
    page.locator(NOTE).wait_for(state="detached", timeout=30_000)
    page.locator(".ct-play-hand button.ct-card").first.wait_for(timeout=30_000)
    assert page.locator(UNFOLD).inner_text().endswith("pagat")  # the change took effect
    assert page.outside_requests == []

"""A pupil's homework on a real ``cuarenta-tutor serve``: seen on the map, opened in view.

Walk P4c-N3: the map's "next" frame hid the homework mark when both fell on one lesson;
now the lesson carries a homework tag beside the ▶ arrow. Walk P4c-N5: a lesson opened from
the homework list (above the tabs) opened below the fold; now its title comes into view and
focus goes to its first answer, on a phone and on a laptop, as from the course map.
"""

from __future__ import annotations

import pytest
from helpers import violations
from support.servers import block_outside

from cuarenta_tutor.i18n import Translator

pytestmark = pytest.mark.slow
FIRST = "first-forty-cards"  # a newcomer's next lesson (▶)
LATER = "captures-ace-is-one"
NL = Translator("nl")


@pytest.mark.parametrize("size", [(390, 844), (1280, 800)])
def test_homework_is_marked_beside_next_and_opens_in_view(browser, class_server, size):
    base, store = class_server
    made = store.create_class(f"Groep 7 {size[0]}")
    store.set_homework(made.code, [FIRST, LATER], [], "2027-03-01")
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    outside = block_outside(context, base)
    try:
        page = context.new_page()
        page.goto(f"{base}/?class={made.code}&lang=nl")
        page.locator(".ct-class-name input").wait_for(timeout=90_000)
        page.locator(".ct-class-name input").fill("Noor")
        page.locator("button.ct-class-join").click()
        page.locator(".ct-class-status", has_text="Noor").wait_for(timeout=30_000)
        page.locator("button.ct-homework-item").first.wait_for(timeout=30_000)

        first = page.locator(f"button.ct-lesson-{FIRST}")
        tag = first.locator(".ct-homework-tag")
        tag.wait_for(timeout=15_000)
        assert first.locator(".ct-signs").inner_text().startswith("▶")
        assert tag.is_visible()
        assert tag.inner_text() == NL.gettext("Homework")
        assert NL.gettext("Homework") in first.locator(".ct-visually-hidden").text_content()
        assert page.locator(f"button.ct-lesson-{LATER} .ct-homework-tag").is_visible()
        found = violations(page)
        assert found == [], found

        page.locator("button.ct-homework-item", has_text="4. ").click()
        title = page.locator(".ct-player .ct-lesson-title")
        page.wait_for_function(
            "document.activeElement && document.activeElement.closest('.ct-player')",
            timeout=15_000,
        )
        page.wait_for_timeout(300)  # the scroll follows the focus
        box = title.bounding_box()
        assert box is not None
        assert box["y"] >= -1, box  # at the top (within a rounding), wholly on screen
        assert box["y"] + box["height"] <= size[1], box
        focused = page.evaluate("document.activeElement.getBoundingClientRect().bottom")
        assert focused <= size[1], focused
        found = violations(page)
        assert found == [], found
        assert outside == []
    finally:
        context.close()

"""The Rules tab shows the menu's rules, and a rules change keeps the learner there (#25).

A German learner on a laptop chooses casual, opens a lesson written for quito alone under its
own rules (for that visit only), then reads *Regeln*: the heading names casual, the menu's
choice, and one sentence says the open lesson uses quito this time. Choosing pagat on the
Rules tab rewrites it at once and leaves her there; the lesson's refusal waits on the map.
"""

from __future__ import annotations

import os

from conftest import open_app
from helpers import violations

LESSON = "caida-and-limpia-quito"  # written for quito alone
SHOTS = os.environ.get("RULES6_SHOTS", "")  # a folder: screenshots to look at (not committed)
CURRENT = "() => document.querySelector('.ct-tabs .lm-TabBar-tab.lm-mod-current').textContent"
HEADING = ".ct-rules-text h2.ct-rules-chosen"


def test_the_rules_tab_keeps_the_menus_rules_and_its_place(page):
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "?lang=de&rules=casual")
    button = page.locator(f".ct-lesson-{LESSON}")
    button.scroll_into_view_if_needed()
    button.click()
    page.click(".ct-refusal .ct-open-under:text-is('quito')")  # its own rules, this visit
    page.wait_for_selector(".ct-player .ct-title", timeout=60_000)
    assert page.locator(".ct-ruleset select").input_value() == "casual"
    page.get_by_role("tab", name="Regeln", exact=True).click()
    page.wait_for_selector(HEADING, timeout=30_000)
    assert (
        page.locator(HEADING).inner_text()
        == "Die Regeln, die du im Regelmenü gewählt hast: „casual“"
    )
    assert page.locator(".ct-rules-visit").inner_text() == (
        "Die geöffnete Lektion verwendet nur dieses Mal ihre eigenen Regeln, „quito“; "
        "überall sonst gelten deine Regeln, „casual“."
    )
    if SHOTS:
        page.locator(HEADING).scroll_into_view_if_needed()
        page.screenshot(path=f"{SHOTS}/rules-visit.png")
    assert violations(page) == []  # axe-core on the Rules tab
    page.select_option(".ct-ruleset select", "pagat")  # refuses the open quito lesson
    page.wait_for_function(
        "(sel) => document.querySelector(sel).textContent.includes('pagat')",
        arg=HEADING,
        timeout=30_000,
    )
    assert page.locator(".ct-rules-visit").count() == 0  # no lesson open under other rules
    marks = page.locator(".ct-rules-differs .ct-rules-mark")  # walk P2, old N7
    assert marks.count() > 0
    assert marks.first.inner_text() == "anders als bei „quito“"
    assert (
        page.locator(".ct-rules-legend")
        .inner_text()
        .startswith("Voreingestellt ist im Regelmenü „quito“.")
    )
    assert page.evaluate(CURRENT) == "Regeln"  # no jump to the course
    if SHOTS:
        page.locator(HEADING).scroll_into_view_if_needed()
        page.screenshot(path=f"{SHOTS}/rules-pagat.png")
    assert violations(page) == []
    page.get_by_role("tab", name="Kurs", exact=True).click()  # the refusal, beside the lesson
    refusal = page.locator(".ct-refusal")
    refusal.wait_for(timeout=15_000)
    assert "lässt sich nicht spielen, wenn im Regelmenü „pagat“ gewählt ist" in (
        refusal.inner_text()
    )
    assert page.locator(".ct-error").count() == 0
    assert page.outside_requests == []

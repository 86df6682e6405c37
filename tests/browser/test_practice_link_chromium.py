"""The Teacher tab's practice link in Chromium, on a 390-px phone: build it, open it, practise.

The teacher ticks two themes and a ruleset, makes the link and copies its full address; axe
finds nothing on the tab with the link shown, the checkboxes are targets of at least 24 px
and nothing is wider than the phone. A pupil opening the address lands on Practice with
those themes ticked (and named on the folded themes button), under those rules, and sees no
Teacher tab.
"""

from __future__ import annotations

from conftest import open_app
from helpers import SIZES, violations

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.puzzle_text import theme_name

THEMES = ("run-jump", "caida")


def test_a_practice_link_built_in_the_teacher_tab_opens_practice_on_its_themes(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=page.base)
    page.set_viewport_size(SIZES["phone"])
    open_app(page, "?lang=es")
    tr = Translator("es")
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Docente')")
    page.wait_for_selector(
        ".ct-teacher-make-practice .widget-label, .ct-teacher-make-practice:not(:empty)",
        timeout=30_000,
    )
    for theme in THEMES:
        box = page.locator(f".ct-choose-theme-{theme}")
        assert box.inner_text().strip() == theme_name(theme, tr)  # labelled, in Spanish
        box.locator("input").check()
    page.select_option(".ct-teacher-practice-rules select", "pagat")
    page.click(".ct-teacher-make-practice")
    part = ".ct-teacher-practice-address"
    field = page.locator(f"{part} .ct-address-field")
    field.wait_for(timeout=15_000)
    address = f"{page.base}/?practice=run-jump,caida&rules=pagat&lang=es"
    assert field.input_value() == address
    assert page.get_attribute(f"{part} .ct-address-link", "href") == address
    assert (
        page.locator(f"{part} .ct-address-link")
        .inner_text()
        .startswith("Enlace de práctica para su clase: ")
    )
    page.click(f"{part} .ct-address-copy")
    copied = tr.gettext("Copied: paste it where your pupils will find it.")
    page.locator(f"{part} .ct-address-status", has_text=copied).wait_for(timeout=10_000)
    assert page.evaluate("navigator.clipboard.readText()") == address

    found = violations(page)  # the tab with both parts and the practice link shown
    assert found == [], "\n".join(found)
    sizes = page.evaluate("""() => [...document.querySelectorAll(
        '.ct-choose-theme label, .ct-teacher-make-practice, .ct-teacher-practice-rules select,'
        + ' .ct-teacher-practice-address .ct-address-copy')]
        .filter((el) => el.getClientRects().length > 0)  // drawn (ipywidgets hides a label)
        .map((el) => [el.className, el.getBoundingClientRect().width,
                      el.getBoundingClientRect().height])""")
    assert len(sizes) >= len(THEMES) + 3
    for name, width, height in sizes:
        assert min(width, height) >= 24, (name, width, height)
    wide = page.evaluate("document.documentElement.scrollWidth")
    assert wide <= SIZES["phone"]["width"], wide  # no sideways scrolling on the phone

    page.goto(address)
    page.wait_for_selector(".ct-app .ct-tabs", timeout=60_000)
    # the themes are folded away (the puzzle comes first): their button names them
    names = ", ".join(theme_name(theme, tr) for theme in THEMES)
    summary = tr.gettext("Themes: {themes}").format(themes=names)
    page.locator(".ct-practice-themes-toggle", has_text=summary).wait_for(timeout=30_000)
    page.wait_for_selector(".ct-practice .ct-theme-caida input", state="attached")
    tabs = page.locator(".ct-tabs .lm-TabBar-tab").all_inner_texts()
    assert tr.pgettext("tab", "Teacher") not in tabs
    current = page.locator(".ct-tabs .lm-TabBar-tab.lm-mod-current").inner_text()
    assert current == tr.pgettext("tab", "Practice")
    for theme in THEMES:
        assert page.locator(f".ct-practice .ct-theme-{theme} input").is_checked()
    assert not page.locator(".ct-practice .ct-theme-limpia input").is_checked()
    assert page.locator(".ct-practice-rules select").input_value() == "pagat"
    page.wait_for_selector(".ct-practice-check", timeout=30_000)  # a first puzzle is open
    assert page.outside_requests == []

"""The page around the app, a phone's screen and the Teacher tab, in Chromium.

- the page speaks the learner's language before the kernel has run (``<html lang>``,
  title, loading text: served by the page template) and after a language switch;
- on a wide screen the app stands in the middle; at 390 px nothing lies off-screen, every
  target is at least 44 px high and no label is cut off;
- the Teacher tab gives the full address of an assignment, with a copy button, and a pupil
  who opens that address sees no Teacher tab.
"""

from __future__ import annotations

import json
import urllib.request

from conftest import open_app
from helpers import settle
from support.courses import set_size

from cuarenta_tutor.sentences.page_shell import shell

PHONE = {"width": 390, "height": 844}

OFF_SCREEN_AND_SMALL = """() => {
  const width = document.documentElement.clientWidth;
  const folded = (el) => el.closest("details:not([open])")
    && !el.closest("details:not([open]) > summary");  // Chromium lays out a closed <details>
  const shown = (el) => { const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && !folded(el); };
  const name = (el) => el.tagName.toLowerCase() + "." + [...el.classList].join(".")
    + " '" + (el.innerText || el.value || "").trim().slice(0, 24) + "'";
  // the tabs are one row that scrolls sideways: a tab beyond the edge is reached by scrolling
  const bar = document.querySelector(".ct-tabs > .lm-TabBar");
  const scrolls = getComputedStyle(bar).overflowX === "auto";
  const inRow = (el) => scrolls && bar.contains(el) && el !== bar;
  const offScreen = [...document.querySelectorAll(".ct-app *")].filter(shown)
    .filter((el) => !inRow(el))
    .filter((el) => el.getBoundingClientRect().right > width + 1).map(name);
  const targets = ".ct-app button, .ct-app select, .ct-app input[type=text],"
    + " .ct-app .widget-radio-box label, .ct-app .widget-checkbox label, .ct-tabs .lm-TabBar-tab,"
    + " .ct-app .ct-learner-field, .ct-app .ct-address-link, .ct-app details > summary";
  const small = [...document.querySelectorAll(targets)].filter(shown)
    .filter((el) => el.getBoundingClientRect().height < 44)
    .map((el) => name(el) + " " + Math.round(el.getBoundingClientRect().height) + "px");
  const cut = [...document.querySelectorAll(".ct-app button, .ct-app .widget-checkbox label")]
    .filter(shown)
    .filter((el) => el.scrollWidth > el.clientWidth + 1).map(name);
  const boxes = [...document.querySelectorAll(".ct-app .widget-checkbox")].filter(shown);
  const hiddenBoxes = boxes.filter((box) => {
    const input = box.querySelector("input"), r = input.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    return r.width < 16 || r.left < outer.left - 1 || r.right > outer.right + 1;
  }).map(name);
  return { pageWidth: document.documentElement.scrollWidth, width, offScreen, small, cut,
           hiddenBoxes };
}"""


def served_page(base: str, query: str) -> str:
    """Return the HTML the server sends for ``query`` (the kernel's output included)."""
    with urllib.request.urlopen(f"{base}/{query}", timeout=120) as answer:
        return answer.read().decode("utf-8")


def test_the_served_page_speaks_the_language_of_its_link(server):
    html = served_page(server, "?lang=es&lesson=captures-match")
    spanish = shell("es")
    assert '<html lang="es">' in html
    assert f"<title>{spanish.title}</title>" in html
    assert f'<h2 id="loading_text">{spanish.loading}</h2>' in html
    assert spanish.loading != shell("en").loading
    assert ">Running " not in html  # Voilà's English loading text is replaced …
    assert f"update_loading_text(index, count, {json.dumps(spanish.loading)})" in html  # … and
    # "Executing 1 of 1", written while the notebook runs, speaks Spanish too
    assert '<main class="ct-main">' in html


def test_html_lang_and_title_follow_a_language_switch(page):
    open_app(page, "?lang=es")
    assert page.evaluate("document.documentElement.lang") == "es"
    assert page.title() == shell("es").title
    page.select_option(".ct-language select", label="suomi")
    page.wait_for_function("document.documentElement.lang === 'fi'", timeout=15_000)
    assert page.title() == shell("fi").title
    loading = page.evaluate("document.getElementById('loading')")
    assert loading is None  # the loading screen is gone once the app is drawn


def test_a_phone_screen_shows_everything_with_large_targets(page):
    page.set_viewport_size(PHONE)
    for query in (
        "?lang=de&lesson=captures-match",
        "?lang=de&lesson=first-after-the-seven",
        "?lang=fi",
    ):
        open_app(page, query)
        settle(page)  # the whole screen drawn …
        page.evaluate("document.fonts.ready.then(() => true)")  # … in its fonts
        found = page.evaluate(OFF_SCREEN_AND_SMALL)
        assert found["pageWidth"] <= found["width"], found
        assert found["offScreen"] == [], found["offScreen"]
        assert found["small"] == [], found["small"]
        assert found["cut"] == [], found["cut"]
        assert found["hiddenBoxes"] == [], found["hiddenBoxes"]
    page.click(".ct-tabs .lm-TabBar-tab:has-text('Opettaja')")  # the Teacher tab, in Finnish
    page.wait_for_selector(".ct-teacher-course .ct-disclosure", timeout=15_000)
    for unfold in page.locator(".ct-teacher-course .ct-disclosure").all():  # every course open
        unfold.click()
    page.wait_for_selector(".ct-choose-lessons .widget-checkbox", timeout=15_000)
    found = page.evaluate(OFF_SCREEN_AND_SMALL)  # every lesson title whole, every box visible
    assert found["small"] == [], found["small"]  # the guide's summary too (it was 20 px)
    assert found["cut"] == [], found["cut"]
    assert found["hiddenBoxes"] == [], found["hiddenBoxes"]
    assert found["offScreen"] == [], found["offScreen"]
    page.click(".ct-guide summary")  # the teacher's guide, unfolded: its tables fit too
    page.wait_for_function("document.querySelector('.ct-guide').open")
    assert page.evaluate(OFF_SCREEN_AND_SMALL)["offScreen"] == []
    upload = page.locator(".ct-import")
    assert upload.inner_text().startswith("Lataa")  # "Load progress" in Finnish, not "…"


def test_on_a_wide_screen_the_app_stands_in_the_middle(page):
    """Walk P2: at 1280 px the app's column was pinned to the left edge, 165 px of empty page
    on its right; it is centred, with the same margin on both sides."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_app(page, "?lang=de")
    settle(page)
    box = page.locator(".ct-app").first.bounding_box()
    width = page.evaluate("document.documentElement.clientWidth")
    assert box is not None
    assert box["width"] < width - 100, (box, width)  # room to centre in
    assert abs(box["x"] - (width - box["x"] - box["width"])) <= 2, (box, width)


def test_the_teacher_copies_the_full_address_and_pupils_see_no_teacher_tab(page):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=page.base)
    open_app(page, "?lang=en&rules=pagat")
    page.click(".ct-tabs .lm-TabBar-tab:nth-child(6)")
    page.check(".ct-choose-03-the-run input")
    page.click(".ct-unfold-02-captures button")  # the course's lessons are folded at first
    page.check(".ct-choose-captures-match input")
    page.click(".ct-teacher-make")
    field = page.locator(".ct-teacher-address .ct-address-field")
    field.wait_for(timeout=15_000)
    # the run's lesson not written for pagat is left out of the link (walk p4, N2)
    chosen = "captures-match,03-the-run,-run-whole-run"
    address = f"{page.base}/?set={chosen}&lang=en&rules=pagat"
    assert field.input_value() == address
    assert page.get_attribute(".ct-teacher-address .ct-address-link", "href") == address
    page.click(".ct-teacher-address .ct-address-copy")
    page.wait_for_selector(
        ".ct-teacher-address .ct-address-status:has-text('Copied')", timeout=10_000
    )
    assert page.evaluate("navigator.clipboard.readText()") == address
    page.goto(address)
    page.wait_for_selector(".ct-app .ct-tabs", timeout=60_000)
    page.wait_for_function("document.querySelectorAll('.ct-lesson').length > 0", timeout=30_000)
    tabs = page.locator(".ct-tabs .lm-TabBar-tab").all_inner_texts()
    assert tabs == ["Course", "Lesson", "Practice", "Play", "Rules"]  # no Teacher tab for pupils
    assert page.locator(".ct-lesson").count() == set_size(chosen)


def test_keyboard_focus_shows_a_thick_ring_of_high_contrast(page):
    open_app(page, "?lesson=first-after-the-seven")
    rings = {}
    for _ in range(12):
        page.keyboard.press("Tab")
        kind, style, width, colour = page.evaluate("""() => {
          const el = document.activeElement, cs = getComputedStyle(el);
          return [el.tagName + (el.classList.contains("lm-TabBar-tab") ? ".tab" : ""),
                  cs.outlineStyle, parseFloat(cs.outlineWidth), cs.outlineColor]; }""")
        if kind != "BODY":
            rings[kind] = (style, width, colour)
    assert {"SELECT", "INPUT", "BUTTON", "LI.tab"} <= set(rings), rings
    for style, width, colour in rings.values():  # #0b57d0: 6.6:1 on white
        assert (style, colour) == ("solid", "rgb(11, 87, 208)")
        assert width >= 2

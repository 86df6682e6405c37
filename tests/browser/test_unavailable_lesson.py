"""A deep link to a lesson under rules it is not written for, in Chromium.

The app must start (no "There was an error when executing cell"), say in the learner's
language that the lesson cannot be played under those rules, and offer the lesson's own
rules as links that open it.
"""

from conftest import open_app

LESSON = "mistakes-opponent-on-38"  # written for quito and rigor: no answer under pagat


def test_a_deep_link_under_other_rules_says_so_and_offers_the_lessons_rules(page):
    open_app(page, f"?lang=es&rules=pagat&lesson={LESSON}")
    notice = page.locator(".ct-unavailable")
    notice.locator("a.ct-open-under").first.wait_for(timeout=15_000)
    assert "«Cuando tu rival está en 38» no se puede jugar con las reglas pagat" in (
        notice.inner_text()
    )
    shown = page.locator("body").inner_text()
    assert "There was an error" not in shown
    assert "Traceback" not in shown
    assert page.locator(".ct-error").count() == 0
    with page.expect_navigation():
        page.click(".ct-unavailable a.ct-open-under:text-is('quito')")
    page.wait_for_selector(".ct-player .ct-title", timeout=60_000)
    assert "Cuando tu rival está en 38" in page.locator(".ct-player .ct-title").inner_text()
    assert page.locator(".ct-ruleset select").input_value() == "quito"
    assert page.outside_requests == []

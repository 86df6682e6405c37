"""A pupil's practice link sets the rules of the whole app, Play's games too (UX walk row 14).

The walk opened ``?practice=caida,limpia&rules=pagat`` as a pupil: Practice and the top rules
menu said pagat, but the Play tab's rules still said quito, so the pupil's whole games did
not follow the teacher's rules.
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.ui.app import TutorApp


@pytest.mark.parametrize("rules", ["pagat", "rigor", "casual"])
def test_the_play_tab_follows_the_rules_of_a_practice_link(rules):
    app = TutorApp(query=f"?practice=caida,limpia&rules={rules}&lang=nl")
    app.tabs.selected_index = app.tabs.children.index(app.play_tab.box)
    assert app.play.rules.preset.value == rules


def test_plays_rules_menu_is_not_named_like_the_headers() -> None:
    """Walk P3 (N9): two form fields both called "Säännöt" in a screen reader's list."""
    for lang, name in (("en", "Rules of the mesa"), ("fi", "Mesan säännöt")):
        app = TutorApp(query=f"?lang={lang}")
        app.tabs.selected_index = app.tabs.children.index(app.play_tab.box)
        assert app.play.rules.preset.description == name
        assert app.header.ruleset.description != name

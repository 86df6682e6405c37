"""The Rules tab shows the rules chosen in the menu, and changing them moves no tab (#25).

A lesson written for quito alone opens under its own rules for one visit: the Rules tab still
shows the menu's rules (those Play and Practice use) and says in one sentence which rules the
open lesson uses. A lesson the new rules cannot play is refused on the map, not by a tab jump.
"""

from __future__ import annotations

from support.widgets import click_lesson

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.ui.app import TutorApp
from cuarenta_tutor.ui.app_model import rules_page_html

QUITO_ONLY = "caida-and-limpia-quito"


def open_rules_tab(app: TutorApp) -> None:
    app.tabs.selected_index = app.tabs.children.index(app.rules_page)


def test_a_lesson_under_its_own_rules_leaves_the_rules_tab_on_the_menus_rules():
    app = TutorApp(query="?lang=de")
    app.ruleset.value = "casual"
    open_rules_tab(app)
    assert "Die Regeln, die du im Regelmenü gewählt hast: „casual“" in app.rules_page.value
    app.open_lesson(QUITO_ONLY, "quito")  # the lesson's own rules, for this visit only
    assert app.session.ruleset == "quito"
    assert app.session.rules == "casual"
    open_rules_tab(app)
    page = app.rules_page.value
    assert "Die Regeln, die du im Regelmenü gewählt hast: „casual“" in page
    heading = page.split("<h2 class='ct-rules-chosen'>")[1].split("</h2>")[0]
    assert heading == "Die Regeln, die du im Regelmenü gewählt hast: „casual“"
    assert (
        "Die geöffnete Lektion verwendet nur dieses Mal ihre eigenen Regeln, „quito“; "
        "überall sonst gelten deine Regeln, „casual“." in page
    )
    assert app.header.ruleset.value == "casual"


def test_the_rules_table_is_the_menus_and_the_sentence_only_while_rules_differ():
    tr = Translator("en")
    casual = rules_page_html("casual", "casual", tr, four_colour=False)
    visit = rules_page_html("casual", "quito", tr, four_colour=False)
    quito = rules_page_html("quito", "quito", tr, four_colour=False)
    table = visit.split("<table>")[1]
    assert table == casual.split("<table>")[1] != quito.split("<table>")[1]
    assert "ct-rules-visit" not in casual
    assert "ct-rules-visit" in visit
    assert "The rules you chose in the rules menu: ‘casual’" in visit
    own = rules_page_html("", "quito", tr, four_colour=False)  # menu: the lesson's own rules
    assert "The rules you play: quito" in own
    assert "ct-rules-visit" not in own


def test_changing_rules_keeps_the_learner_on_her_tab_and_refuses_on_the_map():
    app = TutorApp(query="?lang=de")
    app.ruleset.value = "quito"
    click_lesson(app, QUITO_ONLY)
    assert app.session.lesson is not None
    for tab in (app.rules_page, app.practice_tab.box, app.play_tab.box):
        if app.session.lesson is None:
            app.ruleset.value = "quito"
            app.open_lesson(QUITO_ONLY)
        app.tabs.selected_index = app.tabs.children.index(tab)
        app.ruleset.value = "pagat"
        assert app.tabs.children[app.tabs.selected_index] is tab  # no jump to the course
        assert app.session.lesson is None
        refusal = app.course_map.lesson(QUITO_ONLY)["refusal"]
        assert "wenn im Regelmenü „pagat“ gewählt ist" in refusal["text"]
        if tab is app.rules_page:  # the new rules at once
            assert "Die Regeln, die du im Regelmenü gewählt hast: „pagat“" in tab.value

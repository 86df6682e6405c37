"""The Rules tab marks each rule the default rules play otherwise (walk P2, old N7).

The marks come from comparing the rulesets' switches as the table words them, never from a
list of rows: one switch changed marks its row alone; a switch the table does not show marks
nothing; the default itself marks nothing.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cuarenta_tutor.engine.rules import DEFAULT_RULESET
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.catalogs import available_languages
from cuarenta_tutor.sentences.ruleset_text import compared_rows, ruleset_rows
from cuarenta_tutor.tutor.rulesets import presets, ruleset_named
from cuarenta_tutor.ui.app_model import rules_page_html

QUITO = ruleset_named(DEFAULT_RULESET)


def marked(ruleset_changes: dict[str, object], lang: str = "en") -> list[str]:
    """Return the rules marked when the default differs from ``ruleset`` in these switches."""
    ruleset = replace(QUITO, **ruleset_changes)  # type: ignore[arg-type]
    return [row.rule for row in compared_rows(ruleset, QUITO, Translator(lang)) if row.differs]


def test_the_default_marks_no_row():
    assert marked({}) == []


def test_one_switch_changed_marks_its_row_alone():
    tr = Translator("en")
    assert marked({"ronda_points": QUITO.ronda_points + 2}) == [tr.gettext("Ronda")]
    assert marked({"zapateria": not QUITO.zapateria}) == [tr.gettext("Zapatería")]
    assert marked({"caida_by_sum": not QUITO.caida_by_sum}) == [tr.gettext("Caída taken by a sum")]


def test_a_switch_the_table_does_not_show_marks_nothing():
    assert marked({"dos_por_darlas": not QUITO.dos_por_darlas}) == []


@pytest.mark.parametrize("preset", [name for name in presets() if name != DEFAULT_RULESET])
def test_every_preset_marks_the_rows_its_switches_change(preset: str) -> None:
    tr = Translator("de")
    ruleset = ruleset_named(preset)
    rows = compared_rows(ruleset, QUITO, tr)
    assert [(row.rule, row.value) for row in rows] == ruleset_rows(ruleset, tr)
    assert 0 < sum(row.differs for row in rows) < len(rows)
    for row, (rule, value) in zip(rows, ruleset_rows(QUITO, tr), strict=True):
        assert row.differs == ((row.rule, row.value) != (rule, value))


@pytest.mark.parametrize("lang", sorted(available_languages()))
def test_the_page_marks_in_words_with_a_legend(lang: str) -> None:
    tr = Translator(lang)
    page = rules_page_html("pagat", "pagat", tr, four_colour=False)
    mark = tr.gettext("differs from ‘{rules}’").format(rules=DEFAULT_RULESET)
    differing = sum(row.differs for row in compared_rows(ruleset_named("pagat"), QUITO, tr))
    table = page.split("<table>")[1]
    assert table.count("<tr class='ct-rules-differs'>") == differing
    assert table.count(f"<span class='ct-rules-mark'>{mark}</span>") == differing
    assert page.count("<p class='ct-rules-legend'>") == 1
    assert mark in page.split("<p class='ct-rules-legend'>")[1].split("</p>")[0]


def test_the_default_rules_page_has_no_legend():
    page = rules_page_html("quito", "quito", Translator("en"), four_colour=False)
    assert "ct-rules-legend" not in page
    assert "ct-rules-differs" not in page

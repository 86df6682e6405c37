"""The teacher's guide tells the truth about tabs, the live class and what the server keeps.

The UX walk of December 2026 (a Dutch teacher, rows N5–N7): the guide said "nothing is
stored on the server" although a live class keeps nicknames and answers in the class
database; it listed the tabs in an old order; and inside the Dutch text it named a section
of the English installation guide in English ("A class with no server").
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.paths import content_dir
from cuarenta_tutor.translation.pages import read_page
from cuarenta_tutor.ui.app_model import tab_titles

LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]
GUIDES = content_dir() / "teachers"


def guide(lang: str) -> str:
    return re.sub(r"<!--.*?-->", "", read_page(GUIDES / f"{lang}.md").body, flags=re.S)


def section(text: str, index: int) -> str:
    """The ``index``-th ``## `` section of ``text`` (0 is the first)."""
    return re.split(r"^## ", text, flags=re.M)[index + 1]


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_lists_the_tabs_in_the_apps_order(lang):
    tabs = tab_titles(Translator(lang), for_teachers=True)
    items = re.findall(r"^- \*\*(.+?)\*\*:", section(guide(lang), 0), flags=re.M)
    assert [item for item in items if item in tabs] == list(tabs)


@pytest.mark.parametrize("lang", LANGS)
def test_the_teacher_tab_item_names_the_live_class(lang):
    tr = Translator(lang)
    teacher = re.escape(tr.pgettext("tab", "Teacher"))
    item = re.search(rf"^- \*\*{teacher}\*\*:(.*?)(?=^\S|^- |\Z)", guide(lang), re.S | re.M)
    assert item, lang
    assert f"**{tr.gettext('Create the class')}**" in item.group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_says_what_a_live_class_keeps_where_and_how_to_delete_it(lang):
    tr = Translator(lang)
    text = guide(lang)
    assert "`classes.sqlite3`" in text
    assert "`--database`" in text
    assert "`--data`" in text
    assert f"**{tr.gettext('Delete')}**" in text
    assert f"**{tr.gettext('Delete the class')}**" in text


def test_the_english_guide_no_longer_says_nothing_is_stored_without_a_condition():
    text = guide("en")
    assert "Nothing is stored on the\nserver" not in text
    assert "Without a live class, nothing is stored on the server." in text
    assert "is stored only in their browser and in the file they\n  save." not in text


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_translations_name_sections_in_their_own_language(lang):
    assert "A class with no server" not in guide(lang)

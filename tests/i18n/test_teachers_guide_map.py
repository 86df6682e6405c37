"""The teacher's guide says what the course map shows, and its references can be opened.

The UX walk's row 31: the guide (in the app, nl) said the map shows "een vinkje bij elke
opgeloste les" while the map shows stars, and it named ``docs/deployment.md in het project``
as plain text, which no one reading the guide in the app can open.
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.paths import content_dir
from cuarenta_tutor.render.markdown import to_html
from cuarenta_tutor.translation.pages import read_page

LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]
GUIDES = content_dir() / "teachers"


def guide(lang: str) -> str:
    return re.sub(r"<!--.*?-->", "", read_page(GUIDES / f"{lang}.md").body, flags=re.S)


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_links_the_deployment_guide_instead_of_naming_a_file(lang):
    text = guide(lang)
    outside_links = re.sub(r"\]\(https://[^)]+\)", "]", text)
    assert "docs/" not in outside_links  # a path the app cannot open
    html = to_html(text, lang)
    # opened in a new tab: following it in the app's guide must not leave the app
    assert re.search(r'<a target="_blank" href="https://[^"]+/docs/deployment\.md"', html)


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_says_the_course_map_shows_stars(lang):
    tr = Translator(lang)
    course = tr.pgettext("tab", "Course")
    stars = tr.gettext("Stars: {count} of 3").split(":")[0].lower()  # the app's own word
    line = re.search(rf"^- \*\*{re.escape(course)}\*\*:(.*?)(?=^\S|^- )", guide(lang), re.S | re.M)
    assert line, f"no **{course}** item in the {lang} guide"
    assert stars in line.group(1).lower(), line.group(1)

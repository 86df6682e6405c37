"""The page's language before the kernel runs: the server's pre-launch hook and the template.

The browser checks (``tests/browser/test_page_and_phone.py``) load a real page; these check
every language without a browser: each has its own title and loading text, from the same
catalogues as the app, and the hook hands them to the template.
"""

from types import SimpleNamespace

import nbformat
import pytest

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.page_shell import page_title, query_language, shell
from cuarenta_tutor.server.launch import PAGE_METADATA, localize_page


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_language_has_its_own_loading_text(lang):
    texts = shell(lang)
    assert texts.lang == lang
    assert texts.loading != shell("en").loading
    assert "Cuarenta Tutor" in texts.loading  # the name is not translated
    assert texts.title == page_title(Translator(lang))


def test_an_unknown_language_gets_english():
    assert query_language("lang=xx&lesson=captures-match") is None
    assert shell("xx") == shell("en")


def test_the_hook_writes_the_language_of_the_query_into_the_notebook():
    notebook = nbformat.v4.new_notebook()
    handler = SimpleNamespace(request=SimpleNamespace(query="lesson=captures-match&lang=fi"))
    localized = localize_page(handler, notebook)
    assert localized.metadata[PAGE_METADATA] == {"lang": "fi", "loading": shell("fi").loading}
    assert localized.metadata["title"] == shell("fi").title
    plain = localize_page(SimpleNamespace(request=SimpleNamespace(query="")), notebook)
    assert plain.metadata[PAGE_METADATA]["lang"] == "en"

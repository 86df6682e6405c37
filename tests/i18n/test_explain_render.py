"""Every explanation renders as a full, translated sentence in all seven languages."""

import re

import pytest
from support.explain_samples import samples

from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.explain import render_fact

SAMPLES = samples()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("name", "fact"), SAMPLES, ids=[name for name, _ in SAMPLES])
def test_fact_renders_as_a_full_sentence(lang, name, fact):
    text = render_fact(fact, Translator(lang))
    assert (text and text[0].isupper()) or text[0].isdigit() or not text[0].isalpha()
    assert re.search(r"[.!?…»”)]$", text), text
    assert "{" not in text, text
    assert "}" not in text, text
    if lang != "en":
        english = render_fact(fact, Translator("en"))
        assert text != english, f"{lang} shows the English sentence: {text}"

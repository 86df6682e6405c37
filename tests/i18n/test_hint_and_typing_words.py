"""The hint button and the move-entry field use different words (walk P2, old N6).

In German the button *Tipp* sat next to "Tipp deinen Zug ein": one word for two controls.
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.catalogs import available_languages


def words(text: str) -> set[str]:
    """Return the words of ``text``, lower case."""
    return set(re.findall(r"\w+", text.lower()))


@pytest.mark.parametrize("lang", sorted(available_languages()))
def test_typing_field_does_not_use_the_hint_buttons_word(lang: str) -> None:
    tr = Translator(lang)
    hint = words(tr.pgettext("button", "Hint"))
    label = tr.gettext("Type your play:")
    placeholder = tr.gettext("or type a play, e.g. {example}")
    assert not hint & words(label), (lang, label)
    assert not hint & words(placeholder), (lang, placeholder)

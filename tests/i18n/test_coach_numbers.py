"""The coach writes a chance as a percentage the language's way (35 % in German)."""

from __future__ import annotations

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.search.coach import Reason, ReasonCode
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.coach import reason_text


def test_a_chance_is_a_percentage_written_the_languages_way():
    reason = Reason(ReasonCode.GIVES_CAIDA, (parse_card("6c"),), chance=0.35)
    assert "35%" in reason_text(reason, Translator("en"))
    assert "35\xa0%" in reason_text(reason, Translator("de"))

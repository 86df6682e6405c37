"""Walk P2-N2 and N3 in words: why a gift costs little, and why a risky drop was best.

The verdicts of ``tests/engine/test_coach_decided.py`` said in every language from the real
catalogues: "Good" beside a certain caída says the chica is as good as decided; "Best"
before the engine's caída says every card risked one, this one no more (or the least).
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import Reason, ReasonCode, assess, judge, verdict_from
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.i18n.cards import display_card
from cuarenta_tutor.sentences.coach import reason_text, verdict_text
from cuarenta_tutor.sentences.odds import percent
from cuarenta_tutor.sentences.play_text import beside_hint

LAST_ROUND = "hands: 6d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; table: 5h; captured: 15 14"
FIRST_PLAY = (
    "hands: Qc 3d 5s 7h Kc / 2h 4h 6c 7d Ac; "
    "stock: 2c 4d 7c 6s 2s Ad 3h Qs Ks 5h Jc Qh Jd As 7s "
    "2d Js 3c 4s Jh 4c Kh 6d 6h 3s Ah 5d Qd 5c Kd"
)
EN = Translator("en")
LANGS = ("es", "de", "nl", "it", "sv", "fi")


def test_good_beside_a_certain_gift_says_the_chica_is_decided():
    position = parse_position(f"score: 36-0; {LAST_ROUND}")
    text = verdict_text(judge(position, parse_action(position, "6d")), EN)
    assert text.startswith("Good (")
    assert "Dropping 6♦ left your opponent a caída" in text
    assert text.endswith("The chica is as good as decided here, so this costs almost nothing.")
    de = verdict_text(judge(position, parse_action(position, "6d")), Translator("de"))
    assert de.endswith(
        "Die Chica ist hier so gut wie entschieden, deshalb kostet dich das fast nichts."
    )


def test_the_open_chica_keeps_its_inaccuracy_without_excuse():
    position = parse_position(f"score: 30-0; {LAST_ROUND}")
    text = verdict_text(judge(position, parse_action(position, "6d")), EN)
    assert text.startswith("Inaccuracy (")
    assert "decided" not in text


def test_best_on_an_empty_table_says_every_card_risked_a_caida():
    assessment = assess(parse_position(FIRST_PLAY))
    verdict = verdict_from(assessment, assessment.best)
    (reason,) = verdict.reasons
    card, chance = display_card(assessment.best.card, "en"), percent(reason.chance, EN)
    text = verdict_text(verdict, EN)
    assert text == (
        f"Best: {card} was exactly the right play. Every card you could play here risked a "
        f"caída; this one risked no more than any other (a chance of {chance})."
    )
    # beside a hint on another card the game says the same after "as good as the hint"
    other = next(action for action in assessment.ranked() if action != assessment.best)
    beside = beside_hint(verdict, other, EN)
    assert beside.startswith("Best: ")
    assert beside.endswith(f"this one risked no more than any other (a chance of {chance}).")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("alike", [0, 3])
def test_the_new_sentences_are_translated(lang, alike):
    tr = Translator(lang)
    least = Reason(ReasonCode.LEAST_RISK, (parse_card("3d"),), 0.38, number=alike)
    decided = Reason(ReasonCode.CHICA_DECIDED)
    for reason in (least, decided):
        said, english = reason_text(reason, tr), reason_text(reason, EN)
        assert said != english
        assert "{" not in said
    assert "38" in reason_text(least, tr)
    assert reason_text(least, tr) != reason_text(
        Reason(ReasonCode.LEAST_RISK, least.cards, 0.38, number=3 - alike), tr
    )

"""The hint's words for its runner are the words of the verdict on that runner (walk P1 N6).

"{runner} is just as good" only where the coach's verdict on the runner is *Best* (tied),
"about as good" only where the verdict is within the sampling error (*Good*, as good). A
ronda declared as the runner was always "just as good" in the hint, though the verdict on
declaring it said "about as good as the hint" (words16, item 3).
"""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import Band, judge
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import beside_hint, hint_why
from cuarenta_tutor.tutor.play_hint import hint_for

POSITIONS = {
    # the coach takes with 7♠; declaring the ronda is within the sampling of the hidden cards
    "ronda about as good": (
        "rules: rigor; score: 10-28; hands: 2h 2s 2d Js 7s / Qh 3d 6c 3c 6h; dealer: 1; "
        "table: 3s Jh 4s; stock: Ks 4c 6d 2c 6s Jd Qs Kh As Ad"
    ),
    # every card known: 4♦ → 4♥ and declaring the doble ronda are tied
    "doble ronda just as good": (
        "rules: pagat; score: 38-30; hands: 5c 5h 5d 4d 5s / 4c Ad 4s Kd 2s; dealer: 1; "
        "table: Qs Kc 4h"
    ),
    # two drops of a jack, tied
    "a play just as good": (
        "rules: rigor; score: 10-10; hands: Jc Jh Js 5c 7d / 3d Kd 4c 2h Kc; dealer: 1; "
        "stock: 4h 3h 6c Qh 6s 5d Jd 5s 7s Ad"
    ),
}

WORDS = {
    "en": ("just as good", "about as good"),
    "fi": ("yhtä hyvä", "suunnilleen yhtä hyvä"),
}


@pytest.mark.parametrize("name", POSITIONS)
def test_the_hint_says_of_its_runner_what_the_verdict_on_it_says(name):
    position = parse_position(POSITIONS[name])
    hint = hint_for(position)
    assert hint.runner is not None
    assert hint.tied
    verdict = judge(position, hint.runner)  # as Play judges the runner, once it is played
    assert verdict.band is Band.BEST or verdict.as_good
    assert hint.close is (verdict.band is not Band.BEST)
    for lang, (tied, close) in WORDS.items():
        tr = Translator(lang)
        said = (hint_why(hint, tr), beside_hint(verdict, hint.action, tr))  # before, after
        for text in said:
            assert (close if hint.close else tied) in text, (lang, said)
            assert hint.close or close not in text, (lang, said)
    if name == "ronda about as good":
        assert hint_why(hint, Translator("en")).startswith("Declaring the ronda is about as good")

"""Walk P2-N4: the safe drop's reason in words, in every language, beside the verdict."""

from dataclasses import replace

import pytest

from cuarenta_tutor.cli.sentence_sample import SAFE_DROPS
from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, judge
from cuarenta_tutor.i18n import Translator, available_languages
from cuarenta_tutor.sentences.coach import reason_text, verdict_text
from cuarenta_tutor.sentences.play_text import coached_text

LANGS = available_languages()
EN = {
    3: "7♣ was safe from a caída: the other three cards of the same rank were all in your hand.",
    2: "7♣ was safe from a caída: of the other three cards of the same rank, two were in your "
    "hand and one had already been played.",
    1: "7♣ was safe from a caída: of the other three cards of the same rank, one was in your "
    "hand and two had already been played.",
    0: "7♣ was safe from a caída: the other three cards of the same rank had all been played "
    "already.",
}


@pytest.mark.parametrize("in_hand", [0, 1, 2, 3])
def test_each_split_is_said_exactly(in_hand):
    reason = Reason(ReasonCode.SAFE_DROP, (parse_card("7c"),), number=in_hand)
    assert reason_text(reason, Translator("en"), 2) == EN[in_hand]
    assert reason_text(reason, Translator("en"), 4) == EN[in_hand]  # no player is named
    assert reason.to_dict() == {"code": "safe_drop", "cards": ["7c"], "in_hand": in_hand}


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_every_language_says_each_split_in_its_own_words(lang):
    tr = Translator(lang)
    said = set()
    for in_hand in range(4):
        reason = Reason(ReasonCode.SAFE_DROP, (parse_card("Kh"),), number=in_hand)
        text = reason_text(reason, tr, 2)
        assert "{" not in text
        assert "caída" in text.lower()
        assert "K♥" in text or "R♥" in text or "H♥" in text  # the language's card letters
        assert text != reason_text(reason, Translator("en"), 2)
        said.add(text)
    assert len(said) == 4


def verdict_of(label):
    (text, played) = next((t, p) for case, t, p in SAFE_DROPS if case == label)
    position = parse_position(text)
    return judge(position, parse_action(position, played))


def test_a_best_safe_drop_is_said_with_its_reason():
    verdict = verdict_of("the other kings played")
    assert verdict.band is Band.BEST
    assert verdict_text(verdict, Translator("en")) == (
        "Best: K♥ was exactly the right play. K♥ was safe from a caída: the other three cards "
        "of the same rank had all been played already."
    )


@pytest.mark.parametrize(
    ("label", "who"),
    [
        ("a risky drop; the better drop was safe", "your opponent"),
        ("a risky drop, partners; the better drop was safe", "the next player"),
    ],
)
def test_a_risky_drop_hears_why_the_named_card_was_safe(label, who):
    text = verdict_text(verdict_of(label), Translator("en"))
    risked = text.index(f"Dropping 5♠ risked a caída: {who} could hold")
    assert "dropping K♥ was better" in text
    safe = text.index("K♥ was safe from a caída: the other three cards of the same rank had all")
    assert risked < safe


def test_the_safe_drop_does_not_stand_in_for_why_the_better_play_wins():
    # a safe drop of the learner's is no reason against it: the look-ahead's words stay
    position = parse_position(
        "hands: 7h 7d 2c 5s Kd / Ah 4h 6c Jd Qs; table: 3c; stock: Ac Ad As 2s 3s 4s 5d 5h 6d "
        "6h 6s Jc Jh Js Qc Qd Qh Kc Kh Ks"
    )
    verdict = judge(position, parse_action(position, "7h"))
    safe = Reason(ReasonCode.SAFE_DROP, (parse_card("7h"),), number=1)
    kept = tuple(r for r in verdict.reasons if r.code is not ReasonCode.SAFE_DROP)
    below = replace(verdict, band=Band.INACCURACY, reasons=(*kept, safe))
    text = coached_text(below, Translator("en"))
    assert "7♥ was safe from a caída" in text
    assert text.count("The gain comes later") == 1

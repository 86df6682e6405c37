"""The Play hint's words (walk P1, round 13): a drop said as a drop, a runner as good as the
hint said the way the coach knows it, in the words the verdict then uses, and a drop's own
proved reason."""

from __future__ import annotations

import pytest

from cuarenta_tutor.engine.cards import parse_card
from cuarenta_tutor.engine.game import Declare, parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.search.coach import Band, Reason, ReasonCode, Verdict, assess
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.sentences.coach import reason_text
from cuarenta_tutor.sentences.play_text import beside_hint, hint_said, hint_why
from cuarenta_tutor.tutor.play_hint import Hint, forgone, hint_for

EN = Translator("en")
AS, AH, JH, JC, QS = (parse_card(code) for code in ("As", "Ah", "Jh", "Jc", "Qs"))
DROP_AS, DROP_JH = Play(AS), Play(JH)
SEVEN = Play(parse_card("7d"), (parse_card("7h"), parse_card("Jd"), QS))
THREE = Play(parse_card("3d"), (parse_card("3c"),))
SAFE_KD = "rules: quito; hands: 7h 7d 2c 4s Kd / 3h 4h 6c 5d Ac; table: 3c"


def test_a_hinted_drop_of_a_card_that_could_take_says_drop_and_what_it_leaves():
    # walk P1 NEW-4: "would play A♠" with A♥ on the table; the learner took A♥ with it
    hint = Hint(DROP_AS, DROP_JH, forgone=(AH,), runner_forgone=(JC,))
    said = hint_said(hint, EN)
    assert said.startswith("The coach would drop A♠ without taking A♥. ")
    assert "next best play, dropping J♥ without taking J♣." in said
    assert hint_said(Hint(DROP_AS), EN).startswith("The coach would drop A♠. ")
    declared = hint_said(Hint(Declare(), then=Hint(DROP_AS, forgone=(AH,))), EN)
    assert declared.startswith(
        "The coach would declare the ronda first, then drop A♠ without taking A♥. "
    )


def test_what_a_drop_could_have_taken_is_the_engines_largest_capture_with_that_card():
    position = parse_position(
        "rules: quito; hands: As Jh 5c 5d 2c / 3h 7s 6c Jc Qh; table: Ah 6d Qs"
    )
    assessment = assess(position)
    assert forgone(assessment, parse_action(position, "As")) == (AH,)
    assert forgone(assessment, parse_action(position, "2c")) == ()  # nothing to take
    assert forgone(assessment, parse_action(position, "As x Ah")) == ()  # no drop


def test_a_tied_smaller_capture_is_not_the_same_result_but_as_good_with_fewer_cards():
    # walk P1 NEW-3: "3♦ → 3♣ gives the same result" beside 7♦ → 7♥ J♦ Q♠
    tied = hint_why(Hint(SEVEN, THREE, tied=True), EN)
    assert tied == (
        "3♦ → 3♣ takes fewer cards but is just as good: the engine's look-ahead values both "
        "the same."
    )
    close = hint_why(Hint(SEVEN, THREE, tied=True, close=True), EN)
    assert close.startswith("3♦ → 3♣ takes fewer cards but is about as good: ")
    assert "fewer" not in hint_why(Hint(THREE, SEVEN, tied=True), EN)


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_hint_and_verdict_say_the_same_relation_in_the_same_words(lang: str):
    # walk P1 N6: the hint's "just as good" was followed by "Good" on that very play
    tr = Translator(lang)
    drop_3 = Play(parse_card("3d"))
    hint_close = hint_why(Hint(DROP_AS, drop_3, tied=True, close=True), tr)
    hint_tied = hint_why(Hint(DROP_AS, drop_3, tied=True), tr)
    assert hint_close != hint_tied
    good = Verdict(drop_3, DROP_AS, 0.3, Band.GOOD, (), False, 0.3, True)
    best = Verdict(drop_3, drop_3, 0.0, Band.BEST, (), False, 0.3)
    close_said = beside_hint(good, DROP_AS, tr)
    tied_said = beside_hint(best, DROP_AS, tr)
    # the clause after the colon, how the coach knows, is the hint's in both
    assert hint_close.split(": ", 1)[1] in close_said
    assert hint_tied.split(": ", 1)[1] in tied_said
    if lang == "en":
        assert "about as good as the hint" in close_said
        assert "worth the same" not in close_said


def test_a_hinted_drop_gives_its_proved_safety_beside_a_tied_runner():
    # walk P1 older 17: "The coach would play A♦. A♠ gives the same result." said no why
    hint = hint_for(parse_position(SAFE_KD))
    assert hint.own is not None
    assert hint.own.code is ReasonCode.SAFE_DROP
    said = hint_said(hint, EN)
    assert (
        "K♦ is safe from a caída: the other three cards of the same rank have all been played"
        in said
    )
    risky = Reason(ReasonCode.LEAST_RISK, (AS,), 0.14, number=0)
    text = hint_why(Hint(DROP_AS, DROP_JH, tied=True, own=risky), EN)
    assert text.startswith(
        "Every card you can play here risks a caída; A♠ risks the least (a chance of 14"
    )


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_new_hint_sentence_is_whole_in_every_language(lang: str):
    tr = Translator(lang)
    hints = [Hint(DROP_AS, DROP_JH, forgone=(AH,), runner_forgone=(JC,))]
    hints += [Hint(SEVEN, THREE, tied=True, close=close) for close in (False, True)]
    hints += [
        Hint(DROP_AS, DROP_JH, tied=True, own=Reason(ReasonCode.SAFE_DROP, (AS,), number=n))
        for n in range(4)
    ]
    hints += [
        Hint(DROP_AS, DROP_JH, own=Reason(ReasonCode.LEAST_RISK, (AS,), 0.25, number=n))
        for n in range(2)
    ]
    dropped = Hint(DROP_AS, DROP_JH, forgone=(AH,))
    hints += [Hint(Declare(), then=dropped, doble=doble) for doble in (False, True)]
    for hint in hints:
        said = hint_said(hint, tr)
        assert "{" not in said
        assert said[-1] in ".!"
        if lang != "en":
            assert said != hint_said(hint, EN)  # translated, not the English fallback


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("code", [ReasonCode.GIVES_CAIDA, ReasonCode.GIVES_LIMPIA])
def test_a_caida_or_limpia_the_cards_seen_proved_is_taught_not_blamed(code, players):
    # walk P1 NEW-8: "sabías que tenía…" blamed a newcomer for not counting cards
    es = Translator("es")
    certain = Reason(code, (AS,), 1.0)
    said = [reason_text(certain, es, players)]
    said.append(hint_why(Hint(DROP_JH, DROP_AS, certain, players=players), es))
    for text in said:
        assert "sabías" not in text
        assert "sabes" not in text
        assert "las cartas que ya salieron" in text


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_tied_drop_that_opens_its_sentence_starts_with_a_capital(lang: str):
    # reader de (new15): "das Ansagen …"/"dropping J♥ …" opened a sentence in lower case
    tr = Translator(lang)
    said = hint_why(Hint(DROP_AS, DROP_JH, tied=True, runner_forgone=(JC,)), tr)
    assert said[:1].isupper() or not said[:1].isalpha(), said

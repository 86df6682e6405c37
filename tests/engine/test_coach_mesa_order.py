"""Audit18's last two gaps in the mesa's words (docs/coach.md, "How the mesa is valued").

In the first chica with zapatería on, a chica lost with fewer than 10 points ends the mesa.
The zapatería sentence sat after the safe drop the verdict names instead of right after the
caída warning it explains; and a best drop's least risk did not say that the caída it risks
would end the chica, nor the mesa with it, in the verdict or in the hint.
"""

import dataclasses

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import ReasonCode, assess, judge, verdict_from
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.sentences.coach import verdict_text
from cuarenta_tutor.sentences.play_text import hint_said
from cuarenta_tutor.tutor.play_hint import hint_for

EN, ES = Translator("en"), Translator("es")

ZAPATERIA = (
    "You have fewer than 10 points, so you would lose that chica by zapatería, and the mesa "
    "would end with it."
)
ZAPATERIA_ES = (
    "Tienes menos de 10 puntos, así que perderías esa chica por zapatería, y eso pondría fin "
    "a la mesa."
)

# --- 1. the zapatería follows the warning it explains, before the safe drop -----------------

SAFE_AT_6 = "hands: Qs 3s 4s / 4c Ad Kc; table: 6h; captured: 16 17; score: 6-38"
"""The last round at 6–38: dropping 4♠ leaves the 4♣ a caída that wins the opponent the
chica, and the mesa by zapatería; the other 3s have been played, so 3♠ was safe."""


@pytest.mark.usefixtures("later_decks")
def test_the_zapateria_follows_its_caida_warning_not_the_safe_drop():
    position = parse_position(SAFE_AT_6)
    verdict = judge(position, parse_action(position, "4s"))
    assert [reason.code for reason in verdict.reasons] == [
        ReasonCode.GIVES_CAIDA,
        ReasonCode.CAIDA_STAKE,
        ReasonCode.ZAPATERIA_STAKE,
        ReasonCode.SAFE_DROP,
    ]
    said = (
        "A caída on 4♠ would win your opponent the chica: 38 + 2 points. "
        f"{ZAPATERIA} 3♠ was safe from a caída: the other three cards of the same rank had "
        "all been played already."
    )
    assert said in verdict_text(verdict, EN)
    spanish = (
        "Si tu rival te hace caída a 4♠, ganaría la chica: 38 + 2 puntos. "
        f"{ZAPATERIA_ES} 3♠ estaba a salvo de una caída"
    )
    assert spanish in verdict_text(verdict, ES)


# --- 2. a best drop's least risk says the caída would end the mesa --------------------------

FIRST_PLAY = (
    "hands: Qc 3d 5s 7h Kc / 2h 4h 6c 7d Ac; "
    "stock: 2c 4d 7c 6s 2s Ad 3h Qs Ks 5h Jc Qh Jd As 7s "
    "2d Js 3c 4s Jh 4c Kh 6d 6h 3s Ah 5d Qd 5c Kd"
)
"""The first play of a deck, on an empty table: every card risks a caída (38 % at least)."""


def best_words(position, tr):
    """Return the *Best* verdict on the coach's action and the hint, as the learner reads them."""
    assessment = assess(position)
    verdict = verdict_from(assessment, assessment.best)
    assert verdict.reasons[0].code is ReasonCode.LEAST_RISK
    return verdict_text(verdict, tr), hint_said(hint_for(position), tr)


@pytest.mark.usefixtures("later_decks")
def test_a_least_risk_says_the_caida_would_end_the_mesa_in_the_verdict_and_the_hint():
    position = parse_position(f"{FIRST_PLAY}; score: 6-38")
    verdict, hint = best_words(position, EN)  # the coach's drop: Q♣, of five all but alike
    least = "this one risked no more than any other (a chance of 38%). "
    stake = "A caída on Q♣ would win your opponent the chica: 38 + 2 points. "
    assert verdict.endswith(least + stake + ZAPATERIA)
    said = f"Q♣ risks no more than any other (a chance of 38%). {stake}{ZAPATERIA} "
    assert hint.startswith("The coach would drop Q♣. Every card you can play here risks")
    assert said in hint
    verdict, hint = best_words(position, ES)
    stake = "Si tu rival te hace caída a Q♣, ganaría la chica: 38 + 2 puntos. "
    assert verdict.endswith("(una probabilidad del 38\xa0%). " + stake + ZAPATERIA_ES)
    assert f"(una probabilidad del 38\xa0%). {stake}{ZAPATERIA_ES} " in hint


def no_zapateria(first):
    """The same deal where no zapatería ends the mesa: a later chica, pagat, 10 points."""
    return {
        "later chica": dataclasses.replace(first, chica_no=1, chicas=(0, 1)),
        "zapateria off": parse_position(f"rules: pagat; {FIRST_PLAY}; score: 6-38"),
        "10 points": parse_position(f"{FIRST_PLAY}; score: 10-38"),
    }


@pytest.mark.usefixtures("later_decks")
@pytest.mark.parametrize("case", ["later chica", "zapateria off", "10 points"])
def test_a_least_risk_says_no_mesa_where_no_zapateria_ends_it(case):
    position = no_zapateria(parse_position(f"{FIRST_PLAY}; score: 6-38"))[case]
    for tr in (EN, ES):
        verdict, hint = best_words(position, tr)
        for text in (verdict, hint):
            assert "zapatería" not in text
            assert "mesa" not in text
    # the caída's stake is still said, the chica alone
    assert verdict.endswith("ganaría la chica: 38 + 2 puntos.")
    assert "ganaría la chica: 38 + 2 puntos. " in hint

"""A drop that risks a caída ending the mesa is not "about as good" as a safe play (mesaaudit).

In the first chica with zapatería on, a side under 10 points that drops a card the next
player may fall on from 38 loses the mesa with that caída. Each deal the coach draws either
holds such a card or not, so the sampling error of that drop's loss is wide, and the coach
called it "about as good as" the best play whenever the loss was within two errors, even
where more deals show it clearly worse (the audit leftover of the last session).
"""

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import Band, assess, judge
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.sentences.coach import verdict_text

EN = Translator("en")

CARDS = (
    "hands: 6c 6s Jd Qs Kh / Ac Ah 3s 6d 7c; table: 3d 5s 6h 7d Jh Qc; "
    "stock: 3h 2s 2c 2h 7s 7h 2d 3c 5h 5d 4h Kc Qd Kd Ks 5c Js 4s Qh Jc; captured: 2 2; "
    "capturer: 0"
)
CASUAL_6_38 = f"rules: casual; score: 6-38; {CARDS}"
"""A seeded mesa's first round under casual, the scores set to 6–38 (and the four cards
taken to 2–2): J♦ takes J♥ Q♣; dropping 6♠ leaves a caída (a 6 in the opponent's five
cards, 20 %) that ends the chica and, at 6 points, the mesa by zapatería."""


def proved_beyond_good(position, drop, best: str, *, samples: int) -> None:
    """The proof by many deals: ``best`` is the best action and, with ``samples`` deals,
    ``drop``'s loss minus two sampling errors is still beyond Good (1 point)."""
    many = assess(position, samples=samples)
    assert str(many.best) == best
    assert (many.loss(drop) - 2 * many.errors[drop]) / many.point > 1.0


@pytest.mark.usefixtures("later_decks")
def test_a_drop_risking_the_mesa_is_not_called_as_good_as_the_safe_capture():
    position = parse_position(CASUAL_6_38)
    drop = parse_action(position, "6s")
    proved_beyond_good(position, drop, "Jd x Jh Qc", samples=300)
    # the coach's own deals: about 1.4 points, within two errors of nothing; it said
    # "Good: about as good as J♦ → J♥ Q♣; which is better depends on the cards …"
    verdict = judge(position, drop)
    said = verdict_text(verdict, EN)
    assert not verdict.as_good
    assert verdict.band is Band.INACCURACY
    assert said.startswith(
        "Inaccuracy (about 1.4 points lost, and worse odds for the mesa): J♦ → J♥ Q♣ was better."
    )
    assert "as good" not in said
    assert "you would lose that chica by zapatería" in said


@pytest.mark.usefixtures("later_decks")
def test_without_the_mesa_at_stake_the_same_drop_keeps_its_words():
    """Control: with zapatería off the caída ends the chica only; nothing changes."""
    position = parse_position(f"rules: casual+no_zapateria; score: 6-38; {CARDS}")
    said = verdict_text(judge(position, parse_action(position, "6s")), EN)
    assert said.startswith("Good (about 0.1 points lost): 6♣ → 6♥ 7♦ J♥ Q♣ was better.")
    assert "zapatería" not in said


RIGOR_4_38 = (
    "rules: rigor; score: 4-38; hands: Ac Jd Qd Kc Kh / Ad 2c 3s Qc Kd; table: Ah Jc; "
    "stock: 5h 7s 6c 6s 4c 4s Ks 7h Qh 2h 6d 6h 5s 5c 4h 7d 4d 3h Qs 3c; captured: 8 0; "
    "capturer: 0"
)


@pytest.mark.usefixtures("later_decks")
def test_a_mesa_risk_within_good_keeps_about_as_good():
    """Control: a loss the band calls Good anyway keeps the sampling's words."""
    position = parse_position(RIGOR_4_38)
    drop = parse_action(position, "Kh")
    verdict = judge(position, drop)
    said = verdict_text(verdict, EN)
    assert verdict.band is Band.GOOD
    assert verdict.as_good
    assert said.startswith("Good: about as good as A♣ → A♥;")
    assert "you would lose that chica by zapatería" in said


RUN_AT_6_36 = "rules: rigor; score: 6-36; hands: 5s Kc Qs / 5d 2h 3h; table: 6h 7c"
"""The last round under rigor at 6–36: a 5 falling on 5♠ takes the run 6♥ 7♣ with it and
clears the table, a caída and a limpia, 4 points: the chica and, at 6, the mesa."""


def test_a_caida_that_takes_a_run_and_clears_the_table_says_the_chica_and_the_mesa():
    position = parse_position(RUN_AT_6_36)
    said = verdict_text(judge(position, parse_action(position, "5s")), EN)
    # it said the caída and, apart, the limpia, but not that together they end the mesa
    assert "A caída on 5♠ would win your opponent the chica: 36 + 4 points." in said
    assert "you would lose that chica by zapatería, and the mesa would end with it." in said
    assert "Your chance of losing the mesa by zapatería: 0% after the coach's choice" in said


def test_a_caida_that_leaves_part_of_the_table_says_no_chica():
    """Control: with K♥ left on the table there is no limpia; 36 + 2 is no chica."""
    position = parse_position(RUN_AT_6_36.replace("6h 7c", "6h 7c Kh"))
    said = verdict_text(judge(position, parse_action(position, "5s")), EN)
    assert "would win your opponent the chica" not in said
    assert "zapatería" not in said.split("Your chance")[0]


SUM_AT_6_38 = "rules: casual; score: 6-38; hands: 5s Kc Qs / 7d 2c 3c; table: 2h"
"""The last round under casual at 6–38: every other 5 has been played, but the opponent's 7
takes 5♠ with 2♥ by a sum, which casual counts as a caída: the chica and the mesa."""


def test_a_caida_by_a_sum_is_warned_of_with_its_stake():
    position = parse_position(SUM_AT_6_38)
    said = verdict_text(judge(position, parse_action(position, "5s")), EN)
    # it said only "The table you left was ready for a limpia", which scores nothing at 38
    assert (
        "Dropping 5♠ left your opponent a caída: the cards already seen showed that they held "
        "a card that takes it, by its rank or by a sum. A caída on 5♠ would win your opponent "
        "the chica: 38 + 2 points. You have fewer than 10 points, so you would lose that chica "
        "by zapatería, and the mesa would end with it."
    ) in said


def test_without_sums_the_same_drop_gives_no_caida():
    """Control: under quito a sum is no caída, and every other 5 has been played."""
    position = parse_position(SUM_AT_6_38.replace("casual", "quito"))
    said = verdict_text(judge(position, parse_action(position, "5s")), EN)
    assert "left your opponent a caída" not in said


RIGOR_4P_38_6 = (
    "rules: rigor; score: 38-6; hands: 5d 5h Qh / As 2d 4c Jd / 6c Qd Qs Kc / Ad 2h 7d Qc; "
    "stock: Jh 2c 3d Ac Ks 6h 5s 4d Kh Kd Js 6d Jc 4h 6s 7s 2s 7c 3s 7h; captured: 2 3; "
    "turn: 1; capturer: 0"
)
"""Four players under rigor, the first round: seat 1's side has 6, the other 38. Every drop
risks a caída that ends the mesa: 4♣ (the best) 24.5 %, J♦ 34.9 %."""


@pytest.mark.usefixtures("later_decks")
def test_a_drop_riskier_than_a_risky_best_is_not_called_as_good():
    position = parse_position(RIGOR_4P_38_6)
    drop = parse_action(position, "Jd")
    proved_beyond_good(position, drop, "4c", samples=200)
    verdict = judge(position, drop)
    said = verdict_text(verdict, EN)
    # it said "Good: about as good as dropping 4♣; which is better depends on the cards …"
    assert verdict.band is Band.INACCURACY
    assert said.startswith("Inaccuracy (about 4.3 points lost, and worse odds for the mesa)")
    assert "Your side has fewer than 10 points, so it would lose that chica by zapatería" in said

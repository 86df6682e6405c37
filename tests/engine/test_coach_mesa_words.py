"""Audit18's two gaps in the mesa's words (docs/coach.md, "How the mesa is valued").

In the first chica with zapatería on, a chica lost with fewer than 10 points ends the mesa.
The ``analyse`` listing said "worse odds for the mesa" without the chance the verdict gives,
and a missed caída that would have won the mesa by zapatería was said as winning the chica.
"""

import dataclasses

import pytest

from cuarenta_tutor.engine.game import parse_action
from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.engine.search.coach import ReasonCode, judge
from cuarenta_tutor.i18n.catalogs import Translator
from cuarenta_tutor.sentences.analysis import analysis_listing
from cuarenta_tutor.sentences.coach import verdict_text
from cuarenta_tutor.sentences.play_text import hint_said
from cuarenta_tutor.tutor.analysis import analyse
from cuarenta_tutor.tutor.play_hint import hint_for
from cuarenta_tutor.ui.ronda_model import ronda_note
from tests.engine.test_coach_mesa import walk_position
from tests.ui.test_play_ronda_note import FOUR, holding

EN, ES, DE, IT = (Translator(lang) for lang in ("en", "es", "de", "it"))

# --- 1. the listing says the chance of the mesa, the verdict's own number -----------------


def listed(analysis, tr):
    """Return the listing's line of each action, by the action's notation."""
    lines = analysis_listing(analysis, tr).splitlines()
    return {str(line.action): text for line, text in zip(analysis.lines, lines, strict=True)}


@pytest.mark.usefixtures("later_decks")
def test_the_listing_says_each_actions_chance_of_losing_the_mesa_as_the_verdict_does():
    # walk17 M1 at 6–38: the verdict on A♠ says "about 81.6 % … about 90.7 % after yours"
    analysis = analyse(walk_position("walk17-jonas-last.json", 102))
    lines = listed(analysis, EN)
    best, dropped = lines["5d x 5s"], lines["As"]
    assert best.endswith("; your chance of losing the mesa by zapatería: 81.6%)")
    assert "worse odds for the mesa" in dropped
    # the last of its parenthesis (a doubt may follow it: "It may cost less: …")
    assert "; your chance of losing the mesa by zapatería: 90.7%)" in dropped
    verdict = analysis.line_of(parse_action(analysis.position, "As")).verdict
    said = "losing the mesa by zapatería: about 81.6% after the coach's choice, about 90.7% after"
    assert said in verdict_text(verdict, EN)  # the same numbers
    spanish = listed(analysis, ES)["As"]
    assert "; probabilidad de que pierdas la mesa por zapatería: 90,7\xa0%)" in spanish


@pytest.mark.usefixtures("later_decks")
def test_the_listing_says_no_mesa_where_no_verdict_does():
    # the same moment in a later chica: no zapatería ends the mesa there
    position = walk_position("walk17-jonas-last.json", 102)
    analysis = analyse(dataclasses.replace(position, chica_no=1, chicas=(0, 1)))
    assert not any("mesa" in verdict_text(line.verdict, EN) for line in analysis.lines)
    assert "mesa" not in analysis_listing(analysis, EN)
    assert "chica: you" in analysis_listing(analysis, EN)


FOUR_AT_6 = "rules: quito; hands: 3s 7h / 3h 5c / 6d Qd / 2c 4s; table: Kc; score: 6-38; dealer: 3"
"""Four players, the last round: dropping 3♠ risks a caída by the next player, whose side is
on 38; the mover's side, on 6, would lose the chica and the mesa by zapatería."""


@pytest.mark.usefixtures("later_decks")
def test_with_partners_the_listing_says_your_sides_chance_of_the_mesa():
    analysis = analyse(parse_position(FOUR_AT_6))
    verdict = analysis.line_of(parse_action(analysis.position, "3s")).verdict
    said = "Your side's chance of losing the mesa by zapatería: about 44.3% after the coach's"
    assert said in verdict_text(verdict, EN)
    assert "about 46.3% after yours." in verdict_text(verdict, EN)
    lines = listed(analysis, EN)
    assert lines["7h"].endswith("; your side's chance of losing the mesa by zapatería: 44.3%)")
    assert "by zapatería: 46.3%)" in lines["3s"]
    dutch = listed(analysis, Translator("nl"))["3s"]
    assert "jullie kans om de mesa met een zapatería te verliezen: 46,3%)" in dutch


# --- 2. a chica won at once that ends the mesa by zapatería says so ---------------------

MISSED = (
    "score: {score}; hands: 5d Jc 2s Kh Qd / 3h 4h 6c 7d Ac; "
    "table: 5h Js; last: 5h; captured: 14 14"
)
"""On 38 the caída 5♦ → 5♥ wins the chica at once; the other side has ``score``'s second."""

MESA = "The best play would have won the chica at once, and the mesa with it by zapatería."


def missed(score, rules="quito", later=False):
    position = parse_position(f"rules: {rules}; " + MISSED.format(score=score))
    if later:  # the same scores in the second chica: no zapatería ends the mesa there
        position = dataclasses.replace(position, chica_no=1, chicas=(1, 0))
    return position, judge(position, parse_action(position, "Jc x Js"))


@pytest.mark.usefixtures("later_decks")
def test_a_missed_caida_that_wins_the_mesa_by_zapateria_says_the_mesa():
    position, verdict = missed("38-6")
    reason = verdict.reasons[0]
    assert reason.code is ReasonCode.MISSED_CHICA
    assert reason.number == 10  # the opponent on 6: the chica won would end the mesa
    assert MESA in verdict_text(verdict, EN)
    german = (
        "Der beste Zug hätte sofort die Chica und durch Zapatería gleich auch die Mesa gewonnen."
    )
    assert german in verdict_text(verdict, DE)
    hint = hint_for(position)
    assert hint.reason is not None
    assert hint.reason.number == 10
    assert hint_said(hint, EN).endswith(
        "It wins the chica at once, and the mesa with it by zapatería."
    )
    assert hint_said(hint, ES).endswith(
        "Gana la chica en el acto, y con ella la mesa por zapatería."
    )


@pytest.mark.usefixtures("this_deck_only")  # the chica missed is named: a blunder
@pytest.mark.parametrize(
    ("score", "rules", "later"),
    [("38-12", "quito", False), ("38-6", "quito", True), ("38-6", "quito+no_zapateria", False)],
)
def test_a_missed_chica_that_leaves_the_mesa_open_says_the_chica_alone(score, rules, later):
    _, verdict = missed(score, rules, later)
    assert verdict.reasons[0].code is ReasonCode.MISSED_CHICA
    assert verdict.reasons[0].number == 0
    text = verdict_text(verdict, EN)
    assert "The best play would have won the chica at once." in text
    assert "the mesa with it" not in text


@pytest.mark.parametrize(("score", "mesa"), [("0-0", True), ("0-12", False), ("12-0", True)])
def test_a_doble_ronda_that_wins_the_chica_by_zapateria_says_the_mesa(score, mesa):
    # rigor: a doble ronda wins the chica; the other side under 10 in the first chica
    note = ronda_note(holding(FOUR, "rigor", score), EN)
    with_mesa = "Declaring it wins the chica, and the mesa with it by zapatería."
    assert note.endswith(with_mesa if mesa else "Declaring it wins the chica.")
    italian = ronda_note(holding(FOUR, "rigor", score), IT)
    assert ("e con essa la mesa per zapatería" in italian) is mesa


@pytest.mark.parametrize(
    ("rules", "score", "said"),
    [
        ("quito", "36-6", "Declaring it wins the chica, and the mesa with it by zapatería."),
        ("quito+rapido", "16-6", "Declaring it wins the chica, and the mesa with it by zapatería."),
        ("quito", "36-12", "Declaring it wins the chica."),
        ("quito", "34-6", "Declaring it scores 4 points."),
    ],
)
def test_a_doble_ronda_whose_points_win_the_chica_says_so(rules, score, said):
    """Quito: a doble ronda scores 4; from 36 that is 40, the chica (mesaaudit).

    The note said "Declaring it scores 4 points." where the chica, and at 36–6 in the first
    chica the mesa by zapatería, ended with the declaration; the hint said the mesa.
    """
    game = holding(FOUR, rules, score)
    assert ronda_note(game, EN).endswith(said)
    spanish = ronda_note(game, ES)
    assert ("y con ella la mesa por zapatería" in spanish) is ("mesa" in said)

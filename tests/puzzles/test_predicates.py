"""One hand-made position where each theme's predicate holds, and one where it does not."""

import pytest
from support.puzzle_cases import CASES

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.puzzles import THEMES, themes
from cuarenta_tutor.puzzles.predicates import PREDICATES, detect_themes
from cuarenta_tutor.puzzles.proof import prove


def test_every_theme_has_a_predicate_and_cases():
    assert set(PREDICATES) == set(THEMES) == set(CASES)


@pytest.mark.parametrize("theme", THEMES)
def test_the_predicate_holds_in_its_positive_position(theme):
    proof = prove(parse_position(CASES[theme][0]))
    assert PREDICATES[theme](proof)
    assert theme in detect_themes(proof)


@pytest.mark.parametrize("theme", THEMES)
def test_the_predicate_fails_in_its_negative_position(theme):
    proof = prove(parse_position(CASES[theme][1]))
    assert theme not in detect_themes(proof)


def test_the_safe_drop_is_the_card_no_unseen_card_can_take():
    proof = prove(parse_position(CASES[themes.SAFE_DROP][0]))
    assert proof.answer_texts() == ("Ks",)
    assert proof.margin == (pytest.approx(1 / 3, abs=1e-3), "caida_risk")

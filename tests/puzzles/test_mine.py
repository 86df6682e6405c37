"""Mining: same seed, same puzzles; every kept puzzle proved, themed, new up to suits."""

import dataclasses
import re

import pytest

from cuarenta_tutor.engine.notation import format_position, parse_position
from cuarenta_tutor.puzzles.canonical import canonical_key
from cuarenta_tutor.puzzles.check import check_puzzle
from cuarenta_tutor.puzzles.mine import make_puzzle, mine
from cuarenta_tutor.puzzles.model import format_puzzle
from cuarenta_tutor.puzzles.proof import prove


@pytest.fixture(scope="module")
def mined():
    return mine("quito", 2, 12, "test-seed")


def test_the_same_seed_gives_the_same_puzzles(mined):
    again, _ = mine("quito", 2, 12, "test-seed")
    assert [format_puzzle(p) for p in again] == [format_puzzle(p) for p in mined[0]]


def test_another_seed_gives_other_puzzles(mined):
    other, _ = mine("quito", 2, 12, "another-seed")
    assert {p.position for p in other} != {p.position for p in mined[0]}


def test_every_mined_puzzle_is_proved_themed_and_decisive(mined):
    puzzles, stats = mined
    assert len(puzzles) == 12 == stats.kept
    for puzzle in puzzles:
        assert puzzle.themes
        assert puzzle.margin > 0
        assert check_puzzle(puzzle) is None


def test_no_two_mined_puzzles_are_the_same_up_to_suits(mined):
    keys = [canonical_key(parse_position(p.position)) for p in mined[0]]
    assert len(set(keys)) == len(keys)


def test_at_least_half_the_mined_puzzles_catch_the_beginner(mined):
    puzzles, _ = mined
    assert sum(p.beginner_trap for p in puzzles) * 2 >= len(puzzles)


def rename_suits(text, renaming):
    return re.sub(r"\b([A2-7JQK])([cdhs])\b", lambda m: m[1] + renaming[m[2]], text)


def test_a_suit_renaming_has_the_same_canonical_key():
    text = "rules: quito; hands: 5s Kh / Qh Qd; table: 5d 2c 3c 6h 7h; last: 2c"
    renamed = rename_suits(text, {"s": "h", "h": "c", "d": "s", "c": "d"})
    assert format_position(parse_position(renamed)) != format_position(parse_position(text))
    assert canonical_key(parse_position(renamed)) == canonical_key(parse_position(text))
    different = text.replace("7h", "Jc")
    assert canonical_key(parse_position(different)) != canonical_key(parse_position(text))


def test_a_stored_puzzle_with_a_wrong_answer_fails_the_check(mined):
    puzzle = mined[0][0]
    wrong = dataclasses.replace(puzzle, answers=("Kc",))
    problem = check_puzzle(wrong)
    assert problem is not None
    assert str(problem).startswith(f"{puzzle.id}: the answers are now")


def test_a_stored_puzzle_with_other_themes_fails_the_check(mined):
    puzzle = mined[0][0]
    wrong = dataclasses.replace(puzzle, themes=(*puzzle.themes, "ronda"))
    assert "the themes are now" in str(check_puzzle(wrong))


def test_an_answer_is_accepted_in_any_card_order_and_a_worse_play_is_not():
    from cuarenta_tutor.engine.game import IllegalActionError
    from cuarenta_tutor.puzzles.proof import accepts

    text = "rules: quito; hands: 5s Kh / Qh Qd; table: 2c 3c 5d 6h 7h"
    puzzle = make_puzzle(prove(parse_position(text)), ("match-or-sum",), "t-1")
    assert "5s x 2c 3c 6h 7h" in puzzle.answers
    assert accepts(puzzle, "5s x 7h 6h 3c 2c")
    assert not accepts(puzzle, "5s x 5d 6h 7h")
    with pytest.raises(IllegalActionError):
        accepts(puzzle, "5s x 2c")

"""The puzzle record: one JSON object per line, read back exactly, bad lines named."""

import json

import pytest

from cuarenta_tutor.puzzles import PuzzleError, bank_rules, find_puzzle, load_bank, parse_puzzle
from cuarenta_tutor.puzzles.model import format_puzzle

LINE = json.dumps(
    {
        "id": "quito-2p-00001",
        "rules": "quito",
        "players": 2,
        "position": "rules: quito; score: 0-0; hands: 4s Kh / 2h Qh; table: 4d 6c; last: 4d",
        "answers": ["4s x 4d"],
        "criterion": "deal",
        "margin": 2,
        "by": "points",
        "themes": ["caida"],
        "rating": 1000,
        "beginner": "4s x 4d",
    }
)


def test_a_record_reads_and_writes_back_the_same_line():
    puzzle = parse_puzzle(LINE)
    assert puzzle.answers == ("4s x 4d",)
    assert not puzzle.beginner_trap
    assert format_puzzle(puzzle) == LINE


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"themes": ["no-such-theme"]}, "unknown theme 'no-such-theme'"),
        ({"criterion": "expected"}, "criterion must be one of deal, immediate"),
        ({"answers": []}, "needs at least one answer"),
        ({"players": 3}, "players must be 2 or 4"),
        ({"margin": 0}, "margin must be a positive number"),
        ({"rating": "high"}, "'rating' must be a whole number"),
        ({"id": 7}, "'id' must be text"),
        ({"extra": 1}, "unknown field 'extra'"),
    ],
)
def test_a_bad_record_is_named_in_one_line(change, message):
    data = json.loads(LINE) | change
    with pytest.raises(PuzzleError, match=message) as raised:
        parse_puzzle(json.dumps(data), where="quito.jsonl:7")
    assert str(raised.value).startswith("quito.jsonl:7: ")
    assert "\n" not in str(raised.value)


def test_a_missing_field_and_broken_json_are_named():
    data = json.loads(LINE)
    del data["answers"]
    with pytest.raises(PuzzleError, match="the field 'answers' is missing"):
        parse_puzzle(json.dumps(data))
    with pytest.raises(PuzzleError, match="not a JSON object"):
        parse_puzzle("{not json")


def test_the_shipped_bank_loads_for_every_preset():
    assert set(bank_rules()) >= {"quito", "rigor", "pagat", "casual"}
    for rules in bank_rules():
        puzzles = load_bank(rules)
        assert puzzles
        assert {p.rules for p in puzzles} == {rules}
        assert find_puzzle(puzzles[-1].id) == puzzles[-1]


def test_unknown_rules_and_ids_are_clear_errors():
    with pytest.raises(PuzzleError, match="there are no puzzles for 'nope'"):
        load_bank("nope")
    with pytest.raises(PuzzleError, match="there is no puzzle 'quito-2p-99999'"):
        find_puzzle("quito-2p-99999")

"""The shipped bank: re-proved by the engine (a spread sample here; ``puzzles check`` does all)."""

from collections import Counter

import pytest

from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.puzzles import bank_rules, load_bank
from cuarenta_tutor.puzzles.check import check_puzzles, spread_sample
from cuarenta_tutor.puzzles.predicates import possible_themes

SAMPLE = 40
"""Puzzles re-proved per ruleset in the test run (the whole bank: ``puzzles check``)."""


@pytest.mark.parametrize("rules", bank_rules())
def test_a_spread_sample_of_the_bank_is_proved_again(rules):
    report = check_puzzles(spread_sample(load_bank(rules), SAMPLE))
    assert report.errors == []
    assert report.puzzles == min(SAMPLE, len(load_bank(rules)))


@pytest.mark.parametrize("rules", bank_rules())
def test_ids_are_unique_and_themes_listed(rules):
    puzzles = load_bank(rules)
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert all(p.themes for p in puzzles)


def test_the_bank_is_big_enough_in_every_preset_and_theme():
    total = 0
    for rules in ("quito", "rigor", "pagat", "casual"):
        puzzles = load_bank(rules)
        total += len(puzzles)
        assert len(puzzles) >= 600, rules
        counts = Counter(theme for p in puzzles for theme in p.themes)
        possible = {t for n in (2, 4) for t in possible_themes(load_ruleset(rules), n)}
        thin = {theme: counts[theme] for theme in possible if counts[theme] < 40}
        assert not thin, (rules, thin)
    assert total >= 3000


def test_the_beginners_play_fails_in_about_half_the_bank():
    puzzles = [p for rules in bank_rules() for p in load_bank(rules)]
    assert sum(p.beginner_trap for p in puzzles) / len(puzzles) >= 0.5


def test_worker_processes_give_the_same_report():
    sample = spread_sample(load_bank("rigor"), 30)
    serial, parallel = check_puzzles(sample), check_puzzles(sample, jobs=2)
    assert parallel.errors == serial.errors == []
    assert parallel.to_dict() | {"seconds": 0} == serial.to_dict() | {"seconds": 0}

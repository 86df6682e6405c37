"""Which rules a learner may choose: presets, a link's rules, a ruleset typed in Play."""

from cuarenta_tutor.engine.rules import DEFAULT_RULESET
from cuarenta_tutor.tutor.rulesets import checked_rules, preset_or_none, presets, ruleset_named


def test_the_presets_start_with_the_default():
    assert presets()[0] == DEFAULT_RULESET
    assert "pagat" in presets()


def test_a_link_names_a_preset_or_nothing():
    assert preset_or_none("pagat") == "pagat"
    assert preset_or_none("pagat+periquito") == ""  # a link takes presets only
    assert preset_or_none("../etc") == ""


def test_a_typed_ruleset_takes_toggles_and_refuses_what_it_does_not_know():
    assert checked_rules("  Pagat+periquito ") == "Pagat+periquito"
    assert ruleset_named(checked_rules("pagat+periquito")).periquito
    assert checked_rules(None) == DEFAULT_RULESET
    assert checked_rules("   ") is None
    assert checked_rules("pagat+nonsense") is None
    assert checked_rules("chess") is None

"""Rulesets: the presets load from content/rulesets, switches are checked, toggles apply."""

import dataclasses
import re
from pathlib import Path

import pytest

from cuarenta_tutor.engine.rules import (
    TOGGLES,
    RulesetError,
    content_dir,
    load_ruleset,
    preset_names,
    ruleset_from_mapping,
    ruleset_from_toml,
)

PRESETS = ("quito", "rigor", "pagat", "casual")


def test_the_four_presets_ship_with_quito_first():
    assert preset_names()[0] == "quito"
    assert set(preset_names()) == set(PRESETS)


@pytest.mark.parametrize("name", PRESETS)
def test_every_switch_in_a_preset_file_names_its_source(name):
    text = (content_dir() / "rulesets" / f"{name}.toml").read_text(encoding="utf-8")
    switch_lines = [line for line in text.splitlines() if re.match(r"^[a-z_0-9]+ = ", line)]
    switches = {line.split(" = ")[0] for line in switch_lines} - {"about", "sources"}
    fields = {f.name for f in dataclasses.fields(load_ruleset(name))} - {"name", "toggles"}
    required = {
        f for f in fields if f not in {"forgive_misdeal", "jokers", "periquito", "periquito_points"}
    }
    assert required <= switches
    for line in switch_lines:
        if not line.startswith(("about", "sources")):
            assert "#" in line, f"{name}: no source comment on: {line}"


def test_the_disputed_points_differ_as_the_rule_table_says():
    quito, rigor, pagat, casual = (load_ruleset(n) for n in PRESETS)
    assert (quito.sum_max_cards, pagat.sum_max_cards, casual.sum_max_cards) == (2, 0, 0)
    assert casual.match_takes_all
    assert not quito.match_takes_all
    assert (quito.caida_limpia_points, rigor.caida_limpia_points) == (2, 4)
    assert (pagat.ronda_points, pagat.ronda_below) == (4, 30)
    assert pagat.leftovers.value == "nobody"
    assert quito.leftovers.value == "last_capturer"
    assert pagat.claim_missed_run
    assert not quito.claim_missed_run
    assert not pagat.zapateria
    assert quito.zapateria


def test_toggles_combine_and_name_the_ruleset():
    rules = load_ruleset("pagat+rapido+periquito")
    assert rules.name == "pagat+periquito+rapido"
    assert (rules.win_at, rules.rule38_from, rules.periquito) == (20, 18, True)
    assert not load_ruleset("quito+no_zapateria").zapateria
    assert load_ruleset("quito+forgive_misdeal").forgive_misdeal
    assert set(TOGGLES) == {"jokers", "periquito", "rapido", "forgive_misdeal", "no_zapateria"}


def test_the_38_rule_holds_from_38_to_under_40():
    rules = load_ruleset("quito")
    assert [rules.in_38(s) for s in (36, 38, 39, 40)] == [False, True, True, False]


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("ecuador", "unknown ruleset 'ecuador'"),
        ("quito+turbo", "unknown house rule 'turbo'"),
        ("../quito", "unknown ruleset"),
    ],
)
def test_unknown_names_are_clear_errors(spec, message):
    with pytest.raises(RulesetError, match=re.escape(message)):
        load_ruleset(spec)


def test_broken_preset_files_name_the_problem(tmp_path: Path):
    good = (content_dir() / "rulesets" / "quito.toml").read_text(encoding="utf-8")
    cases = {
        "typo": (good.replace("win_at = 40", "win_at = 40\nwinat = 3"), "unknown switch 'winat'"),
        "missing": (good.replace("win_at = 40", ""), "'win_at' is missing"),
        "type": (good.replace("win_at = 40", 'win_at = "40"'), "'win_at' must be a int"),
        "enum": (good.replace('rule38 = "caida_only"', 'rule38 = "never"'), "must be one of"),
        "syntax": (good + "\n= =\n", "syntax.toml"),
    }
    for name, (text, message) in cases.items():
        path = tmp_path / f"{name}.toml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(RulesetError, match=re.escape(message)):
            ruleset_from_toml(path)


def test_mapping_needs_every_switch():
    with pytest.raises(RulesetError, match="missing"):
        ruleset_from_mapping("x", {})

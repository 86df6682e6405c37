"""Table-driven rule cases from tests/cases/*.yaml, run under every preset each case names.

The cases were worked out by hand from RULES.md; see tests/cases/README.md to add one.
Capture listings run through the real command line (``cuarenta-tutor captures --json``).
"""

import json
from pathlib import Path

import pytest
import yaml

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.game import apply, parse_action
from cuarenta_tutor.engine.notation import build_position
from cuarenta_tutor.engine.rules import load_ruleset
from cuarenta_tutor.engine.scoring import EventKind, carton_events

CASES = Path(__file__).resolve().parents[1] / "cases"
PRESETS = {"quito", "rigor", "pagat", "casual"}


def load(name):
    """Return (case, preset) pairs with readable ids for one case file."""
    entries = yaml.safe_load((CASES / name).read_text(encoding="utf-8"))
    params = []
    for entry in entries:
        assert set(entry["rules"]) <= PRESETS, entry["name"]
        params += [
            pytest.param(entry, preset, id=f"{preset}: {entry['name']}")
            for preset in entry["rules"]
        ]
    return params


def canonical(plays):
    return sorted(
        (
            tuple(sorted(p["captured"], key=lambda t: parse_card(t))),
            tuple(sorted(p["events"])),
            p["points"],
        )
        for p in plays
    )


@pytest.mark.parametrize(("case", "preset"), load("captures.yaml"))
def test_capture_listing(case, preset, capsys):
    argv = [
        "captures",
        "--rules",
        preset,
        "--table",
        case["table"],
        "--play",
        case["play"],
        "--score",
        case.get("score", "0-0"),
        "--json",
    ]
    if case.get("last"):
        argv += ["--last", case["last"]]
    assert main(argv) == 0
    listed = json.loads(capsys.readouterr().out)["plays"]
    assert canonical(listed) == canonical(case["plays"])


@pytest.mark.parametrize(("case", "preset"), load("carton.yaml"))
def test_carton(case, preset):
    ours, theirs = (int(n) for n in case["score"].split("-"))
    events = carton_events(
        load_ruleset(preset), tuple(case["cards"]), (ours, theirs), case["dealer"]
    )
    got = [{"kind": e.kind.value, "side": e.side, "points": e.points} for e in events]
    assert got == case["expect"]


@pytest.mark.parametrize(("case", "preset"), load("games.yaml"))
def test_game_scenario(case, preset):
    position = build_position(
        [parse_cards(hand) for hand in case["hands"]],
        rules=preset,
        table=parse_cards(case.get("table") or ""),
        stock=parse_cards(case.get("stock") or ""),
        last=parse_card(case["last"]) if case.get("last") else None,
        scores=tuple(case.get("scores", (0, 0))),
        captured=tuple(case["captured"]),
        dealer=case["dealer"],
        declared=[
            None if r is None else parse_card(f"{r}c").rank
            for r in case.get("declared", [None] * len(case["hands"]))
        ],
    )
    assert len(position.hands) == case["players"]
    events = []
    for text in case["actions"]:
        position, happened = apply(position, parse_action(position, text))
        events += [e for e in happened if e.kind is not EventKind.DEAL]
    got = [{"kind": e.kind.value, "side": e.side, "points": e.points} for e in events]
    assert got == case["expect"]["events"]
    if "scores" in case["expect"]:
        assert list(position.scores) == case["expect"]["scores"]

"""Every event and action the engine can report is named in every glossary, and listings
in another language show those names, never the engine's English word."""

import re
import typing

import pytest

from cuarenta_tutor.cli import main
from cuarenta_tutor.engine.game import Action
from cuarenta_tutor.engine.plays import Play
from cuarenta_tutor.engine.scoring import EventKind
from cuarenta_tutor.i18n.catalogs import available_languages
from cuarenta_tutor.i18n.glossary import glossary

LANGUAGES = available_languages()
ACTIONS = sorted(str(kind()) for kind in typing.get_args(Action) if kind is not Play)
KINDS = sorted({kind.value for kind in EventKind} | set(ACTIONS))
ENGLISH = glossary("en")


def test_the_engine_reports_the_kinds_this_test_expects():
    assert set(LANGUAGES) >= {"en", "es", "de", "nl", "it", "sv", "fi"}
    assert {"leftovers", "claim", "misdeal", "deal", "ronda"} <= set(KINDS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_and_action_has_a_name_in_every_glossary(lang):
    names = glossary(lang)
    missing = [kind for kind in KINDS if kind not in names.terms and kind not in names.events]
    assert missing == [], f"content/glossary/{lang}.yaml names no {missing}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_event_name_is_left_in_english(lang):
    names = glossary(lang)
    for kind in names.events:
        assert names.event_name(kind).casefold() != ENGLISH.event_name(kind).casefold(), kind


# Quito: the last card of the deck; the drop leaves the table to the last capturer.
LEFTOVERS = (
    "rules: quito; score: 10-10; hands: Kc / ; table: 2d 5h; captured: 19 18; "
    "dealer: 0; turn: 0; capturer: 1"
)
# Pagat: the run cards seat 0's capture left may be claimed by seat 1.
CLAIM = (
    "rules: pagat; score: 10-10; hands: Kc / 2d Qs; table: 6d 7d; captured: 18 17; "
    "turn: 1; capturer: 0; claimable: 6d 7d"
)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("text", "kind"), [(LEFTOVERS, "leftovers"), (CLAIM, "claim")])
def test_solve_names_the_event_in_the_listings_language(lang, text, kind, capsys):
    assert main(["solve", "--position", text, "--lang", lang]) == 0
    listing = capsys.readouterr().out
    events = " ".join(line.partition(" — ")[2] for line in listing.splitlines())
    assert glossary(lang).event_name(kind) in events
    if lang != "en":
        assert not re.search(rf"\b{ENGLISH.event_name(kind)}\b", events), listing

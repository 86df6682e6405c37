"""The Rules tab's prose is true under every ruleset, in every language (issue 24, P2b-N7).

The page's text is the same whatever rules the learner chose; only the table below it changes.
So wherever the prose states a rule on which the presets disagree, it must say which presets
differ: it names every preset outside the group it states as the default ("in the home game
every side with 20 cards or more scores"), so no sentence contradicts the table. It names a preset
by its description, as each glossary's convention 1 fixes it; the menu ids (`quito`, `rigor`,
`pagat`, `casual`) appear only as the menu's labels, in italics.
"""

from __future__ import annotations

import re

import pytest

from cuarenta_tutor.engine.rules import Rule38
from cuarenta_tutor.paths import content_dir
from cuarenta_tutor.translation.pages import read_page
from cuarenta_tutor.tutor.rulesets import presets, ruleset_named

LANGUAGES = ("en", "es", "de", "nl", "it", "sv", "fi")

# How each language names a preset in running text (glossary convention 1), lower case
DESCRIPTIONS = {
    "en": {
        "quito": "quito rules",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "home game",
    },
    "es": {
        "quito": "reglas de quito",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "juego casero",
    },
    "de": {
        "quito": "regeln von quito",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "hausspiel",
    },
    "nl": {
        "quito": "regels van quito",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "huisspel",
    },
    "it": {
        "quito": "regole di quito",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "regole casalinghe",
    },
    "sv": {
        "quito": "quitoreglerna",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "hemmavarianten",
    },
    "fi": {
        "quito": "quiton säännö",
        "rigor": "a todo rigor",
        "pagat": "pagat.com",
        "casual": "kotipeli",
    },
}

# (where the statement is, how much text around it, the switches it states)
STATEMENTS = (
    ("**Caída**:", "block", ("caida_by_sum",)),
    ("**Ronda**:", "block", ("ronda_timing", "ronda_shown")),
    ("**Cartón**:", "block", ("carton_to", "carton_scale", "dos_por_darlas", "carton_below")),
    ("**38 que no juega**", "block", ("rule38",)),
    ("*zapatería*", "sentence", ("zapateria",)),
)


def _blocks(body: str) -> list[str]:
    """Split a page into its paragraphs and list items, each joined on one line."""
    blocks: list[list[str]] = []
    for line in body.splitlines():
        if not line.strip() or line.startswith("#"):
            blocks.append([])
        elif line.startswith("- ") or not blocks:
            blocks.append([line])
        else:
            blocks[-1].append(line)
    return [" ".join(part.strip() for part in block) for block in blocks if block]


def _sentences(block: str) -> list[str]:
    """Split a paragraph after a full stop followed by a capital (not inside "pagat.com")."""
    return re.split(r"(?<=[.!?])\s+(?=[*A-ZÄÖÅÉ])", block)


def _unit(body: str, marker: str, size: str) -> str:
    units = [
        unit
        for block in _blocks(body)
        for unit in (_sentences(block) if size == "sentence" else [block])
        if marker.lower() in unit.lower()
    ]
    assert len(units) == 1, (marker, units)
    return units[0].lower()


def _groups(field: str) -> list[set[str]]:
    """The presets grouped by their value of ``field``."""
    by_value: dict[object, set[str]] = {}
    for name in presets():
        by_value.setdefault(getattr(ruleset_named(name), field), set()).add(name)
    return list(by_value.values())


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("marker", "size", "fields"), STATEMENTS)
def test_every_ruleset_dependent_statement_names_its_exceptions(lang, marker, size, fields):
    text = _unit(read_page(content_dir() / "rules" / f"{lang}.md").body, marker, size)
    for field in fields:
        groups = _groups(field)
        assert len(groups) > 1, f"{field} no longer differs: drop it from STATEMENTS"
        names = DESCRIPTIONS[lang]
        unnamed = [group for group in groups if not all(names[name] in text for name in group)]
        # at most one group may go unnamed: the one the sentence states as the rule
        assert len(unnamed) <= 1, f"{lang}: '{marker}' states {field} without naming {unnamed}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_menu_ids_appear_only_as_the_menus_labels(lang):
    """Convention 1: never "under casual rules" or "the quito and rigor rules" in running text."""
    body = read_page(content_dir() / "rules" / f"{lang}.md").body
    labels = re.sub(r"\*(quito|rigor|pagat|casual)\*|a todo rigor|pagat\.com", "", body)
    assert not re.findall(r"\b(quito|rigor|pagat|casual)\b", labels), lang


def test_the_38_lesson_shown_under_pagat_names_the_carton_that_still_finishes_there():
    """P2b-N8: "only a caída can finish the chica from 38" is false under pagat's rules."""
    from cuarenta_tutor.lessons.course import load_courses

    (lesson,) = [
        lesson
        for course in load_courses()
        for lesson in course.lessons
        if lesson.id == "endgame-limpia-on-38"
    ]
    assert "pagat" in lesson.rulesets
    assert ruleset_named("pagat").rule38 is Rule38.NO_LIMPIA  # so the cartón still scores on 38
    for lang in LANGUAGES:
        explanation = lesson.texts[lang].explanation.lower()
        assert "pagat" in explanation, lang
        assert "cartón" in explanation, lang

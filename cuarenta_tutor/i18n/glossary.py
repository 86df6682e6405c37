"""The glossary of each language: game terms, card names and letters, key rule words.

One file per language in ``content/glossary/<lang>.yaml``; the English file documents the
keys. Card letters on screen come from here, so a language fixes them in one place.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from typing import Any

import yaml

from ..engine.cards import rank_letter
from ..paths import content_dir
from .catalogs import check_language

SAFE_LOADER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader when PyYAML has it: the language menu reads every glossary in each
learner's kernel at start-up, ten times faster than with the pure-Python loader."""


@dataclass(frozen=True)
class Glossary:
    """A language's fixed vocabulary."""

    language: str
    name: str
    terms: dict[str, str]
    ranks: dict[str, str]
    letters: dict[str, str]
    suits: dict[str, str]
    words: dict[str, str]
    events: dict[str, str]
    """Names of what the engine reports that is no Cuarenta term (the leftovers, a claim…)."""
    genders: dict[str, str] = field(default_factory=dict)
    """The grammatical gender of each card's name (``cards.gender``: ``A: neuter``…), for the
    sentences whose words agree with a card (see CONTRIBUTING.md)."""

    def gender_of(self, rank: int) -> str:
        """Return the gender of the name of a card of ``rank`` (``common`` if none is given)."""
        return self.genders.get(rank_letter(rank), "common")

    def event_name(self, kind: str) -> str:
        """Return the name of an event or action kind (``caida``, ``leftovers``, ``claim``…).

        Cuarenta's own terms come from ``terms``, the others from ``events``; the kind
        itself is the last resort (the glossary tests require every kind to be named).
        """
        return self.terms.get(kind) or self.events.get(kind) or kind


@cache
def glossary(lang: str) -> Glossary:
    """Load the glossary of ``lang`` (a language the tutor speaks)."""
    check_language(lang)
    path = content_dir() / "glossary" / f"{lang}.yaml"
    data: dict[str, Any] = yaml.load(path.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    cards = data["cards"]
    return Glossary(
        language=data["language"],
        name=data["name"],
        terms={str(k): str(v) for k, v in data["terms"].items()},
        ranks={str(k): str(v) for k, v in cards["ranks"].items()},
        letters={str(k): str(v) for k, v in cards["letters"].items()},
        suits={str(k): str(v) for k, v in cards["suits"].items()},
        words={str(k): str(v) for k, v in data["words"].items()},
        events={str(k): str(v) for k, v in (data.get("events") or {}).items()},
        genders={str(k): str(v) for k, v in (cards.get("gender") or {}).items()},
    )

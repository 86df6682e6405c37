"""A count said with its noun goes through ngettext, so no language says "1 resueltos".

The UX walk's row 25 found "Se acabó la racha: 1 resueltos". Every message of the catalogue
template whose number placeholder stands before an English plural noun ("{errors} errors")
must be a plural entry, unless the number can never be one (a threshold of points, a search's
positions): those are listed here, each with the reason.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from cuarenta_tutor.cli.lint import report_text
from cuarenta_tutor.i18n import Translator

TEMPLATE = Path(__file__).resolve().parents[2] / "locales" / "cuarenta_tutor.pot"
COUNT_NOUN = re.compile(r"\{(\w+)(?::[^}]*)?\} ([a-z]+s)\b")
NEVER_ONE = {
    ("number", "points"): "a threshold of the rules (30, 38, 40)",
    ("n", "points"): "a threshold of the rules",
    ("points", "points"): "a ronda's or a zapatería's points (4 or more)",
    ("number", "cards"): "the cards of a sum (two or more)",
    ("n", "positions"): "a search limit (thousands)",
    ("nodes", "positions"): "the positions a search visited (many)",
    ("files", "files"): "the files of a built site (hundreds)",
    ("sizes", "cards"): "a list of hand sizes, not a count",
    ("theirs", "cards"): "the sum of two piles, said only above 40",
    ("limit", "characters"): "a length limit (dozens)",
    ("players", "players"): "a mesa's players (2 or 4)",
    ("worlds", "deals"): "the deals a risk is averaged over (many)",
    ("deals", "deals"): "the deals the coach's look-ahead searched (8 or more)",
    ("mine", "cards"): "a side's pile at the deck's end: 0, or 2 and more (a capture takes two)",
    ("captured", "cards"): "a developer's consistency message about piles of cards",
    ("mesas", "mesas"): "the progress line of puzzle mining, after many mesas",
    ("rules", "rules"): "a ruleset's name (the quito rules), not a count",
    ("base", "points"): "the cartón's value of 20 cards (6)",
    ("value", "points"): "a cartón's value (2 under 20 cards, 6 or more from 20)",
    ("taken", "cards"): "the cards a side took in a deck: 0, or 2 and more (a capture takes two)",
    ("used", "rules"): "a ruleset's name, not a count",
}
VERBS = {
    "is",
    "was",
    "has",
    "does",
    "as",
    "this",
    "appears",
    "makes",
    "takes",
    "wins",
    "leaves",
    "risks",
}
"""Words after a placeholder that end in *s* but are not plural nouns."""


def test_every_count_before_a_plural_noun_is_a_plural_message():
    with TEMPLATE.open("rb") as file:
        template = read_po(file)
    singular = [message.id for message in template if message.id and isinstance(message.id, str)]
    found = [
        (match.group(1), match.group(2), text)
        for text in singular
        for match in COUNT_NOUN.finditer(text)
        if match.group(2) not in VERBS and (match.group(1), match.group(2)) not in NEVER_ONE
    ]
    assert not found, found


class OneError:
    """A lint report with one lesson and one error (what ``report_text`` reads of it)."""

    lessons = ("first-empty-table",)
    errors = (ValueError("lessons/x.yaml:1: broken"),)
    seconds = 0.5

    def kinds(self) -> dict[str, int]:
        return {"rule": 1}

    def languages(self) -> dict[str, dict[str, int]]:
        return {"es": {"complete": 1, "missing": 0, "stale": 0}}


def test_lints_summary_says_one_lesson_and_one_error_in_the_singular():
    spanish = report_text(OneError(), Translator("es"))  # type: ignore[arg-type]
    assert "1 lección (rule 1), 1 error, 0.50 s" in spanish, spanish
    assert "completas 1" in spanish
    finnish = report_text(OneError(), Translator("fi"))  # type: ignore[arg-type]
    assert "1 oppitunti (rule 1), 1 virhe," in finnish, finnish

"""The rules a learner may choose: the shipped presets, a link's rules, a ruleset typed in.

The views ask here rather than loading rulesets themselves to find out whether a name is
known: a link's ``rules=`` names a preset or nothing, and Play's box takes a preset with
optional ``+toggles``. No widgets, no sentences: the views say what is wrong.
"""

from __future__ import annotations

from ..engine.rules import DEFAULT_RULESET, Ruleset, RulesetError, load_ruleset, preset_names


def presets() -> tuple[str, ...]:
    """Return the names of the shipped presets, the default first."""
    return preset_names()


def preset_or_none(name: str | None) -> str:
    """Return ``name`` if it is a shipped preset, else "" (the lesson's own rules).

    >>> preset_or_none("pagat"), preset_or_none("nonsense"), preset_or_none(None)
    ('pagat', '', '')
    """
    return name if name in preset_names() else ""


def checked_rules(text: str | None) -> str | None:
    """Return the ruleset typed (a preset, optionally with ``+toggles``), or None if unknown.

    An empty box means the default preset; a box of spaces names none.

    >>> checked_rules(" pagat+periquito "), checked_rules(""), checked_rules("chess")
    ('pagat+periquito', 'quito', None)
    """
    rules = (text or DEFAULT_RULESET).strip()
    try:
        load_ruleset(rules)
    except (RulesetError, ValueError):
        return None
    return rules


def ruleset_named(spec: str) -> Ruleset:
    """Return the ruleset a session plays (a preset, optionally with ``+toggles``)."""
    return load_ruleset(spec)

"""Translation checks: placeholders, empty and fuzzy entries, glossary terms, balanced markup.

Used by ``cuarenta-tutor i18n check`` for the gettext catalogues and the lesson prose alike.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from ..i18n.glossary import Glossary

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
CARD_CODE = re.compile(r"`[^`]+`")
TERM_KEYS = (
    "caida",
    "limpia",
    "ronda",
    "carton",
    "chica",
    "mesa",
    "zapateria",
    "periquito",
    "perro",
    "escalera",
)
"""Game terms whose presence in the English text requires them in the translation."""


def placeholders(text: str) -> Counter[str]:
    """Count the ``{name}`` placeholders of a message."""
    return Counter(PLACEHOLDER.findall(text))


def placeholder_problem(source: str, translation: str) -> str:
    """Return what is wrong with the translation's placeholders ('' when they match)."""
    want, have = placeholders(source), placeholders(translation)
    if want == have:
        return ""
    missing = sorted(set(want) - set(have))
    extra = sorted(set(have) - set(want))
    parts = []
    if missing:
        parts.append(f"missing {', '.join(missing)}")
    if extra:
        parts.append(f"unknown {', '.join(extra)}")
    if not parts:
        parts.append("a placeholder is repeated or left out")
    return "placeholders: " + "; ".join(parts)


def markup_problem(source: str, translation: str) -> str:
    """Return what is unbalanced in the translation's Markdown ('' when all is well)."""
    if translation.count("**") % 2:
        return "markup: an odd number of ** (bold is not closed)"
    if translation.count("`") % 2:
        return "markup: an odd number of backticks (a card is not closed)"
    for opening, closing in ("()", "[]"):
        if translation.count(opening) != translation.count(closing):
            return f"markup: unbalanced {opening}{closing}"
    cards_en = sorted(CARD_CODE.findall(source))
    cards_tr = sorted(CARD_CODE.findall(translation))
    if cards_en != cards_tr:
        lost = sorted(set(cards_en) - set(cards_tr))
        return f"markup: the cards {' '.join(lost) or '(changed)'} must stay as written"
    return ""


def glossary_problem(source: str, translation: str, english: Glossary, terms: Glossary) -> str:
    """Return the first game term of the English text that the translation does not use."""
    low = translation.lower()
    for key in TERM_KEYS:
        if english.terms[key].lower() in source.lower() and not uses_term(terms.terms[key], low):
            return f"glossary: '{english.terms[key]}' must be written '{terms.terms[key]}'"
    return ""


def uses_term(term: str, text: str) -> bool:
    """Whether ``text`` (lower case) uses the game term, as written or inflected.

    A term ending in a vowel may take the language's own ending in its place (Swedish
    *chicor*, *mesor*); the rest of the term must stay as the glossary writes it.

    >>> uses_term("chica", "antalet chicor"), uses_term("chica", "antalet matcher")
    (True, False)
    """
    term = term.lower()
    if term in text:
        return True
    return term[-1] in "aeiou" and re.search(re.escape(term[:-1]) + r"\w", text) is not None


def problems(source: str, translation: str, english: Glossary, terms: Glossary) -> Iterable[str]:
    """Yield every problem of one translated text."""
    if not translation.strip():
        yield "empty translation"
        return
    for problem in (
        placeholder_problem(source, translation),
        markup_problem(source, translation),
        glossary_problem(source, translation, english, terms),
    ):
        if problem:
            yield problem


APOSTROPHE = re.compile(r"(?<=\w)['’](?=\w)")
"""An apostrophe inside a word (``thema's``, ``l’asso``): straight or typographic."""


def apostrophe_problems(texts: Iterable[tuple[str, str]]) -> Iterable[tuple[str, str]]:
    """Yield ``(where, problem)`` for each text whose apostrophes differ from the catalogue's.

    A language writes its apostrophes one way: the way most of ``texts`` (``(where, text)``
    pairs of one catalogue) write them. A tie keeps the typographic one.
    """
    texts = list(texts)
    counts = Counter(mark for _where, text in texts for mark in APOSTROPHE.findall(text))
    if len(counts) < 2:
        return
    usual = "’" if counts["’"] >= counts["'"] else "'"
    for where, text in texts:
        if any(mark != usual for mark in APOSTROPHE.findall(text)):
            yield where, f"writes its apostrophe as the catalogue does not: use {usual}"

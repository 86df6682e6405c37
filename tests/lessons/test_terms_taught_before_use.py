"""No game term before it is taught (the UX walk's row 30).

Lesson 1 ended with "forty is also the number of points that wins a chica" though no lesson
had said what a chica is. In the course's order, in every language, the first lesson text
that uses one of Cuarenta's terms (as the language's glossary writes it) must teach it
there: the term is in the title of that lesson or of its course, or set in italics or bold
where it is used ("a game to forty, a **chica**"). A lesson title is not where a term is first
met: a title written only in the term ("38 que no juega") says nothing to a learner who does
not know it.
"""

from __future__ import annotations

import re

import pytest
import yaml

from cuarenta_tutor.lessons.course import load_courses
from cuarenta_tutor.paths import content_dir

LANGS = ["en", "es", "de", "nl", "it", "sv", "fi"]
TERMS = ["chica", "mesa", "caida", "limpia", "ronda", "carton", "escalera", "zapateria", "rule_38"]
COURSES = load_courses()
LESSONS = [lesson for course in COURSES for lesson in course.lessons]
TITLES = {
    lang: {
        lesson.id: f"{course.title(lang)} / {lesson.text(lang)[0].title}"
        for course in COURSES
        for lesson in course.lessons
    }
    for lang in LANGS
}
"""The course's title and the lesson's, as the course map and the lesson screen show them."""
ORDINARY = {("es", "mesa"): "la mesa is also the table the cards lie on"}
"""Terms that are also an everyday word of the language, used in that sense before."""


def glossary(lang: str) -> dict[str, str]:
    with (content_dir() / "glossary" / f"{lang}.yaml").open(encoding="utf-8") as file:
        return yaml.safe_load(file)["terms"]


def first_use(term: str, lang: str) -> tuple[str, str, str] | None:
    """Return the first lesson, field and text that use ``term`` in ``lang`` (course order)."""
    word = re.compile(rf"(?<!\w){re.escape(term)}", re.IGNORECASE)
    for lesson in LESSONS:
        text, _ = lesson.text(lang)
        fields = {"title": text.title, "prompt": text.prompt, "explanation": text.explanation}
        fields |= {f"hint {n}": hint for n, hint in enumerate(text.hints, 1)}
        for name, value in fields.items():
            if word.search(value):
                return lesson.id, name, value
    return None


@pytest.mark.parametrize("lang", LANGS)
def test_each_term_is_taught_where_it_is_first_used(lang):
    terms = glossary(lang)
    untaught = []
    for key in TERMS:
        term = terms[key]
        if (lang, key) in ORDINARY:
            continue
        found = first_use(term, lang)
        if found is None:
            continue
        lesson, name, value = found
        taught = re.compile(rf"\*+{re.escape(term)}", re.IGNORECASE)
        title_only = name == "title" and value.strip().lower() == term.lower()
        in_title = term.lower() in TITLES[lang][lesson].lower()
        if title_only or not (in_title or taught.search(value)):
            untaught.append(f"{term}: {lesson} {name}: {value[:90]}")
    assert not untaught, untaught

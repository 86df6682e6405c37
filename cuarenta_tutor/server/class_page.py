"""The teacher's live page of a class: the HTML, its words in the page's language, the script.

The page holds the class code, the course and theme names and its own words; the pupils'
work comes from the JSON API (:mod:`.class_api`) and is always written into the page as
text (``textContent``), never as markup. Only the lesson or puzzle explanation shown on
*Reveal* is HTML: the tutor's own prose, rendered and cleaned as everywhere in the app.
"""

from __future__ import annotations

import contextlib
import functools
import json
from html import escape
from importlib.resources import files
from typing import Any

from ..classroom.model import illegal_cards
from ..classroom.pupil_link import query_field
from ..documents.diagram import lesson_board, puzzle_board
from ..engine.cards import NotationError, parse_cards
from ..engine.rules import DEFAULT_RULESET, preset_names
from ..i18n import Translator
from ..i18n.cards import display_card
from ..i18n.catalogs import LANGUAGES
from ..lessons.course import load_courses, numbered_titles, select
from ..lessons.model import Lesson
from ..puzzles.model import Puzzle, PuzzleError, find_puzzle, load_bank
from ..render.markdown import to_html
from ..sentences.feedback import answer_html, play_html
from ..sentences.puzzle_name import puzzle_name, puzzle_title
from ..sentences.puzzle_text import THEME_NAMES, puzzle_text, theme_name
from ..sentences.ruleset_text import menu_label
from ..ui.markup import plain_text


def page_texts(tr: Translator) -> dict[str, str]:
    """Return every word the page's script shows, in ``tr``'s language."""
    return {
        "code": tr.gettext("Pupils join at {url} (class code {code})"),
        "updated": tr.gettext("Updated at {time}"),
        "offline": tr.gettext("The server does not answer; trying again…"),
        "wrong_key": tr.gettext(
            "This address has no valid key for the class. Open the whole address that "
            "'cuarenta-tutor class new' printed, with its #key= part."
        ),
        "deleted_class": tr.gettext("The class has been deleted."),
        "stuck": tr.gettext("Who is stuck"),
        "nobody_stuck": tr.gettext("Nobody is stuck."),
        "stuck_misses": tr.gettext("{name}: {lesson} (wrong answers in a row: {count})"),
        "stuck_idle": tr.gettext("{name}: no progress for {count} min"),
        "pupils": tr.gettext("Pupils"),
        "no_pupils": tr.gettext("No pupil has joined yet."),
        "pupil": tr.gettext("Pupil"),
        "stars": tr.gettext("Stars: {count} of 3"),
        "first_stars": tr.gettext("Stars the first time: {count} of 3"),
        "seen": tr.gettext("solution seen"),
        "solved": tr.gettext("solved"),
        "misses": tr.gettext("Wrong answers: {count}"),
        "not_tried": tr.gettext("not tried"),
        "practice": tr.gettext("Practice"),
        "answers": tr.gettext("Answers"),
        "right": tr.gettext("Right"),
        "rating": tr.gettext("Rating"),
        "last_seen": tr.gettext("Last activity"),
        "delete": tr.gettext("Delete"),
        "rejoin_code": tr.gettext("Rejoin code"),
        "show_code": tr.gettext("Show code"),
        "hide_code": tr.gettext("Hide code"),
        "new_code": tr.gettext("New code"),
        "code_locked": tr.gettext("locked: give a new code"),
        # Translators: said on the teacher's page once a new rejoin code is made for a pupil
        "code_renewed": tr.gettext(
            "New rejoin code for {name}: {code}. The old code no longer works."
        ),
        "delete_pupil": tr.gettext("Delete {name} and their work?"),
        "themes_missed": tr.gettext("Practice themes missed most"),
        "wrong_answers": tr.gettext("Most common wrong answers"),
        "none_yet": tr.gettext("None yet."),
        "homework": tr.gettext("Homework"),
        "lessons": tr.gettext("Lessons"),
        "themes": tr.gettext("Practice themes"),
        "due": tr.gettext("Due date"),
        "set_homework": tr.gettext("Set homework"),
        "homework_bad": tr.gettext("Choose at least one lesson or theme, and a due date."),
        "homework_done": tr.gettext("Finished"),
        # Translators: then each pupil's name with the homework items done, e.g. "Ana 1/3"
        "homework_progress": tr.gettext("Items done per pupil"),
        "homework_item": tr.gettext("Due {due}: finished by {count} of {total}"),
        "live": tr.gettext("Live position"),
        "live_choose": tr.gettext("Lesson or puzzle to show"),
        "push": tr.gettext("Show to everyone"),
        "reveal": tr.gettext("Reveal"),
        "stop": tr.gettext("Stop"),
        "live_none": tr.gettext("No live position: choose one and show it to everyone."),
        "live_answers": tr.gettext("Answers so far: {count}"),
        "live_first": tr.gettext("First answers"),
        "live_now_right": tr.gettext("Now right: {count} of {total}"),
        # Translators: pupils who answered the live position only after its explanation was shown
        "live_after_reveal": tr.gettext("Answered after the reveal (not counted above): {count}"),
        # Translators: pupils who had answered the live position and answered it again after
        # its explanation was shown (they are counted above already)
        "live_retried": tr.gettext("Tried again after the reveal: {count}"),
        "live_right": tr.gettext("right"),
        "live_wrong": tr.gettext("wrong"),
        "explanation": tr.gettext("Explanation"),
        "revealed": tr.gettext("Revealed: the explanation is now on every pupil's screen."),
        "position": tr.gettext("The position the pupils see"),
        "export": tr.gettext("Download CSV"),
        "delete_class": tr.gettext("Delete the class"),
        "delete_class_confirm": tr.gettext(
            "Delete the whole class, with every pupil's work? This cannot be undone."
        ),
        "failed": tr.gettext("That did not work; try again."),
    }


def _json_in_html(data: Any) -> str:
    """Return JSON that is safe inside a ``<script>`` element (no ``</``, no comments)."""
    return json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e")


@functools.lru_cache(maxsize=len(LANGUAGES))
def lesson_names(lang: str) -> dict[str, str]:
    """Return each lesson's number and title in ``lang`` by id, as the course map numbers it."""
    return numbered_titles(load_courses(validate=False), lang)


@functools.lru_cache(maxsize=len(LANGUAGES))
def page_data(lang: str) -> str:
    """Return the page's data in ``lang`` as JSON: words, courses, themes, live choices.

    The same for every class: the script keeps the class's own lessons (its set, marked
    when not written for its rules, as the Teacher tab marks them) and its rules' puzzles
    once the summary names them (:func:`class_lessons`, ``class.rules``).
    """
    tr = Translator(lang)
    courses = load_courses(validate=False)
    return _json_in_html({
        "texts": page_texts(tr),
        "courses": [
            {"title": course.title(lang), "lessons": [
                {"id": lesson.id, "number": f"{number}.",
                 "title": lesson.text(lang)[0].title, "rulesets": list(lesson.rulesets),
                 "only": tr.gettext("only {rules}").format(
                     rules=", ".join(menu_label(spec) for spec in lesson.rulesets))}
                for number, lesson in course.numbered()]}
            for course in courses
        ],
        "themes": [{"id": theme, "name": theme_name(theme, tr)} for theme in THEME_NAMES],
        "default_rules": DEFAULT_RULESET,
        "puzzles": {
            rules: [
                {"theme": theme_name(theme, tr), "puzzles": [
                    {"id": puzzle.id, "rating": puzzle.rating, "name": puzzle_name(puzzle, tr)}
                    for puzzle in puzzles]}
                for theme, puzzles in live_puzzles(rules).items()
            ]
            for rules in preset_names()
        },
    })  # fmt: skip


LIVE_PUZZLES_PER_THEME = 4


@functools.lru_cache(maxsize=8)
def live_puzzles(rules: str = DEFAULT_RULESET) -> dict[str, tuple[Puzzle, ...]]:
    """Return the puzzles the live picker offers under ``rules``: each theme's easiest few."""
    bank = sorted(load_bank(rules), key=lambda puzzle: (puzzle.rating, puzzle.id))
    return {
        theme: found
        for theme in THEME_NAMES
        if (found := tuple([p for p in bank if theme in p.themes][:LIVE_PUZZLES_PER_THEME]))
    }


@functools.lru_cache(maxsize=64)
def class_lessons(pupils_query: str) -> list[str]:
    """Return the ids of the lessons the class's address names (``set=``), in course order.

    Empty when it names no set: the class has the whole course.

    >>> class_lessons("class=KM859Y&set=05-ronda,-ronda-declare-first&rules=pagat")[:2]
    ['ronda-three-of-a-kind', 'ronda-doble-ronda']
    >>> class_lessons("class=KM859Y")
    []
    """
    spec = query_field(pupils_query, "set")
    if not spec:
        return []
    return [lesson.id for course in select(load_courses(validate=False), spec)
            for lesson in course.lessons]  # fmt: skip


@functools.lru_cache(maxsize=1)
def lessons_by_id() -> dict[str, Lesson]:
    """Return the course's lessons by id, read once (the teacher's page asks every few seconds)."""
    return {
        lesson.id: lesson for course in load_courses(validate=False) for lesson in course.lessons
    }


def answer_label(kind: str, item: str, play: str, lang: str) -> str:
    """Say a pupil's answer to a lesson or puzzle as the tutor shows it (``j`` → "jack").

    An illegal answer says so, with the cards the pupil chose when they are known.
    """
    cards = illegal_cards(play) if play else ""
    if cards is not None:
        return illegal_label(cards, Translator(lang))
    players = 2
    if kind == "lesson":
        lesson = lessons_by_id().get(item)
        players = lesson.players if lesson is not None else 2
    else:
        with contextlib.suppress(PuzzleError, KeyError, ValueError):
            players = find_puzzle(item).players
    return plain_text(answer_html(play, Translator(lang), players))


def illegal_label(cards: str, tr: Translator) -> str:
    """Say an illegal answer: "illegal play: 7♥ → 5♠" (just "illegal play" without cards)."""
    if not cards:
        return tr.gettext("illegal play")
    shown = plain_text(play_html(cards, tr.lang))
    if shown == cards:  # table cards alone, no card from the hand
        with contextlib.suppress(NotationError):
            shown = " ".join(display_card(card, tr.lang) for card in parse_cards(cards))
    # Translators: an answer a pupil gave that the rules do not allow, with the cards chosen
    return tr.gettext("illegal play: {cards}").format(cards=shown)


def label_answers(summary: dict[str, Any], lang: str) -> None:
    """Give each answer of the live chart and of the wrong-answer lists its label in ``lang``."""
    live = summary.get("live")
    if live:
        for answer in live["answers"]:
            answer["label"] = answer_label(live["kind"], live["item"], answer["play"], lang)
    for lesson, rows in summary["wrong_answers"].items():
        for row in rows:
            row["label"] = answer_label("lesson", lesson, row["play"], lang)


def live_text(live: dict[str, Any], lang: str, rules: str = "") -> dict[str, str]:
    """Return the words of the live position: title, prompt, cards; the explanation once revealed.

    A lesson is shown under the class's ``rules`` when it is written for them, else under
    its own, as the pupils' screens open it.

    The cards (``board``) are the table and hand the pupils see, drawn as the worksheet
    draws them: HTML, each card with its spoken name.
    """
    lang = lang if lang in LANGUAGES else "en"
    tr = Translator(lang)
    unknown = {"title": live["item"], "prompt": "", "board": "", "explanation": ""}
    if live["kind"] == "lesson":
        lesson = lessons_by_id().get(live["item"])
        if lesson is None:
            return unknown
        text = lesson.text(lang)[0]
        title, prompt, explanation = text.title, text.prompt, text.explanation
        board = lesson_board(lesson, rules if rules in lesson.rulesets else lesson.ruleset, tr)
    else:
        try:
            puzzle = find_puzzle(live["item"])
            words = puzzle_text(puzzle, tr)
        except (PuzzleError, KeyError, ValueError):
            return unknown
        title, prompt, explanation = puzzle_title(puzzle, tr), words.prompt, words.explanation
        board = puzzle_board(puzzle, tr)
    return {
        "title": title,
        "prompt": to_html(prompt, lang),
        "board": board,
        "explanation": to_html(explanation, lang) if live["revealed"] else "",
    }


def page_html(code: str, lang: str) -> str:
    """Return the teacher's page of the class ``code`` (the same page for anyone who asks)."""
    lang = lang if lang in LANGUAGES else "en"
    assets = files(__package__)
    script = assets.joinpath("class_page.js").read_text(encoding="utf-8")
    style = assets.joinpath("class_page.css").read_text(encoding="utf-8")
    title = escape(code)  # the class's own name replaces it once the summary comes
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{title} · Cuarenta Tutor</title>
<style>{style}</style>
</head>
<body>
<main id="class-page" data-code="{escape(code)}" data-lang="{lang}">
<h1 id="class-title">{title}</h1>
<p id="class-status" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="class-data">{page_data(lang)}</script>
<script>{script}</script>
</body>
</html>
"""

"""What the Practice tab shows, worked out from the controller: texts, HTML and card rows.

Pure functions of the :class:`~cuarenta_tutor.tutor.practice.Practice` controller and the
learner's language; no widgets. :class:`~cuarenta_tutor.ui.practice.PracticePanel` writes
what they return into its widgets.
"""

from __future__ import annotations

import dataclasses
from html import escape

from babel.numbers import format_percent

from ..engine.plays import play_cards
from ..i18n import Translator
from ..puzzles import THEMES, bank_rules
from ..puzzles.mistakes import is_mistake_id
from ..sentences import puzzle_text as sentences
from ..sentences.feedback import feedback_html, position_score_line
from ..sentences.puzzle_text import puzzle_text, theme_name
from ..sentences.ruleset_text import menu_label
from ..tutor.dashboard import dashboard
from ..tutor.feedback import Code, Verdict
from ..tutor.practice import Mode, Practice
from ..tutor.practice_record import PracticeRecord
from ..tutor.selection import Selection
from .board_model import Row, table_row
from .move_label import move_label

STEP_CLASSES = {
    "check": "ct-practice-check",
    "next": "ct-practice-next",
    "restart": "ct-practice-restart",
    "back": "ct-practice-back",
}
"""The main button's class, one per step: Check, Next, a new Streak run, back to puzzles."""


def practice_link_themes(text: str) -> tuple[list[str], list[str]]:
    """Split a link's ``practice=`` value into known theme ids and unknown words.

    Empty, ``mixed`` or ``all`` means every theme (no theme chosen).

    >>> practice_link_themes("run-jump, caida,limpia,nonsense")
    (['run-jump', 'caida', 'limpia'], ['nonsense'])
    >>> practice_link_themes("mixed")
    ([], [])
    """
    words = [word.strip().lower() for word in text.split(",") if word.strip()]
    words = [word for word in words if word not in ("mixed", "all")]
    known = [word for word in words if word in THEMES]
    return known, [word for word in words if word not in THEMES]


def unknown_rules_html(rules: str, used: str, tr: Translator) -> str:
    """Say that a link named rules the tutor has no puzzles for (and which rules it uses)."""
    # Translators: {rules} is what the link says; {used} is a label of the rules menu (quito,
    # rigor, pagat, casual): quote it as a label, never as a word of the sentence.
    text = tr.gettext(
        "The link names rules this tutor has no puzzles for: {rules}. The puzzles use ‘{used}’ "
        "from the rules menu instead."
    ).format(rules=rules, used=menu_label(used))
    return f"<div class='ct-hint'>{escape(text)}</div>"


def unknown_themes_html(unknown: list[str], tr: Translator) -> str:
    """Say that a link named themes the tutor does not know (and which they are)."""
    text = tr.gettext(
        "The link names practice themes this tutor does not know: {themes}. The others are chosen."
    ).format(themes=", ".join(unknown))
    return f"<div class='ct-hint'>{escape(text)}</div>"


def assignment_notices_html(unknown: list[str], rules: str, used: str, tr: Translator) -> str:
    """Say what an assignment link named that the tutor cannot follow (nothing if all is known).

    ``unknown``: the themes it does not know; ``rules``: the link's rules, ``used``: the
    rules the puzzles use instead when the bank has none under the link's.
    """
    notices = [unknown_themes_html(unknown, tr)] if unknown else []
    if rules and rules not in bank_rules():
        notices.append(unknown_rules_html(rules, used, tr))
    return "".join(notices)


def intro_html(tr: Translator) -> str:
    """Introduce the tab (folded away with the themes)."""
    text = tr.gettext(
        "Puzzles from games the computer played against itself, each answer proved by the "
        "engine. Tick themes to practise, or none for a mix; your rating follows your results."
    )
    return "<p>" + escape(text) + "</p>"


def streak_text(practice: Practice, tr: Translator) -> str:
    """Say the Streak run's count and the best run; once the run is over, as the last run."""
    streak = practice.streak
    text = (
        # Translators: a Streak run just ended; {count} puzzles solved in it
        tr.gettext("Last run: {count} · best: {best}")
        if streak.over
        else tr.gettext("Streak: {count} · best: {best}")
    )
    return text.format(count=streak.count, best=streak.best)


def rating_text(practice: Practice, tr: Translator) -> str:
    """Say the learner's rating, and how far the open puzzle's result just moved it."""
    rating = round(practice.record.learner.rating.rating)
    change = practice.rating_change
    if change is None:
        return tr.gettext("Your rating: {rating}").format(rating=rating)
    signed = f"+{change}" if change >= 0 else f"\u2212{-change}"  # a true minus sign
    # Translators: {change} is how far the last answer moved the rating, e.g. "+16" or "−8"
    text = tr.gettext("Your rating: {rating} ({change})")
    return text.format(rating=rating, change=signed)


def status_html(practice: Practice, due: int, tr: Translator) -> str:
    """Say the learner's rating, the Streak run (in Streak) and how much is due today."""
    parts = [rating_text(practice, tr)]
    if practice.mode is Mode.STREAK:
        parts.append(streak_text(practice, tr))
    parts.append(
        tr.ngettext("{n} to review today", "{n} to review today", due).format(n=due)
        if due
        else tr.gettext("Nothing to review today.")
    )
    return "<div class='ct-score'>" + escape(" · ".join(parts)) + "</div>"


def step(practice: Practice) -> str:
    """Return what the main button does now: check, next, restart, back, or "" (none).

    ``restart`` begins a new Streak run once one is lost; ``back`` returns to rated
    puzzles once the repetition queue is empty.
    """
    if practice.mode is Mode.STREAK and practice.streak.over:
        return "restart"
    if practice.puzzle is None:
        return "back" if practice.mode is Mode.REVIEW else ""
    return "next" if practice.solved else "check"


def step_label(now: str, tr: Translator, chosen: Selection | None = None) -> str:
    """Name the main button's step (see :func:`step`); Check names the ``chosen`` play."""
    labels = {
        "check": move_label(chosen or Selection(), tr, idle=tr.pgettext("button", "Check")),
        "next": tr.pgettext("button", "Next"),
        "restart": tr.pgettext("button", "Start a new streak"),
        "back": tr.pgettext("button", "Back to puzzles"),
    }
    return labels[now]


def answered_wrong(practice: Practice) -> bool:
    """Whether the answer on screen was judged wrong or illegal.

    Try again is then the main action, not Check nor Next: one main action at a time.
    """
    feedback = practice.feedback
    return feedback is not None and feedback.verdict in (Verdict.WRONG, Verdict.ILLEGAL)


def shown_buttons(practice: Practice, now: str) -> list[str]:
    """Return the buttons of the moment, by name: Check and help, or Next once solved.

    ``main`` is the main button; ``ronda``, ``claim``, ``retry``, ``hint``, ``solution``
    and ``next`` the others. Those not shown leave the row rather than being disabled one by
    one, so a verdict sends few widget messages.
    """
    if now == "check" and answered_wrong(practice):
        # one main action: Try again; the way out (the solution, Next once recorded) beside it.
        # Check waits for a new answer and Hint for the retry: three buttons, not five.
        return ["retry", "solution"] + (["next"] if practice.decided else [])
    shown = ["main"] if now else []
    if now == "restart" and practice.puzzle is not None and not practice.solved:
        shown.append("solution")  # the run is lost: its puzzle's solution may be seen
    elif now == "check":
        shown += [word for word in ("ronda", "claim") if practice.can(word)]
        shown += [] if practice.mode is Mode.STREAK else ["hint"]
        shown += ["solution"] + (["next"] if practice.decided else [])
    return shown


def heading_html(practice: Practice, tr: Translator) -> str:
    """Title the open puzzle with the rating it was served at (a mistake from a game says so)."""
    puzzle = practice.puzzle
    assert puzzle is not None
    if is_mistake_id(puzzle.id):  # from the learner's own mesa (Play tab)
        heading = tr.gettext("A mistake from your game · rating {rating}")
    else:
        heading = tr.gettext("Puzzle · rating {rating}")  # the bank's id is for the page only
    heading = heading.format(rating=practice.served_rating)
    return (
        f"<div class='ct-title' role='heading' aria-level='2' data-served='{practice.opened}'"
        f" data-puzzle='{escape(puzzle.id)}'>"
        f"{escape(heading)}</div>"
    )


def score_html(practice: Practice, tr: Translator) -> str:
    """Return the score line of the open puzzle, the learner's side first."""
    puzzle, position = practice.puzzle, practice.position
    assert puzzle is not None
    assert position is not None
    line = position_score_line(position, puzzle.rules, tr)
    return "<div class='ct-score'>" + escape(line) + "</div>"


def hints_html(practice: Practice, tr: Translator) -> str:
    """Return the hints asked for so far."""
    assert practice.puzzle is not None
    hints = puzzle_text(practice.puzzle, tr).hints[: practice.hints_shown]
    return "".join(f"<div class='ct-hint ct-hint-bulb'>{escape(hint)}</div>" for hint in hints)


def explanation_html(practice: Practice, tr: Translator) -> str:
    """Explain the answer and name the puzzle's themes, once the puzzle is solved."""
    puzzle = practice.puzzle
    if puzzle is None or not practice.solved:
        return ""
    names = ", ".join(theme_name(theme, tr) for theme in puzzle.themes)
    themes = tr.gettext("Themes: {themes}").format(themes=names)
    text = puzzle_text(puzzle, tr)
    return f"<p>{escape(text.explanation)}</p><p class='ct-small'>{escape(themes)}</p>"


def verdict_html(practice: Practice, tr: Translator) -> str:
    """Write the verdict (and the end of a streak) from the controller's feedback.

    Once the puzzle is solved or its solution shown, the explanation under the table
    says why its first answer is best: a verdict about that very play leaves its own
    reasons out, which said the same sentences a second time (another play just as good
    keeps them: the explanation speaks of the first). A right play leaves out its list of
    plays just as good too: the explanation lists them all after the best.
    """
    feedback, puzzle = practice.feedback, practice.puzzle
    if feedback is not None and puzzle is not None and practice.solved:
        if feedback.verdict is Verdict.SOLUTION or feedback.given == puzzle.answers[0]:
            feedback = dataclasses.replace(feedback, facts=())
        if feedback.code is Code.CORRECT_PLAY:
            feedback = dataclasses.replace(feedback, answers=())
    html = feedback_html(feedback, tr) if feedback else ""
    if practice.mode is Mode.STREAK and practice.streak.over and practice.decided:
        html += "<div class='ct-hint'>" + escape(streak_over_text(practice, tr)) + "</div>"
    return html


def empty_text(practice: Practice, tr: Translator) -> str:
    """Say why no puzzle is open: none due, a Streak run lost, none on these themes."""
    if practice.mode is Mode.REVIEW:
        return tr.gettext("No puzzle is due for review today. Well done!")
    if practice.mode is Mode.STREAK and practice.streak.over:
        return streak_over_text(practice, tr)
    return tr.gettext("No puzzle has these themes under these rules: tick other themes.")


def streak_over_text(practice: Practice, tr: Translator) -> str:
    """Say that the Streak run is over, with its count and the best run."""
    streak = practice.streak
    return sentences.streak_over_text(streak.count, streak.best, tr)


def practice_board(practice: Practice) -> tuple[Row, Row]:
    """Return the table and hand rows: the cards chosen, the solution's once shown.

    Never disabled: a solved puzzle ignores clicks, so the rows are not sent again.
    """
    position = practice.position
    assert position is not None
    chosen, feedback = practice.selection, practice.feedback
    shown = feedback is not None and feedback.verdict is Verdict.SOLUTION
    best = play_cards(practice.puzzle.answers[0]) if shown and practice.puzzle else set()
    table = table_row(position, chosen.table, best=best)
    return table, Row(tuple(position.hand), selected=(chosen.hand,), best=best)


def dashboard_html(record: PracticeRecord, tr: Translator) -> str:
    """Return the learner's themes as a table, the weakest first, and the best streak."""
    rows = []
    for row in dashboard(record):
        name = escape(theme_name(row.theme, tr))
        if row.success_rate is None or row.rating is None:
            untried = escape(tr.gettext("not tried yet"))
            rows.append(f"<tr><td>{name}</td><td colspan='3'>{untried}</td></tr>")
            continue
        solved = tr.gettext("{solved} of {attempts}").format(
            solved=row.solved, attempts=row.attempts
        )
        rate = format_percent(row.success_rate, locale=tr.lang)
        rows.append(
            f"<tr><td>{name}</td><td class='ct-num'>{escape(solved)}</td>"
            f"<td class='ct-num ct-rate'>{escape(rate)}</td>"
            f"<td class='ct-num'>{row.rating}</td></tr>"
        )
    heads = (
        tr.gettext("Theme"),
        tr.gettext("Solved"),
        tr.gettext("Success"),
        tr.gettext("Rating"),
    )
    kinds = ("", " class='ct-num'", " class='ct-num ct-rate'", " class='ct-num'")
    head = "".join(
        f"<th scope='col'{kind}>{escape(text)}</th>"
        for kind, text in zip(kinds, heads, strict=True)
    )
    caption = escape(tr.gettext("Your themes, the weakest first"))
    best = escape(tr.gettext("Best streak: {best}").format(best=record.best_streak))
    return (
        f"<table class='ct-dashboard-table'><caption>{caption}</caption>"
        f"<thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
        f"<p class='ct-small'>{best}</p>"
    )

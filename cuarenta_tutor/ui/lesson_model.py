"""What the Lesson tab shows, worked out from the lesson session: texts, HTML and card rows.

Pure functions of the :class:`~cuarenta_tutor.tutor.lesson.LessonSession` and the learner's
language; no widgets. :class:`~cuarenta_tutor.ui.lesson.LessonView` writes what they return
into its widgets.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from ..engine.cards import parse_card
from ..engine.explain import Code as FactCode
from ..engine.plays import play_cards
from ..i18n import Translator
from ..i18n.cards import SUIT_SYMBOLS, display_card
from ..i18n.glossary import glossary
from ..lessons.model import Lesson, LessonKind
from ..render.markdown import to_html
from ..sentences.feedback import answer_html, position_score_line
from ..tutor.feedback import Feedback, Verdict
from ..tutor.lesson import LessonSession
from ..tutor.progress import MAX_STARS, earned_stars
from .board_model import Row, table_row
from .markup import plain_text, stars_text
from .move_label import move_label

EXAMPLE_PLAY = "7s x 3c 4h Jd"
"""A play that shows a sum, a run and a face card's letter (shown in the learner's letters)."""


@dataclass(frozen=True)
class MainButton:
    """The main button: Check (or Play), Next once done, Try again once an endgame is lost."""

    description: str
    style: str
    disabled: bool
    css: str
    """``ct-check`` while it answers, ``ct-next`` once it moves on."""


@dataclass(frozen=True)
class HintButton:
    """The hint button: its label (in words when a hint costs a star), tooltip and state."""

    description: str
    tooltip: str
    shown: bool
    disabled: bool


@dataclass(frozen=True)
class LessonBoard:
    """The lesson's cards: table, hand, the pile line and the opponent's open hand."""

    table: Row
    hand: Row
    pile: str
    """The pile line's HTML (shown in lessons where the learner plays)."""
    moment: str
    """A caída's or a limpia's badge, as it happens."""
    others: Row | None
    """The opponent's known cards in a two-player endgame; None when hidden."""


def typing_help(tr: Translator) -> str:
    """Explain how to type a card in the learner's language (their letters, suit signs)."""
    words = glossary(tr.lang)
    ranks = ", ".join(
        f"{words.letters.get(letter, letter)} = {words.ranks[letter]}" for letter in "AJQK"
    )
    suits = ", ".join(
        f"{sign} ({letter}) = {words.suits[letter]}" for letter, sign in SUIT_SYMBOLS.items()
    )
    return tr.gettext(
        "Type each card as its rank and suit: {ranks}; {suits}. Put x before the cards it takes."
    ).format(ranks=ranks, suits=suits)


def typing_placeholder(tr: Translator) -> str:
    """Return the typing box's placeholder: an example play in the learner's letters."""
    example = " ".join(
        display_card(parse_card(code), tr.lang) if code != "x" else code
        for code in EXAMPLE_PLAY.split()
    )
    return tr.gettext("or type a play, e.g. {example}").format(example=example)


def title_html(lesson: Lesson, tr: Translator) -> str:
    """Return the lesson's title, marked when it is not yet translated."""
    text, translated = lesson.text(tr.lang)
    mark = (
        ""
        if translated
        else (
            " <span class='ct-untranslated'>("
            + escape(tr.gettext("not yet translated"))
            + ")</span>"
        )
    )
    return f"<div class='ct-title' role='heading' aria-level='2'>{escape(text.title)}{mark}</div>"


def score_html(session: LessonSession, tr: Translator) -> str:
    """Return the score line, or nothing in a lesson where the score plays no part."""
    lesson, position = session.lesson, session.position
    assert lesson is not None
    assert position is not None
    kind = lesson.kind
    if not (kind.plays_cards or kind is LessonKind.DECLARE or any(position.scores)):
        return ""
    line = position_score_line(position, session.ruleset, tr)
    return "<div class='ct-score'>" + escape(line) + "</div>"


def hints_html(hints: list[str]) -> str:
    """Return the hints shown so far (each already HTML)."""
    return "".join(f"<div class='ct-hint ct-hint-bulb'>{hint}</div>" for hint in hints)


def shown_hints(session: LessonSession) -> list[str]:
    """Return the hints the learner has asked for, as HTML."""
    lesson = session.lesson
    if lesson is None:
        return []
    hints = lesson.text(session.lang)[0].hints
    return [to_html(hint, session.lang) for hint in hints[: session.hints_shown]]


def ready(session: LessonSession, *, ours: str, theirs: str, option: str | None) -> bool:
    """Tell whether the learner has given an answer to check (cards, numbers, an option)."""
    kind = session.lesson.kind if session.lesson is not None else None
    if kind is None:
        return False
    if kind.plays_cards:
        return session.chosen
    if kind is LessonKind.COUNT:
        return bool(ours.strip() and theirs.strip())
    return option is not None


def main_button(session: LessonSession, *, ready: bool, tr: Translator) -> MainButton:
    """Return the main action: Check, Next once done, Try again once an endgame is lost.

    Check stays enabled before the learner has chosen an answer, so Tab reaches it: pressed
    then, it says what to choose (walk P3 old N4). ``ready`` marks it as not yet answering.
    """
    done = session.done
    ended = session.ended and not done
    if done:
        following = session.next_lesson()
        label = (
            tr.pgettext("button", "Next")
            if following
            else tr.pgettext("button", "Back to the course")
        )
        return MainButton(label, "primary", False, "ct-next")
    if ended:
        return MainButton(tr.pgettext("button", "Try again"), "primary", False, "ct-next")
    label = (
        tr.pgettext("button", "Play")
        if session.lesson is not None and session.lesson.kind is LessonKind.ENDGAME
        else tr.pgettext("button", "Check")
    )
    if session.lesson is not None and session.lesson.kind.plays_cards and session.chosen:
        label = move_label(session.selection, tr, idle=label)  # a hand card alone: Drop
    return MainButton(label, "success" if ready else "", False, "ct-check")


def hint_button(session: LessonSession, hints: int, tr: Translator) -> HintButton:
    """Offer the next hint, saying so in its name when it would cost a star.

    In words, never "−★": a screen reader says the button's name as "minus black star".
    """
    now = earned_stars(misses=session.misses, hints=session.hints_shown, revealed=False)
    after = earned_stars(misses=session.misses, hints=session.hints_shown + 1, revealed=False)
    costs = after < now and not session.earned
    return HintButton(
        description=(
            tr.pgettext("button", "Hint (costs a star)") if costs else tr.pgettext("button", "Hint")
        ),
        tooltip=(
            tr.gettext("A hint costs a star.")
            if costs
            else tr.gettext("This hint costs no more stars.")
        ),
        shown=hints > 0,
        disabled=session.done or session.hints_shown >= hints,
    )


def retry_shown(session: LessonSession) -> bool:
    """Whether "Try again" is offered: a play or an endgame begun and not yet lost.

    Not beside *Take back* (a losing endgame move): one way back, not two that sound alike.
    """
    started = session.feedback is not None or bool(session.run and session.run.moves)
    plays = session.lesson is not None and session.lesson.kind.plays_cards
    lost = session.ended and not session.done
    return plays and started and not lost and not session.can_take_back


def stars_words(stars: int, tr: Translator) -> str:
    """Say stars in words, out of the most a lesson gives ("2 stars of 3"), never as signs."""
    return tr.ngettext("{n} star of {total}", "{n} stars of {total}", stars).format(
        n=stars, total=MAX_STARS
    )


def stakes_html(session: LessonSession, tr: Translator) -> str:
    """Say the stars still possible (or earned), as stars with a spoken label."""
    possible = session.earned or earned_stars(
        misses=session.misses, hints=session.hints_shown, revealed=session.shown
    )
    words = escape(stars_words(possible, tr))
    kept = session.done or session.earned  # stars once earned stay, whatever comes next
    label = escape(tr.gettext("Earned:") if kept else tr.gettext("Still possible:"))
    return (
        f"<span class='ct-stakes-text' role='img' aria-label='{label} {words}'>"
        f"{label} <span class='ct-stars'>{stars_text(possible)}</span></span>"
    )


def finish_html(session: LessonSession, tr: Translator) -> str:
    """Show the finishing moment: the lesson's stars, and a course just finished."""
    if not session.earned or not session.done:
        return ""
    words = stars_words(session.earned, tr)
    if session.shown and not session.solved:
        line = tr.gettext("Solution seen. Solve it on your own another time to earn more stars.")
    else:
        line = tr.gettext("Lesson solved!")
    html = (
        f"<div class='ct-finish ct-stars-{session.earned}'>"
        # the name ends its own sentence: a screen reader reads "3 stars of 3. Lesson solved!"
        f"<span class='ct-stars' role='img' aria-label='{escape(words)}.'>"
        f"{stars_text(session.earned)}</span> {escape(line)}</div>"
    )
    course = session.course_finished
    if course is not None:
        done = tr.gettext("You finished the course “{course}”!").format(
            course=course.title(session.lang)
        )
        html += (
            "<div class='ct-finish ct-course-finish'><span class='ct-trophy' aria-hidden='true'>"
            f"</span>{escape(done)}</div>"
        )
    return html


def moment_html(feedback: Feedback, tr: Translator) -> str:
    """Mark a caída or a limpia as it happens (a short badge on the table)."""
    terms = glossary(tr.lang).terms
    names = [
        terms[term]
        for term, code in (("caida", FactCode.CAIDA), ("limpia", FactCode.LIMPIA))
        if any(fact.code is code for fact in feedback.facts)
    ]
    shout = tr.gettext("{event}!")  # Spanish: ¡Caída!
    return "".join(
        f"<span class='ct-event'>{escape(shout.format(event=name[:1].upper() + name[1:]))}</span>"
        for name in names
    )


def option_labels(session: LessonSession, tr: Translator) -> list[tuple[str, str]]:
    """Return the answer options of a question lesson: (label, key) pairs."""
    players = session.lesson.players if session.lesson is not None else 2
    keys = session.answer_options()
    return [(plain_text(answer_html(key, tr, players)), key) for key in keys]


def count_labels(lesson: Lesson | None, tr: Translator) -> tuple[str, str]:
    """Name the two count boxes: "you" and the opponent, or "us" and "them" in pairs."""
    if lesson is None or lesson.players == 2:
        return tr.gettext("Points for you:"), tr.gettext("Points for your opponent:")
    return tr.gettext("Points for us:"), tr.gettext("Points for them:")


def lesson_board(session: LessonSession, tr: Translator) -> LessonBoard:
    """Work out the card rows: chosen cards, the solution's, the cards a right play takes."""
    position, lesson = session.position, session.lesson
    assert position is not None
    chosen, feedback = session.selection, session.feedback
    solution_shown = feedback is not None and feedback.verdict is Verdict.SOLUTION
    best = play_cards(feedback.answers[0]) if solution_shown and feedback else set()
    kind = lesson.kind if lesson is not None else None
    right = feedback is not None and feedback.verdict is Verdict.CORRECT
    # an endgame's position is already the one after the move: its piles hold the cards; a
    # drop (its one card) takes nothing to the pile
    played = play_cards(feedback.given) if right and feedback else set()
    taken = played if len(played) > 1 and kind is not LessonKind.ENDGAME else set()
    fixed = session.fixed_card
    ended = session.ended
    plays = kind is not None and kind.plays_cards and not ended
    table = table_row(position, chosen.table, best=best, taken=taken, disabled=not plays)
    hand = Row(
        tuple(position.hand),
        selected=(chosen.hand,) if fixed is None or session.touched else (),
        best=best,
        taken=taken,
        disabled=not plays,
        # a capture lesson plays its own card: the others stay put, and it is picked alone
        # only to be dropped (with table cards chosen it goes with them)
        enabled=None if fixed is None else (() if chosen.table else (fixed,)),
    )
    in_pile = len(position.piles[0]) + len(taken)
    pile = tr.ngettext("Your pile: {n} card", "Your pile: {n} cards", in_pile)
    happened = feedback is not None and (
        feedback.verdict in (Verdict.CORRECT, Verdict.INFO) or ended
    )
    others = Row(tuple(position.hands[1]), disabled=True) if session.opponent_hand_open else None
    return LessonBoard(
        table=table,
        hand=hand,
        pile=f"<span class='ct-pile'>{escape(pile.format(n=in_pile))}</span>",
        moment=moment_html(feedback, tr) if happened and feedback else "",
        others=others,
    )

"""Feedback sentences: turn the session's verdicts into HTML in the learner's language."""

from __future__ import annotations

from html import escape

from babel.numbers import format_decimal

from ..engine.cards import NotationError, parse_rank
from ..engine.explain import Code as FactCode
from ..engine.plays import parse_play_text
from ..engine.position import Position
from ..i18n.cards import display_rank
from ..i18n.catalogs import Translator
from ..render.markdown import chip
from ..tutor.feedback import Code, Feedback, Reason
from ..tutor.progress import MAX_SIZE, ProgressError, ProgressProblem
from .explain import render_facts
from .ruleset_text import menu_label


def play_html(key: str, lang: str) -> str:
    """Show a play in notation (``7s x 3c 4h``) as card chips: ``7♠ → 3♣ 4♥``."""
    try:
        card, captured = parse_play_text(key)
    except NotationError:
        return escape(key)
    taken = " ".join(chip(c, lang) for c in captured)
    return chip(card, lang) + (f" → {taken}" if taken else "")


def score_line(ours: int, theirs: int, players: int, rules: str, tr: Translator) -> str:
    """Return the score line over a position: *you* and *your opponent* with one opponent."""
    if players == 2:
        line = tr.gettext("Score: you {ours}, your opponent {theirs} · rules: {rules}")
    else:
        line = tr.gettext("Score: us {ours}, them {theirs} · rules: {rules}")
    return line.format(ours=ours, theirs=theirs, rules=rules)


def position_score_line(position: Position, rules: str, tr: Translator) -> str:
    """Return the score line of ``position`` as the player to move sees it: their side first.

    Every view of a position says its score through here (the lesson, Practice, the
    worksheet and the teacher's live board), so a puzzle where seat 1 is to move reads the
    same on the pupil's phone and on the projector.
    """
    side = position.side
    return score_line(position.scores[side], position.scores[1 - side], position.players, rules, tr)


def answer_html(key: str, tr: Translator, players: int = 2) -> str:
    """Show one answer key (a play, a count, a declaration or an option) to the learner.

    A count (``6-0``) names *you* and *your opponent* in a two-player lesson, the two sides
    (*us*, *them*) with partners.
    """
    if key == "ronda":  # the list's words; the Practice button has its own
        return escape(tr.pgettext("play in a list", "declare the ronda"))
    if key == "no-ronda":
        return escape(tr.gettext("play without declaring"))
    if key in ("yes", "no"):
        return escape(tr.gettext("yes") if key == "yes" else tr.gettext("no"))
    if "-" in key and key.replace("-", "").isdigit():
        ours, theirs = key.split("-")
        if players == 2:
            count = tr.gettext("{ours} for you, {theirs} for your opponent")
        else:
            count = tr.gettext("{ours} for us, {theirs} for them")
        return escape(count.format(ours=ours, theirs=theirs))
    if len(key) == 1 and key.upper() in "AJQK234567":
        return escape(display_rank(parse_rank(key), tr.lang))
    if " " in key:
        return play_html(key, tr.lang)
    if len(key) == 2 and not key.isdigit():  # a drop says so, as in every list of plays
        return escape(tr.pgettext("play in a list", "drop {card}")).format(
            card=play_html(key, tr.lang)
        )
    return escape(key)


def refusal_text(feedback: Feedback, tr: Translator) -> str:
    """Say, in plain text, why a selection was not played (the Play screen's short notice).

    The reasons are the engine's facts; a selection refused without one is told to choose
    again.
    """
    if feedback.code is Code.CHOOSE_CARD:
        return tr.gettext("Choose a card from your hand first.")
    if feedback.facts:
        return render_facts(feedback.facts, tr, feedback.players)
    return tr.gettext("These cards cannot be taken together: choose again.")


def feedback_html(feedback: Feedback, tr: Translator) -> str:
    """Return the feedback as a short HTML block (our own markup only; no learner text)."""
    lang = tr.lang
    answers = ", ".join(answer_html(key, tr, feedback.players) for key in feedback.answers)
    lines: list[str] = []
    code = feedback.code
    if code is Code.CORRECT_PLAY:
        lines.append(escape(tr.gettext("Right!")))
        lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
        if feedback.answers:
            good = tr.ngettext(
                "Just as good: {answers}.", "Just as good: {answers}.", len(feedback.answers)
            )
            lines.append(escape(good).format(answers=answers))
    elif code is Code.CORRECT_ANSWER:
        lines.append(escape(tr.gettext("Right!")))
    elif code is Code.ILLEGAL_PLAY:
        lines.append(escape(tr.gettext("That is not a legal play.")))
        lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
    elif code is Code.WORSE_PLAY:
        lines.append(escape(tr.gettext("That play is legal, but there is a better one.")))
        lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
        lines.append(_shortfall(feedback, tr))
        lines.append(_best_deeds(feedback, tr))
    elif code is Code.WRONG_ANSWER:
        lines.append(escape(tr.gettext("Not quite. Try again, or ask for a hint.")))
        lines.append(_reason(feedback, tr))
        lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
    elif code is Code.CHOOSE_CARD and feedback.detail == "table":  # the lesson's card is set
        line = tr.gettext("First choose the table cards to take, or your card alone to drop it.")
        lines.append(escape(line))
    elif code is Code.CHOOSE_CARD:
        lines.append(escape(tr.gettext("First choose the card you want to play.")))
    elif code is Code.CHOOSE_ANSWER:
        lines.append(escape(tr.gettext("First choose an answer.")))
    elif code is Code.UNREADABLE_PLAY:
        lines.append(
            escape(
                tr.gettext(
                    "That play could not be read. Write the card, then x and the cards it takes, "
                    "for example 7s x 3c 4h."
                )
            )
        )
    elif code is Code.UNREADABLE_COUNT:
        lines.append(
            escape(tr.gettext("Type a whole number from 0 to {most} in each box.")).format(
                most=escape(feedback.detail)
            )
        )
    elif code is Code.SOLUTION:
        lines.append(
            escape(
                tr.ngettext(
                    "The solution: {answers}.", "The solutions: {answers}.", len(feedback.answers)
                )
            ).format(answers=answers)
        )
        lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
    elif code is Code.RULES_CHANGED:
        lines.append(
            # Translators: {rules} is a label of the rules menu: quote it as a label.
            escape(
                tr.gettext("With ‘{rules}’ in the rules menu the answer to this puzzle changes.")
            ).format(rules=escape(menu_label(feedback.detail)))
        )
    elif code is Code.RULES_SAME:
        lines.append(
            escape(
                tr.gettext(
                    "With ‘{rules}’ in the rules menu the answer to this puzzle stays the same."
                )
            ).format(rules=escape(menu_label(feedback.detail)))
        )
    elif code is Code.ENGINE_PLAYED:
        lines.extend(_moves_lines(feedback, tr))
    elif code is Code.ENDGAME_LOSING_MOVE:
        # "not the best, try again" first, as a puzzle site says it; the better move is kept
        # for Show solution (naming it here gave the answer away and still earned two stars)
        lead = escape(tr.gettext("Not the best move: with it the target slips away."))
        lines.append(f"<strong>{lead}</strong>")
        lines.extend(_moves_lines(feedback, tr))
        lines.append(escape(tr.gettext("Take the move back, or play on to see how it ends.")))
    elif code is Code.ENDGAME_WON:
        lines.extend(_moves_lines(feedback, tr))
        lines.append(
            escape(
                {
                    "win-chica": tr.gettext("You reached the target and won the chica!"),
                    "save-chica": tr.gettext("Well defended: your opponent did not win the chica.")
                    if feedback.players == 2
                    else tr.gettext("Well defended: the other side did not win the chica."),
                }.get(
                    feedback.detail,
                    tr.gettext(
                        "You played the endgame perfectly: the best result this position allows."
                    ),
                )
            )
        )
    elif code is Code.ENDGAME_LOST:
        lines.extend(_moves_lines(feedback, tr))
        lines.append(escape(tr.gettext("The target was not reached this time.")))
        if feedback.given and feedback.answers:
            lines.append(
                escape(
                    tr.gettext(
                        "The critical move was {move}: {better} would have kept the target "
                        "in reach."
                    )
                ).format(
                    move=play_html(feedback.given, lang),
                    better=play_html(feedback.answers[0], lang),
                )
            )
        lines.append(escape(tr.gettext("Press Try again to play it out once more.")))
    text = " ".join(line for line in lines if line)
    return f'<div class="ct-feedback ct-fb-{feedback.verdict.value}" lang="{lang}">{text}</div>'


def _shortfall(feedback: Feedback, tr: Translator) -> str:
    """Say by how much the best play beats a worse one: now, or to the end of the deck."""
    if feedback.detail == "deal-chica":  # a practice puzzle proved to the end of the deck
        text = tr.gettext(
            "Played out to the end of the deck, with the best play on both sides, the best "
            "play does better for you in the race for the chica."
        )
    elif feedback.detail == "deal" and feedback.more_points > 0 and feedback.players != 2:
        # Translators: {n} compares margins: your side's points minus the other side's after
        # the best play, against the same after the learner's play.
        text = tr.ngettext(
            "Played out to the end of the deck, with the best play on both sides, the best "
            "play leaves your side {n} point better off against the other side than yours does.",
            "Played out to the end of the deck, with the best play on both sides, the best "
            "play leaves your side {n} points better off against the other side than yours does.",
            feedback.more_points,
        ).format(n=feedback.more_points)
    elif feedback.detail == "deal" and feedback.more_points > 0:
        # Translators: {n} compares margins: the learner's points minus the opponent's after
        # the best play, against the same after the learner's play.
        text = tr.ngettext(
            "Played out to the end of the deck, with the best play on both sides, the best "
            "play leaves you {n} point better off against your opponent than yours does.",
            "Played out to the end of the deck, with the best play on both sides, the best "
            "play leaves you {n} points better off against your opponent than yours does.",
            feedback.more_points,
        ).format(n=feedback.more_points)
    elif feedback.detail == "deal":
        text = tr.gettext(
            "Played out to the end of the deck, with the best play on both sides, "
            "the best play does better."
        )
    elif feedback.more_points > 0:
        text = tr.ngettext(
            "The best play scores {n} point more.",
            "The best play scores {n} points more.",
            feedback.more_points,
        ).format(n=feedback.more_points)
    elif feedback.more_cards > 0:
        text = tr.ngettext(
            "The best play takes {n} card more.",
            "The best play takes {n} cards more.",
            feedback.more_cards,
        ).format(n=feedback.more_cards)
    elif feedback.players == 2:
        text = tr.gettext("The best play leaves your opponent less to work with.")
    else:
        text = tr.gettext("The best play leaves the next player less to work with.")
    return escape(text)


def _best_deeds(feedback: Feedback, tr: Translator) -> str:
    """Say what the best play does that the learner's did not (a caída, a limpia), if anything.

    ``best_facts`` already holds only those deeds (:func:`~.engine.explain.shared_deeds`).
    """
    best = {fact.code for fact in feedback.best_facts}
    caida = bool(best & {FactCode.CAIDA, FactCode.CAIDA_EN_RONDA})
    limpia = FactCode.LIMPIA in best
    if caida and limpia:
        return escape(tr.gettext("The best play makes a caída and a limpia."))
    if caida:
        return escape(tr.gettext("The best play makes a caída."))
    if limpia:
        return escape(tr.gettext("The best play makes a limpia."))
    return ""


def _reason(feedback: Feedback, tr: Translator) -> str:
    """Say why a quiz answer is wrong, without giving the answer away."""
    reason, given = feedback.reason, escape(feedback.given)
    if reason is Reason.MORE:
        return escape(tr.gettext("The answer is more than {given}.")).format(given=given)
    if reason is Reason.FEWER:
        return escape(tr.gettext("The answer is less than {given}.")).format(given=given)
    if reason is Reason.NUDGE:  # the lesson's own words: the rule that decides it
        nudges = feedback.nudges
        return escape(nudges.get(tr.lang) or nudges.get("en", ""))
    if reason is Reason.RULE:  # a direction would leave one option: it would tell the answer
        return escape(
            # Translators: after a wrong option, when saying 'more' or 'less' would leave only
            # one option (the answer); the line before already says "Not quite".
            tr.gettext(
                "Before you choose again, think about which rule of the game decides this question."
            )
        )
    two = feedback.players == 2
    if reason is Reason.OUR_SIDE and two:
        return escape(tr.gettext("Your opponent's points are right; count yours again."))
    if reason is Reason.OUR_SIDE:
        return escape(tr.gettext("The points for them are right; count yours again."))
    if reason is Reason.THEIR_SIDE and two:
        return escape(tr.gettext("Your points are right; count your opponent's again."))
    if reason is Reason.THEIR_SIDE:
        return escape(tr.gettext("Your points are right; count theirs again."))
    if reason is Reason.BOTH_SIDES:
        return escape(tr.gettext("Count both sides again: neither number is right yet."))
    return ""


def _moves_lines(feedback: Feedback, tr: Translator) -> list[str]:
    """Say the learner's move and the engine's answers (the endgame trainer)."""
    if not feedback.played:
        return []
    played = play_html(feedback.played, tr.lang)
    lines = [escape(tr.gettext("You played {move}.")).format(move=played)]
    lines.append(escape(render_facts(feedback.facts, tr, feedback.players)))
    if feedback.replies:
        answered = ", ".join(play_html(key, tr.lang) for key in feedback.replies)
        lines.append(escape(tr.gettext("The engine answered {moves}.")).format(moves=answered))
    return lines


def progress_problem(error: ProgressError | OSError, tr: Translator) -> str:
    """Say in ``tr``'s language why a progress file or stored progress cannot be read."""
    if not isinstance(error, ProgressError):
        return tr.gettext("the file cannot be read")
    if error.problem is ProgressProblem.TOO_LARGE:
        return tr.gettext("it is larger than {size} MB").format(size=progress_limit(tr.lang))
    if error.problem is ProgressProblem.NOT_JSON:
        return tr.gettext("the file is not JSON (line {line})").format(line=error.detail)
    if error.problem is ProgressProblem.FOREIGN:
        return tr.gettext("it is not a Cuarenta Tutor progress file")
    if error.problem is ProgressProblem.VERSION:
        return tr.gettext("it has version {version}, which this tutor cannot read").format(
            version=error.detail
        )
    return tr.gettext("the progress data is damaged")


def progress_limit(lang: str) -> str:
    """Return the largest progress file read, in megabytes, written as ``lang`` writes numbers.

    >>> progress_limit("en")
    '1'
    """
    return format_decimal(MAX_SIZE / 1_000_000, locale=lang)

"""What Play says of a kept mesa: the offer to resume it, the wait, a copy set aside.

Pure functions of the kept mesa and the learner's language (no widgets), beside the view
:mod:`~cuarenta_tutor.ui.play_kept`.
"""

from __future__ import annotations

from html import escape

from ..engine.position import Position
from ..i18n import Translator
from ..tutor.play_kept import KeptMesa
from .play_model import strength_options


def offer_html(kept: KeptMesa, position: Position, tr: Translator) -> str:
    """Offer to resume ``kept`` (at ``position``): its settings, its deck, score and chicas."""
    title = tr.gettext("You have an unfinished mesa.")
    where = escape(" · ".join(offer_parts(kept, position, tr)))
    choice = tr.gettext(
        "Resume it, or choose the settings below and start a new mesa (the unfinished one "
        "is then given up)."
    )
    return (
        f"<div class='ct-play-kept-text'><strong>{escape(title)}</strong> "
        f"<span class='ct-play-kept-where'>{where}</span>{escape(choice)}</div>"
    )


def offer_parts(kept: KeptMesa, position: Position, tr: Translator) -> list[str]:
    """Say what a resume shows: the settings, the deck (or its end), the score, the chicas.

    Kept on a deck's end, the mesa resumes there: "end of deck 1" with that deck's final
    score, not the next deck dealt (walk P2b-N4); the chicas once one has been won. One
    opponent: you and the engine; partners: your side and the other side (as play_results).
    """
    engine = dict((value, label) for label, value in strength_options(tr))[kept.strength.value]
    parts = [
        tr.gettext("Players: {n} · engine: {engine} · rules: {rules}").format(
            n=position.players, engine=engine, rules=kept.record.rules
        )
    ]
    ended = kept.ended
    if ended is not None:
        parts.append(tr.gettext("end of deck {deck}").format(deck=ended.deck_no + 1))
    else:
        parts.append(tr.gettext("deck {deck}").format(deck=position.deck_no + 1))
    two = position.players == 2
    score = ended.scores if ended is not None else position.scores
    said = (
        tr.gettext("score: {ours} for you, {theirs} for the engine")
        if two
        else tr.gettext("score: {ours} for your side, {theirs} for the other side")
    )
    parts.append(said.format(ours=score[0], theirs=score[1]))
    if any(position.chicas):
        said = (
            tr.gettext("chicas: {ours} for you, {theirs} for the engine")
            if two
            else tr.gettext("chicas: {ours} for your side, {theirs} for the other side")
        )
        parts.append(said.format(ours=position.chicas[0], theirs=position.chicas[1]))
    return parts


def resuming_html(tr: Translator) -> str:
    """Say that the mesa is being played again up to where it stood (the coach judges anew)."""
    text = tr.gettext("Resuming the mesa: the coach is going over your moves again…")
    return f"<div class='ct-play-kept-text' role='status'>{escape(text)}</div>"


def set_aside_html(key: str, tr: Translator) -> str:
    """Say that a kept mesa could not be read and where in the browser it was kept."""
    text = tr.gettext(
        "Your unfinished mesa could not be read. It has been kept in this browser's storage "
        "as “{key}”; your other progress is not affected."
    ).format(key=key)
    return f"<div class='ct-hint' role='status'>{escape(text)}</div>"

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
    """Offer to resume ``kept`` (at ``position``): its settings, its deck and its score."""
    engine = dict((value, label) for label, value in strength_options(tr))[kept.strength.value]
    ours, theirs = position.scores
    title = tr.gettext("You have an unfinished mesa.")
    # one opponent: you and the engine; partners: your side and the other side (play_results)
    where = (
        tr.gettext(
            "Players: {n} · engine: {engine} · rules: {rules} · deck {deck} · "
            "score: {ours} for you, {theirs} for the engine"
        )
        if position.players == 2
        else tr.gettext(
            "Players: {n} · engine: {engine} · rules: {rules} · deck {deck} · "
            "score: {ours} for your side, {theirs} for the other side"
        )
    ).format(
        n=position.players,
        engine=engine,
        rules=kept.record.rules,
        deck=position.deck_no + 1,
        ours=ours,
        theirs=theirs,
    )
    choice = tr.gettext(
        "Resume it, or choose the settings below and start a new mesa (the unfinished one "
        "is then given up)."
    )
    return (
        f"<div class='ct-play-kept-text'><strong>{escape(title)}</strong> "
        f"<span class='ct-play-kept-where'>{escape(where)}</span>{escape(choice)}</div>"
    )


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

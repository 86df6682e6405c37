"""What the engine's seats did, and their names: "The engine played K♣", "Opponent 2"."""

from __future__ import annotations

from ..engine.game import Action, Claim, Declare
from ..engine.plays import Play
from ..engine.scoring import Event, EventKind
from ..i18n.catalogs import Translator
from .coach import Sentence, action_display


def move_text(
    seat: int, players: int, action: Action, tr: Translator, events: tuple[Event, ...] = ()
) -> str:
    """Say what an engine seat did, as a whole sentence for each kind of action.

    A play fills the ``{play}`` slot; declaring a ronda (a doble ronda when the ``events``
    say so), claiming the run cards and calling a misdeal each have their own sentences,
    so no verb phrase lands where a play belongs.
    """
    who = "engine" if players == 2 else "partner" if seat == 2 else "opponent"
    if isinstance(action, Play):
        text = _PLAYED[who](tr).replace("{play}", action_display(action, tr))
    elif isinstance(action, Declare) and any(e.kind is EventKind.DOBLE_RONDA for e in events):
        text = _DECLARED_DOBLE[who](tr)
    elif isinstance(action, Declare):
        text = _DECLARED[who](tr)
    elif isinstance(action, Claim):
        text = _CLAIMED[who](tr)
    else:
        text = _MISDEALT[who](tr)
    return text.replace("{seat}", str(opponent_number(seat)))


_PLAYED: dict[str, Sentence] = {
    "engine": lambda tr: tr.gettext("The engine played {play}"),
    "partner": lambda tr: tr.gettext("Your partner played {play}"),
    "opponent": lambda tr: tr.gettext("Opponent {seat} played {play}"),
}
_DECLARED: dict[str, Sentence] = {
    "engine": lambda tr: tr.gettext("The engine declared a ronda"),
    "partner": lambda tr: tr.gettext("Your partner declared a ronda"),
    "opponent": lambda tr: tr.gettext("Opponent {seat} declared a ronda"),
}
_DECLARED_DOBLE: dict[str, Sentence] = {
    "engine": lambda tr: tr.gettext("The engine declared a doble ronda"),
    "partner": lambda tr: tr.gettext("Your partner declared a doble ronda"),
    "opponent": lambda tr: tr.gettext("Opponent {seat} declared a doble ronda"),
}
_CLAIMED: dict[str, Sentence] = {
    # Translators: pagat.com's rules: the run cards the previous player failed to take.
    "engine": lambda tr: tr.gettext("The engine claimed the run cards left behind"),
    "partner": lambda tr: tr.gettext("Your partner claimed the run cards left behind"),
    "opponent": lambda tr: tr.gettext("Opponent {seat} claimed the run cards left behind"),
}
_MISDEALT: dict[str, Sentence] = {
    "engine": lambda tr: tr.gettext("The engine called a misdeal"),
    "partner": lambda tr: tr.gettext("Your partner called a misdeal"),
    "opponent": lambda tr: tr.gettext("Opponent {seat} called a misdeal"),
}


def seat_name(seat: int, players: int, tr: Translator) -> str:
    """Name an engine seat: the engine (two players), your partner or an opponent."""
    if players == 2:
        return tr.gettext("Engine")
    if seat == 2:
        return tr.gettext("Your partner")
    return tr.gettext("Opponent {seat}").format(seat=opponent_number(seat))


def opponent_number(seat: int) -> int:
    """Return the number of a four-player opponent, in the order of play: 1 after you, 2 before.

    >>> [opponent_number(seat) for seat in (1, 3)]
    [1, 2]
    """
    return 1 if seat == 1 else 2

"""The coach's numbers in words: a loss in points, percentages, the chances of the chica.

Every number is the engine's (:class:`~cuarenta_tutor.engine.search.split.Odds`); these
functions only say it, as an estimate ("about 35 %") or, when it is certain, plainly. With one
opponent the odds are *yours*, with partners *your side's*, each in a whole sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from babel.numbers import format_decimal, format_percent

from ..engine.search.coach import Band, Verdict, band_of, shown_loss
from ..engine.search.state import CHICA_VALUE
from ..i18n.catalogs import Translator

Sentence = Callable[[Translator], str]

CERTAIN = 1 - 1e-9
"""A chance from this on is a certainty, said as a fact."""


def percent(share: float, tr: Translator) -> str:
    """Write a share as a percentage the language's way (``35 %`` in German and Finnish)."""
    return format_percent(share, locale=tr.lang)


def chance_percent(share: float, tr: Translator) -> str:
    """Write a computed chance to a tenth of a percent, the language's way (``16,7 %``)."""
    return format_percent(round(share, 3), locale=tr.lang, decimal_quantization=False)


def worse(band: Band, than: Band) -> bool:
    """Whether ``band`` is a worse band than ``than`` (a blunder is worse than a mistake)."""
    order = list(Band)
    return order.index(band) > order.index(than)


def loss_text(verdict: Verdict, tr: Translator) -> str:
    """Say what the action cost in points (the chica's chances are said apart).

    Only an exact verdict (every card known) can cost the chica outright; otherwise the
    loss said is the points part of the value (:class:`~.split.Odds`), which a deck can
    really bring, never a share of the chica's weight. Worse odds for the chica are added
    whenever :func:`chica_worse` says so: yours with one opponent, your side's with partners.
    """
    if costs_the_chica(verdict):
        return tr.gettext("it costs the chica")
    points = shown_points(verdict)
    chica, two = chica_worse(verdict, points), verdict.players == 2
    mesa = not chica and mesa_worse(verdict, points)
    if points <= 0:
        if chica and two:
            return tr.gettext("no points lost, but worse odds for the chica")
        if chica:
            return tr.gettext("no points lost, but worse odds for your side in the chica race")
        if mesa:
            # Translators: in the first chica, where a chica lost with
            # fewer than 10 points is a zapatería and ends the whole mesa:
            # the play made that likelier.
            return tr.gettext("no points lost, but worse odds for the mesa")
        return tr.gettext("no points lost")
    # A fraction takes the plural form in every language of the tutor ("1,5 pistettä").
    count = int(points) if points == int(points) else 2
    if chica and two:
        said = tr.ngettext(
            "about {points} point lost, and worse odds for the chica",
            "about {points} points lost, and worse odds for the chica",
            count,
        )
    elif chica:
        said = tr.ngettext(
            "about {points} point lost, and worse odds for your side in the chica race",
            "about {points} points lost, and worse odds for your side in the chica race",
            count,
        )
    elif mesa:
        # Translators: as "no points lost, but worse odds for the
        # mesa": the play made a zapatería likelier (in the first chica
        # it ends the whole mesa).
        said = tr.ngettext(
            "about {points} point lost, and worse odds for the mesa",
            "about {points} points lost, and worse odds for the mesa",
            count,
        )
    else:
        said = tr.ngettext("about {points} point lost", "about {points} points lost", count)
    return said.format(points=format_decimal(points, locale=tr.lang))


def costs_the_chica(verdict: Verdict) -> bool:
    """Whether the line says the action cost the chica outright (an exact verdict).

    Only when the chances are this deck's: counting the later decks, a chica not won now
    may still be won later, so the line says the chances instead.
    """
    return verdict.exact and not verdict.later_decks and verdict.loss >= CHICA_VALUE / 2


def shown_points(verdict: Verdict) -> float:
    """Return the points an action lost as its line says them ("about 1.8 points lost").

    With the chica's chances of this deck in the value, only its points part (said apart
    from them). Counting the later decks, the whole loss in points: divided by what a point
    is worth at the position's scores (:attr:`~.coach.Verdict.point`), as its band reads it.
    """
    if verdict.later_decks:
        return shown_loss(verdict.loss / verdict.point)
    odds = verdict.odds
    return shown_loss(odds.points_lost if odds.chica_share or odds.mesa_share else verdict.loss)


def stated_cost(verdict: Verdict) -> tuple[float, float]:
    """Return what an action cost as its line states it: chances of the chica, then points.

    The chances are percentage points your side lost, summed over the chances the line
    says (yours fell, the other side's rose; counting the later decks only yours is said),
    each as shown to a tenth of a percent, so a change the line does not state counts
    nothing; a chica lost outright is all 100. In the first chica the percentage points of
    the chance of the mesa by zapatería that the line says (:func:`mesa_text`) are added
    (walk17 M1). The
    points are those :func:`loss_text` says. The review ranks its key moments by this, in
    this order, as its heading says (a chica outweighs any points of one deck).
    """
    if verdict.as_good:
        return (0.0, 0.0)  # "about as good as …": no loss stated
    if costs_the_chica(verdict):
        return (100.0, 0.0)  # "it costs the chica"
    (win, lose), (played_win, played_lose) = verdict.odds.best, verdict.odds.played
    shown = [round(share, 3) for share in (win, played_win, lose, played_lose)]  # as said
    if verdict.later_decks:  # only your side's chance is said: the other's is the rest
        shown[2:] = [0.0, 0.0]
    chances = round(100 * ((shown[0] - shown[1]) + (shown[3] - shown[2])), 1)
    whose = verdict.odds.mesa_side  # the mesa's chance, where the line says it
    best_mesa, played_mesa = (round(share, 3) for share in mesa_chances(verdict))
    chances += round(100 * whose * (best_mesa - played_mesa), 1)
    return (round(chances, 1), max(0.0, shown_points(verdict)))


def chica_worse(verdict: Verdict, points: float) -> bool:
    """Whether the action's loss must say that the odds of the chica got worse.

    So whenever they worsen notably: when they, not the ``points`` lost, make the band, or
    when the chica's share of the loss alone is worth more than a *Good* play may lose (in
    points: divided by what a point is worth, :attr:`~.coach.Verdict.point`).
    """
    share = verdict.odds.chica_share / verdict.point  # in points, as the band reads the loss
    return share > 0 and (worse(verdict.band, band_of(points)) or worse(band_of(share), Band.GOOD))


def mesa_worse(verdict: Verdict, points: float) -> bool:
    """Whether the action's loss must say that the odds of the mesa got worse.

    As :func:`chica_worse`, for the zapatería balance of the first chica (:mod:`.mesa`): a
    chica lost with too few points ends the mesa there, and a play that makes that likelier
    is worse for the mesa even where the chica's own chances hardly move (walk17 M1).
    """
    share = verdict.odds.mesa_share / verdict.point
    return share > 0 and (worse(verdict.band, band_of(points)) or worse(band_of(share), Band.GOOD))


CHANCES: dict[tuple[bool, bool], Sentence] = {
    # Keys: the learner's side (else the other side's) chance, two players.
    # Translators: {best} and {played} are chances computed by the coach, each already said as
    # "about 35 %" or, when certain, "100 %" (the two messages with context "chance").
    (True, True): lambda tr: tr.gettext(
        "Your chance of winning the chica in this deck: {best} after the coach's "
        "choice, {played} after yours."
    ),
    (True, False): lambda tr: tr.gettext(
        "Your side's chance of winning the chica in this deck: {best} after the "
        "coach's choice, {played} after yours."
    ),
    (False, True): lambda tr: tr.gettext(
        "Your opponent's chance of winning the chica in this deck: {best} after the "
        "coach's choice, {played} after yours."
    ),
    (False, False): lambda tr: tr.gettext(
        "The other side's chance of winning the chica in this deck: {best} after the "
        "coach's choice, {played} after yours."
    ),
}

LATER_CHANCES: dict[bool, Sentence] = {
    # Keys: two players. The chances count the later decks too: the other side's is the rest.
    # Translators: {best} and {played} are chances computed by the coach, each already said as
    # "about 35 %" or, when certain, "100 %" (the two messages with context "chance"). The
    # chica is won in this deck or in one of the decks after it: the chance covers both.
    True: lambda tr: tr.gettext(
        "Your chance of winning the chica, in this deck or a later one: {best} after the "
        "coach's choice, {played} after yours."
    ),
    False: lambda tr: tr.gettext(
        "Your side's chance of winning the chica, in this deck or a later one: {best} "
        "after the coach's choice, {played} after yours."
    ),
}


def chance_said(share: float, tr: Translator) -> str:
    """Say a computed chance as an estimate ("about 35 %"), or plainly when it is certain.

    A chance of exactly 0 or 1 is certain (the chica is won, or cannot be, on every line
    the coach weighed): it is said without "about".
    """
    shown = chance_percent(share, tr)
    if share >= CERTAIN or share <= 1 - CERTAIN:
        # Translators: a certain chance, 0 % or 100 %, in the sentences "… chance of winning
        # the chica in this deck: {best} after the coach's choice, {played} after yours."
        return tr.pgettext("chance", "{percent}").format(percent=shown)
    # Translators: an estimated chance in the same sentences ("about 35 %").
    return tr.pgettext("chance", "about {percent}").format(percent=shown)


MESA_CHANCES: dict[tuple[bool, bool], Sentence] = {
    # Keys: the learner's side would lose the mesa (else win it), two players.
    # Translators: in the first chica, where a chica lost with fewer than 10 points is a
    # zapatería and ends the whole mesa. {best} and {played}: chances as "about 35 %".
    (True, True): lambda tr: tr.gettext(
        "Your chance of losing the mesa by zapatería: {best} after the coach's choice, "
        "{played} after yours."
    ),
    (True, False): lambda tr: tr.gettext(
        "Your side's chance of losing the mesa by zapatería: {best} after the coach's "
        "choice, {played} after yours."
    ),
    (False, True): lambda tr: tr.gettext(
        "Your chance of winning the mesa by zapatería: {best} after the coach's choice, "
        "{played} after yours."
    ),
    (False, False): lambda tr: tr.gettext(
        "Your side's chance of winning the mesa by zapatería: {best} after the coach's "
        "choice, {played} after yours."
    ),
}


def mesa_chances(verdict: Verdict) -> tuple[float, float]:
    """Return the chance of the mesa by zapatería after the coach's choice and after the action.

    The chance of :attr:`~.split.Odds.mesa_side` (0 when no side alone can still lose by
    zapatería): the balance read from that side, never below 0 (a balance of ``-0.0``
    was said as "-0%", audit18).

    >>> from types import SimpleNamespace as S
    >>> mesa_chances(S(odds=S(mesa_side=-1, zapateria=(0.0, -0.219))))
    (0.0, 0.219)
    """
    whose = verdict.odds.mesa_side
    best, played = (mesa_chance(whose, share) for share in verdict.odds.zapateria)
    return best, played


def mesa_chance(whose: int, balance: float) -> float:
    """Return the chance of the mesa by zapatería that a mover's ``balance`` is.

    ``whose`` is :attr:`~.split.Odds.mesa_side` (0: none is said); never below 0.

    >>> mesa_chance(-1, -0.0), mesa_chance(-1, -0.648), mesa_chance(1, 0.25)
    (0.0, 0.648, 0.25)
    """
    return max(0.0, whose * balance)


def mesa_text(verdict: Verdict, tr: Translator) -> list[str]:
    """Say how the action changed the chance of the mesa by zapatería, where it can be said.

    Only where one side alone can still lose by zapatería (:attr:`~.split.Odds.mesa_side`):
    the balance is then that chance (scores never fall), and only where the shown numbers
    differ (walk17 M1: at 6–38, 65 % against 81 % of losing the mesa).
    """
    whose = verdict.odds.mesa_side
    if not whose or verdict.as_good or costs_the_chica(verdict):
        return []
    best, played = mesa_chances(verdict)
    if chance_percent(best, tr) == chance_percent(played, tr):
        return []
    text = MESA_CHANCES[whose < 0, verdict.players == 2](tr)
    return [text.format(best=chance_said(best, tr), played=chance_said(played, tr))]


def chica_texts(verdict: Verdict, tr: Translator) -> list[str]:
    """Say how the action changed each side's chance of the chica, then of the mesa."""
    return _chica_texts(verdict, tr) + mesa_text(verdict, tr)


def _chica_texts(verdict: Verdict, tr: Translator) -> list[str]:
    """Say how the action changed each side's chance of the chica, where the shown numbers differ.

    The numbers are the coach's own (:class:`~.split.Odds`); an exact verdict that costs
    the chica says so in its loss instead. Counting the later decks the two chances add up
    to 1, so only the learner's side's is said.
    """
    if verdict.as_good or costs_the_chica(verdict):
        return []
    said = []
    odds = verdict.odds
    if verdict.later_decks:
        best, played = odds.best[0], odds.played[0]
        if chance_percent(best, tr) == chance_percent(played, tr):
            return []
        text = LATER_CHANCES[verdict.players == 2](tr)
        return [text.format(best=chance_said(best, tr), played=chance_said(played, tr))]
    for index, mine in ((0, True), (1, False)):
        best, played = odds.best[index], odds.played[index]
        if chance_percent(best, tr) != chance_percent(played, tr):
            text = CHANCES[mine, verdict.players == 2](tr)
            said.append(text.format(best=chance_said(best, tr), played=chance_said(played, tr)))
    return said

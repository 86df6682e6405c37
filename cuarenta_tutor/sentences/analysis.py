"""An analysis of one moment in words: each action, its band, the points lost, the chances.

The one wording of :class:`~cuarenta_tutor.tutor.analysis.Analysis`, for the listing of
``cuarenta-tutor analyse`` and for Play's analysis of a past move. Each line says the loss
in points and the chances of the chica, as the coach's verdict does, never a share of the
chica's weight as points; in the first chica, where the verdict says the chance of the mesa
by zapatería, each line says that chance too (audit18: "worse odds for the mesa" had no
number).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import Translator
from ..tutor.analysis import ActionLine, Analysis
from .coach import action_display, band_name, doubt_text
from .odds import Sentence, chance_percent, loss_text, mesa_chance, mesa_text


@dataclass(frozen=True)
class LineWords:
    """One action of an analysis in the learner's language."""

    action: str
    """The action in the language's card letters (``7♠ → 3♣ 4♥``, or a word)."""
    band: str
    loss: str
    """What it costs in points (``no points lost``, ``about 3.9 points lost``)."""
    chances: str
    """Each side's chance of the chica after it; empty when no action gives one a chance."""
    doubt: str = ""
    """For a loss given the milder band, the verdict's own words why (walk16 L2: the line
    said "Mistake, about 6.1 points lost" where 6 points read as a blunder); else empty."""
    mesa: str = ""
    """The chance of the mesa by zapatería after it, where the verdicts say it (:func:`mesa_said`);
    else empty."""

    @property
    def said(self) -> str:
        """The loss, then the chances of the chica and of the mesa where they are said."""
        return "; ".join(part for part in (self.loss, self.chances, self.mesa) if part)


def line_words(analysis: Analysis, line: ActionLine, tr: Translator) -> LineWords:
    """Say one line of ``analysis``; the chances only where some action gives a chance."""
    chances = ""
    if analysis.at_stake:
        win, lose = (chance_percent(share, tr) for share in line.chica)
        chances = (
            tr.gettext("chica: you {mine}, your opponent {theirs}")
            if analysis.position.players == 2
            else tr.gettext("chica: your side {mine}, the other side {theirs}")
        ).format(mine=win, theirs=lose)
    return LineWords(
        action_display(line.action, tr, doble=line.verdict.doble),
        band_name(line.band, tr),
        _loss_words(line, tr),
        chances,
        doubt_text(tr) if line.verdict.doubted else "",
        _mesa_words(line, mesa_said(analysis, tr), tr),
    )


def mesa_said(analysis: Analysis, tr: Translator) -> int:
    """Return whose chance of the mesa by zapatería the lines say (0: none), as a verdict does.

    Where the verdict on some action says how it changed that chance (:func:`~.odds.mesa_text`:
    one side alone can still lose by zapatería, and the shown numbers differ), every line
    gives its own, so that they can be compared: :attr:`~.split.Odds.mesa_side`, the same
    for every action at one moment.
    """
    said = (line.verdict for line in analysis.lines if mesa_text(line.verdict, tr))
    return next((verdict.odds.mesa_side for verdict in said), 0)


MESA_WORDS: dict[tuple[bool, bool], Sentence] = {
    # Keys: the learner's side would lose the mesa (else win it), two players.
    # Translators: in the list of every action at one moment, after "chica: you 12.5%, your
    # opponent 87.5%"; in the first chica a chica lost with fewer than 10 points is a
    # zapatería and ends the whole mesa. {chance}: a computed chance, as "80.9%".
    (True, True): lambda tr: tr.gettext("your chance of losing the mesa by zapatería: {chance}"),
    (True, False): lambda tr: tr.gettext(
        "your side's chance of losing the mesa by zapatería: {chance}"
    ),
    (False, True): lambda tr: tr.gettext("your chance of winning the mesa by zapatería: {chance}"),
    (False, False): lambda tr: tr.gettext(
        "your side's chance of winning the mesa by zapatería: {chance}"
    ),
}


def _mesa_words(line: ActionLine, whose: int, tr: Translator) -> str:
    """Say the chance of the mesa by zapatería after the line's action (``whose``: 0, none).

    The verdict's own number (:func:`~.odds.mesa_chance` of the action's balance, which its
    verdict says after "after yours"); a *Best* line, which has no verdict's odds, says it too.
    """
    if not whose:
        return ""
    chance = chance_percent(mesa_chance(whose, line.zapateria), tr)
    return MESA_WORDS[whose < 0, line.verdict.players == 2](tr).format(chance=chance)


def _loss_words(line: ActionLine, tr: Translator) -> str:
    """Say the loss; within the sampling error of the best, that the action is as good.

    The verdict during the game says so (walk P1-N1: the game said "as good as the hint",
    the analysis of the same move "about 0.7 points lost").
    """
    if line.verdict.as_good:
        # Translators: in the list of every action at one moment, for an action whose loss
        # the sampling of the unseen cards cannot tell from none; the band beside it is
        # "Good", so not "as good" (walk P1, round 13, N6: the verdict's words)
        return tr.gettext(
            "about as good as the best; which is better depends on the cards you cannot see"
        )
    return loss_text(line.verdict, tr)


def analysis_listing(analysis: Analysis, tr: Translator) -> str:
    """Return one line per action, best first: the action, its band, points lost, chances."""
    lines = []
    for number, line in enumerate(analysis.lines, start=1):
        words = line_words(analysis, line, tr)
        doubt = f" {words.doubt}" if words.doubt else ""
        lines.append(f"{number:>3}. {words.action}{tr.dash}{words.band} ({words.said}){doubt}")
    return "\n".join(lines)

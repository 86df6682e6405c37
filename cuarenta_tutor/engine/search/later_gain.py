"""Where a better play's later gain comes from, read from the coach's own principal lines.

A verdict below *Good* whose rankings show nothing won or risked at once said only that "the
gain comes later" (a persona walk: 7 of 91 verdicts, one a 20-point blunder). The coach's
look-ahead knows more: in every deal it searched, the line behind each action's value
(:mod:`.lines`). Over those same deals the points lost split by where they come from:

- caídas made by the mover's side, and caídas made by the other side;
- limpias made by either side (a caída that clears the table counts as a caída);
- when every card is known (the deck's last round, :attr:`~.coach.Verdict.exact`), the
  cartón: both lines reach the deck's end, where the cards taken are counted.

A part is said only when it explains most of the points lost (:data:`SHARE`) and is large
enough to matter (:data:`MATTERS` points), and only with the counts the lines give: how many
of the deals show the caída or limpia after each play, or each side's cards at the deck's
end and the cartón's points. Where no part does, the general sentence stays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..game import Action
from ..plays import Play
from .lines import Line

if TYPE_CHECKING:
    from .coach import Assessment

SHARE = 0.6
"""The share of the points lost a part must explain to be said."""
MATTERS = 1.0
"""The points, on average over the deals, from which a part matters."""


@dataclass(frozen=True)
class LaterGain:
    """One part of the points lost, with the counts that say it.

    ``kind`` is ``caida``, ``limpia`` or ``carton``; ``mine`` whether the caídas or limpias
    are the mover's side's (made) or the other side's (suffered). For a caída or limpia,
    ``counts`` is ``(after the best play, after this one, deals)``: the deals whose line shows
    one; for the cartón, each side's cards at the deck's end, the mover's side's first,
    after the best play then after this one. ``points`` is the part's worth in points (on
    average over the deals for a caída or limpia).
    """

    kind: str
    mine: bool
    counts: tuple[int, ...]
    points: float


def later_gain(assessment: Assessment, action: Action, best: Action) -> LaterGain | None:
    """Return the part of the points ``action`` loses against ``best`` that explains most.

    ``None`` when the two are not both plays, a line is unknown, or no part explains
    :data:`SHARE` of the points lost and reaches :data:`MATTERS`.
    """
    if not (isinstance(action, Play) and isinstance(best, Play)):
        return None
    tops, mines = assessment.lines.get(best, ()), assessment.lines.get(action, ())
    if not tops or len(tops) != len(mines):
        return None
    lost = assessment.points[best] - assessment.points[action]
    if lost < MATTERS:
        return None
    top = [line for line in tops if line is not None]
    mine = [line for line in mines if line is not None]
    if len(top) != len(tops) or len(mine) != len(mines):
        return None
    parts = _parts(top, mine, exact=assessment.exact)
    if not parts:
        return None
    part = max(parts, key=lambda found: found.points)
    if part.points < max(MATTERS, SHARE * lost):
        return None
    return part


def _parts(top: list[Line], mine: list[Line], *, exact: bool) -> list[LaterGain]:
    """Return the parts the lines can say: the cartón when exact, else caídas and limpias."""
    if exact:
        (best_line,), (my_line,) = top, mine
        if best_line.piles is None or my_line.piles is None:
            return []
        margin = _carton_margin(best_line) - _carton_margin(my_line)
        counts = (*best_line.piles, *my_line.piles)
        return [LaterGain("carton", True, counts, float(margin))]
    deals = len(top)
    parts = []
    for kind in ("caida", "limpia"):
        for side, mine_side in ((0, True), (1, False)):

            def points(line: Line, kind: str = kind, side: int = side) -> int:
                return _points(line, kind)[side]

            def happened(line: Line, kind: str = kind, side: int = side) -> bool:
                return _made(line, kind)[side] > 0

            gain = _mean(top, points) - _mean(mine, points)
            if not mine_side:
                gain = -gain  # the other side's caídas are points lost
            shown = (sum(map(happened, top)), sum(map(happened, mine)), deals)
            if (shown[0] > shown[1]) == mine_side and shown[0] != shown[1]:
                parts.append(LaterGain(kind, mine_side, shown, gain))
    return parts


def _carton_margin(line: Line) -> int:
    return line.carton[0] - line.carton[1]


def _points(line: Line, kind: str) -> tuple[int, int]:
    return line.caida_points if kind == "caida" else line.limpia_points


def _made(line: Line, kind: str) -> tuple[int, int]:
    return line.caidas if kind == "caida" else line.limpias


def _mean(lines: list[Line], part: Callable[[Line], int]) -> float:
    return sum(part(line) for line in lines) / len(lines)

"""The mesa's review lists the mistakes that cost the most *as their lines state it*.

P2b-N5: the review said it listed "the 5 of your 10 mistakes that cost the most (in points
and chances of the chica)" yet left out a 6.8-point blunder while listing 1.2-point ones:
it ranked by the coach's single value, where each percentage point of a chance of the
chica weighs as 10 points, a weight no line states. Now the ranking is one the lines make
readable: the chances of the chica they state first, then the points, and the lead says
so. Each flagged action's cost is read back from the very line the learner reads, and no
action left out of the list may cost more by that measure than one in it.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from cuarenta_tutor.engine.search.coach import Band, assess
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.sentences.play_text import reviewed_text
from cuarenta_tutor.tutor.play import PlayGame
from cuarenta_tutor.ui.play_panels import FLAGGED, mesa_review_html, moment_place

EN = Translator("en")
CHANCE = re.compile(
    r"(Your|Your side's|Your opponent's|The other side's) chance of winning the chica"
    r"(?: in this deck|, in this deck or a later one): (?:about )?([\d.]+)% after the "
    r"coach's choice, (?:about )?([\d.]+)% after yours"
)
MESA = re.compile(
    r"(?:Your|Your side's) chance of (losing|winning) the mesa by zapatería: (?:about )?"
    r"([\d.]+)% after the coach's choice, (?:about )?([\d.]+)% after yours"
)
POINTS = re.compile(r"about ([\d.]+) points? lost")


def cost_read(line: str) -> tuple[float, float]:
    """The cost a learner reads in a line: chica chances lost (percentage points), points."""
    if "it costs the chica" in line:
        return (100.0, 0.0)
    chances = 0.0
    for whose, best, played in CHANCE.findall(line):
        change = float(best) - float(played)
        chances += change if whose in ("Your", "Your side's") else -change
    for outcome, best, played in MESA.findall(line):  # the first chica's zapatería
        change = float(best) - float(played)
        chances += change if outcome == "winning" else -change
    points = POINTS.search(line)
    return (round(chances, 1), float(points.group(1)) if points else 0.0)


@pytest.fixture(scope="module")
def mesa() -> PlayGame:
    """A 4-player mesa where the learner plays badly in turns: the worst action, then a
    middling one, so that mistakes cost points alone and chances of the chica alike."""
    game, turn = PlayGame(players=4, seed="g"), 0
    while not game.position.is_over:
        if game.deck_end is not None:
            game.next_deck()
            continue
        if sum(v.band in FLAGGED for _, v in game.judged) >= 9:
            break
        ranked = assess(game.position).ranked()
        game.act(ranked[-1] if turn % 3 == 0 else ranked[len(ranked) // 2])
        turn += 1
    return game


def test_no_mistake_left_out_costs_more_by_its_line_than_one_listed(mesa):
    review = mesa.analyse()
    notes = mesa.unsaid_gains()
    flagged = [(ply, v) for ply, v in review.moments if v.band in FLAGGED]
    assert len(flagged) > 5
    html = unescape(mesa_review_html(mesa, "", EN))
    lead = "that cost the most (first in chances of the chica and of the mesa, then in points)"
    assert lead in html
    listed_html = re.search(r"<ol>(.*?)</ol>", html, re.S).group(1)
    items = re.findall(r"<li>(.*?)</li>", listed_html, re.S)
    assert len(items) == 5
    places = {moment_place(mesa, ply, EN): (ply, v) for ply, v in flagged}
    listed = {places[item.split(":")[0]][0] for item in items}
    costs = {ply: cost_read(reviewed_text(v, notes.get(ply, ()), EN)) for ply, v in flagged}
    for item in items:  # the line shown is the line read
        ply, _ = places[item.split(":")[0]]
        assert cost_read(item) == costs[ply]
    cheapest_listed = min(costs[ply] for ply in listed)
    dearest_left = max(cost for ply, cost in costs.items() if ply not in listed)
    assert dearest_left <= cheapest_listed
    assert len({v.band for _, v in flagged} & {Band.BLUNDER, Band.MISTAKE}) >= 1

"""Dealing and the end of a deck: new decks and rounds, the count, chicas and the mesa.

The parts of :func:`~cuarenta_tutor.engine.game.apply` that happen between the plays:
shuffling a seeded deck, dealing rounds of five, the leftovers and the cartón at a deck's
end, adding points, and a chica (and the mesa) won. Every function returns a new position.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TypeVar

from .cards import Card, shuffled_deck, sort_cards
from .position import ROUND_SIZE, Position, ronda_rank
from .rules import Leftovers, Ruleset, load_ruleset
from .scoring import Event, EventKind, carton_events, chica_winner

T = TypeVar("T")


def new_game(
    rules: str | Ruleset = "quito",
    *,
    players: int = 2,
    seed: int | str = 0,
    dealer: int | None = None,
) -> Position:
    """Start a mesa: shuffle the first deck from ``seed`` and deal the first round."""
    if players not in (2, 4):
        raise ValueError(f"Cuarenta is played by 2 or 4 players, not {players}")
    ruleset = load_ruleset(rules) if isinstance(rules, str) else rules
    first_dealer = players - 1 if dealer is None else dealer
    empty = tuple(() for _ in range(players))
    start = Position(
        ruleset,
        players,
        str(seed),
        empty,
        (),
        (),
        ((), ()),
        dealer=first_dealer,
        turn=(first_dealer + 1) % players,
    )
    return next_deck(start, deck_no=0)


def next_deck(position: Position, *, deck_no: int) -> Position:
    """Shuffle a new deck and deal its first round; cards beyond whole rounds are set aside."""
    stock = shuffled_deck(f"{position.seed}/{deck_no}", jokers=position.ruleset.jokers)
    undealt = len(stock) % (ROUND_SIZE * position.players)
    fresh = dataclasses.replace(
        position,
        table=(),
        stock=stock[: len(stock) - undealt],
        piles=((), ()),
        set_aside=stock[len(stock) - undealt :],
        last_drop=None,
        last_capturer=None,
        claimable=(),
        deck_no=deck_no,
        turn=(position.dealer + 1) % position.players,
    )
    return deal_round(fresh)


def deal_round(position: Position) -> Position:
    """Deal five cards to each player, starting after the dealer."""
    n = position.players
    hands: list[tuple[Card, ...]] = [()] * n
    stock = position.stock
    for offset in range(n):
        seat = (position.dealer + 1 + offset) % n
        hands[seat], stock = sort_cards(stock[:ROUND_SIZE]), stock[ROUND_SIZE:]
    return dataclasses.replace(
        position,
        hands=tuple(hands),
        stock=stock,
        last_drop=None,
        declared=(None,) * n,
        held_rondas=tuple(ronda_rank(hand) for hand in hands),
        turn=(position.dealer + 1) % n,
    )


def end_deck(position: Position, events: tuple[Event, ...]) -> tuple[Position, tuple[Event, ...]]:
    """Count the deck: leftovers, cartón; then a new deck, or the chica (and mesa) won."""
    rules = position.ruleset
    out = list(events)
    piles, set_aside = position.piles, position.set_aside
    if position.table:
        taker = position.last_capturer if rules.leftovers is Leftovers.LAST_CAPTURER else None
        leftovers = tuple(c.natural for c in position.table)
        out.append(Event(EventKind.LEFTOVERS, taker, 0, sort_cards(leftovers)))
        if taker is None:
            set_aside = set_aside + leftovers
        else:
            piles = replace_at(piles, taker, sort_cards(piles[taker] + leftovers))
    counted = dataclasses.replace(
        position, table=(), piles=piles, set_aside=set_aside, claimable=(), last_drop=None
    )
    counts = (len(piles[0]), len(piles[1]))
    carton = carton_events(rules, counts, position.scores, position.dealer % 2)
    scored, result = add_points(counted, carton, prior=out)
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, result
    rotated = dataclasses.replace(scored, dealer=(position.dealer + 1) % position.players)
    return next_deck(rotated, deck_no=position.deck_no + 1), (*result, Event(EventKind.DEAL))


def add_points(
    position: Position, events: Sequence[Event], *, prior: Sequence[Event] = ()
) -> tuple[Position, tuple[Event, ...]]:
    """Add the events' points; end the chica if a side has reached the target."""
    scores = list(position.scores)
    for event in events:
        if event.side is not None:
            scores[event.side] += event.points
    after = dataclasses.replace(position, scores=(scores[0], scores[1]))
    all_events = [*prior, *events]
    winner = chica_winner(position.ruleset, after.scores, position.dealer % 2)
    if winner is None:
        return after, tuple(all_events)
    return win_chica(after, all_events, winner, mesa=False)


def win_chica(
    position: Position, events: Sequence[Event], side: int, *, mesa: bool
) -> tuple[Position, tuple[Event, ...]]:
    """Record a chica won by ``side``; zapatería and the mesa follow where the rules say."""
    rules = position.ruleset
    out = [*events, Event(EventKind.CHICA, side, 0, final=position.scores)]
    chicas = (position.chicas[0] + (side == 0), position.chicas[1] + (side == 1))
    loser_points = position.scores[1 - side]
    zapateria = rules.zapateria and loser_points < rules.zapateria_below
    if zapateria:
        out.append(Event(EventKind.ZAPATERIA, side))
    mesa_won = mesa or chicas[side] >= rules.chicas_to_win or (zapateria and position.chica_no == 0)
    if mesa_won:
        out.append(Event(EventKind.MESA, side))
        over = dataclasses.replace(position, chicas=chicas, winner=side)
        return over, tuple(out)
    fresh = dataclasses.replace(
        position,
        chicas=chicas,
        scores=(0, 0),
        chica_no=position.chica_no + 1,
        dealer=(position.dealer + 1) % position.players,
    )
    return next_deck(fresh, deck_no=position.deck_no + 1), (*out, Event(EventKind.DEAL))


def replace_at(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return ``values`` with the item at ``index`` replaced."""
    return (*values[:index], value, *values[index + 1 :])

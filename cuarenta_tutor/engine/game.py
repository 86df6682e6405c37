"""The whole game as immutable positions: deals, turns, rondas, deck ends, chicas, the mesa.

:func:`new_game` deals a seeded mesa; :func:`legal_actions` lists what the player to move
may do; :func:`apply` returns the next position and the events of the transition. Rounds
of five, end-of-deck scoring, new decks and new chicas all happen inside :func:`apply`.
The values (:class:`Position`, the actions) are :mod:`.position`'s and are re-exported
here; dealing, deck ends and chicas are :mod:`.deal`'s, of which only :func:`new_game` is
re-exported (import the rest from :mod:`.deal`).

>>> position = new_game("quito", players=2, seed=7)
>>> position, events = apply(position, legal_actions(position)[-1])
>>> sum(len(hand) for hand in position.hands)
9
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .cards import Card, count_ranks, new_deck, sort_cards
from .deal import add_points, deal_round, end_deck, new_game, next_deck, replace_at, win_chica
from .plays import Play, capture_events, card_plays, parse_play_text, partial_runs
from .position import (
    ROUND_SIZE,
    Action,
    Claim,
    Declare,
    IllegalActionError,
    Misdeal,
    Position,
    ronda_rank,
)
from .rules import DobleRonda, RondaTiming
from .scoring import Event, EventKind, Note, award, chica_winner


def can_declare(position: Position) -> bool:
    """Whether the player to move may declare a ronda or doble ronda now."""
    if position.is_over or position.declared[position.turn] is not None:
        return False
    rank = ronda_rank(position.hand)
    if rank is None:
        return False
    if position.ruleset.ronda_timing is RondaTiming.ANY_TURN:
        return True
    return len(position.hand) == ROUND_SIZE and position.held_rondas[position.turn] == rank


def plays_for(position: Position, card: Card) -> list[Play]:
    """List the complete legal plays of one card of the mover's hand."""
    return card_plays(position.ruleset, position.table, card)


def legal_actions(position: Position, *, partial: bool = False) -> list[Action]:
    """List what the player to move may do: claim, declare, then every complete play.

    With ``partial`` (meaningful under ``pagat``) plays that leave part of a run are listed
    too; they are legal there (and, rarely, better: see the solver).
    """
    if position.is_over:
        return []
    actions: list[Action] = []
    if position.claimable:
        actions.append(Claim())
    if can_declare(position):
        actions.append(Declare())
    for card in position.hand:
        for play in plays_for(position, card):
            if partial and position.ruleset.claim_missed_run:
                actions.extend(partial_runs(position.ruleset, position.table, play))
            actions.append(play)
    return list(dict.fromkeys(actions))  # a short run can stop several complete ones


def parse_action(position: Position, text: str) -> Action:
    """Read an action in notation (``ronda``, ``claim``, ``misdeal``, ``7s x 3c 4h``) here.

    A joker must be named (``*1=7``). The cards are checked against the position by
    :func:`apply`, not here.
    """
    word = text.strip().lower()
    simple: dict[str, Action] = {"ronda": Declare(), "claim": Claim(), "misdeal": Misdeal()}
    if word in simple:
        return simple[word]
    card, captured = parse_play_text(text)
    return find_play(position, card, captured)


def find_play(position: Position, card: Card, captured: Sequence[Card]) -> Play:
    """Return the legal play of ``card`` taking exactly ``captured``, or raise why not."""
    if card.natural not in position.hand:
        raise IllegalActionError("not_in_hand", f"{card} is not in the hand of the player to move")
    wanted = set(captured)
    for play in plays_for(position, card):
        candidates = [play]
        if position.ruleset.claim_missed_run:
            candidates += partial_runs(position.ruleset, position.table, play)
        for candidate in candidates:
            if set(candidate.captured) == wanted:
                return candidate
    missing = wanted - set(position.table)
    if missing:
        raise IllegalActionError("not_on_table", f"{sort_cards(missing)[0]} is not on the table")
    raise IllegalActionError("not_a_capture", f"{card} cannot take exactly those cards")


def apply(position: Position, action: Action) -> tuple[Position, tuple[Event, ...]]:
    """Carry out ``action`` and return the next position with the events it caused."""
    if position.is_over:
        raise IllegalActionError("game_over", "the mesa is over")
    if isinstance(action, Declare):
        return _declare(position)
    if isinstance(action, Claim):
        return _claim(position)
    if isinstance(action, Misdeal):
        return _misdeal(position)
    return _play(position, action)


def _declare(position: Position) -> tuple[Position, tuple[Event, ...]]:
    if not can_declare(position):
        raise IllegalActionError("no_ronda", "there is no ronda to declare now")
    rules, side = position.ruleset, position.side
    rank = ronda_rank(position.hand)
    assert rank is not None
    declared = replace_at(position.declared, position.turn, rank)
    after = dataclasses.replace(position, declared=declared)
    score = position.scores[side]
    if count_ranks(position.hand)[rank] == 4:
        if rules.doble_ronda is DobleRonda.POINTS:
            event = award(rules, EventKind.DOBLE_RONDA, side, rules.doble_ronda_points, score)
            return add_points(after, [event])
        event = Event(EventKind.DOBLE_RONDA, side, 0, note=Note.WINS)
        return win_chica(after, [event], side, mesa=rules.doble_ronda is DobleRonda.MESA)
    event = award(rules, EventKind.RONDA, side, rules.ronda_points, score, below=rules.ronda_below)
    return add_points(after, [event])


def _claim(position: Position) -> tuple[Position, tuple[Event, ...]]:
    if not position.claimable:
        raise IllegalActionError("nothing_to_claim", "there are no missed run cards to claim")
    side, cards = position.side, position.claimable
    piles = replace_at(position.piles, side, sort_cards(position.piles[side] + cards))
    table = tuple(c for c in position.table if c not in cards)
    after = dataclasses.replace(position, table=table, piles=piles, claimable=())
    return after, (Event(EventKind.CLAIM, side, 0, cards),)


def _misdeal(position: Position) -> tuple[Position, tuple[Event, ...]]:
    untouched = (
        not position.table
        and not any(position.piles)
        and all(len(hand) == ROUND_SIZE for hand in position.hands)
    )
    first_round = len(position.stock) + len(
        position.set_aside
    ) + ROUND_SIZE * position.players == len(new_deck(jokers=position.ruleset.jokers))
    if not (untouched and first_round):
        raise IllegalActionError(
            "misdeal_too_late", "a misdeal can only be called before the first card"
        )
    rules = position.ruleset
    if rules.forgive_misdeal:
        return next_deck(position, deck_no=position.deck_no + 1), ()
    other = 1 - position.dealer % 2
    event = award(rules, EventKind.MISDEAL, other, rules.misdeal_points, position.scores[other])
    passed = dataclasses.replace(position, dealer=(position.dealer + 1) % position.players)
    scored, events = add_points(passed, [event])
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, events
    return next_deck(scored, deck_no=position.deck_no + 1), events


def _play(position: Position, play: Play) -> tuple[Position, tuple[Event, ...]]:
    checked = find_play(position, play.card, play.captured)
    side, seat = position.side, position.turn
    hand = list(position.hand)
    hand.remove(checked.card.natural)
    hands = replace_at(position.hands, seat, tuple(hand))
    events: list[Event] = []
    if checked.is_drop:
        table = sort_cards((*position.table, checked.card))
        after = dataclasses.replace(
            position, hands=hands, table=table, last_drop=checked.card, claimable=()
        )
    else:
        events = play_events(position, checked)
        taken = set(checked.captured)
        table = tuple(c for c in position.table if c not in taken)
        won = tuple(c.natural for c in (checked.card, *checked.captured))
        piles = replace_at(position.piles, side, sort_cards(position.piles[side] + won))
        missed = _missed_run(position, checked, table)
        after = dataclasses.replace(
            position,
            hands=hands,
            table=table,
            piles=piles,
            last_drop=None,
            last_capturer=side,
            claimable=missed,
        )
    scored, out = add_points(after, events)
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, out
    if any(e.note is Note.WINS for e in events):
        return win_chica(scored, out, side, mesa=False)
    return _advance(scored, out)


def play_outcome(position: Position, play: Play) -> list[Event]:
    """Return the events of ``play`` a learner is told about: what it scores, and the chica.

    These are :func:`play_events`, and a :attr:`~EventKind.CHICA` event for the mover's side
    when the points take it to the target (a caída from 38 to 40). A play that wins the
    chica by its own rule (``Note.WINS``) already says so.
    """
    events = play_events(position, play)
    if any(event.note is Note.WINS for event in events):
        return events
    side = position.side
    scores = list(position.scores)
    scores[side] += sum(event.points for event in events)
    final = (scores[0], scores[1])
    if chica_winner(position.ruleset, final, position.dealer % 2) == side:
        events.append(Event(EventKind.CHICA, side, 0, final=final))
    return events


def play_points(position: Position, play: Play) -> int:
    """Return the points ``play`` scores at once for the mover (caída, limpia, periquito)."""
    return sum(event.points for event in play_events(position, play))


def play_events(position: Position, play: Play) -> list[Event]:
    """Return the caída, limpia and periquito events ``play`` would score for the mover.

    Unlike :func:`~.plays.capture_events` alone, this knows the game: whether the card just
    dropped belongs to the previous player's ronda (a caída en ronda).
    """
    side = position.side
    previous = (position.turn - 1) % position.players
    return capture_events(
        position.ruleset,
        play,
        position.table,
        position.last_drop,
        side,
        position.scores[side],
        caida_en_ronda=_caida_en_ronda(position, previous),
    )


def _caida_en_ronda(position: Position, previous: int) -> bool:
    if position.last_drop is None:
        return False
    rank = position.last_drop.rank
    if position.ruleset.caida_en_ronda_needs_declared:
        return position.declared[previous] == rank
    return position.held_rondas[previous] == rank


def _missed_run(position: Position, play: Play, table: tuple[Card, ...]) -> tuple[Card, ...]:
    """Return the cards of the complete run that a short play left on the table (``pagat``)."""
    if not position.ruleset.claim_missed_run:
        return ()
    full = max(
        (
            p
            for p in plays_for(position, play.card)
            if p.base == play.base and p.run[: len(play.run)] == play.run
        ),
        key=lambda p: len(p.run),
    )
    return tuple(c for c in full.run[len(play.run) :] if c in table)


def _advance(position: Position, events: tuple[Event, ...]) -> tuple[Position, tuple[Event, ...]]:
    """Pass the turn; deal the next round, or end the deck, when every hand is empty."""
    n = position.players
    if any(position.hands):
        return dataclasses.replace(position, turn=(position.turn + 1) % n), events
    if position.stock:
        dealt = deal_round(position)
        return dealt, (*events, Event(EventKind.DEAL))
    return end_deck(position, events)


__all__ = [
    "ROUND_SIZE",
    "Action",
    "Claim",
    "Declare",
    "IllegalActionError",
    "Misdeal",
    "Position",
    "apply",
    "can_declare",
    "find_play",
    "legal_actions",
    "new_game",
    "parse_action",
    "play_events",
    "play_outcome",
    "play_points",
    "plays_for",
    "ronda_rank",
]

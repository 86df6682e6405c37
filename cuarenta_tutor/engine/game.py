"""The whole game as immutable positions: deals, turns, rondas, deck ends, chicas, the mesa.

:func:`new_game` deals a seeded mesa; :func:`legal_actions` lists what the player to move
may do; :func:`apply` returns the next position and the events of the transition. Rounds
of five, end-of-deck scoring, new decks and new chicas all happen inside :func:`apply`.

>>> position = new_game("quito", players=2, seed=7)
>>> position, events = apply(position, legal_actions(position)[-1])
>>> sum(len(hand) for hand in position.hands)
9
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from .cards import Card, count_ranks, new_deck, shuffled_deck, sort_cards
from .plays import Play, capture_events, card_plays, parse_play_text, partial_runs
from .rules import DobleRonda, Leftovers, RondaTiming, Ruleset, load_ruleset
from .scoring import Event, EventKind, Note, award, carton_events, chica_winner

ROUND_SIZE = 5
T = TypeVar("T")


class IllegalActionError(ValueError):
    """An action the rules do not allow here; ``code`` names the reason for translators."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare the ronda (three of a rank) or doble ronda (four) held in hand."""

    def __str__(self) -> str:
        return "ronda"


@dataclass(frozen=True, slots=True)
class Claim:
    """Take the run cards the previous player left behind (``pagat``)."""

    def __str__(self) -> str:
        return "claim"


@dataclass(frozen=True, slots=True)
class Misdeal:
    """Report that the dealer dealt wrongly before any card of the deck was played."""

    def __str__(self) -> str:
        return "misdeal"


Action = Play | Declare | Claim | Misdeal


@dataclass(frozen=True, slots=True)
class Position:
    """Everything about a mesa at one moment. Collections are tuples in canonical order."""

    ruleset: Ruleset
    players: int
    seed: str
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stock: tuple[Card, ...]
    piles: tuple[tuple[Card, ...], ...]
    """Cards each side has captured in this deck."""
    scores: tuple[int, int] = (0, 0)
    chicas: tuple[int, int] = (0, 0)
    dealer: int = 0
    turn: int = 1
    last_drop: Card | None = None
    """The card the previous player dropped in this round: the caída target."""
    last_capturer: int | None = None
    """The side that captured last in this deck (for the leftovers)."""
    declared: tuple[int | None, ...] = ()
    """Per player: the rank of the ronda declared in this round, if any."""
    held_rondas: tuple[int | None, ...] = ()
    """Per player: the rank held three or four times in this round's dealt hand."""
    claimable: tuple[Card, ...] = ()
    deck_no: int = 0
    chica_no: int = 0
    set_aside: tuple[Card, ...] = ()
    """Cards out of play in this deck (undealt jokers-deck cards, leftovers to nobody)."""
    winner: int | None = None
    """The side that won the mesa; the game is over when set."""

    @property
    def side(self) -> int:
        """The side of the player to move."""
        return self.turn % 2

    @property
    def is_over(self) -> bool:
        """Whether the mesa has been won."""
        return self.winner is not None

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand of the player to move."""
        return self.hands[self.turn]

    def all_cards(self) -> list[Card]:
        """Every card of the deck, wherever it is (for conservation checks)."""
        cards = [c for hand in self.hands for c in hand]
        cards += [*self.table, *self.stock, *self.piles[0], *self.piles[1], *self.set_aside]
        return cards


def ronda_rank(hand: Sequence[Card]) -> int | None:
    """Return the rank held three or four times in ``hand``, if any."""
    counts = count_ranks(hand)
    return next((rank for rank, n in counts.items() if n >= 3), None)


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
    return _new_deck(start, deck_no=0)


def _new_deck(position: Position, *, deck_no: int) -> Position:
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
    return _deal_round(fresh)


def _deal_round(position: Position) -> Position:
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
    declared = _set(position.declared, position.turn, rank)
    after = dataclasses.replace(position, declared=declared)
    score = position.scores[side]
    if count_ranks(position.hand)[rank] == 4:
        if rules.doble_ronda is DobleRonda.POINTS:
            event = award(rules, EventKind.DOBLE_RONDA, side, rules.doble_ronda_points, score)
            return _score(after, [event])
        event = Event(EventKind.DOBLE_RONDA, side, 0, note=Note.WINS)
        return _win_chica(after, [event], side, mesa=rules.doble_ronda is DobleRonda.MESA)
    event = award(rules, EventKind.RONDA, side, rules.ronda_points, score, below=rules.ronda_below)
    return _score(after, [event])


def _claim(position: Position) -> tuple[Position, tuple[Event, ...]]:
    if not position.claimable:
        raise IllegalActionError("nothing_to_claim", "there are no missed run cards to claim")
    side, cards = position.side, position.claimable
    piles = _set(position.piles, side, sort_cards(position.piles[side] + cards))
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
        return _new_deck(position, deck_no=position.deck_no + 1), ()
    other = 1 - position.dealer % 2
    event = award(rules, EventKind.MISDEAL, other, rules.misdeal_points, position.scores[other])
    passed = dataclasses.replace(position, dealer=(position.dealer + 1) % position.players)
    scored, events = _score(passed, [event])
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, events
    return _new_deck(scored, deck_no=position.deck_no + 1), events


def _play(position: Position, play: Play) -> tuple[Position, tuple[Event, ...]]:
    checked = find_play(position, play.card, play.captured)
    side, seat = position.side, position.turn
    hand = list(position.hand)
    hand.remove(checked.card.natural)
    hands = _set(position.hands, seat, tuple(hand))
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
        piles = _set(position.piles, side, sort_cards(position.piles[side] + won))
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
    scored, out = _score(after, events)
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, out
    if any(e.note is Note.WINS for e in events):
        return _win_chica(scored, out, side, mesa=False)
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
        dealt = _deal_round(position)
        return dealt, (*events, Event(EventKind.DEAL))
    return _end_deck(position, events)


def _end_deck(position: Position, events: tuple[Event, ...]) -> tuple[Position, tuple[Event, ...]]:
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
            piles = _set(piles, taker, sort_cards(piles[taker] + leftovers))
    counted = dataclasses.replace(
        position, table=(), piles=piles, set_aside=set_aside, claimable=(), last_drop=None
    )
    counts = (len(piles[0]), len(piles[1]))
    carton = carton_events(rules, counts, position.scores, position.dealer % 2)
    scored, result = _score(counted, carton, prior=out)
    if scored.chica_no != position.chica_no or scored.is_over:
        return scored, result
    rotated = dataclasses.replace(scored, dealer=(position.dealer + 1) % position.players)
    return _new_deck(rotated, deck_no=position.deck_no + 1), (*result, Event(EventKind.DEAL))


def _score(
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
    return _win_chica(after, all_events, winner, mesa=False)


def _win_chica(
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
    mesa_won = mesa or chicas[side] >= 2 or (zapateria and position.chica_no == 0)
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
    return _new_deck(fresh, deck_no=position.deck_no + 1), (*out, Event(EventKind.DEAL))


def _set(values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """Return ``values`` with the item at ``index`` replaced."""
    return (*values[:index], value, *values[index + 1 :])

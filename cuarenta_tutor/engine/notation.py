"""The compact position string, equivalent to a lesson's structured position.

Fields are ``key: value`` pairs separated by ``;``; only ``hands`` is required::

    rules: quito; score: 38-20; hands: 7s 2c 5d / 3h 4h Kc; table: 3c Js; last: Js

- ``hands``: each player's cards in seat order, separated by ``/`` (2 or 4 hands);
- ``table``, ``stock`` (undealt cards in dealing order), ``last`` (the caída target);
- ``score`` and ``chicas``: side 0 – side 1 (player ``i`` is on side ``i % 2``);
- ``captured``: how many cards each side has taken this deck — every card not in a hand,
  on the table, in the stock or set aside is in a pile, and the counts say how they are split;
- ``aside``: cards out of play in this deck (with jokers, the two cards left undealt);
- ``dealer`` and ``turn``: seat numbers (by default the last seat deals, seat 0 leads);
- ``declared``: per player the rank of a ronda declared this round, or ``-``;
- ``held``: per player the rank of a ronda (three or four of a rank) in this round's dealt
  hand, declared or not, or ``-`` (``pagat`` scores a caída on it as a caída en ronda). It
  is needed only for a ronda nothing else shows: a declared ronda, and three of a rank
  still in a hand, count as held without it;
- ``claimable``: run cards the previous player's capture left on the table, which the
  player to move may claim (``pagat``);
- ``capturer``: the side that captured last in this deck (it gets the leftovers), or ``-``.

>>> text = "rules: pagat; score: 38-20; hands: 7s 2c / 3h 4h; table: 3c Js; captured: 20 14"
>>> format_position(parse_position(text))
'rules: pagat; score: 38-20; hands: 2c 7s / 3h 4h; table: 3c Js; captured: 20 14'
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import (
    Card,
    NotationError,
    ensure_unique,
    format_cards,
    new_deck,
    parse_card,
    parse_cards,
    parse_rank,
    rank_letter,
    sort_cards,
)
from .game import ROUND_SIZE, Position, ronda_rank
from .rules import DEFAULT_RULESET, Ruleset, load_ruleset

KEYS = (
    "rules",
    "chicas",
    "score",
    "hands",
    "table",
    "stock",
    "aside",
    "last",
    "captured",
    "dealer",
    "turn",
    "declared",
    "held",
    "claimable",
    "capturer",
)


def build_position(
    hands: Sequence[Sequence[Card]],
    *,
    rules: str | Ruleset = DEFAULT_RULESET,
    table: Sequence[Card] = (),
    stock: Sequence[Card] = (),
    aside: Sequence[Card] = (),
    last: Card | None = None,
    scores: tuple[int, int] = (0, 0),
    chicas: tuple[int, int] = (0, 0),
    captured: tuple[int, int] | None = None,
    dealer: int | None = None,
    turn: int | None = None,
    declared: Sequence[int | None] | None = None,
    held: Sequence[int | None] | None = None,
    claimable: Sequence[Card] = (),
    capturer: int | None = None,
    piles_first: Sequence[Card] = (),
    placeholders: Sequence[int] = (),
) -> Position:
    """Build a position from its parts, checking that the cards can lie like that.

    The cards in no hand, not on the table, not in the stock and not set aside are the piles:
    side 0 gets the first ``captured[0]`` of them in canonical order, side 1 the rest.
    ``piles_first`` names cards known to be captured; they are placed in the piles first.
    ``held`` gives per player the ronda rank of this round's dealt hand where nothing else
    shows it (see :func:`held_rondas`). ``placeholders`` names the seats whose cards stand
    in for unknown ones: their rondas are only those ``declared`` and ``held`` say.
    """
    ruleset = load_ruleset(rules) if isinstance(rules, str) else rules
    players = len(hands)
    if players not in (2, 4):
        raise NotationError("a position has 2 or 4 hands, not {n}", n=players)
    seen = [c for hand in hands for c in hand] + [*table, *stock, *aside]
    ensure_unique(seen)
    if any(c.is_joker for c in seen) and not ruleset.jokers:
        raise NotationError("there are no jokers under '{rules}'", rules=ruleset.name)
    sizes = [len(hand) for hand in hands]
    if max(sizes) > 5 or max(sizes) - min(sizes) > 1:
        raise NotationError(
            "hands of {sizes} cards cannot occur: at most five, "
            "and no hand more than one card longer than another",
            sizes="/".join(map(str, sizes)),
        )
    if last is not None and last not in table:
        raise NotationError("the caída card {card} must be one of the table cards", card=str(last))
    if (len(stock)) % (5 * players):
        raise NotationError(
            "the stock must hold whole rounds of five cards per player, not {n}", n=len(stock)
        )
    naturals = {c.natural for c in seen}
    ensure_unique(list(piles_first) + seen)
    first = [c.natural for c in piles_first]
    rest = first + [c for c in new_deck(jokers=ruleset.jokers) if c not in naturals | set(first)]
    counts = captured if captured is not None else (len(rest) - len(rest) // 2, len(rest) // 2)
    if sum(counts) != len(rest) or min(counts) < 0:
        raise NotationError(
            "the piles must hold every other card ({rest}), not {n}", rest=len(rest), n=sum(counts)
        )
    dealer = players - 1 if dealer is None else dealer
    turn = (dealer + 1) % players if turn is None else turn
    if not (0 <= dealer < players and 0 <= turn < players):
        raise NotationError("dealer and turn are seat numbers from 0 to {last}", last=players - 1)
    if min(scores) < 0:
        raise NotationError("the score cannot be negative")
    if min(chicas) < 0:
        raise NotationError("the chicas cannot be negative")
    if max(scores) >= ruleset.win_at:
        raise NotationError("a score of {score} has already won the chica", score=max(scores))
    said = _per_player("declared", declared, players)
    _check_claimable(ruleset, claimable, table, last)
    return Position(
        ruleset,
        players,
        "position",
        tuple(sort_cards(hand) for hand in hands),
        sort_cards(table),
        tuple(stock),
        (tuple(rest[: counts[0]]), tuple(rest[counts[0] :])),
        scores,
        chicas,
        dealer=dealer,
        turn=turn,
        last_drop=last,
        set_aside=tuple(aside),
        last_capturer=capturer,
        declared=said,
        held_rondas=held_rondas(
            hands,
            said,
            _per_player("held", held, players),
            unseen=[*stock, *(aside if not placeholders else ())],
            placeholders=placeholders,
        ),
        claimable=tuple(claimable),
    )


def held_rondas(
    hands: Sequence[Sequence[Card]],
    declared: Sequence[int | None],
    held: Sequence[int | None],
    *,
    unseen: Sequence[Card] = (),
    placeholders: Sequence[int] = (),
) -> tuple[int | None, ...]:
    """Return per player the ronda rank of this round's dealt hand, checking it could be so.

    A seat held a ronda if ``held`` names it, if it declared one (a declared ronda was
    held), or if three of a rank are still in its hand; these must agree. The held cards are
    in the hand or were played this round, so they are not in ``unseen`` (the stock, the
    cards set aside) nor in another hand. The cards of ``placeholders`` seats are not theirs
    and show nothing.
    """
    ranks: list[int | None] = []
    for seat, hand in enumerate(hands):
        shown = None if seat in placeholders else ronda_rank(hand)
        sources = ((held[seat], "held"), (declared[seat], "declared"), (shown, "in hand"))
        claims = [(rank, how) for rank, how in sources if rank is not None]
        if len({rank for rank, _ in claims}) > 1:
            said = ", ".join(f"{rank_letter(rank)} {how}" for rank, how in claims)
            raise NotationError(
                "seat {seat} cannot have held two rondas this round: {said}", seat=seat, said=said
            )
        rank = claims[0][0] if claims else None
        if rank is not None:
            _check_held(seat, rank, hands, unseen, placeholders)
        ranks.append(rank)
    return tuple(ranks)


def _shown_ronda(hand: Sequence[Card], declared: int | None) -> int | None:
    """Return the ronda a seat is known to have held without ``held``: declared, or in hand."""
    return ronda_rank(hand) if declared is None else declared


def _check_held(
    seat: int,
    rank: int,
    hands: Sequence[Sequence[Card]],
    unseen: Sequence[Card],
    placeholders: Sequence[int],
) -> None:
    """Raise unless ``seat`` can have been dealt three cards of ``rank`` this round.

    Any card of a ``placeholders`` seat may be of that rank.
    """
    hand = hands[seat]
    kept = sum(
        1 for card in hand if seat in placeholders or (card.rank == rank and not card.is_joker)
    )
    played = ROUND_SIZE - len(hand)
    elsewhere = [
        card
        for other, cards in enumerate(hands)
        if other != seat and other not in placeholders
        for card in cards
    ]
    away = sum(1 for card in (*elsewhere, *unseen) if card.rank == rank and not card.is_joker)
    if kept + played < 3 or away > 1:
        raise NotationError(
            "seat {seat} cannot have held a ronda of {rank} this round: "
            "three of that rank must be in its hand or among the cards it has played",
            seat=seat,
            rank=rank_letter(rank),
        )


def _per_player(
    name: str, values: Sequence[int | None] | None, players: int
) -> tuple[int | None, ...]:
    """Return one rank (or None) per player; raise if ``values`` gives another number."""
    if values is None:
        return (None,) * players
    if len(values) != players:
        raise NotationError(
            "'{name}' needs one rank or - per player ({players}), not {n}",
            name=name,
            players=players,
            n=len(values),
        )
    return tuple(values)


def _check_claimable(
    ruleset: Ruleset, claimable: Sequence[Card], table: Sequence[Card], last: Card | None
) -> None:
    """Raise unless ``claimable`` can be run cards a capture has just left on ``table``."""
    if not claimable:
        return
    if not ruleset.claim_missed_run:
        raise NotationError(
            "missed run cards cannot be claimed under '{rules}'", rules=ruleset.name
        )
    missing = [card for card in claimable if card not in table]
    if missing:
        raise NotationError(
            "the claimable card {card} must be one of the table cards", card=str(missing[0])
        )
    if last is not None:
        raise NotationError("claimable cards follow a capture, so there is no caída card ('last')")


def parse_position(text: str) -> Position:
    """Read a compact position string; a wrong part raises :class:`NotationError`."""
    fields: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        key, sep, value = part.partition(":")
        key = key.strip().lower()
        if not sep or key not in KEYS:
            raise NotationError(
                "'{text}' is not a position field: use {keys}",
                text=part.strip(),
                keys=", ".join(KEYS),
            )
        if key in fields:
            raise NotationError("the field '{key}' is given twice", key=key)
        fields[key] = value.strip()
    if "hands" not in fields:
        raise NotationError("a position needs 'hands: …' (the players' cards, separated by /)")
    hands = [parse_cards(hand, unique=False) for hand in fields["hands"].split("/")]
    last = fields.get("last", "")
    return build_position(
        hands,
        rules=fields.get("rules", DEFAULT_RULESET),
        table=parse_cards(fields.get("table", ""), unique=False),
        stock=parse_cards(fields.get("stock", ""), unique=False),
        aside=parse_cards(fields.get("aside", ""), unique=False),
        last=parse_card(last) if last else None,
        scores=_pair(fields, "score", "-"),
        chicas=_pair(fields, "chicas", "-"),
        captured=_pair(fields, "captured", " ") if "captured" in fields else None,
        dealer=_seat(fields, "dealer"),
        turn=_seat(fields, "turn"),
        declared=_ranks(fields["declared"]) if "declared" in fields else None,
        held=_ranks(fields["held"]) if "held" in fields else None,
        claimable=parse_cards(fields.get("claimable", ""), unique=False),
        capturer=_capturer(fields.get("capturer", "-")),
    )


def format_position(position: Position) -> str:
    """Write a position as a compact string, leaving out fields at their defaults."""
    parts = [f"rules: {position.ruleset.name}"]
    if position.chicas != (0, 0):
        parts.append(f"chicas: {position.chicas[0]}-{position.chicas[1]}")
    parts.append(f"score: {position.scores[0]}-{position.scores[1]}")
    parts.append("hands: " + " / ".join(format_cards(hand) for hand in position.hands))
    if position.table:
        parts.append(f"table: {format_cards(position.table)}")
    if position.stock:
        parts.append(f"stock: {format_cards(position.stock)}")
    if position.set_aside:
        parts.append(f"aside: {format_cards(position.set_aside)}")
    if position.last_drop is not None:
        parts.append(f"last: {position.last_drop}")
    piles = (len(position.piles[0]), len(position.piles[1]))
    if any(piles):
        parts.append(f"captured: {piles[0]} {piles[1]}")
    if position.dealer != position.players - 1:
        parts.append(f"dealer: {position.dealer}")
    if position.turn != (position.dealer + 1) % position.players:
        parts.append(f"turn: {position.turn}")
    if position.last_capturer is not None:
        parts.append(f"capturer: {position.last_capturer}")
    if any(rank is not None for rank in position.declared):
        parts.append(f"declared: {_format_ranks(position.declared)}")
    pairs = zip(position.hands, position.declared, strict=True)
    shown = tuple(_shown_ronda(hand, rank) for hand, rank in pairs)
    if position.held_rondas != shown:
        parts.append(f"held: {_format_ranks(position.held_rondas)}")
    if position.claimable:
        parts.append(f"claimable: {format_cards(position.claimable)}")
    return "; ".join(parts)


MAX_DIGITS = 6
"""The longest number the notation reads: every count and score in the game is far smaller."""


def read_number(text: str) -> int | None:
    """Return the whole number ``text`` writes in ASCII digits, or None if it writes none.

    Only ``0``–``9`` count (not ``²`` or ``٣``, which :meth:`str.isdigit` accepts), and at
    most :data:`MAX_DIGITS` of them.

    >>> read_number(" 38 "), read_number("²"), read_number("-1")
    (38, None, None)
    """
    digits = text.strip()
    if not digits or len(digits) > MAX_DIGITS or not (digits.isascii() and digits.isdigit()):
        return None
    return int(digits)


def _pair(fields: dict[str, str], key: str, separator: str) -> tuple[int, int]:
    text = fields.get(key, f"0{separator}0")
    left, _, right = text.replace(separator, " ").strip().partition(" ")
    numbers = read_number(left), read_number(right)
    if numbers[0] is None or numbers[1] is None:
        raise NotationError(
            "'{key}: {text}' needs two whole numbers, like 38{sep}20",
            key=key,
            text=text,
            sep=separator,
        )
    return numbers[0], numbers[1]


def _seat(fields: dict[str, str], key: str) -> int | None:
    if key not in fields:
        return None
    seat = read_number(fields[key])
    if seat is None:
        raise NotationError(
            "'{key}: {text}' must be a seat number such as 0", key=key, text=fields[key]
        )
    return seat


def _capturer(text: str) -> int | None:
    if text.strip() in ("", "-"):
        return None
    if text.strip() not in ("0", "1"):
        raise NotationError(
            "'capturer: {text}' must be the side that captured last: 0, 1 or -", text=text
        )
    return int(text)


def _ranks(text: str) -> list[int | None]:
    return [None if token == "-" else parse_rank(token) for token in text.split()]


def _format_ranks(ranks: Sequence[int | None]) -> str:
    return " ".join(rank_letter(rank) if rank else "-" for rank in ranks)

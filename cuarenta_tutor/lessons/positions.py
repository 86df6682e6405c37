"""Turn a lesson's position fields into an engine position (the learner is seat 0)."""

from __future__ import annotations

from typing import Any

from ..engine.cards import Card, NotationError, new_deck, parse_card, parse_cards, parse_rank
from ..engine.game import Position
from ..engine.notation import build_position
from ..engine.rules import load_ruleset
from .model import Lesson, players_in


def hidden_hands(lesson: Lesson) -> bool:
    """Whether the other players' cards are unknown to the learner (no ``others``)."""
    return "others" not in lesson.position


def lesson_position(lesson: Lesson, ruleset: str) -> Position:
    """Build the engine position of ``lesson`` under ``ruleset``.

    With hidden hands the other players get placeholder cards from the unseen ones (their
    real cards are unknown; criteria that need them average over the possibilities).
    A position that cannot occur raises the lesson's error at the ``position`` line.
    """
    spec: dict[str, Any] = lesson.position
    try:
        return _build(spec, ruleset)
    except NotationError as error:
        raise lesson.error("impossible position: {error}", "position", error=error) from None


def _cards(spec: dict[str, Any], key: str) -> tuple[Card, ...]:
    return parse_cards(spec.get(key) or "", unique=False)


def _build(spec: dict[str, Any], ruleset: str) -> Position:
    rules = load_ruleset(ruleset)
    hand, table, stock, seen = (_cards(spec, key) for key in ("hand", "table", "stock", "seen"))
    others = [parse_cards(text, unique=False) for text in spec.get("others", [])]
    players = players_in(spec)
    if others and len(others) != players - 1:
        raise NotationError(
            "a mesa of {players} players needs a hand for each other player ({others}), not {n}",
            players=players,
            others=players - 1,
            n=len(others),
        )
    us_dealing = spec.get("dealer", "them") == "us"
    dealer = 0 if us_dealing else players - 1
    captured = spec.get("captured")
    aside: tuple[Card, ...] = ()
    piles = seen
    hidden = not others
    if hidden:
        others = _placeholders(hand, table, stock, seen, players, rules.jokers, us_dealing)
        piles, aside = _hidden_rest(
            [hand, *others, table, stock],
            seen,
            rules.jokers,
            sum(_pair(captured)) if captured else None,
        )
    last = spec.get("last")
    return build_position(
        [hand, *others],
        rules=rules,
        table=table,
        stock=stock,
        aside=aside,
        last=parse_card(last) if last else None,
        scores=_pair(spec.get("score", (0, 0))),
        captured=_pair(captured) if captured else None,
        dealer=dealer,
        turn=0,
        declared=_previous_seat(spec, "declared", players),
        held=_previous_seat(spec, "held", players),
        capturer={"us": 0, "them": 1}.get(spec.get("capturer", "")),
        piles_first=piles,
        placeholders=range(1, players) if hidden else (),
    )


def _previous_seat(spec: dict[str, Any], key: str, players: int) -> list[int | None] | None:
    """Return per seat the ronda rank ``key`` gives the previous player (the last seat)."""
    rank = spec.get(key)
    return [None] * (players - 1) + [parse_rank(rank)] if rank else None


def _hidden_rest(
    placed: list[tuple[Card, ...]], seen: tuple[Card, ...], jokers: bool, captured: int | None
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Split the cards nobody can see into known piles and unknown cards set aside.

    With hidden hands the learner knows only the captured cards named in ``seen``; the
    others are out of reach but unknown, so they are set aside (the solver counts them among
    the cards the learner cannot see). ``captured`` larger than ``seen`` adds the lowest
    unknown cards to the piles.
    """
    used = {c.natural for cards in placed for c in cards} | {c.natural for c in seen}
    unknown = [c for c in new_deck(jokers=jokers) if c not in used]
    extra = 0 if captured is None else captured - len(seen)
    if extra < 0:
        raise NotationError(
            "captured counts {captured} cards but seen names {seen}",
            captured=captured,
            seen=len(seen),
        )
    return (*seen, *unknown[:extra]), tuple(unknown[extra:])


def _pair(values: Any) -> tuple[int, int]:
    return int(values[0]), int(values[1])


def _placeholders(
    hand: tuple[Card, ...],
    table: tuple[Card, ...],
    stock: tuple[Card, ...],
    seen: tuple[Card, ...],
    players: int,
    jokers: bool,
    us_dealing: bool,
) -> list[tuple[Card, ...]]:
    """Give the unknown hands cards nobody has seen (the lowest, in canonical order)."""
    used = {c.natural for c in (*hand, *table, *stock, *seen)}
    unseen = [c for c in new_deck(jokers=jokers) if c not in used]
    hands: list[tuple[Card, ...]] = []
    for _seat in range(1, players):
        # Seats after the learner have played one card fewer this round, unless we dealt
        # (then every other seat has already played once more than the learner).
        size = max(len(hand) - 1, 0) if us_dealing else len(hand)
        hands.append(tuple(unseen[:size]))
        unseen = unseen[size:]
    return hands

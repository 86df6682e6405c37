"""Fit the coach's end-of-round model: rounds solved exactly, shipped as data.

For each preset and number of players, seeded mesas are played by engine players (a
beginner against a club player, as in ``coach_reference.py``); at each moment the last
round of a deck is dealt, that round is solved exactly with every card known (the
solver's alpha-beta search, chica and cartón included) and its principal line is played
out. What the line gives each side — the share of the cards in play it took (leftovers
included) and its points from caídas and from everything else — is one
:class:`~cuarenta_tutor.engine.search.deck_value.SolvedRound`, seen from the side that
leads the round. A round whose search needs more than ``--node-limit`` positions is left
out. Four-player rounds are solved from the moment each hand holds ``--four-cards`` cards
(a whole round of four hidden hands is too big to solve often), their points scaled to a
whole round. Reproducible from ``--seed``; writes
``cuarenta_tutor/engine/search/data/deck_value.json``.

    nice -n 10 python benchmarks/fit_deck_value.py --rounds 150 --four 24
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from cuarenta_tutor.engine.game import Misdeal, Position, apply
from cuarenta_tutor.engine.rules import Leftovers, preset_names
from cuarenta_tutor.engine.search import SearchLimitError
from cuarenta_tutor.engine.search.moves import total
from cuarenta_tutor.engine.search.state import NO_CAPTURER, DeckGame, Node
from cuarenta_tutor.engine.search.strength import engine_player
from cuarenta_tutor.engine.search.tree import AlphaBeta

OUT = Path(__file__).parent.parent / "cuarenta_tutor" / "engine" / "search" / "data"
MAX_PLIES = 3000


def last_rounds(rules: str, players: int, seed: str, cards: int) -> list[Position]:
    """Play one seeded mesa; return the last rounds of its decks when each hand holds ``cards``."""
    from cuarenta_tutor.engine.record import GameRecord

    position = GameRecord(rules, players, seed).start()
    seats = [engine_player("beginner", f"{seed}-{s}") for s in range(players)]
    seats[1] = engine_player("club")
    found, plies = [], 0
    while not position.is_over and plies < MAX_PLIES:
        full = all(len(hand) == cards for hand in position.hands)
        if not position.stock and full:
            found.append(position)
        action = seats[position.turn].choose(position)
        if isinstance(action, Misdeal):
            break
        position, _ = apply(position, action)
        plies += 1
    return found


def principal_line(game: DeckGame, search: AlphaBeta, node: Node) -> list[int]:
    """Play the optimal line out; return cards taken and caída/other points per side.

    The result is ``[taken0, taken1, caida0, other0, caida1, other1]``.
    """
    result = [0, 0, 0, 0, 0, 0]
    target = search.value(node)
    while True:
        side = node.turn & 1
        for move in game.moves(node):
            margin, child = game.step(node, move)
            if child is None:
                if margin == target:
                    break
                continue
            need = target - margin if child.turn & 1 == side else margin - target
            if child.turn & 1 == side:
                if search.value(child, need - 1, need) >= need:
                    break
            elif search.value(child, need, need + 1) <= need:
                break
        else:
            raise AssertionError("no move reaches the node's value")
        effect = move[1]
        if child is None:
            _last_move(game, node, effect, result)
            return result
        gained = (child.score0 - node.score0, child.score1 - node.score1)
        for who in (0, 1):
            if gained[who]:
                caida = effect is not None and not effect.drop and effect.caida
                result[2 + 2 * who + (0 if caida else 1)] += gained[who]
        result[0] += child.pile0 - node.pile0
        result[1] += child.pile1 - node.pile1
        target = need
        node = child


def _last_move(game: DeckGame, node: Node, effect: object, result: list[int]) -> None:
    """Add the deck's last move (or a move that ends the chica) and the leftovers."""
    side = node.turn & 1
    table, capturer = node.table, node.capturer
    if effect is not None and not effect.drop:  # type: ignore[attr-defined]
        score = node.score1 if side else node.score0
        points, _ = game.scorer.capture(effect, score, False)  # type: ignore[arg-type]
        result[2 + 2 * side + (0 if effect.caida else 1)] += points  # type: ignore[attr-defined]
        result[side] += effect.won  # type: ignore[attr-defined]
        table, capturer = effect.table, side  # type: ignore[attr-defined]
    elif effect is not None:
        table = effect.table  # type: ignore[attr-defined]
    if game.ruleset.leftovers is Leftovers.LAST_CAPTURER and capturer != NO_CAPTURER:
        result[capturer] += total(table)


def solved_round(position: Position, node_limit: int) -> list[float] | None:
    """Solve the round exactly and return it as a ``SolvedRound`` row (None: too big).

    A round solved from hands of fewer than five cards has its points scaled to a whole round.
    """
    game = DeckGame(position)
    search = AlphaBeta(game, node_limit=node_limit)
    try:
        line = principal_line(game, search, game.node(position))
    except SearchLimitError:
        return None
    in_play = len(position.table) + sum(len(hand) for hand in position.hands)
    lead = (position.dealer + 1) % 2
    deal = 1 - lead
    scale = 5 / len(position.hand)
    return [
        round(line[lead] / in_play, 4),
        round(line[deal] / in_play, 4),
        *(round(line[2 + 2 * side + kind] * scale, 3) for side in (lead, deal) for kind in (0, 1)),
    ]


def main() -> None:
    """Solve the rounds and write the data file."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=150, help="2-player rounds per preset")
    parser.add_argument("--four", type=int, default=24, help="4-player rounds per preset")
    parser.add_argument("--four-cards", type=int, default=3, help="cards per 4-player hand")
    parser.add_argument("--node-limit", type=int, default=300_000)
    parser.add_argument("--seed", default="fit1")
    args = parser.parse_args()
    table: dict[str, list[list[float]]] = {}
    for players, wanted in ((2, args.rounds), (4, args.four)):
        for rules in preset_names():
            rows: list[list[float]] = []
            cards = 5 if players == 2 else args.four_cards
            game_no, skipped, started = 0, 0, time.perf_counter()
            while len(rows) < wanted and game_no < 20 * wanted:
                for position in last_rounds(
                    rules, players, f"{args.seed}-{rules}-{game_no}", cards
                ):
                    row = solved_round(position, args.node_limit)
                    if row is None:
                        skipped += 1
                    elif len(rows) < wanted:
                        rows.append(row)
                game_no += 1
            table[f"{rules}/{players}"] = rows
            seconds = time.perf_counter() - started
            print(f"{rules}/{players}: {len(rows)} rounds, {skipped} too big, {seconds:.0f} s")
    data = {
        "about": "Rounds solved exactly: lead share, deal share, lead caída/other points, "
        "deal caída/other points (benchmarks/fit_deck_value.py).",
        "seed": args.seed,
        "node_limit": args.node_limit,
        "rounds": table,
    }
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "deck_value.json").write_text(json.dumps(data) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

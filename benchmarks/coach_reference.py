"""The coach's deep reference: every legal action valued over many deals solved exactly.

Positions come from seeded mesas of every ruleset preset, played by engine players (a
beginner, who slips now and then, against a club player, so that the positions vary), at
moments from which the rest of the deck can still be solved exactly: with 2 players the
third of four rounds (ten cards in the stock: a round *before the last*). With 4 players
(``--four``) a round before the last cannot be solved exactly often enough (its last cards
and the 20 of the last round, three hands hidden, overflow any sane node limit), so the
4-player positions are taken in the *last* round, where the coach is not exact either (three
hands are hidden), when each hand holds 2 to ``--four-cards`` cards. For each position,
``--deals`` deals of the cards its player cannot see are drawn, consistent with what that
player knows (:func:`cuarenta_tutor.engine.search.sampling.sample_deals`: hand sizes, every
card seen this deck, declared rondas), and every legal action is valued in each deal by the
solver's exact ``deal`` criterion: the mover's points gained minus the other side's to the
end of the deck, leftovers and cartón included, with the 38 rule and every threshold, plus
or minus ``CHICA_VALUE`` (1 000) when the chica is won on the way. That yardstick is the
coach's too. An action's reference value is its mean over the deals; a deal whose search
needs more than ``--node-limit`` positions is left out (the file counts them).

Mesas from seeds ``tune-*`` make the TUNE set, ``report-*`` the REPORT set. Everything
follows from ``--seed``; the output is ``benchmarks/data/coach_reference.json``.

    nice -n 10 python benchmarks/coach_reference.py --positions 60 --deals 32

``--later-decks FILE`` values the positions of an existing reference ``FILE`` again, on the
same deals (the same seed, the same number of deals, the same node limit), with a deck that
ends without the chica worth 1 000 times the difference of the sides' chances of winning it
over the *later* decks (``engine/search/chica_equity.py``, the table the coach would use;
a chica won in this deck is still worth 1 000). ``--set`` keeps one set, so that TUNE and
REPORT can be built by two processes; the file is written after every position. Each entry
keeps the old file's ``chica_at_stake`` (whether a deal decides the chica in this deck):
with the later decks every deck end is worth a share of the chica.

    nice -n 10 python benchmarks/coach_reference.py --later-decks \
        benchmarks/data/coach_reference.json --set tune \
        --out benchmarks/data/coach_reference_later_tune.json
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from cuarenta_tutor.engine.game import ROUND_SIZE, Misdeal, Position, apply
from cuarenta_tutor.engine.record import GameRecord
from cuarenta_tutor.engine.rules import preset_names
from cuarenta_tutor.engine.search import CHICA_VALUE, SearchLimitError, rank_plays
from cuarenta_tutor.engine.search.sampling import sample_deals
from cuarenta_tutor.engine.search.solver import _DealSearch, _Limits
from cuarenta_tutor.engine.search.state import DeckGame
from cuarenta_tutor.engine.search.strength import engine_player

OUT = Path(__file__).parent / "data" / "coach_reference.json"
MAX_PLIES = 3000


def wanted(position: Position, four_cards: int) -> bool:
    """Whether the reference takes ``position`` (see the module doc)."""
    if position.is_over or not position.hand:
        return False
    if position.players == 2:
        return len(position.stock) == 2 * ROUND_SIZE
    return not position.stock and 2 <= len(position.hand) <= four_cards


def candidates(
    rules: str, players: int, seed: str, four_cards: int
) -> tuple[GameRecord, list[int]]:
    """Play one seeded mesa; return its record and the plies of the wanted moments."""
    position = GameRecord(rules, players, seed).start()
    seats = [engine_player("beginner", f"{seed}-{s}") for s in range(players)]
    seats[1] = engine_player("club")
    actions: list[str] = []
    plies: list[int] = []
    while not position.is_over and len(actions) < MAX_PLIES:
        if wanted(position, four_cards):
            plies.append(len(actions))
        action = seats[position.turn].choose(position)
        if isinstance(action, Misdeal):
            break
        position, _ = apply(position, action)
        actions.append(str(action))
    return GameRecord(rules, players, seed, tuple(actions)), plies


def replay(record: GameRecord, ply: int) -> Position:
    """Return the position after the record's first ``ply`` actions."""
    from cuarenta_tutor.engine.record import steps

    position = record.start()
    for step in steps(GameRecord(record.rules, record.players, record.seed, record.actions[:ply])):
        position = step.after
    return position


def solved(world: Position, node_limit: int, later_decks: bool) -> list[tuple[str, int]]:
    """Return every action's exact value in one deal (``later_decks``: see the module doc)."""
    if not later_decks:
        return [
            (str(p.action), int(p.value))
            for p in rank_plays(world, "deal", node_limit=node_limit).plays
        ]
    actions = [p.action for p in rank_plays(world, "immediate").plays]
    game = DeckGame(world, later_decks=True)
    found = _DealSearch(world, _Limits(node_limit), game=game).values(actions)
    return [(str(outcome.action), value) for outcome, value in found]


def reference(
    position: Position, deals: int, seed: str, node_limit: int, *, later_decks: bool = False
) -> dict[str, object]:
    """Value every action of ``position`` over ``deals`` sampled deals, each solved exactly."""
    sums: dict[str, float] = {}
    squares: dict[str, float] = {}
    used = skipped = 0
    stake = False
    for world in sample_deals(position, deals, seed):
        try:
            row = solved(world, node_limit, later_decks)
        except SearchLimitError:
            skipped += 1
            continue
        used += 1
        for key, value in row:
            sums[key] = sums.get(key, 0.0) + value
            squares[key] = squares.get(key, 0.0) + value**2
            stake = stake or abs(value) >= CHICA_VALUE / 2
    values = {key: total / used for key, total in sums.items()} if used else {}
    errors = {
        key: (max(squares[key] / used - values[key] ** 2, 0.0) / max(used - 1, 1)) ** 0.5
        for key in values
    }
    return {
        "values": {key: round(v, 4) for key, v in values.items()},
        "stderr": {key: round(e, 4) for key, e in errors.items()},
        "deals": used,
        "skipped": skipped,
        "chica_at_stake": stake,
    }


def build(args: argparse.Namespace) -> dict[str, object]:
    """Collect the positions of both sets and value them."""
    rng = random.Random(args.seed)
    counts = [(n, total) for n, total in ((2, args.positions), (4, args.four)) if total]
    entries: list[dict[str, object]] = []
    for split in ("tune", "report"):
        for players, total in counts:
            per_preset = max(1, total // len(preset_names()))
            for rules in preset_names():
                taken, game = 0, 0
                while taken < per_preset and game < 10 * per_preset:
                    seed = f"{split}-{args.seed}-{rules}-{players}-{game}"
                    game += 1
                    record, plies = candidates(rules, players, seed, args.four_cards)
                    if not plies:
                        continue
                    # a few moments per mesa, spread over it (later decks: higher scores)
                    for ply in sorted(rng.sample(plies, min(args.per_game, len(plies)))):
                        if taken == per_preset:
                            break
                        started = time.perf_counter()
                        position = replay(record, ply)
                        found = reference(position, args.deals, f"{seed}-{ply}", args.node_limit)
                        if not found["deals"]:
                            continue
                        taken += 1
                        entry = {
                            "set": split,
                            "rules": rules,
                            "players": players,
                            "seed": seed,
                            "actions": list(record.actions[:ply]),
                            "ply": ply,
                            "scores": list(position.scores),
                            **found,
                        }
                        entries.append(entry)
                        print(
                            f"{split} {rules} {players}p ply {ply} scores {position.scores} "
                            f"deals {found['deals']}+{found['skipped']} "
                            f"{time.perf_counter() - started:.1f}s",
                            flush=True,
                        )
    return {
        "about": __doc__.split("\n\n")[0],
        "seed": args.seed,
        "deals": args.deals,
        "node_limit": args.node_limit,
        "chica_value": CHICA_VALUE,
        "positions": entries,
    }


def again(args: argparse.Namespace) -> None:
    """Value the positions of an existing reference with the later decks (module doc)."""
    source = json.loads(args.later_decks.read_text(encoding="utf-8"))
    entries = [e for e in source["positions"] if args.set in (None, e["set"])][: args.limit]
    done: list[dict[str, object]] = []
    data = {
        "about": __doc__.split("\n\n")[0] + " Counting the later decks.",
        "later_decks": True,
        "source": args.later_decks.name,
        "seed": source["seed"],
        "deals": source["deals"],
        "node_limit": source["node_limit"],
        "chica_value": CHICA_VALUE,
        "positions": done,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    for entry in entries:
        started = time.perf_counter()
        record = GameRecord(
            str(entry["rules"]), int(entry["players"]), str(entry["seed"]), tuple(entry["actions"])
        )
        position = replay(record, int(entry["ply"]))
        seed = f"{entry['seed']}-{entry['ply']}"
        found = reference(
            position, int(source["deals"]), seed, int(source["node_limit"]), later_decks=True
        )
        found["chica_at_stake"] = entry["chica_at_stake"]  # this deck's chica, as the source
        done.append({**entry, **found})
        args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(
            f"{entry['set']} {entry['rules']} {entry['players']}p ply {entry['ply']} "
            f"scores {tuple(entry['scores'])} deals {found['deals']}+{found['skipped']} "
            f"(before {entry['deals']}+{entry['skipped']}) "
            f"{time.perf_counter() - started:.1f}s",
            flush=True,
        )
    print(f"{len(done)} positions written to {args.out}")


def main() -> None:
    """Build the reference and write it as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=60, help="2-player positions per set")
    parser.add_argument("--four", type=int, default=0, help="4-player positions per set")
    parser.add_argument("--four-cards", type=int, default=4, help="most cards in a 4p hand")
    parser.add_argument("--deals", type=int, default=32, help="sampled deals per position")
    parser.add_argument("--per-game", type=int, default=2, help="moments taken per mesa")
    parser.add_argument("--node-limit", type=int, default=400_000, help="positions per deal")
    parser.add_argument("--seed", default="ref1")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--later-decks", type=Path, help="value this reference's positions again")
    parser.add_argument("--set", choices=("tune", "report"), help="with --later-decks: one set")
    parser.add_argument("--limit", type=int, help="with --later-decks: the first N positions")
    args = parser.parse_args()
    if args.later_decks:
        again(args)
        return
    data = build(args)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"{len(data['positions'])} positions written to {args.out}")  # type: ignore[arg-type]


if __name__ == "__main__":
    main()

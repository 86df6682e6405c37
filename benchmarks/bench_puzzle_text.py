"""Benchmark: writing a puzzle's prompt, hints and explanation, against reading its position.

Not a test: run it by hand.

    python benchmarks/bench_puzzle_text.py            # every puzzle of the bank, German
    python benchmarks/bench_puzzle_text.py --json

Practice writes a puzzle's words when it opens the puzzle. The words depend on the rules,
the players and the position (can anything be taken? which tied answer shows the theme?),
so writing them parses the position and asks the engine a few questions. The baseline in
the same run is parsing the position alone; the ratio says what the words cost on top.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from cuarenta_tutor.engine.notation import parse_position
from cuarenta_tutor.i18n import Translator
from cuarenta_tutor.puzzles import all_puzzles
from cuarenta_tutor.sentences.puzzle_text import puzzle_text


def measure(lang: str, rounds: int) -> dict[str, object]:
    """Return the microseconds per puzzle of the words and of the parse, and their ratio."""
    puzzles = all_puzzles()
    tr = Translator(lang)
    puzzle_text(puzzles[0], tr)  # catalogues and glossary loaded once, as in the app
    words, parse = [], []
    for _ in range(rounds):
        start = time.perf_counter()
        for puzzle in puzzles:
            parse_position(puzzle.position)
        parse.append((time.perf_counter() - start) / len(puzzles))
        start = time.perf_counter()
        for puzzle in puzzles:
            puzzle_text(puzzle, tr)
        words.append((time.perf_counter() - start) / len(puzzles))
    words_us, parse_us = statistics.median(words) * 1e6, statistics.median(parse) * 1e6
    return {
        "puzzles": len(puzzles),
        "lang": lang,
        "words_us": round(words_us),
        "parse_us": round(parse_us),
        "ratio": round(words_us / parse_us, 2),
    }


def main() -> None:
    """Print the measurement as a Markdown table (or JSON)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="de")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(args.lang, args.rounds)
    if args.json:
        print(json.dumps(result))
        return
    print("| puzzles | words µs/puzzle | parse µs/puzzle | ratio |")
    print("|---|---|---|---|")
    print(
        f"| {result['puzzles']} | {result['words_us']} | {result['parse_us']} | {result['ratio']} |"
    )


if __name__ == "__main__":
    main()

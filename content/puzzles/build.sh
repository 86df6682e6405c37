#!/bin/sh
# Mine the shipped bank: per preset, two-player and four-player puzzles in one file.
# Same commands, same bank. Run from the repository root in the project's environment.
set -e
out=content/puzzles
tmp=$(mktemp -d)
for rules in quito rigor pagat casual; do
  nice cuarenta-tutor puzzles generate --rules "$rules" --players 2 --count 620 --quota 45 \
    --max-mesas 600 --seed "bank-$rules" -o "$tmp/$rules.2p.jsonl" > "$tmp/$rules.2p.log" &
  nice cuarenta-tutor puzzles generate --rules "$rules" --players 4 --count 140 \
    --max-mesas 300 --seed "bank-$rules" -o "$tmp/$rules.4p.jsonl" > "$tmp/$rules.4p.log" &
done
wait
for rules in quito rigor pagat casual; do
  cat "$tmp/$rules.2p.log" "$tmp/$rules.4p.log"
  cat "$tmp/$rules.2p.jsonl" "$tmp/$rules.4p.jsonl" > "$out/$rules.jsonl"
done
rm -r "$tmp"

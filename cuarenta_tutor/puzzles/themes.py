"""The puzzle themes: stable ids, in the order the bank and the app list them.

Each theme is detected by a predicate over the engine's plays and events
(:mod:`.predicates`), never tagged by hand.
"""

from __future__ import annotations

BEST_CAPTURE = "best-capture"
"""Several captures are possible and only some are best."""
MATCH_OR_SUM = "match-or-sum"
"""The card that is best played can take a match or a sum, and the choice matters."""
RUN_JUMP = "run-jump"
"""A best play's run goes on from the 7 to the jack, across the missing 8, 9 and 10."""
CAIDA = "caida"
"""A best play is a caída: it takes the card the opponent has just dropped."""
SAFE_DROP = "safe-drop"
"""The best play is a drop that gives the opponent less chance of a caída than another."""
LIMPIA = "limpia"
"""A best play takes every card on the table."""
RULE_38 = "rule-38"
"""The mover's side is on 38: only a caída finishes (or, under pagat, a limpia pays nothing)."""
DEFEND_38 = "defend-38"
"""The other side is on 38 and a worse play would hand it a caída."""
LEFTOVERS = "leftovers"
"""The best line ends the deck with the leftovers for the mover's side; a worse one does not."""
CARTON = "carton"
"""The best line scores the mover's side more cartón than the best other play's line."""
RONDA = "ronda"
"""The mover holds a ronda and must decide whether to declare it."""
PARTNER = "partner"
"""A four-player position: the mover plays for a side with a partner."""

THEMES = (
    BEST_CAPTURE,
    MATCH_OR_SUM,
    RUN_JUMP,
    CAIDA,
    SAFE_DROP,
    LIMPIA,
    RULE_38,
    DEFEND_38,
    LEFTOVERS,
    CARTON,
    RONDA,
    PARTNER,
)
"""Every theme id, in display order."""

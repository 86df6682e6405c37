"""Hand-made puzzle positions: per theme, one where its predicate holds and one where it does not.

The four-player positions are judged under ``immediate``, the two-player ones with an
empty stock under ``deal`` (every card known).
"""

from cuarenta_tutor.puzzles import themes

FOUR = "hands: {} / 2h Qh / 4c 5c / 6c 7c"
LAST_CARD = "hands:  / 5s; table: 5d Kc 2h; captured: 18 18; turn: 1; capturer: 0"

CASES = {
    # 6s takes 6d and the run 7c Jc (four cards), Ah only Ad.
    themes.BEST_CAPTURE: (
        "rules: quito; hands: 6s Ah / 2h 4h / 3c 4c / 5c Kc; table: 6d Ad 7c Jc",
        "rules: quito; hands: 6s Kh / 2h 4h / 3c 4c / 5c Kc; table: 6d Ac",
    ),
    # 5s x 2c 3c takes the sum and the run 6h 7h; the match 5d leaves 2c 3c behind.
    themes.MATCH_OR_SUM: (
        "rules: quito; hands: 5s Kh / Qh Qd; table: 5d 2c 3c 6h 7h",
        "rules: quito; hands: 5s Kh / Qh Qd; table: 5d 6h 7h",
    ),
    themes.RUN_JUMP: (
        "rules: quito; hands: 6s Kh / 2h 4h; table: 6d 7c Jc",
        "rules: quito; hands: 6s Kh / 2h 4h; table: 6d 7c",
    ),
    themes.CAIDA: (
        "rules: quito; hands: 4s Kh / 2h Qh; table: 4d 6c; last: 4d",
        "rules: quito; hands: 4s Kh / 2h Qh; table: 4d 6c",
    ),
    # The next player holds one of three unseen 2s, but no unseen K is left for Ks.
    themes.SAFE_DROP: (
        "rules: quito; " + FOUR.format("2s Ks") + "; table: 5d",
        "rules: quito; " + FOUR.format("2s Ks") + "; table: 5d Kd",
    ),
    themes.LIMPIA: (
        "rules: quito; hands: 5s Kh / 2h Qh; table: 2c 3c",
        "rules: quito; hands: 5s Kh / 2h Qh; table: 2c 3c Qd",
    ),
    themes.RULE_38: (
        "rules: quito; score: 38-10; hands: 4s Kh / 2h Qh; table: 4d 6c; last: 4d",
        "rules: quito; score: 20-10; hands: 4s Kh / 2h Qh; table: 4d 6c; last: 4d",
    ),
    themes.DEFEND_38: (
        "rules: quito; score: 10-38; " + FOUR.format("2s Ks") + "; table: 5d",
        "rules: quito; score: 10-10; " + FOUR.format("2s Ks") + "; table: 5d",
    ),
    # The last card of the deck: capturing wins the leftovers, dropping gives them to side 0.
    themes.LEFTOVERS: ("rules: quito; " + LAST_CARD, "rules: pagat; " + LAST_CARD),
    # On 30 or more, quito pays neither side any cartón.
    themes.CARTON: ("rules: quito; " + LAST_CARD, "rules: quito; score: 30-30; " + LAST_CARD),
    themes.RONDA: (
        "rules: quito; hands: 3s 3h 3d Kc Qc / As 2s 4h 5h 6h",
        "rules: quito; hands: 3s 2h 3d Kc Qc / As 3h 4h 5h 6h",
    ),
    themes.PARTNER: (
        "rules: quito; " + FOUR.format("2s Ks") + "; table: 5d",
        "rules: quito; hands: 2s Ks / 2h Qh; table: 5d",
    ),
}


SAMPLE_STEP = 25
"""Every ``SAMPLE_STEP``-th puzzle of the bank is in the coach-agreement sample (about 140
positions, both criteria, every ruleset); a test that samples the bank too takes a multiple
of it, so that its questions are the sample's and the coach answers them once a run."""


def bank_positions(players, count):
    """Return ``count`` positions spread over the bank's immediate puzzles for ``players``."""
    from cuarenta_tutor.engine.notation import parse_position
    from cuarenta_tutor.puzzles.model import bank_rules, load_bank

    found = [
        p
        for rules in bank_rules()
        for p in load_bank(rules)
        if p.players == players and p.criterion == "immediate"
    ]
    return [parse_position(p.position) for p in found[:: max(1, len(found) // count)][:count]]


def every_verdict(assessments):
    """Each assessment's verdicts on its actions, best first (``ranked``).

    A test that compares the verdicts as shipped with those under a patch asks for the
    shipped ones in a module-scoped fixture: it is set up before the function-scoped guard
    that makes a patching test search afresh (``patched_coach_forgets`` in the root
    conftest), so the answers kept between runs serve it.
    """
    from cuarenta_tutor.engine.search.coach import verdict_from

    return [[verdict_from(a, x) for x in a.ranked()] for a in assessments]

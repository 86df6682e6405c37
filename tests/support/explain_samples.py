"""One sample fact per explanation code, with singular and plural variants, for rendering tests."""

from cuarenta_tutor.engine.cards import parse_card, parse_cards
from cuarenta_tutor.engine.explain import Code, Fact

C = parse_card
CS = parse_cards


def samples():
    """Return (name, fact) pairs covering every code, singular and plural where it matters."""
    facts = {
        Code.DROP: [Fact(Code.DROP, card=C("Ah"))],
        Code.MATCH: [Fact(Code.MATCH, CS("5c"), C("5s"))],
        Code.MATCH_ALL: [Fact(Code.MATCH_ALL, CS("5c 5d"), C("5s"))],
        Code.SUM: [Fact(Code.SUM, CS("3c 4h"), C("7s"), number=7)],
        Code.RUN: [Fact(Code.RUN, CS("Jd Qh Ks"), C("7s"))],
        Code.JUMP: [Fact(Code.JUMP)],
        Code.CAIDA: [Fact(Code.CAIDA, points=2), Fact(Code.CAIDA, points=0)],
        Code.CAIDA_EN_RONDA: [Fact(Code.CAIDA_EN_RONDA, points=4)],
        Code.LIMPIA: [Fact(Code.LIMPIA, points=2), Fact(Code.LIMPIA, points=0)],
        Code.PERIQUITO: [Fact(Code.PERIQUITO, points=4), Fact(Code.PERIQUITO, points=1)],
        Code.CANCELLED_38: [
            Fact(Code.CANCELLED_38, number=38, event="limpia"),
            Fact(Code.CANCELLED_38, number=38, event="carton"),
        ],
        Code.CANCELLED_38_LIMPIA: [Fact(Code.CANCELLED_38_LIMPIA, number=38, event="limpia")],
        Code.CANCELLED_THRESHOLD: [
            Fact(Code.CANCELLED_THRESHOLD, number=30, event="ronda"),
            Fact(Code.CANCELLED_THRESHOLD, number=30, event="carton"),
        ],
        Code.LIMPIA_WITH_CAIDA: [Fact(Code.LIMPIA_WITH_CAIDA)],
        Code.WINS_CHICA: [
            Fact(Code.WINS_CHICA, event="doble_ronda"),
            Fact(Code.WINS_CHICA, event="caida_en_ronda"),
        ],
        Code.REACHES_CHICA: [Fact(Code.REACHES_CHICA, number=40)],
        Code.TOTAL: [Fact(Code.TOTAL, points=2, number=6), Fact(Code.TOTAL, points=1, number=1)],
        Code.NOT_IN_HAND: [Fact(Code.NOT_IN_HAND, card=C("Kd"))],
        Code.NOT_ON_TABLE: [
            Fact(Code.NOT_ON_TABLE, CS("5h")),
            Fact(Code.NOT_ON_TABLE, CS("5h 6h")),
        ],
        Code.FACE_SUM: [Fact(Code.FACE_SUM, CS("Jc Qc"), C("Ks"))],
        Code.SUM_WRONG: [Fact(Code.SUM_WRONG, CS("2c 4c"), C("7s"), number=6)],
        Code.SUM_ONE: [Fact(Code.SUM_ONE, CS("Ac"), C("4h"))],
        Code.SUM_TOO_MANY: [Fact(Code.SUM_TOO_MANY, CS("Ac 2c 4c"), C("7s"), number=2)],
        Code.MATCH_AND_SUM: [Fact(Code.MATCH_AND_SUM, CS("4c 2c 3c"), C("4s"))],
        Code.MATCH_ONE: [Fact(Code.MATCH_ONE, CS("5c 5d"), C("5s"))],
        Code.MATCH_EVERY: [Fact(Code.MATCH_EVERY, CS("5c 5d"), C("5s"))],
        Code.NO_BASE: [Fact(Code.NO_BASE, CS("6c"), C("5s"))],
        Code.HIGHER_ONLY: [
            Fact(Code.HIGHER_ONLY, CS("Qd"), C("5s")),
            Fact(Code.HIGHER_ONLY, CS("Qd Kd"), C("5s")),
        ],
        Code.WRAP: [Fact(Code.WRAP, card=C("Ks"))],
        Code.RUN_GAP: [Fact(Code.RUN_GAP, CS("Jc"), C("5s"))],
        Code.RUN_TWICE: [Fact(Code.RUN_TWICE, CS("6c 6d"), C("5s"))],
        Code.RUN_INCOMPLETE: [Fact(Code.RUN_INCOMPLETE, CS("7c Jc"), C("5s"))],
        Code.RUN_JUMP_MISSED: [Fact(Code.RUN_JUMP_MISSED, CS("Js"), C("7s"))],
        Code.RUN_WRONG_START: [
            Fact(Code.RUN_WRONG_START, CS("4c"), C("5s")),
            Fact(Code.RUN_WRONG_START, CS("4c 5c"), C("6s")),
        ],
        Code.NOT_A_CAPTURE: [Fact(Code.NOT_A_CAPTURE, CS("4c 5c"), C("4s"))],
        Code.MAY_CLAIM: [Fact(Code.MAY_CLAIM, CS("7c"))],
    }
    assert set(facts) == set(Code), set(Code) - set(facts)
    return [
        (f"{code.value}-{i}", fact) for code, items in facts.items() for i, fact in enumerate(items)
    ]

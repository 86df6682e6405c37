"""Rulesets: every disputed point of Cuarenta as a named switch, and the shipped presets.

The presets live as data in ``content/rulesets/<name>.toml``; each switch there names its
source. House toggles (``jokers``, ``periquito``, ``rapido``, ``forgive_misdeal``,
``no_zapateria``) are applied on top of any preset: ``load_ruleset("quito+rapido")``.
"""

from __future__ import annotations

import dataclasses
import tomllib
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

from ..paths import content_dir
from .messages import MessageError

DEFAULT_RULESET = "quito"
TOGGLES = ("jokers", "periquito", "rapido", "forgive_misdeal", "no_zapateria")


class RulesetError(MessageError):
    """An unknown ruleset or toggle, or a preset file with a wrong or missing switch."""


class RondaTiming(StrEnum):
    """When a ronda may be declared."""

    FIRST_CARD = "first_card"
    """Before the player's first card of the round."""
    ANY_TURN = "any_turn"
    """At any of the player's turns while the three cards are still in hand."""


class DobleRonda(StrEnum):
    """What four cards of a rank in the dealt hand are worth."""

    POINTS = "points"
    CHICA = "chica"
    MESA = "mesa"


class CaidaEnRonda(StrEnum):
    """What a caída on a card of the dropping player's ronda is worth."""

    NONE = "none"
    """An ordinary caída."""
    POINTS = "points"
    CHICA = "chica"


class CartonScale(StrEnum):
    """How the cartón (card count) is valued from 20 cards up."""

    ROUND_UP = "round_up"
    """20 → 6, one point per card above, an odd total rounded up (21 → 8)."""
    PAIRS = "pairs"
    """20 → 6, two points per full pair above (21 → 6, 22 → 8)."""


class CartonTo(StrEnum):
    """Who scores the cartón."""

    MORE_CARDS = "more_cards"
    """Only the side with more cards (a tie gives nobody the cartón)."""
    ANY_20 = "any_20"
    """Any side with at least 20 cards."""


class Rule38(StrEnum):
    """What a side on 38 (or more, under 40) can still score."""

    CAIDA_ONLY = "caida_only"
    NO_LIMPIA = "no_limpia"


class Leftovers(StrEnum):
    """Where the table cards go at the end of a deck."""

    LAST_CAPTURER = "last_capturer"
    NOBODY = "nobody"


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A complete, frozen set of rule switches; see ``content/rulesets/`` for the sources."""

    name: str
    match_takes_all: bool
    sum_max_cards: int
    """Largest number of cards in a sum capture; 0 means no limit."""
    caida_by_sum: bool
    caida_limpia_points: int
    """What a capture that is both caída and limpia scores together (2 or 4)."""
    ronda_points: int
    ronda_below: int
    """A ronda scores only while the side has fewer points than this (99: always)."""
    ronda_timing: RondaTiming
    ronda_shown: bool
    doble_ronda: DobleRonda
    doble_ronda_points: int
    caida_en_ronda: CaidaEnRonda
    caida_en_ronda_points: int
    caida_en_ronda_below: int
    caida_en_ronda_needs_declared: bool
    carton_scale: CartonScale
    carton_to: CartonTo
    dos_por_darlas: bool
    carton_below: int
    """Cartón (and its tie bonus) scores only while the side has fewer points than this."""
    leftovers: Leftovers
    claim_missed_run: bool
    rule38: Rule38
    rule38_from: int
    win_at: int
    zapateria: bool
    zapateria_below: int
    misdeal_points: int
    forgive_misdeal: bool = False
    jokers: bool = False
    periquito: bool = False
    periquito_points: int = 4
    chicas_to_win: int = 2
    """The chicas a side must win to win the mesa (RULES.md §1: two)."""
    toggles: tuple[str, ...] = ()

    @property
    def preset(self) -> str:
        """The preset this ruleset is built on, without its toggles."""
        return self.name.split("+", 1)[0]

    def in_38(self, score: int) -> bool:
        """Whether a side with ``score`` points is under the 38 rule ("38 que no juega")."""
        return self.rule38_from <= score < self.win_at

    def with_toggles(self, *toggles: str) -> Ruleset:
        """Return this ruleset with house toggles switched on (unknown names raise)."""
        changes: dict[str, Any] = {}
        for toggle in toggles:
            if toggle not in TOGGLES:
                raise RulesetError(
                    "unknown house rule '{name}': choose from {names}",
                    name=toggle,
                    names=", ".join(TOGGLES),
                )
            if toggle == "rapido":
                changes |= {"win_at": 20, "rule38_from": 18}
            elif toggle == "no_zapateria":
                changes["zapateria"] = False
            else:
                changes[toggle] = True
        names = tuple(sorted(set(self.toggles) | set(toggles), key=TOGGLES.index))
        name = "+".join((self.preset, *names))
        return dataclasses.replace(self, name=name, toggles=names, **changes)


def preset_names() -> tuple[str, ...]:
    """Return the names of the shipped presets, the default first."""
    names = sorted(path.stem for path in (content_dir() / "rulesets").glob("*.toml"))
    return tuple(sorted(names, key=lambda name: name != DEFAULT_RULESET))


def load_ruleset(spec: str = DEFAULT_RULESET) -> Ruleset:
    """Load a preset by name, with optional toggles after ``+``: ``"pagat+periquito"``."""
    preset, *toggles = spec.strip().lower().split("+")
    return _load_preset(preset).with_toggles(*toggles) if toggles else _load_preset(preset)


@cache
def _load_preset(name: str) -> Ruleset:
    path = content_dir() / "rulesets" / f"{name}.toml"
    if not name.isidentifier() or not path.is_file():
        known = ", ".join(preset_names())
        raise RulesetError("unknown ruleset '{name}': choose from {names}", name=name, names=known)
    return ruleset_from_toml(path)


def ruleset_from_toml(path: Path) -> Ruleset:
    """Build a ruleset from a preset file; a wrong, missing or unknown switch raises."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        message = f"{path.name}: {error}"  # for the authors of presets: English only
        raise RulesetError(message) from None
    switches = {key: value for key, value in data.items() if not isinstance(value, dict)}
    return ruleset_from_mapping(path.stem, switches, origin=path.name)


def ruleset_from_mapping(name: str, switches: dict[str, Any], *, origin: str = "") -> Ruleset:
    """Build a ruleset from switch values, checking every name and type."""
    where = origin or name
    fields = {field.name: field for field in dataclasses.fields(Ruleset)}
    settable = set(fields) - {"name", "toggles"}
    unknown = sorted(set(switches) - settable - {"about", "sources"})
    if unknown:
        message = f"{where}: unknown switch '{unknown[0]}'"
        raise RulesetError(message)
    required = {n for n, f in fields.items() if f.default is dataclasses.MISSING} - {"name"}
    missing = sorted(required - set(switches))
    if missing:
        message = f"{where}: the switch '{missing[0]}' is missing"
        raise RulesetError(message)
    values: dict[str, Any] = {}
    for key in settable & set(switches):
        values[key] = _coerce(where, key, fields[key].type, switches[key])
    return Ruleset(name=name, **values)


_ENUMS: dict[str, type[StrEnum]] = {
    cls.__name__: cls
    for cls in (RondaTiming, DobleRonda, CaidaEnRonda, CartonScale, CartonTo, Rule38, Leftovers)
}


def _coerce(where: str, key: str, type_name: object, value: object) -> object:
    expected = str(type_name)
    if expected in _ENUMS:
        enum = _ENUMS[expected]
        try:
            return enum(str(value))
        except ValueError:
            options = ", ".join(member.value for member in enum)
            message = f"{where}: '{key}' must be one of {options}, not {value!r}"
            raise RulesetError(message) from None
    python_type = {"bool": bool, "int": int}.get(expected)
    if python_type is None or type(value) is not python_type:
        message = f"{where}: '{key}' must be a {expected}, not {value!r}"
        raise RulesetError(message)
    return value

"""Check data against the lesson JSON Schema without jsonschema: the app's validator.

The learner's kernel validates every lesson it loads, so that one malformed file (an ``id``
that is a list…) is left out instead of stopping the app. ``jsonschema`` would cost each
kernel about 25 MiB (fastjsonschema, 8 MiB of generated code); this interpreter of the
keywords ``lessons/schema.json`` uses costs next to nothing (the course: 13 ms) and gives the
first problem found, with its path.
``lint`` keeps ``jsonschema`` for its more precise messages; the tests hold the two to the
same verdict. A keyword this module does not know raises :class:`UnknownKeyword`, so a
schema that starts using one cannot be checked half-way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sized
from typing import Any

from .yamlmarks import Path_

Schema = dict[str, Any]
Problem = tuple[Path_, str]
ANNOTATIONS = frozenset(
    {"$schema", "$id", "$comment", "title", "description", "default", "examples", "then", "else"}
)
"""Keywords that check nothing by themselves (``then``/``else`` are read with ``if``)."""

TYPES: dict[str, Callable[[Any], bool]] = {
    "object": lambda value: isinstance(value, dict),
    "array": lambda value: isinstance(value, list),
    "string": lambda value: isinstance(value, str),
    "boolean": lambda value: isinstance(value, bool),
    "null": lambda value: value is None,
    "number": lambda value: isinstance(value, int | float) and not isinstance(value, bool),
    "integer": lambda value: (
        (isinstance(value, int) and not isinstance(value, bool))
        or (isinstance(value, float) and value.is_integer())
    ),
}
NAMES = {
    "object": "a mapping",
    "array": "a list",
    "string": "text",
    "boolean": "true or false",
    "null": "empty",
    "number": "a number",
    "integer": "a whole number",
}


class UnknownKeyword(ValueError):
    """The schema uses a keyword this interpreter does not check."""


def first_problem(schema: Schema | bool, data: Any, path: Path_ = ()) -> Problem | None:
    """Return the first place where ``data`` breaks ``schema`` and what is wrong, or None."""
    if schema is True:
        return None
    if schema is False:
        return path, f"{_field(path)}: is not allowed here"
    for keyword, rule in schema.items():
        check = CHECKS.get(keyword)
        if check is None:
            if keyword in ANNOTATIONS:
                continue
            raise UnknownKeyword(f"the lesson schema uses '{keyword}', which is not checked")
        problem = check(rule, schema, data, path)
        if problem is not None:
            return problem
    return None


def _field(path: Path_) -> str:
    return ".".join(str(part) for part in path) or "the lesson"


def _wrong(path: Path_, message: str) -> Problem:
    return path, f"{_field(path)}: {message}"


def _same_json(value: Any) -> Any:
    """Return a key equal for values JSON calls equal (``true`` is not ``1``; ``1`` is ``1.0``)."""
    if isinstance(value, bool) or value is None:
        return ("literal", value)
    if isinstance(value, int | float):
        return ("number", value)
    if isinstance(value, list):
        return ("list", tuple(_same_json(item) for item in value))
    if isinstance(value, dict):
        return ("map", tuple(sorted((str(k), _same_json(v)) for k, v in value.items())))
    return (type(value).__name__, value)


def _type(rule: str | list[str], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    names = [rule] if isinstance(rule, str) else rule
    if any(TYPES[name](data) for name in names):
        return None
    return _wrong(path, "should be " + " or ".join(NAMES[name] for name in names))


def _enum(rule: list[Any], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    if _same_json(data) in {_same_json(option) for option in rule}:
        return None
    return _wrong(path, "should be one of " + ", ".join(str(option) for option in rule))


def _const(rule: Any, _schema: Schema, data: Any, path: Path_) -> Problem | None:
    return None if _same_json(data) == _same_json(rule) else _wrong(path, f"should be {rule}")


def _pattern(rule: str, schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not isinstance(data, str) or re.search(rule, data):
        return None
    hint = schema.get("description", "")
    return _wrong(path, f"'{data[:40]}' is not valid" + (f" ({hint})" if hint else ""))


def _length(least: bool) -> Callable[[int, Schema, Any, Path_], Problem | None]:
    def check(rule: int, _schema: Schema, data: Any, path: Path_) -> Problem | None:
        if not isinstance(data, str) or (len(data) >= rule if least else len(data) <= rule):
            return None
        return _wrong(path, f"should be {'at least' if least else 'at most'} {rule} long")

    return check


def _bound(least: bool) -> Callable[[float, Schema, Any, Path_], Problem | None]:
    def check(rule: float, _schema: Schema, data: Any, path: Path_) -> Problem | None:
        if not TYPES["number"](data) or (data >= rule if least else data <= rule):
            return None
        return _wrong(path, f"should be {'at least' if least else 'at most'} {rule}")

    return check


def _count(least: bool, kind: type[Sized]) -> Callable[[int, Schema, Any, Path_], Problem | None]:
    def check(rule: int, _schema: Schema, data: Any, path: Path_) -> Problem | None:
        if not isinstance(data, kind) or (len(data) >= rule if least else len(data) <= rule):
            return None
        unit = "entries" if kind is list else "fields"
        return _wrong(path, f"should have {'at least' if least else 'at most'} {rule} {unit}")

    return check


def _unique(rule: bool, _schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not rule or not isinstance(data, list):
        return None
    keys = [_same_json(item) for item in data]
    return None if len(set(keys)) == len(keys) else _wrong(path, "has an entry twice")


def _items(rule: Schema | bool, _schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not isinstance(data, list):
        return None
    for index, item in enumerate(data):
        problem = first_problem(rule, item, (*path, index))
        if problem is not None:
            return problem
    return None


def _required(rule: list[str], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not isinstance(data, dict):
        return None
    missing = [name for name in rule if name not in data]
    return _wrong(path, f"'{missing[0]}' is missing") if missing else None


def _properties(rule: dict[str, Schema], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not isinstance(data, dict):
        return None
    for name, sub in rule.items():
        if name in data:
            problem = first_problem(sub, data[name], (*path, name))
            if problem is not None:
                return problem
    return None


def _pattern_properties(
    rule: dict[str, Schema], _schema: Schema, data: Any, path: Path_
) -> Problem | None:
    if not isinstance(data, dict):
        return None
    for pattern, sub in rule.items():
        for name, value in data.items():
            if re.search(pattern, str(name)):
                problem = first_problem(sub, value, (*path, name))
                if problem is not None:
                    return problem
    return None


def _additional(rule: Schema | bool, schema: Schema, data: Any, path: Path_) -> Problem | None:
    if not isinstance(data, dict):
        return None
    known = schema.get("properties", {})
    patterns = schema.get("patternProperties", {})
    for name, value in data.items():
        if name in known or any(re.search(pattern, str(name)) for pattern in patterns):
            continue
        if rule is False:
            return _wrong(path, f"unknown field '{name}'")
        problem = first_problem(rule, value, (*path, name))
        if problem is not None:
            return problem
    return None


def _all_of(rule: list[Schema], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    for sub in rule:
        problem = first_problem(sub, data, path)
        if problem is not None:
            return problem
    return None


def _any_of(rule: list[Schema], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    problems = [first_problem(sub, data, path) for sub in rule]
    if any(problem is None for problem in problems):
        return None
    return _likeliest(rule, problems, data)


def _one_of(rule: list[Schema], _schema: Schema, data: Any, path: Path_) -> Problem | None:
    problems = [first_problem(sub, data, path) for sub in rule]
    matched = sum(problem is None for problem in problems)
    if matched == 1:
        return None
    if matched > 1:
        return _wrong(path, "matches more than one of its allowed forms")
    return _likeliest(rule, problems, data)


def _likeliest(rule: list[Schema], problems: list[Problem | None], data: Any) -> Problem:
    """Return the problem of the form the author most likely meant: of the data's type, deepest."""

    def meant(pair: tuple[Schema, Problem | None]) -> tuple[bool, int]:
        sub, problem = pair
        typed = isinstance(sub, dict) and "type" in sub
        fits = not typed or _type(sub["type"], sub, data, ()) is None
        return fits, len(problem[0]) if problem else 0

    problem = max(zip(rule, problems, strict=True), key=meant)[1]
    assert problem is not None
    return problem


def _not(rule: Schema | bool, _schema: Schema, data: Any, path: Path_) -> Problem | None:
    return None if first_problem(rule, data, path) is not None else _wrong(path, "is not allowed")


def _if(rule: Schema | bool, schema: Schema, data: Any, path: Path_) -> Problem | None:
    branch = "then" if first_problem(rule, data, path) is None else "else"
    return first_problem(schema.get(branch, True), data, path)


CHECKS: dict[str, Callable[[Any, Schema, Any, Path_], Problem | None]] = {
    "type": _type,
    "enum": _enum,
    "const": _const,
    "pattern": _pattern,
    "minLength": _length(least=True),
    "maxLength": _length(least=False),
    "minimum": _bound(least=True),
    "maximum": _bound(least=False),
    "minItems": _count(least=True, kind=list),
    "maxItems": _count(least=False, kind=list),
    "minProperties": _count(least=True, kind=dict),
    "maxProperties": _count(least=False, kind=dict),
    "uniqueItems": _unique,
    "items": _items,
    "required": _required,
    "properties": _properties,
    "patternProperties": _pattern_properties,
    "additionalProperties": _additional,
    "allOf": _all_of,
    "anyOf": _any_of,
    "oneOf": _one_of,
    "not": _not,
    "if": _if,
}
"""Each keyword's check: ``check(rule, the schema it is in, data, path)``."""

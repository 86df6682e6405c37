"""Load YAML while keeping the line of every value, so errors can name file and line."""

from __future__ import annotations

from typing import Any

import yaml

Path_ = tuple[str | int, ...]
COMPOSER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (about ten times faster: the course loads in every
learner's kernel), else the pure-Python one; both give the same nodes and line marks."""


class YamlProblem(ValueError):
    """YAML that cannot be read, with the 1-based line where the problem is."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


def load_with_lines(
    text: str, raw_keys: frozenset[str] = frozenset()
) -> tuple[Any, dict[Path_, int]]:
    """Parse ``text`` (one YAML document); return the data and ``{path: line}`` for every node.

    Duplicate keys, which PyYAML would silently merge, are refused. Plain scalars under a
    key in ``raw_keys`` stay the text as written (a fingerprint ``00012345`` is no number).
    """
    try:
        node = yaml.compose(text, Loader=COMPOSER)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        raise YamlProblem(line, f"the YAML cannot be read: {error.problem or error}") from None
    if node is None:
        raise YamlProblem(1, "the file is empty")
    lines: dict[Path_, int] = {}
    return _build(node, (), lines, raw_keys), lines


def _build(node: yaml.Node, path: Path_, lines: dict[Path_, int], raw_keys: frozenset[str]) -> Any:
    lines[path] = node.start_mark.line + 1
    if isinstance(node, yaml.ScalarNode) and _is_raw(path, raw_keys):
        return node.value
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key in result:
                raise YamlProblem(key_node.start_mark.line + 1, f"the key '{key}' is given twice")
            result[key] = _build(value_node, (*path, key), lines, raw_keys)
            lines[(*path, key)] = key_node.start_mark.line + 1
        return result
    if isinstance(node, yaml.SequenceNode):
        return [
            _build(item, (*path, index), lines, raw_keys) for index, item in enumerate(node.value)
        ]
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def _is_raw(path: Path_, raw_keys: frozenset[str]) -> bool:
    """Whether the scalar at ``path`` is under a raw key (directly or as a list item)."""
    if not path:
        return False
    if path[-1] in raw_keys:
        return True
    return len(path) > 1 and isinstance(path[-1], int) and path[-2] in raw_keys


def line_of(lines: dict[Path_, int], path: Path_) -> int:
    """Return the line of ``path``, or of its nearest known parent."""
    while path and path not in lines:
        path = path[:-1]
    return lines.get(path, 1)

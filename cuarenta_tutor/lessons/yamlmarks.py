"""Load YAML while keeping the line of every value, so errors can name file and line.

Lesson and course files are data written by hand: mappings, lists and texts, a few levels
deep. Whatever else YAML can say is refused at the line where it appears, while the file is
still being parsed, before anything is built from it: anchors and aliases (a few hundred
bytes of them expand to gigabytes, the "billion laughs"; an alias may even contain itself),
tags such as ``!!python/name:``, a second document, keys that are not plain text, nesting
deeper than :data:`MAX_DEPTH`, and the control characters YAML does not allow (NUL…).

The file is read as a stream of events from libyaml's parser (no node graph is composed),
and each value is built once, in a single pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

Path_ = tuple[str | int, ...]
PARSER: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (about ten times faster: the course loads in every
learner's kernel), else the pure-Python one; both give the same events and line marks."""
MAX_DEPTH = 16
"""Nesting a lesson may use (it needs five levels: ``text: {de: {hints: [...]}}``)."""
NOT_IN_YAML = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""A character YAML does not allow in a file (control characters, lone surrogates)."""
_RESOLVER: Any = Resolver()
_SCALARS = SafeConstructor()
"""Turns a plain scalar into a number, yes/no, null or date as YAML 1.1 reads it (stateless
for scalars: one instance serves every file)."""


class YamlProblem(ValueError):
    """YAML that cannot be read, with the 1-based line where the problem is."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


def load_with_lines(
    text: str, raw_keys: frozenset[str] = frozenset()
) -> tuple[Any, dict[Path_, int]]:
    """Parse ``text`` (one YAML document); return the data and ``{path: line}`` for every value.

    Duplicate keys, which PyYAML would silently merge, are refused, and so is everything
    the module docstring lists. Plain scalars under a key in ``raw_keys`` stay the text as
    written (a fingerprint ``00012345`` is no number).
    """
    unreadable = NOT_IN_YAML.search(text)
    if unreadable:
        line = text.count("\n", 0, unreadable.start()) + 1
        raise YamlProblem(
            line,
            f"the character U+{ord(unreadable.group()):04X} is not allowed in YAML: "
            "remove it (a control character, often pasted by accident)",
        )
    builder = _Builder(raw_keys)
    try:
        for event in yaml.parse(text, Loader=PARSER):
            builder.add(event)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 1
        raise YamlProblem(line, f"the YAML cannot be read: {error.problem or error}") from None
    except yaml.YAMLError as error:
        raise YamlProblem(1, f"the YAML cannot be read: {error}") from None
    if not builder.documents:
        raise YamlProblem(1, "the file is empty")
    return builder.root, builder.lines


@dataclass
class _Open:
    """A mapping or list being filled, with its path and (in a mapping) the pending key."""

    value: dict[str, Any] | list[Any]
    path: Path_
    key: str | None = None
    key_line: int = 0


@dataclass
class _Builder:
    """Build the data of one document from parser events, refusing what a lesson never needs."""

    raw_keys: frozenset[str]
    root: Any = None
    documents: int = 0
    lines: dict[Path_, int] = field(default_factory=dict)
    stack: list[_Open] = field(default_factory=list)

    def add(self, event: yaml.Event) -> None:
        """Take the next event; raise :class:`YamlProblem` for anything a lesson cannot hold."""
        line = event.start_mark.line + 1 if event.start_mark else 1
        if isinstance(event, yaml.AliasEvent):
            raise YamlProblem(
                line, f"aliases (*{event.anchor}) are not allowed in a lesson: write the value out"
            )
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise YamlProblem(line, "a lesson is one YAML document: remove the second '---'")
        if not isinstance(event, yaml.ScalarEvent | yaml.CollectionStartEvent):
            if isinstance(event, yaml.CollectionEndEvent):
                self.stack.pop()
            return
        if event.anchor is not None:
            raise YamlProblem(
                line, f"anchors (&{event.anchor}) are not allowed in a lesson: write the value out"
            )
        if event.tag is not None:
            raise YamlProblem(line, f"tags ({event.tag}) are not allowed in a lesson: remove it")
        self._place(event, line)

    def _place(self, event: yaml.ScalarEvent | yaml.CollectionStartEvent, line: int) -> None:
        """Put a scalar or a new mapping or list where the document is at."""
        parent = self.stack[-1] if self.stack else None
        if parent is not None and isinstance(parent.value, dict) and parent.key is None:
            self._key(parent, event, line)
            return
        if parent is None:
            path: Path_ = ()
            self.lines[path] = line
        elif isinstance(parent.value, dict):
            assert parent.key is not None
            path = (*parent.path, parent.key)
            self.lines[path] = parent.key_line
        else:
            path = (*parent.path, len(parent.value))
            self.lines[path] = line
        if isinstance(event, yaml.ScalarEvent):
            value = self._scalar(event, path, line)
        elif len(self.stack) >= MAX_DEPTH:
            raise YamlProblem(line, f"the YAML nests deeper than {MAX_DEPTH} levels")
        else:
            value = {} if isinstance(event, yaml.MappingStartEvent) else []
            self.stack.append(_Open(value, path))
        if parent is None:
            self.root = value
        elif isinstance(parent.value, dict):
            parent.value[str(parent.key)] = value
            parent.key = None
        else:
            parent.value.append(value)

    @staticmethod
    def _key(
        mapping: _Open, event: yaml.ScalarEvent | yaml.CollectionStartEvent, line: int
    ) -> None:
        """Take the next key of a mapping: plain text, given once."""
        if not isinstance(event, yaml.ScalarEvent):
            raise YamlProblem(line, "a key must be a plain name, not a list or a mapping")
        if event.value in mapping.value:
            raise YamlProblem(line, f"the key '{event.value}' is given twice")
        mapping.key, mapping.key_line = event.value, line

    def _scalar(self, event: yaml.ScalarEvent, path: Path_, line: int) -> Any:
        """Return a scalar's value: text, or a number, yes/no, null or date when plain."""
        if _is_raw(path, self.raw_keys):
            return event.value
        tag = _RESOLVER.resolve(yaml.ScalarNode, event.value, event.implicit)
        construct = _SCALARS.yaml_constructors.get(tag)
        if tag == Resolver.DEFAULT_SCALAR_TAG or construct is None:
            return event.value
        try:
            return construct(_SCALARS, yaml.ScalarNode(tag, event.value))
        except ValueError:  # a date that does not exist, a number of thousands of digits
            shown = event.value if len(event.value) <= 20 else event.value[:20] + "…"
            kind = "date" if tag.endswith("timestamp") else "number"
            raise YamlProblem(
                line,
                f"the value {shown} cannot be read as a {kind}: put it in quotes if it is text",
            ) from None


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

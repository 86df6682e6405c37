"""A pure-Python allow-list HTML cleaner: what ``nh3`` does for us, where ``nh3`` is missing.

``nh3`` is a compiled (Rust) extension and has no build for Pyodide, the Python of the
static site. The HTML it cleans here is always Markdown's output (raw HTML in the prose is
escaped by the Markdown parser itself), so a small cleaner on the standard library's
``html.parser`` is enough: it keeps the allowed tags and attributes, drops every other tag
(keeping its text, except inside ``script`` and ``style``), keeps only links with an allowed
scheme, and writes text and attributes escaped the way ``nh3`` does, so that the two give
the same HTML (a test holds them to it over every lesson and page).

>>> clean('<p onclick="x()">a &amp; <b>b</b><script>x()</script></p>', {"p"}, {})
'<p>a &amp; b</p>'
>>> clean('<a href="javascript:x()">y</a>', {"a"}, {"a": {"href"}}, {"https"}, "noopener")
'<a rel="noopener">y</a>'
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from html.parser import HTMLParser

DROPPED_WITH_CONTENT = frozenset({"script", "style"})
VOID = frozenset({"br", "hr", "img", "input", "wbr", "col", "area", "source", "meta", "link"})


def clean(
    html: str,
    tags: Set[str],
    attributes: Mapping[str, Set[str]],
    url_schemes: Set[str] = frozenset(),
    link_rel: str | None = None,
) -> str:
    """Return ``html`` with only ``tags`` and their ``attributes`` left, like ``nh3.clean``."""
    cleaner = _Cleaner(tags, attributes, url_schemes, link_rel)
    cleaner.feed(html)
    cleaner.close()
    return "".join(cleaner.out)


def _text(value: str) -> str:
    return (
        value.replace("&", "&amp;")
        .replace("\xa0", "&nbsp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
    )


def _attribute(value: str) -> str:
    return value.replace("&", "&amp;").replace("\xa0", "&nbsp;").replace('"', "&quot;")


class _Cleaner(HTMLParser):
    """Rewrite a stream of tags, keeping what the allow-list allows."""

    def __init__(
        self,
        tags: Set[str],
        attributes: Mapping[str, Set[str]],
        url_schemes: Set[str],
        link_rel: str | None,
    ) -> None:
        super().__init__(convert_charrefs=True)
        self.tags = tags
        self.attributes = attributes
        self.url_schemes = url_schemes
        self.link_rel = link_rel
        self.out: list[str] = []
        self.hidden = 0  # depth inside script/style: their content is dropped

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Keep an allowed tag with its allowed attributes."""
        if tag in DROPPED_WITH_CONTENT:
            self.hidden += 1
            return
        if tag not in self.tags:
            return
        kept = [
            (name, value or "")
            for name, value in attrs
            if name in self.attributes.get(tag, ()) and self._allowed(name, value or "")
        ]
        if tag == "a" and self.link_rel is not None:
            kept = [(name, value) for name, value in kept if name != "rel"]
            kept.append(("rel", self.link_rel))
        written = "".join(f' {name}="{_attribute(value)}"' for name, value in kept)
        self.out.append(f"<{tag}{written}>")

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Write ``<br />`` as ``<br>``, as HTML serialisers do."""
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        """Close an allowed tag."""
        if tag in DROPPED_WITH_CONTENT:
            self.hidden = max(0, self.hidden - 1)
        elif tag in self.tags and tag not in VOID:
            self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        """Write text escaped (none inside ``script`` or ``style``)."""
        if not self.hidden:
            self.out.append(_text(data))

    def _allowed(self, name: str, value: str) -> bool:
        if name not in {"href", "src"}:
            return True
        scheme, colon, _rest = value.partition(":")
        if not colon or "/" in scheme or "?" in scheme or "#" in scheme:
            return True  # a relative URL
        return scheme.strip().lower() in self.url_schemes

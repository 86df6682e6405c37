"""The pure-Python cleaner (the static site's, where nh3 cannot run) matches nh3 exactly."""

from pathlib import Path

import nh3
import pytest
import yaml
from support.markup import ATTACKS, assert_no_active_content

from cuarenta_tutor.render import markdown
from cuarenta_tutor.render.sanitise import clean

ROOT = Path(__file__).resolve().parents[2]
EXTRA = [
    "a < b & c > d \"quoted\" 'single' \xa0non-breaking",
    '![a picture](https://example.org/x.png) and [a link](https://example.org/?a=1&b="2")',
    "[relative](../lessons/x.md) [mail](mailto:a@b.c) [ftp](ftp://x)",
    "| left | right |\n|:-----|------:|\n| 1 | 2 |",
    "```python\ncode < here\n```\n\n3. three\n4. four\n\nline  \nbreak\n\n---\n\n> quote",
    '<b onclick="x()">raw</b><style>p{}</style><script>alert(1)</script>',
]


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _prose():
    texts = [*ATTACKS, *EXTRA]
    for path in sorted((ROOT / "content").rglob("*.md")):
        texts.append(path.read_text(encoding="utf-8"))
    for path in sorted((ROOT / "lessons").rglob("*.yaml")):
        texts.extend(_strings(yaml.safe_load(path.read_text(encoding="utf-8"))))
    return texts


def test_the_pure_cleaner_gives_what_nh3_gives_for_all_our_prose():
    texts = _prose()
    assert len(texts) > 500  # every lesson and page, not a sample
    options = {
        "tags": markdown.ALLOWED_TAGS,
        "attributes": markdown.ALLOWED_ATTRIBUTES,
        "url_schemes": {"http", "https", "mailto"},
        "link_rel": "noopener noreferrer",
    }
    for text in texts:
        raw = markdown._markdown().render(text)
        assert clean(raw, **options) == nh3.clean(raw, **options), text


@pytest.mark.parametrize("attack", ATTACKS)
def test_no_active_content_survives_the_pure_cleaner(attack, monkeypatch):
    monkeypatch.setattr(markdown, "_clean", clean)
    assert_no_active_content(attack)

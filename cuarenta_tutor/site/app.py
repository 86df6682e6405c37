"""Make the built site an app: a manifest per language, icons, the page script, the worker.

The static files are in ``static/`` beside this module; the build fills in what only it knows:
the build's id, every file with its content hash (the service worker keeps exactly these,
and a changed hash is a new build), and the words of the "new version" notice in every
language, from the gettext catalogues.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import time
from pathlib import Path

from ..i18n import LANGUAGES, Translator

STATIC = Path(__file__).resolve().parent / "static"
ICONS = STATIC / "icons"
ICON_FILES = ("icon.svg", "icon-192.png", "icon-512.png", "icon-maskable-512.png")
APPLE_ICON = "apple-touch-icon.png"
PAGE_SCRIPT = "app-page.js"
WORKER = "app-worker.js"
ASSET_INDEX = "app-assets.json"
"""Where the worker keeps, in its cache, the list of files (and hashes) it holds."""
THEME = "#2e6b3a"
"""The app's green (``ui/style.py``): the phone's title bar and splash screen."""
NOT_KEPT = (".gz", ".br")
CORE = "static/pyodide/"
"""Pyodide, its standard library and the wheels: the worker keeps all of them."""
"""Pre-compressed copies: the browser asks for the file itself."""


def manifest_name(lang: str) -> str:
    """Return the file name of the web app manifest in ``lang``."""
    return f"manifest-{lang}.webmanifest"


def manifest(lang: str) -> dict[str, object]:
    """Return the web app manifest in ``lang``: its name, icons, start address and colours."""
    tr = Translator(lang)
    return {
        "id": "./",
        "lang": lang,
        "name": tr.pgettext("installed app", "Cuarenta Tutor"),
        "short_name": tr.pgettext("installed app, short name", "Cuarenta"),
        "description": tr.gettext("Learn Cuarenta, the card game of Ecuador, lesson by lesson"),
        "start_url": f"./index.html?lang={lang}",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME,
        "background_color": THEME,
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", "type": "image/png"},
            {"src": "icons/icon-512.png", "sizes": "512x512", "type": "image/png"},
            {
                "src": "icons/icon-maskable-512.png",
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            },
            {"src": "icons/icon.svg", "sizes": "any", "type": "image/svg+xml"},
        ],
    }


def notices() -> dict[str, dict[str, str]]:
    """Return the "new version" notice in every language (language → its two texts)."""
    words = {}
    for lang in LANGUAGES:
        tr = Translator(lang)
        words[lang] = {
            "ready": tr.gettext("A new version of the tutor is ready."),
            "reload": tr.pgettext("button", "Reload"),
        }
    return words


def head_tags(root: str) -> str:
    """Return the tags the app's page gets first in its ``<head>`` (``root``: the site's folder).

    The page script comes before JupyterLite's scripts: it hides the worker from them.
    """
    return (
        f'<meta name="theme-color" content="{THEME}">'
        f'<link rel="icon" href="{root}icons/icon.svg" type="image/svg+xml">'
        f'<link rel="apple-touch-icon" href="{root}icons/{APPLE_ICON}">'
        f'<script src="{root}{PAGE_SCRIPT}"></script>'
    )


def add_app(site: Path, page: str, build: str | None = None) -> str:
    """Make ``site`` an installable, offline app whose page is ``page``; return the build id.

    ``build`` (default: the time, UTC) is the id the page shows; the worker's cache is named
    by it and by a hash of every file. Call it last: the worker lists every file in ``site``
    with its hash (but for pre-compressed copies and hidden files).
    """
    icons = site / "icons"
    icons.mkdir(exist_ok=True)
    for name in (*ICON_FILES, APPLE_ICON):
        shutil.copy2(ICONS / name, icons / name)
    for lang in LANGUAGES:
        text = json.dumps(manifest(lang), ensure_ascii=False, indent=1)
        (site / manifest_name(lang)).write_text(text, encoding="utf-8")
    root = "../" * page.count("/")
    page_file = site / page
    html = page_file.read_text(encoding="utf-8")
    page_file.write_text(html.replace("<head>", f"<head>{head_tags(root)}", 1), encoding="utf-8")
    build = build or time.strftime("%Y%m%d%H%M%S", time.gmtime())
    script = (STATIC / PAGE_SCRIPT).read_text(encoding="utf-8")
    script = fill_in(script, BUILD=build, NOTICES=notices())
    (site / PAGE_SCRIPT).write_text(script, encoding="utf-8")
    hashes = assets(site)
    digest = hashlib.sha256(json.dumps(hashes).encode()).hexdigest()[:12]
    shell = ["index.html", page, PAGE_SCRIPT, *(manifest_name(lang) for lang in LANGUAGES)]
    worker = (STATIC / WORKER).read_text(encoding="utf-8")
    sizes = {path: (site / path).stat().st_size for path in hashes if path.startswith(CORE)}
    worker = fill_in(
        worker,
        BUILD=f"{build}-{digest}",
        ASSETS=hashes,
        SIZES=sizes,
        SHELL=shell,
        INDEX=ASSET_INDEX,
    )
    (site / WORKER).write_text(worker, encoding="utf-8")
    return build


def fill_in(template: str, **values: object) -> str:
    """Replace each ``"@NAME@"`` of a script by the JSON of ``values[NAME]`` (a string as is).

    >>> fill_in('const A = "@A@", B = "@B@";', A="x", B={"k": 1})
    'const A = "x", B = {"k": 1};'
    """
    for name, value in values.items():
        marker = f'"@{name}@"'
        if marker not in template:
            raise ValueError(f"{marker} is not in the script")
        template = template.replace(marker, json.dumps(value, ensure_ascii=False))
    return template


def assets(site: Path, left_out: tuple[str, ...] = (WORKER,)) -> dict[str, str]:
    """Return every file the worker keeps (path in ``site`` → a hash of its content)."""
    found = {}
    for path in sorted(site.rglob("*")):
        name = path.relative_to(site).as_posix()
        hidden = path.name.startswith(".")
        if path.is_file() and not hidden and not name.endswith(NOT_KEPT) and name not in left_out:
            found[name] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return found

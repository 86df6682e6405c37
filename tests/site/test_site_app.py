"""The site's app parts without building it: manifests, icons, worker, compression, server."""

import gzip
import json
import os
import re
import struct
import urllib.error
import urllib.request
from pathlib import Path

import brotli
import pytest
from support.servers import in_a_thread

from cuarenta_tutor.cli import build_parser
from cuarenta_tutor.i18n import LANGUAGES, Translator
from cuarenta_tutor.site import app, compress, trim
from cuarenta_tutor.site.build import INDEX_HTML
from cuarenta_tutor.site.serve import accepted, site_server

PAGE = "voici/render/tutor.html"


def fake_site(folder: Path) -> Path:
    """A folder laid out as a build leaves it, before :func:`app.add_app`."""
    (folder / "voici" / "render").mkdir(parents=True)
    (folder / PAGE).write_text("<html><head><title>t</title></head><body></body></html>")
    (folder / "index.html").write_text("<html></html>")
    (folder / "static").mkdir()
    (folder / "static" / "big.js").write_text("let a = 1;\n" * 500)
    (folder / ".cuarenta-tutor-site").write_text("")
    return folder


def test_a_manifest_per_language_with_name_icons_and_start_address():
    names = {}
    for lang in LANGUAGES:
        manifest = app.manifest(lang)
        tr = Translator(lang)
        assert manifest["name"] == tr.pgettext("installed app", "Cuarenta Tutor")
        assert manifest["short_name"] == tr.pgettext("installed app, short name", "Cuarenta")
        assert manifest["start_url"] == f"./index.html?lang={lang}"
        assert manifest["display"] == "standalone"
        assert manifest["theme_color"] == app.THEME
        sizes = {(icon["sizes"], icon.get("purpose", "any")) for icon in manifest["icons"]}
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
        for icon in manifest["icons"]:
            assert (app.ICONS / Path(icon["src"]).name).is_file()
        names[lang] = manifest["name"]
    # Named by each language's catalogue: es and nl keep the product's own name, others do not.
    assert names["es"] == names["nl"] == "Cuarenta Tutor"
    assert names["de"] == "Cuarenta-Tutor"
    assert names["sv"] == "Lär dig Cuarenta"


@pytest.mark.parametrize(
    ("name", "size"),
    [("icon-192.png", 192), ("icon-512.png", 512), ("icon-maskable-512.png", 512),
     ("apple-touch-icon.png", 180)],
)  # fmt: skip
def test_the_icons_are_pngs_of_their_size(name, size):
    data = (app.ICONS / name).read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (size, size)


def test_the_update_notice_is_translated_in_every_language():
    words = app.notices()
    assert sorted(words) == sorted(LANGUAGES)
    english = words["en"]
    assert english == {"ready": "A new version of the tutor is ready.", "reload": "Reload"}
    for lang in LANGUAGES[1:]:
        assert words[lang]["ready"] != english["ready"], lang
        assert words[lang]["reload"] != english["reload"], lang


def test_the_app_is_added_to_the_page_and_the_worker_lists_every_file(tmp_path):
    site = fake_site(tmp_path)
    (site / "static" / "big.js.br").write_bytes(b"x")  # a compressed copy: not listed
    build = app.add_app(site, PAGE, build="20260101000000")
    html = (site / PAGE).read_text()
    head = html.split("<head>", 1)[1]
    assert head.startswith('<meta name="theme-color"')  # before any script of the page
    assert '<script src="../../app-page.js"></script>' in head
    assert '<link rel="apple-touch-icon" href="../../icons/apple-touch-icon.png">' in head
    for lang in LANGUAGES:
        manifest = json.loads((site / app.manifest_name(lang)).read_text())
        assert manifest["lang"] == lang
    worker = (site / app.WORKER).read_text()
    assets = json.loads(worker.split("const ASSETS = ", 1)[1].split(";\n", 1)[0])
    assert "static/big.js" in assets
    assert "icons/icon-192.png" in assets
    assert "static/big.js.br" not in assets
    assert ".cuarenta-tutor-site" not in assets
    assert app.WORKER not in assets
    assert f'const BUILD = "{build}-' in worker
    assert '"@' not in worker  # every constant filled in
    script = (site / app.PAGE_SCRIPT).read_text()
    assert f'const BUILD = "{build}"' in script
    assert Translator("fi").pgettext("button", "Reload") in script


def test_a_changed_file_changes_the_workers_build(tmp_path):
    first = app.add_app(fake_site(tmp_path / "a"), PAGE, build="1")
    site = fake_site(tmp_path / "b")
    (site / "static" / "big.js").write_text("changed")
    second = app.add_app(site, PAGE, build="1")
    assert first == second == "1"
    ids = [
        (folder / app.WORKER).read_text().split('const BUILD = "', 1)[1].split('"')[0]
        for folder in (tmp_path / "a", tmp_path / "b")
    ]
    assert ids[0] != ids[1]  # the same stamp, another content: a new cache


def test_a_template_constant_that_is_missing_is_an_error():
    with pytest.raises(ValueError, match="@NOTHING@"):
        app.fill_in("const A = 1;", NOTHING=1)


def test_compressed_copies_are_kept_where_they_save(tmp_path):
    (tmp_path / "text.js").write_text("function f() { return 1; }\n" * 200)
    (tmp_path / "random.wasm").write_bytes(os.urandom(4096))
    (tmp_path / "small.json").write_text("{}")
    (tmp_path / "picture.png").write_bytes(b"\x89PNG" + b"0" * 4096)
    written = compress.precompress(tmp_path)
    assert written == 2
    data = (tmp_path / "text.js").read_bytes()
    assert brotli.decompress((tmp_path / "text.js.br").read_bytes()) == data
    assert gzip.decompress((tmp_path / "text.js.gz").read_bytes()) == data
    assert not (tmp_path / "random.wasm.br").exists()  # incompressible
    assert not (tmp_path / "small.json.br").exists()  # too small to bother
    assert not (tmp_path / "picture.png.br").exists()  # not a type worth compressing


def test_what_the_page_never_loads_is_trimmed(tmp_path):
    for name in (
        "build/jlab_core.js",
        "voici/tree/index.html",
        "voici/build/fa.woff2",
        "extensions/@jupyter-widgets/jupyterlab-manager/static/a.js",
        "voici/build/1449.js",
        "manifest.webmanifest",
        "static/pyodide/pyodide.js",
    ):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x")  # fmt: skip
    gone = trim.trim(tmp_path)
    assert "build/jlab_core.js" in gone
    assert "voici/build/fa.woff2" in gone
    assert not (tmp_path / "build").exists()
    assert (tmp_path / "voici" / "build" / "1449.js").is_file()  # a chunk: kept
    assert (tmp_path / "static" / "pyodide" / "pyodide.js").is_file()


def test_accept_encoding_is_read_with_its_refusals():
    assert accepted(None) == set()
    assert accepted("gzip, deflate, br, zstd") == {"gzip", "deflate", "br", "zstd"}
    assert accepted("br;q=0, gzip;q=0.8") == {"gzip"}


@pytest.fixture
def served(tmp_path):
    (tmp_path / "app.js").write_text("console.log(1);\n" * 300)
    (tmp_path / "plain.wasm").write_bytes(b"\0asm" + bytes(100))
    (tmp_path / "m.webmanifest").write_text("{}")
    compress.precompress(tmp_path)
    with in_a_thread(site_server(tmp_path, port=0)) as address:
        yield address, tmp_path


def get(url, **headers):
    request = urllib.request.Request(url, headers=headers)
    with urllib.request.urlopen(request) as answer:
        return answer.status, answer.headers, answer.read()


@pytest.mark.parametrize(
    ("accept", "encoding", "suffix"),
    [("gzip, deflate, br", "br", ".br"), ("gzip", "gzip", ".gz"), ("identity", None, "")],
)
def test_the_server_sends_the_copy_the_browser_accepts(served, accept, encoding, suffix):
    base, folder = served
    status, headers, body = get(f"{base}/app.js", **{"Accept-Encoding": accept})
    assert status == 200
    assert headers["Content-Type"] == "text/javascript"
    assert headers["Content-Encoding"] == encoding
    assert headers["Vary"] == "Accept-Encoding"
    assert body == (folder / f"app.js{suffix}").read_bytes()
    assert int(headers["Content-Length"]) == len(body)


def test_a_file_without_copies_is_sent_as_it_is_with_its_type(served):
    base, _folder = served
    _status, headers, body = get(f"{base}/plain.wasm", **{"Accept-Encoding": "br"})
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] is None
    assert headers["Vary"] is None
    assert body.startswith(b"\0asm")
    _status, headers, _body = get(f"{base}/m.webmanifest")
    assert headers["Content-Type"] == "application/manifest+json"


def test_an_unchanged_file_is_not_sent_again(served):
    base, _folder = served
    _status, headers, _body = get(f"{base}/app.js", **{"Accept-Encoding": "br"})
    request = urllib.request.Request(
        f"{base}/app.js",
        headers={"Accept-Encoding": "br", "If-Modified-Since": headers["Last-Modified"]},
    )
    with pytest.raises(urllib.error.HTTPError) as answer:
        urllib.request.urlopen(request)
    assert answer.value.code == 304


def test_site_serve_listens_on_this_computer_unless_told(tmp_path):
    parser = build_parser()
    assert parser.parse_args(["site", "--serve"]).host == "127.0.0.1"
    assert parser.parse_args(["site", "--serve", "--host", "0.0.0.0"]).host == "0.0.0.0"


def test_the_tutor_runs_without_the_site_tools():
    """``brotli`` is a tool of the site's build (the ``site`` extra): every command starts
    without it, and a build says in one line what to install (Binder's environment has none)."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['brotli'] = None\n"
        "from cuarenta_tutor.cli import main_entry\n"
        "from cuarenta_tutor.engine.messages import MessageError\n"
        "from cuarenta_tutor.site.compress import compressed_copies\n"
        "try:\n    compressed_copies(b'x' * 5000)\n"
        "except MessageError as error:\n    print(error.template.format(**error.params))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert 'pip install -e ".[site]" (brotli is missing)' in done.stdout


def test_the_front_door_names_an_icon_the_site_has(tmp_path):
    """Else a browser asks the site for ``/favicon.ico`` on every first visit: a 404."""
    site = fake_site(tmp_path)
    (site / "index.html").write_text(INDEX_HTML.format(page=PAGE, worker=app.WORKER))
    app.add_app(site, PAGE, build="1")
    found = re.search(r'<link rel="icon" href="([^"]+)"', (site / "index.html").read_text())
    assert found, "the front door names no icon"
    assert (site / found.group(1)).is_file()

"""The static site's parts without building it: the lock, the wheels, the page, the server."""

import base64
import hashlib
import json
import re
import subprocess
import sys
import tomllib
import urllib.request
import zipfile
from pathlib import Path

import pytest
import yaml
from support.servers import in_a_thread

from cuarenta_tutor.engine.messages import MessageError
from cuarenta_tutor.site import preload, slim, wheels
from cuarenta_tutor.site.build import MARKER, check_output, page_notebook, site_config
from cuarenta_tutor.site.lock import read_lock
from cuarenta_tutor.site.serve import site_server

ROOT = Path(__file__).resolve().parents[2]


def test_the_build_tools_are_pinned_as_in_the_lock():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    pins = read_lock().pins(read_lock().build)
    assert sorted(extras["site"]) == pins
    assert set(pins) <= set(extras["test"])  # CI installs ".[test]" and builds the site


def test_every_kernel_wheel_is_pinned_to_one_version():
    lock = read_lock()
    for section in (lock.core, lock.kernel, lock.repacked, lock.extensions):
        for version in section.values():
            assert re.fullmatch(r"\d+(\.\d+)+", version), version


def test_a_stub_installs_but_imports_as_missing(tmp_path):
    wheel = wheels.stub(tmp_path, "sqlite3")
    assert wheel.name == "sqlite3-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path / "site")
        record = archive.read("sqlite3-0.dist-info/RECORD").decode()
    assert "sqlite3/__init__.py,sha256=" in record
    code = (
        "import sys; sys.path.insert(0, sys.argv[1])\n"
        "try:\n import sqlite3\nexcept ModuleNotFoundError as e:\n print(e.name)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(tmp_path / "site")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert done.stdout.strip() == "sqlite3"


def test_a_pure_copy_drops_compiled_modules_and_what_it_is_told(tmp_path):
    source = tmp_path / "source.whl"
    with zipfile.ZipFile(source, "w") as archive:
        archive.writestr("yaml/__init__.py", "x = 1\n")
        archive.writestr("yaml/_yaml.cpython-313-x86_64-linux-gnu.so", b"\0ELF")
        archive.writestr("babel/locale-data/fi.dat", b"fi")
        archive.writestr("babel/locale-data/fi_FI.dat", b"fi")
        archive.writestr("pyyaml-6.0.3.dist-info/WHEEL", "Tag: cp313-cp313-manylinux\n")
    copy = wheels.pure_copy(source, tmp_path, "pyyaml", "6.0.3", wheels.babel_locales(["fi"]))
    assert copy.name == "pyyaml-6.0.3-py3-none-any.whl"
    with zipfile.ZipFile(copy) as archive:
        names = set(archive.namelist())
        assert "Tag: py3-none-any" in archive.read("pyyaml-6.0.3.dist-info/WHEEL").decode()
    assert "yaml/__init__.py" in names
    assert "babel/locale-data/fi.dat" in names
    assert not {n for n in names if n.endswith(".so") or "fi_FI" in n}


def test_the_page_only_starts_the_app_the_kernel_loads_every_wheel():
    source = json.loads(page_notebook())["cells"][0]["source"]
    assert "piplite" not in source  # no install, one by one, on every visit
    assert source.rstrip().endswith("launch_in_page()")
    packages = preload.preloaded_packages(["comm", "cuarenta-tutor"])
    settings = site_config(packages)["jupyter-config-data"]
    kernel = settings["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    packages = kernel["loadPyodideOptions"]["packages"]
    # spelt as the kernel looks them up: with them all named, it installs nothing at start
    assert {"cuarenta-tutor", "pyodide_kernel", "ipython", "jedi", "sqlite3", "piplite"} <= set(
        packages
    )


def test_a_lock_entry_names_the_wheel_its_checksum_and_its_imports(tmp_path):
    wheel = wheels.write_wheel(
        tmp_path, "pure_eval", "0.2.4", {"pure_eval/__init__.py": b"", "one.py": b""}
    )
    entry = preload.lock_entry(wheel)
    assert entry["name"] == "pure-eval"  # canonical: Pyodide looks names up that way
    assert entry["file_name"] == wheel.name
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert entry["imports"] == ["one", "pure_eval"]
    assert entry["install_dir"] == "site"


def test_swapped_files_are_in_the_wheel_and_its_record(tmp_path):
    wheel = wheels.write_wheel(tmp_path, "tiny", "1", {"tiny/__init__.py": b"x = 1\n"})
    wheels.swap_files(wheel, {"tiny/__init__.py": b"bytecode"})
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        record = archive.read("tiny-1.dist-info/RECORD").decode()
        # stored: the site sends the archive brotli-compressed as a whole (smaller than deflated)
        assert archive.getinfo("tiny/__init__.pyc").compress_type == zipfile.ZIP_STORED
    assert "tiny/__init__.pyc" in names
    assert "tiny/__init__.py" not in names
    digest = base64.urlsafe_b64encode(hashlib.sha256(b"bytecode").digest()).rstrip(b"=")
    assert f"tiny/__init__.pyc,sha256={digest.decode()},8" in record
    assert "tiny/__init__.py," not in record


def test_swapping_in_a_zip_without_a_record_keeps_it_a_plain_zip(tmp_path):
    """Python's standard library (``python_stdlib.zip``) is no wheel: no RECORD is added."""
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as archive:
        archive.writestr("pydoc.py", "x = 1\n")
        archive.writestr("pydoc_data/topics.py", "y = 2\n")
        archive.writestr("encodings/cp1252.txt", "data")
    wheels.swap_files(stdlib, {"pydoc.py": b"bytecode"})
    with zipfile.ZipFile(stdlib) as archive:
        assert sorted(archive.namelist()) == [
            "encodings/cp1252.txt",
            "pydoc.pyc",
            "pydoc_data/topics.py",  # not swapped: kept as it was
        ]
        assert archive.read("pydoc.pyc") == b"bytecode"
        assert archive.read("pydoc_data/topics.py") == b"y = 2\n"


def test_slimming_leaves_out_what_the_page_cannot_import_and_keeps_the_rest(tmp_path):
    widgets = wheels.write_wheel(
        tmp_path,
        "anywidget",
        "1",
        {
            "anywidget/__init__.py": b"x = 1\n",
            "anywidget/labextension/static/main.js": b"front end",
            "anywidget-1.data/data/share/jupyter/labextensions/main.js": b"front end",
            "anywidget/tests/test_widget.py": b"assert 1\n",
        },
    )
    tutor = wheels.write_wheel(
        tmp_path,
        "cuarenta_tutor",
        "1",
        {"cuarenta_tutor/ui/app.py": b"app\n", "cuarenta_tutor/cli/main.py": b"cli\n"},
    )
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as archive:
        for name in ("json/decoder.py", "multiprocessing/pool.py", "mailbox.py", "_pyio.py",
                     "encodings/utf_8.py", "encodings/cp1252.py", "encodings/big5.py",
                     "email/parser.py"):  # fmt: skip
            archive.writestr(name, "x = 1\n")
    dropped = slim.slim([widgets, tutor, stdlib])
    with zipfile.ZipFile(widgets) as archive:
        names = set(archive.namelist())
        record = archive.read("anywidget-1.dist-info/RECORD").decode()
    assert {"anywidget/__init__.py", "anywidget-1.dist-info/RECORD"} <= names
    assert not [name for name in names if "main.js" in name or "tests" in name]
    assert "main.js" not in record  # the RECORD lists what is there
    with zipfile.ZipFile(tutor) as archive:
        assert "cuarenta_tutor/cli/main.py" not in archive.namelist()
        assert "cuarenta_tutor/ui/app.py" in archive.namelist()
    with zipfile.ZipFile(stdlib) as archive:
        assert sorted(archive.namelist()) == [
            "email/parser.py",
            "encodings/cp1252.py",
            "encodings/utf_8.py",
            "json/decoder.py",
        ]
    assert dropped[stdlib.name] == [
        "_pyio.py", "encodings/big5.py", "mailbox.py", "multiprocessing/pool.py",
    ]  # fmt: skip


def test_the_server_sends_webassembly_and_modules_with_their_types(tmp_path):
    (tmp_path / "a.wasm").write_bytes(b"\0asm")
    (tmp_path / "b.mjs").write_text("export {}")
    with in_a_thread(site_server(tmp_path, port=0)) as base:
        for name, kind in (("a.wasm", "application/wasm"), ("b.mjs", "text/javascript")):
            with urllib.request.urlopen(f"{base}/{name}") as answer:
                assert answer.headers["Content-Type"] == kind


def test_the_pages_workflow_builds_the_site_with_its_tools_and_publishes_it():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text())
    steps = workflow["jobs"]["build"]["steps"]
    uses = {step["uses"].split("@")[0]: step for step in steps if "uses" in step}
    assert "actions/setup-node" in uses  # npm fetches Pyodide, Node.js compiles the wheels
    (build,) = [step["run"] for step in steps if "run" in step]
    assert 'pip install -e ".[site]"' in build  # the build tools, pinned as in the lock
    assert "cuarenta-tutor site -o _site" in build
    assert uses["actions/upload-pages-artifact"]["with"]["path"] == "_site"
    assert workflow["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}
    deploy = workflow["jobs"]["deploy"]
    assert deploy["needs"] == "build"
    assert deploy["steps"][0]["uses"].startswith("actions/deploy-pages@")


def test_only_an_empty_folder_or_a_former_build_is_replaced(tmp_path):
    check_output(tmp_path / "new")  # not there yet
    (tmp_path / "empty").mkdir()
    check_output(tmp_path / "empty")
    lite = tmp_path / "my-jupyterlite-project"  # a teacher's own JupyterLite source
    lite.mkdir()
    (lite / "jupyter-lite.json").write_text("{}")
    with pytest.raises(MessageError, match="is not empty and is not a former build"):
        check_output(lite)
    (lite / MARKER).write_text("")
    check_output(lite)  # a former build
    (tmp_path / "file").write_text("x")
    with pytest.raises(MessageError, match="is not a folder"):
        check_output(tmp_path / "file")


def test_slimming_keeps_a_wheels_metadata_headers_and_drops_its_long_description(tmp_path):
    wheel = wheels.write_wheel(tmp_path, "pkg", "1", {"pkg/__init__.py": b"x = 1\n"})
    headers = b"Metadata-Version: 2.1\nName: pkg\nVersion: 1\nRequires-Dist: other\n"
    wheels.add_files(wheel, {"pkg-1.dist-info/METADATA": headers + b"\n# pkg\n\nA README.\n"})
    slim.slim([wheel])
    with zipfile.ZipFile(wheel) as archive:
        assert archive.read("pkg-1.dist-info/METADATA") == headers
        record = archive.read("pkg-1.dist-info/RECORD").decode()
    line = next(row for row in record.splitlines() if row.startswith("pkg-1.dist-info/METADATA,"))
    assert line.endswith(f",{len(headers)}")  # the RECORD says the new size

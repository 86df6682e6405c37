"""The front end's files (``cuarenta_tutor/ui/static``): valid, used, and shipped in the wheel."""

from __future__ import annotations

import re
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from cuarenta_tutor.site import fetch
from cuarenta_tutor.ui.assets import STATIC, asset

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "cuarenta_tutor"
SCRIPTS = sorted(STATIC.glob("*.js"))
USED = re.compile(r"""asset\(\s*["']([\w.-]+)["']\s*\)""")


def node() -> str:
    found = shutil.which("node")
    if found is None:
        pytest.fail("Node.js is needed to check the front end's JavaScript: apt-get install nodejs")
    return found


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_each_script_is_a_valid_es_module_with_a_render_function(script):
    checked = subprocess.run(
        [node(), "--input-type=module", "--check"],
        input=script.read_text(encoding="utf-8"),
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 0, checked.stderr
    assert re.search(r"^export default \{ render \};$", asset(script.name), re.M)


def test_a_syntax_error_is_caught():
    """The check above can fail: a script with a missing bracket is refused."""
    checked = subprocess.run(
        [node(), "--input-type=module", "--check"],
        input="function render({ model, el } {}\nexport default { render };\n",
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode != 0


def test_every_static_file_is_used_and_every_used_one_exists():
    used = {
        name
        for source in PACKAGE.rglob("*.py")
        for name in USED.findall(source.read_text(encoding="utf-8"))
    }
    shipped = {path.name for path in STATIC.iterdir() if path.is_file()}
    assert used == shipped


def test_no_javascript_or_stylesheet_is_left_inside_python_strings():
    for source in (PACKAGE / "ui").glob("*.py"):
        text = source.read_text(encoding="utf-8")
        assert "export default" not in text, source.name
        assert "{ render }" not in text, source.name


@pytest.mark.slow
def test_the_wheel_ships_the_static_files_unchanged(tmp_path):
    wheel = fetch.tutor_wheel(ROOT, tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        shipped = {
            name.rsplit("/", 1)[-1]: archive.read(name)
            for name in archive.namelist()
            if name.startswith("cuarenta_tutor/ui/static/")
        }
    assert shipped == {path.name: path.read_bytes() for path in STATIC.iterdir()}

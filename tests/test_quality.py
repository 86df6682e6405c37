"""House style as tests: ruff lint and format, and mypy --strict over the whole package."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args):
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=False
    )


CODE = ("cuarenta_tutor", "benchmarks", "tests", "notebooks", "tutor.ipynb")
"""Every Python file and notebook of the project: the tests keep the house style too."""


def test_ruff_lint_is_clean():
    done = run("ruff", "check", *CODE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_ruff_format_is_applied():
    done = run("ruff", "format", "--check", *CODE)
    assert done.returncode == 0, done.stdout + done.stderr


def test_mypy_is_strict_for_the_whole_package_and_passes():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert config["files"] == ["cuarenta_tutor"]
    done = run("mypy")
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_test_module_has_its_own_name():
    """pytest imports test modules by their file name: two ``test_x.py`` stop the whole run."""
    names: dict[str, list[str]] = {}
    for path in (ROOT / "tests").rglob("test_*.py"):
        names.setdefault(path.name, []).append(str(path.relative_to(ROOT)))
    assert [paths for paths in names.values() if len(paths) > 1] == []

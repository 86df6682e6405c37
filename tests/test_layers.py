"""Dependencies point one way: nothing below ui/ imports widgets; the engine is stdlib only."""

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "cuarenta_tutor"
WIDGET_MODULES = {"ipywidgets", "IPython", "voila", "traitlets", "ipykernel"}


def imported_roots(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module.split(".")[0]


def test_nothing_below_ui_imports_widgets():
    for path in PACKAGE.rglob("*.py"):
        if {"ui", "server"} & set(path.relative_to(PACKAGE).parts):
            continue  # server/ runs in the Voilà server process, ui/ in the kernel
        assert not set(imported_roots(path)) & WIDGET_MODULES, path


def test_the_engine_uses_the_standard_library_only():
    allowed = set(sys.stdlib_module_names) | {"cuarenta_tutor"}
    for path in (PACKAGE / "engine").rglob("*.py"):
        outside = set(imported_roots(path)) - allowed
        assert not outside, f"{path.name} imports {outside}"

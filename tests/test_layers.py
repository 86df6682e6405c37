"""Dependencies point one way: nothing below ui/ imports widgets; the engine is stdlib only."""

import ast
import sys
import tomllib
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


def contract_layers(contract_id):
    """Return the layers of one import-linter contract in pyproject.toml, top first."""
    pyproject = tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = pyproject["tool"]["importlinter"]["contracts"]
    (contract,) = [c for c in contracts if c["id"] == contract_id]
    return [" ".join(layer.split()) for layer in contract["layers"]]


def pictured_layers(marker):
    """Return the lines of the code block that follows ``marker`` in docs/architecture.md."""
    text = (PACKAGE.parent / "docs" / "architecture.md").read_text(encoding="utf-8")
    block = text.split(marker, 1)[1].split("```", 2)[1]
    return [" ".join(line.split()) for line in block.splitlines() if line.strip()]


def test_the_declared_layers_hold():
    from importlinter.cli import lint_imports

    assert lint_imports(config_filename=str(PACKAGE.parent / "pyproject.toml")) == 0


def test_the_layer_contracts_name_every_subpackage():
    named = {part for layer in contract_layers("layers") for part in layer.split(" | ")}
    subpackages = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    modules = {p.stem for p in PACKAGE.glob("*.py") if p.stem not in {"__init__", "__main__"}}
    assert named == subpackages | modules


def test_the_architecture_page_draws_the_contracts():
    assert pictured_layers("<!-- layers:") == contract_layers("layers")
    assert pictured_layers("<!-- engine layers:") == contract_layers("engine")

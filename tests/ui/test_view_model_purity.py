"""The views' models are pure: no widget library and no widget module of ui/ is imported."""

import ast
from pathlib import Path

import pytest

UI = Path(__file__).parents[2] / "cuarenta_tutor" / "ui"
PURE = {"markup", "move_label", "play_panels", "play_results", "play_verdict", "said_words"}
"""The pure modules of ui/ not named ``*_model``."""
MODELS = {path.stem for path in UI.glob("*_model.py")} | PURE
"""The pure modules of ui/: they may import each other, and the layers below ui."""


def test_the_view_models_are_found():
    assert {"app_model", "board_model", "lesson_model", "play_model", "practice_model"} <= MODELS


def imports(module: str) -> set[str]:
    """Return what ``module`` imports: top-level names and ``ui`` siblings (as ``.name``)."""
    found = set()
    for node in ast.walk(ast.parse((UI / f"{module}.py").read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add("." + node.module.split(".")[0])
            else:
                found |= {"." + alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("module", sorted(MODELS))
def test_a_view_model_imports_no_widgets(module):
    found = imports(module)
    assert not found & {"ipywidgets", "anywidget", "traitlets", "IPython"}
    siblings = {name[1:] for name in found if name.startswith(".")}
    assert siblings <= MODELS, siblings - MODELS

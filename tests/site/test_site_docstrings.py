"""The site's bytecode of the tutor leaves its docstrings out, every line where it was."""

import ast
import dis
from pathlib import Path

from cuarenta_tutor.site.docstrings import blank_docstrings

PACKAGE = Path(__file__).resolve().parents[2] / "cuarenta_tutor"


def code_lines(code) -> set[int]:
    """Every line number a code object and the code objects inside it name."""
    lines = {line for _, _, line in code.co_lines() if line is not None}
    for const in code.co_consts:
        if hasattr(const, "co_lines"):
            lines |= code_lines(const)
    return lines


def docstrings(tree: ast.AST) -> list[str]:
    """The docstrings of a module, its classes and its functions."""
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    found = (
        ast.get_docstring(node, clean=False) for node in ast.walk(tree) if isinstance(node, kinds)
    )
    return [doc for doc in found if doc is not None]


def test_every_module_compiles_the_same_lines_with_no_docstring_left():
    saved = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_bytes()
        blanked = blank_docstrings(source)
        before, after = compile(source, str(path), "exec"), compile(blanked, str(path), "exec")
        assert blanked.count(b"\n") == source.count(b"\n"), path
        assert code_lines(after) == code_lines(before), path  # a traceback names the same lines
        assert [str(i.opname) for i in dis.get_instructions(after)] == [
            str(i.opname) for i in dis.get_instructions(before)
        ], path
        assert docstrings(ast.parse(source)), path  # every module has its docstring …
        assert not any(doc.strip() for doc in docstrings(ast.parse(blanked))), path  # … not here
        saved += len(source) - len(blanked)
    assert saved > 300_000  # the docs the page never reads: about a third of the sources


def test_a_docstring_is_emptied_but_other_strings_stay():
    source = (
        'class A:\n    """Doc."""\n    x = "kept"\n\n'
        "def f():\n    '''Å, two\n    lines.'''\n    return \"also kept\"\n"
    ).encode()
    blanked = blank_docstrings(source)
    assert b"Doc." not in blanked
    assert "Å".encode() not in blanked
    assert b'"kept"' in blanked
    assert b'"also kept"' in blanked
    namespace: dict = {}
    exec(compile(blanked, "<test>", "exec"), namespace)
    assert namespace["A"].__doc__ == ""
    assert namespace["f"].__doc__ == "\n"
    assert namespace["f"]() == "also kept"

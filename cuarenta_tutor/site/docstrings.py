"""Leave the docstrings out of the tutor's own bytecode on the site, line numbers kept.

The tutor's modules are documented at length (the house style), and a docstring is kept in
the bytecode as the object's ``__doc__``: about 340 KB of the wheel the browser downloads,
unpacks and holds in memory, which the page never reads (nothing in the package reads a
``__doc__``; the command line and its help are not on the site). Before the site's build
compiles the tutor's sources (:mod:`.precompile`), each docstring is replaced by an empty
string literal spanning the same lines, so every line number of a traceback in the page
still points at the checkout's source. Other libraries keep theirs (some read them).
"""

from __future__ import annotations

import ast
from pathlib import Path

DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def blank_docstrings(source: bytes) -> bytes:
    r'''Return ``source`` with every docstring emptied, each on as many lines as before.

    >>> text = b'"""Module."""\nx = 1\n\ndef f():\n    """One,\n    two."""\n    return x\n'
    >>> print(blank_docstrings(text).decode())
    ""
    x = 1
    <BLANKLINE>
    def f():
        """
    """
        return x
    <BLANKLINE>
    '''
    starts = [0]
    for line in source.splitlines(keepends=True):
        starts.append(starts[-1] + len(line))
    spans = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, DOCUMENTED) or not node.body:
            continue
        first = node.body[0]
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)):
            continue
        doc = first.value
        if not isinstance(doc.value, str) or doc.end_lineno is None or doc.end_col_offset is None:
            continue
        begin = starts[doc.lineno - 1] + doc.col_offset  # offsets are in bytes (UTF-8)
        end = starts[doc.end_lineno - 1] + doc.end_col_offset
        lines = doc.end_lineno - doc.lineno
        spans.append((begin, end, b'"""' + b"\n" * lines + b'"""' if lines else b'""'))
    blanked = bytearray(source)
    for begin, end, empty in sorted(spans, reverse=True):
        blanked[begin:end] = empty
    return bytes(blanked)


def blank_tree(folder: Path) -> None:
    """Empty the docstrings of every ``.py`` file under ``folder``, in place."""
    for path in sorted(folder.rglob("*.py")):
        path.write_bytes(blank_docstrings(path.read_bytes()))

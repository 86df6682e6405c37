"""The README's commands: the quick start works with a distribution-managed Python, CI runs
exactly its test command, and every benchmark table names the script that measured it."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
VENV = "python3 -m venv .venv && . .venv/bin/activate && "


def section(title):
    """Return the text of the README section ``## title`` (up to the next ``## ``)."""
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end != -1 else len(README)]


def quick_start_lines():
    block = re.search(r"```\n(.*?)```", section("Quick start"), re.S)
    assert block, "the quick start has no command block"
    return block.group(1).strip().splitlines()


def test_the_quick_start_makes_and_uses_a_virtual_environment_first():
    # An externally managed Python (Debian 12, Ubuntu 24.04) refuses a bare pip install.
    lines = quick_start_lines()
    assert len(lines) == 2
    for line in lines:
        assert line.startswith(VENV + "pip install -e "), line
    assert lines[0].endswith("&& cuarenta-tutor serve")
    assert lines[1].endswith("&& python -m pytest")


def test_ci_runs_exactly_the_readmes_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = [line.strip() for line in ci if line.strip() and not line.lstrip().startswith("#")]
    assert quick_start_lines()[1] in commands
    assert [line for line in commands if "pytest" in line] == [quick_start_lines()[1]]


def test_every_benchmark_table_says_which_script_measured_it():
    lines = section("Performance").splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("|")
               and not lines[i - 1].startswith("|")]
    assert len(headers) >= 4
    previous = 0
    for index in headers:
        intro = "\n".join(lines[previous:index])
        assert re.search(r"\(`python benchmarks/\w+\.py", intro), lines[index]
        assert not re.search(r"^: ", intro, re.M), intro  # a heading that lost its start
        previous = index
        while previous < len(lines) and lines[previous].startswith("|"):
            previous += 1

"""The README's commands: the quick start works with a distribution-managed Python, CI and
the Tests workflow run exactly its test command, the quick loop leaves out the slow tests
only, the README stays short, and every benchmark table names the script that measured it."""

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")
BENCHMARKS = (ROOT / "benchmarks" / "README.md").read_text(encoding="utf-8")
VENV = "python3 -m venv .venv && . .venv/bin/activate && "
QUICK_LOOP = 'python -m pytest -m "not slow" -n auto'
SLOW_HALF = "python -m pytest -m slow"
"""The README's test command runs the quick loop (one process a core), then the rest."""
SLOW_FOLDERS = ("browser", "server", "binder")


def section(title, text=README):
    """Return the text of the section ``## title`` (up to the next ``## ``)."""
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end != -1 else len(text)]


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
    assert lines[1].endswith(f"&& {QUICK_LOOP} && {SLOW_HALF}")


def test_ci_runs_exactly_the_readmes_test_command():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = [line.strip() for line in ci if line.strip() and not line.lstrip().startswith("#")]
    assert quick_start_lines()[1] in commands
    assert [line for line in commands if "pytest" in line] == [quick_start_lines()[1]]


def test_the_tests_workflow_runs_the_readmes_test_command_on_pushes_and_pull_requests():
    workflow = yaml.safe_load((ROOT / ".github/workflows/tests.yml").read_text(encoding="utf-8"))
    triggers = workflow[True]  # YAML 1.1 reads the key `on` as true
    assert {"push", "pull_request"} <= set(triggers)
    (job,) = workflow["jobs"].values()
    assert job["container"]["image"].startswith("python:3.11")
    runs = [step["run"] for step in job["steps"] if "run" in step]
    commands = [line.strip() for run in runs for line in run.splitlines()]
    assert [line for line in commands if "pytest" in line] == [quick_start_lines()[1]]
    assert any("apt-get install" in line and "chromium" in line for line in commands)


def test_the_readme_gives_the_quick_loop_and_its_time():
    quick_start = section("Quick start")
    assert f"```\n{QUICK_LOOP}\n```" in quick_start
    assert "within 90 s" in quick_start
    assert QUICK_LOOP in (ROOT / "docs" / "testing.md").read_text(encoding="utf-8")


def test_the_readme_is_short():
    assert len(README.splitlines()) <= 350


def test_the_quick_loop_leaves_out_every_browser_server_and_binder_test(request):
    """In a full run every test of those folders is marked slow; in the quick loop
    (``-m "not slow"``) none of them is collected."""
    quick = request.config.getoption("markexpr") == "not slow"
    tests = Path(__file__).resolve().parent
    for item in request.session.items:
        if any(item.path.is_relative_to(tests / folder) for folder in SLOW_FOLDERS):
            assert not quick, item.nodeid
            assert item.get_closest_marker("slow"), item.nodeid


def test_the_slow_marker_says_the_full_run_keeps_the_slow_tests():
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    (line,) = [line for line in pyproject.splitlines() if line.strip().startswith('"slow:')]
    assert ".ci/run still run everything" in line


def test_the_readmes_benchmark_table_names_its_scripts_and_links_the_measurements():
    lines = section("Performance").splitlines()
    rows = [line for line in lines if line.startswith("|")][2:]  # after the header and rule
    assert 5 <= len(rows) <= 12
    for row in rows:
        (script,) = re.findall(r"`(\w+\.py)`", row)
        assert (ROOT / "benchmarks" / script).is_file(), row
    assert "(benchmarks/README.md#measurements)" in section("Performance")


def test_every_measurement_table_in_benchmarks_says_which_script_measured_it():
    lines = section("Measurements", BENCHMARKS).splitlines()
    headers = [
        i
        for i, line in enumerate(lines)
        if line.startswith("|") and not lines[i - 1].startswith("|")
    ]
    assert len(headers) >= 4
    previous = 0
    for index in headers:
        intro = "\n".join(lines[previous:index])
        assert re.search(r"\(`python benchmarks/\w+\.py", intro), lines[index]
        assert not re.search(r"^: ", intro, re.M), intro  # a heading that lost its start
        previous = index
        while previous < len(lines) and lines[previous].startswith("|"):
            previous += 1

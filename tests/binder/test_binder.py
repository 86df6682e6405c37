"""Binder: repo2docker accepts the configuration, and the binder/ spec alone serves the app."""

import os
import re
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_repo2docker_accepts_the_configuration():
    repo2docker = shutil.which("repo2docker") or str(Path(sys.executable).parent / "repo2docker")
    done = subprocess.run(
        [repo2docker, "--no-build", "--debug", str(ROOT)],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    dockerfile = done.stdout + done.stderr
    assert "python=3.11" in dockerfile  # runtime.txt was read
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in dockerfile
    assert "./binder/postBuild" in dockerfile


def test_binder_files_are_complete():
    assert (ROOT / "binder" / "runtime.txt").read_text().strip() == "python-3.11"
    requirements = (ROOT / "binder" / "requirements.txt").read_text()
    assert "voila" in requirements
    assert os.access(ROOT / "binder" / "postBuild", os.X_OK)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "urlpath=voila%2Frender%2Ftutor.ipynb" in readme


PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==([0-9][^\s;=]*)$")


def pins():
    """Return the pinned packages of binder/requirements.txt as {normalised name: version}."""
    lines = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    found = {}
    for line in lines:
        if match := PIN.match(line.strip()):
            found[re.sub(r"[-_.]+", "-", match.group(1)).lower()] = match.group(2)
    return found


def test_every_binder_requirement_is_pinned_exactly():
    lines = (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    requirements = [line.strip() for line in lines if line.strip() and not line.startswith("#")]
    assert requirements.count(".") == 1  # the tutor itself, from the repository
    unpinned = [line for line in requirements if line != "." and not PIN.match(line)]
    assert unpinned == [], "pin every package with ==, as pip freeze writes it"
    assert len(pins()) == len(requirements) - 1  # no package twice
    assert {"voila", "ipywidgets", "ipykernel", "anywidget", "jupyter-server"} <= set(pins())


@pytest.mark.slow
def test_a_fresh_environment_from_the_binder_spec_serves_the_tutor(tmp_path):
    """Install binder/requirements.txt into a new venv, run postBuild, serve, fetch the page."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    bin_dir = venv / "bin"
    env = {
        **os.environ,
        "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
        "JUPYTER_DATA_DIR": str(tmp_path / "data"),
        "JUPYTER_CONFIG_DIR": str(tmp_path / "cfg"),
        "PIP_DISABLE_PIP_VERSION_CHECK": "1",
        "VIRTUAL_ENV": str(venv),
    }
    env.pop("PYTHONPATH", None)
    install = subprocess.run(
        [str(bin_dir / "pip"), "install", "--quiet", "-r", "binder/requirements.txt"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=900,
    )
    assert install.returncode == 0, install.stderr[-3000:]
    # Everything installed is pinned, at the pinned version, and fits together.
    freeze = subprocess.run(
        [str(bin_dir / "pip"), "freeze", "--all"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    installed = {
        re.sub(r"[-_.]+", "-", name).lower(): version
        for name, version in (line.split("==") for line in freeze.splitlines() if "==" in line)
    }
    for tool in ("pip", "setuptools", "wheel", "cuarenta-tutor"):
        installed.pop(tool, None)
    assert installed == pins()
    check = subprocess.run(
        [str(bin_dir / "pip"), "check"], env=env, capture_output=True, text=True, check=False
    )
    assert check.returncode == 0, check.stdout
    post = subprocess.run(
        ["bash", "binder/postBuild"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert post.returncode == 0, post.stderr[-3000:]
    assert (tmp_path / "data" / "voila" / "templates" / "cuarenta" / "index.html.j2").is_file()
    port = 18000 + os.getpid() % 1000
    server = subprocess.Popen(
        [
            str(bin_dir / "voila"),
            "tutor.ipynb",
            "--no-browser",
            f"--port={port}",
            "--Voila.ip=127.0.0.1",
            "--ServerApp.allow_root=True",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        page = ""
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not page:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=60) as answer:
                    page = answer.read().decode("utf-8")
            except OSError:
                time.sleep(0.5)
        assert "application/vnd.jupyter.widget-view+json" in page, page[-2000:]
        assert "cdn.jsdelivr.net/npm/@fortawesome" not in page  # voila.json chose our template
        assert "Traceback" not in page
    finally:
        server.terminate()
        server.wait(timeout=30)

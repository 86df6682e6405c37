"""On a JupyterHub: the tutor inside a user's Jupyter server, through jupyter-server-proxy.

A real ``jupyter server`` with a hub-like prefix (``/user/ana/``) stands in for a user
server; the tutor must answer at ``/user/ana/cuarenta-tutor/`` (docs/deployment.md) and
work there in Chromium, websockets included.
"""

from __future__ import annotations

import os
import sys
import urllib.request

import pytest
from support.servers import block_outside, free_port, start_server, stop_server

from cuarenta_tutor.i18n import Translator

PREFIX = "/user/ana/"


@pytest.fixture(scope="module")
def user_server(tmp_path_factory):
    """A Jupyter server as a hub spawns it, with jupyter-server-proxy and the tutor installed."""
    home = tmp_path_factory.mktemp("home")
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "jupyter_server",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.base_url={PREFIX}",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        f"--ServerApp.root_dir={home}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        command.append("--ServerApp.allow_root=True")
    base = f"http://127.0.0.1:{port}"
    with pytest.MonkeyPatch.context() as patch:  # what a hub gives the servers it spawns
        patch.setenv("JUPYTERHUB_SERVICE_PREFIX", PREFIX)
        patch.setenv("JUPYTERHUB_BASE_URL", "/")
        process = start_server(command, f"{base}{PREFIX}api/status", cwd=home, seconds=60)
    yield base
    stop_server(process)


def test_the_tutor_answers_under_the_user_servers_prefix(user_server):
    with urllib.request.urlopen(
        f"{user_server}{PREFIX}cuarenta-tutor/?lang=es", timeout=120
    ) as answer:
        page = answer.read().decode("utf-8")
    assert f'"baseUrl": "{PREFIX}cuarenta-tutor/"' in page
    assert '"kernelId": "' in page
    assert "Traceback" not in page


def test_the_link_cannot_choose_the_page_template_or_theme_on_the_hub(user_server):
    url = f"{user_server}{PREFIX}cuarenta-tutor/?template=lab&theme=dark"
    with urllib.request.urlopen(url, timeout=120) as answer:
        page = answer.read().decode("utf-8")
    assert "cdn.jsdelivr.net" not in page, "Voilà's stock template, with fonts from a CDN"
    assert '"jupyterLabTheme": "light"' in page
    assert "Traceback" not in page


def test_a_pupil_solves_a_lesson_through_the_proxy(user_server, browser):
    context = browser.new_context()
    outside = block_outside(context, user_server)
    page = context.new_page()
    try:
        page.goto(f"{user_server}{PREFIX}cuarenta-tutor/?lesson=captures-match&lang=es")
        page.wait_for_selector(".ct-table button[data-card='5c']", timeout=90_000)
        page.click(".ct-table button[data-card='5c']")
        page.click(".ct-check")
        page.wait_for_selector(".ct-feedback.ct-fb-correct", timeout=30_000)
        # Solved: the main action is now "Next", in Spanish.
        assert page.inner_text(".ct-next") == Translator("es").pgettext("button", "Next")
        assert not outside, outside
    finally:
        context.close()


def test_the_teachers_link_sends_each_pupil_to_their_own_server(user_server, browser):
    context = browser.new_context()
    block_outside(context, user_server)
    page = context.new_page()
    try:
        page.goto(f"{user_server}{PREFIX}cuarenta-tutor/?lang=en")
        page.wait_for_selector(".ct-tabs .lm-TabBar-tab:nth-child(6)", timeout=90_000)
        page.click(".ct-tabs .lm-TabBar-tab:nth-child(6)")
        page.check(".ct-choose-01-first-steps input")
        page.click(".ct-teacher-make")
        field = page.locator(".ct-teacher-address .ct-address-field")
        field.wait_for(timeout=15_000)
        assert field.input_value() == (
            f"{user_server}/hub/user-redirect/cuarenta-tutor/?set=01-first-steps&lang=en"
        )
    finally:
        context.close()

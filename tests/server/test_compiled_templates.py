"""The page's templates are compiled once per server, not once per page (server/templates.py)."""

from __future__ import annotations

import inspect

from jinja2 import Environment, FileSystemLoader
from voila import notebook_renderer

from cuarenta_tutor.server import templates
from cuarenta_tutor.server.templates import CachedVoilaExporter, CompiledTemplates, install


def counting_environment(folder, cache, compiled):
    """An environment over ``folder`` with ``cache`` that counts its compilations."""

    class Counting(Environment):
        def compile(self, source, name=None, filename=None, raw=False, defer_init=False):
            compiled.append(name)
            return super().compile(source, name, filename, raw, defer_init)

    return Counting(loader=FileSystemLoader(str(folder)), bytecode_cache=cache)


def test_a_second_environment_reuses_the_first_ones_compilation(tmp_path):
    (tmp_path / "base.j2").write_text("<p>{% block body %}{% endblock %}</p>")
    (tmp_path / "page.j2").write_text(
        "{% extends 'base.j2' %}{% block body %}{{ x }}{% endblock %}"
    )
    cache, compiled = CompiledTemplates(), []
    first = counting_environment(tmp_path, cache, compiled)
    assert first.get_template("page.j2").render(x="hola") == "<p>hola</p>"
    assert sorted(compiled) == ["base.j2", "page.j2"]
    second = counting_environment(tmp_path, cache, compiled)  # the next page's exporter
    assert second.get_template("page.j2").render(x="hej") == "<p>hej</p>"
    assert sorted(compiled) == ["base.j2", "page.j2"]  # nothing compiled again
    assert len(cache) == 2


def test_an_edited_template_is_compiled_again(tmp_path):
    (tmp_path / "page.j2").write_text("one {{ x }}")
    cache, compiled = CompiledTemplates(), []
    counting_environment(tmp_path, cache, compiled).get_template("page.j2").render(x=1)
    (tmp_path / "page.j2").write_text("two {{ x }}")
    again = counting_environment(tmp_path, cache, compiled).get_template("page.j2")
    assert again.render(x=2) == "two 2"
    assert compiled == ["page.j2", "page.j2"]


def test_async_and_plain_environments_keep_their_own_code(tmp_path):
    (tmp_path / "page.j2").write_text("{{ x }}")
    cache = CompiledTemplates()
    plain = Environment(loader=FileSystemLoader(str(tmp_path)), bytecode_cache=cache)
    assert plain.get_template("page.j2").render(x=1) == "1"
    asynchronous = Environment(
        loader=FileSystemLoader(str(tmp_path)), bytecode_cache=cache, enable_async=True
    )
    compiled = asynchronous.get_template("page.j2")  # not rendered: a test's event loop may run
    assert len(cache) == 2  # its own code, not the plain one
    assert inspect.isasyncgenfunction(compiled.root_render_func)


def test_install_gives_voilas_renderer_exporters_that_share_the_cache(monkeypatch):
    monkeypatch.setattr(notebook_renderer, "VoilaExporter", notebook_renderer.VoilaExporter)
    install()
    assert notebook_renderer.VoilaExporter is CachedVoilaExporter
    exporter = notebook_renderer.VoilaExporter(template_name="lab")
    assert exporter.environment.bytecode_cache is templates.TEMPLATES

"""The tutor as a static site: Voici with the Pyodide kernel, every file served from one folder.

``cuarenta-tutor site -o DIR`` builds it (:func:`build.build_site`), downloading from the
package registries (PyPI, npm) at build time only, into a cache; the versions are pinned in
``lock.toml`` beside this file. At run time the page needs nothing from outside ``DIR``.
"""

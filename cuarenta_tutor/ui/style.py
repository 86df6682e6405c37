"""The app's stylesheet, ``static/tutor.css``, as the page's ``<style>`` element.

Inline in the page, so that nothing is fetched from the internet (the same in Voilà, a
notebook and the static site).
"""

from .assets import asset

CSS = f"<style>\n{asset('tutor.css')}</style>"

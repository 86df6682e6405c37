"""Browser-side widgets that reach the page itself: its language and title, its own address.

The kernel does not know the page: the language switch must reach ``<html lang>`` (screen
readers pick their voice from it), and an assignment link needs the address the browser
sees (host, port, proxy prefix), which only the browser knows.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import TYPE_CHECKING

import anywidget
import traitlets

from .assets import asset

if TYPE_CHECKING:
    from ..i18n import Translator


class PageShell(anywidget.AnyWidget):
    """Keep ``<html lang>`` and the page title in the learner's language, and focus on the page.

    Its front end also keeps keyboard focus from falling to the page's body when the focused
    control is removed or disabled by a redraw: the main control of the same panel takes it
    (in Play the hand comes before the Play and New mesa buttons). When the app is the
    ``page``, it is the page's main landmark (unless the page gives one), and ``place`` holds
    fields of the page's address to keep up to date (an empty value removes the field): the
    address then says where the learner is, and a reload opens the same place.
    """

    _esm = asset("page_shell.js")
    page = traitlets.Bool(False).tag(sync=True)
    """Whether the app is the page (Voilà, the static site), not one output of a notebook."""
    lang = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    place = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)


class PlayFit(anywidget.AnyWidget):
    """Play's verdict, hand and *Play* on one phone screen: the page's side of the fold.

    Shows nothing. Its front end is what :class:`PageShell`'s verdict watcher calls for each
    verdict Play draws: the reasons fold behind *Why?* when the verdict, the hand and *Play*
    do not fit together (play_verdict.py), and the hand and *Play* come into view.
    """

    _esm = asset("play_fit.js")


class PageAddress(anywidget.AnyWidget):
    """A link to this page with ``query``: the full address, shown, opened and copied.

    The browser builds it from its own ``location`` (origin and path), so it works behind
    any host name, port or proxy prefix; it is hidden while ``query`` is empty. A path that
    starts with ``own_prefix`` gets ``shared_prefix`` instead (see :func:`hub_prefixes`).
    With ``relative`` set, the address is that one, resolved against the page's.
    """

    _esm = asset("page_address.js")
    query = traitlets.Unicode("").tag(sync=True)
    relative = traitlets.Unicode("").tag(sync=True)
    """Another address, relative to the page (the teacher's page of a class); shown when set."""
    own_prefix = traitlets.Unicode("").tag(sync=True)
    shared_prefix = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    field_label = traitlets.Unicode("").tag(sync=True)
    copy_label = traitlets.Unicode("").tag(sync=True)
    copied_label = traitlets.Unicode("").tag(sync=True)
    copy_failed_label = traitlets.Unicode("").tag(sync=True)


def label_address(address: PageAddress, tr: Translator) -> None:
    """Write an address's field, *Copy* button and what copying said in ``tr``'s language."""
    address.field_label = tr.gettext("Address of the link")
    address.copy_label = tr.pgettext("button", "Copy")
    address.copied_label = tr.gettext("Copied: paste it where your pupils will find it.")
    address.copy_failed_label = tr.gettext(
        "Could not copy: select the address and copy it yourself."
    )


def hub_prefixes(environ: Mapping[str, str] = os.environ) -> tuple[str, str]:
    """Return the path prefix of this user's server on a JupyterHub and the one pupils use.

    On a hub the teacher's page lives in the teacher's own server (``/user/ana/…``); a pupil
    reaches the same path in their own server through the hub's ``user-redirect``. Outside
    a hub both are empty (the address is the page's own).

    >>> hub = {"JUPYTERHUB_SERVICE_PREFIX": "/jhub/user/ana/", "JUPYTERHUB_BASE_URL": "/jhub/"}
    >>> hub_prefixes(hub)
    ('/jhub/user/ana/', '/jhub/hub/user-redirect/')
    >>> hub_prefixes({})
    ('', '')
    """
    own = environ.get("JUPYTERHUB_SERVICE_PREFIX", "")
    if not own:
        return "", ""
    base = environ.get("JUPYTERHUB_BASE_URL", "/")
    return own, base.rstrip("/") + "/hub/user-redirect/"

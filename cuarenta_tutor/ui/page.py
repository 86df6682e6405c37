"""Browser-side widgets that reach the page itself: its language and title, its own address.

The kernel does not know the page: the language switch must reach ``<html lang>`` (screen
readers pick their voice from it), and an assignment link needs the address the browser
sees (host, port, proxy prefix), which only the browser knows.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

import anywidget
import traitlets

PAGE_SHELL_JS = """
const PANELS = ".ct-player, .ct-practice, .ct-play, .ct-teacher";
// What takes focus in a panel, best first (each in page order): the main button of a lesson
// or of Practice; else where a lesson is answered (its first card, box or option: Check
// waits for an answer, as when a lesson is opened from the map); in Play the hand (after a
// ronda or a take-back the learner plays a card next), then Play, and only then New mesa
// (at the end of a mesa).
const MAIN = [".ct-main",
  ".ct-player :is(button, input, select)",
  ".ct-play-hand button.ct-card[tabindex='0']", ".ct-play-play", ".ct-play-new"];
const usable = (node) => node && node.isConnected && !node.disabled && node.offsetParent !== null;
const first = (scope, selector) => [...scope.querySelectorAll(selector)].find(usable);
const best = (scope) => MAIN.map((selector) => first(scope, selector)).find(Boolean);

// Focus never falls to the page: when the focused control leaves the page or is disabled
// (a button not needed once a puzzle is solved), the main control of its panel takes it.
function keepFocus() {
  if (window.ctFocusKept) { return; }
  window.ctFocusKept = true;
  let last = null;
  let panel = null;
  document.addEventListener("focusin", (event) => {
    const target = event.target;
    if (target.closest && target.closest(".ct-app")) {
      last = target;
      panel = target.closest(PANELS) || target.closest(".ct-app");
    }
  });
  const rescue = () => {
    const active = document.activeElement;
    // a control just hidden may keep focus until the browser's next rendering: it is lost too
    const lost = !active || active === document.body || active === last;
    if (!last || usable(last) || !lost) { return; }
    const scope = panel && panel.isConnected ? panel : document.querySelector(".ct-app");
    const found = scope && (best(scope) || first(scope, "button, select, input"));
    if (found) { found.focus(); }
  };
  new MutationObserver(() => setTimeout(rescue, 0)).observe(document.body, {
    // "style": a button hidden by its layout (display: none) also loses focus
    subtree: true, childList: true, attributes: true,
    attributeFilter: ["disabled", "class", "style"],
  });
}

// The page's address follows the learner (language, rules, the lesson open) without a new
// history entry, so that a reload comes back to the same place; other fields stay as set.
function follow(place) {
  const keys = Object.keys(place || {});
  if (!keys.length) { return; }
  const params = new URLSearchParams(window.location.search);
  for (const key of keys) {
    if (place[key]) { params.set(key, place[key]); } else { params.delete(key); }
  }
  const query = params.toString();
  if (query !== window.location.search.replace(/^\\?/, "")) {
    const address = window.location.pathname + (query ? "?" + query : "") + window.location.hash;
    history.replaceState(history.state, "", address);
  }
}

function render({ model, el }) {
  el.style.display = "none";
  keepFocus();
  // The app is the page's main content: a landmark, unless its page already gives one
  // (our Voilà template does; the static site's page has none). The view is drawn before
  // it is in the page: look again until it is.
  const landmark = (tries) => {
    const app = el.closest(".ct-app");
    if (!app) { if (tries > 0) { setTimeout(landmark, 100, tries - 1); } return; }
    if (!app.closest("main, [role='main']")) { app.setAttribute("role", "main"); }
  };
  if (model.get("page")) { landmark(100); }  // in a notebook, JupyterLab's page is not ours
  const apply = () => {
    if (model.get("lang")) { document.documentElement.lang = model.get("lang"); }
    if (model.get("title")) { document.title = model.get("title"); }
    follow(model.get("place"));
  };
  for (const name of ["lang", "title", "place"]) { model.on("change:" + name, apply); }
  apply();
}
export default { render };
"""

PAGE_ADDRESS_JS = """
function render({ model, el }) {
  const box = document.createElement("div");
  box.className = "ct-address";
  const link = document.createElement("a");
  link.className = "ct-address-link";
  link.target = "_blank";
  link.rel = "noopener";
  const field = document.createElement("input");
  field.type = "text";
  field.readOnly = true;
  field.className = "ct-address-field";
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "ct-address-copy jupyter-button";
  const status = document.createElement("span");
  status.className = "ct-address-status";
  status.setAttribute("role", "status");
  const row = document.createElement("div");
  row.className = "ct-address-row";
  row.append(field, copy);
  box.append(link, row, status);
  el.appendChild(box);
  const draw = () => {
    const query = model.get("query");
    box.style.display = query ? "" : "none";
    let path = window.location.pathname;
    const own = model.get("own_prefix");
    if (own && path.startsWith(own)) { path = model.get("shared_prefix") + path.slice(own.length); }
    const address = window.location.origin + path + (query ? "?" + query : "");
    link.href = address;
    link.textContent = model.get("label");
    field.value = address;
    field.setAttribute("aria-label", model.get("field_label"));
    copy.textContent = model.get("copy_label");
    status.textContent = "";
  };
  copy.addEventListener("click", async () => {
    field.select();
    let done = false;
    try { await navigator.clipboard.writeText(field.value); done = true; } catch (e) {
      try { done = document.execCommand("copy"); } catch (e2) { done = false; }
    }
    status.textContent = done ? model.get("copied_label") : model.get("copy_failed_label");
  });
  for (const name of ["query", "label", "field_label", "copy_label"]) {
    model.on("change:" + name, draw);
  }
  draw();
}
export default { render };
"""


class PageShell(anywidget.AnyWidget):
    """Keep ``<html lang>`` and the page title in the learner's language, and focus on the page.

    Its front end also keeps keyboard focus from falling to the page's body when the focused
    control is removed or disabled by a redraw: the main control of the same panel takes it
    (in Play the hand comes before the Play and New mesa buttons). When the app is the
    ``page``, it is the page's main landmark (unless the page gives one), and ``place`` holds
    fields of the page's address to keep up to date (an empty value removes the field): the
    address then says where the learner is, and a reload opens the same place.
    """

    _esm = PAGE_SHELL_JS
    page = traitlets.Bool(False).tag(sync=True)
    """Whether the app is the page (Voilà, the static site), not one output of a notebook."""
    lang = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    place = traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True)


class PageAddress(anywidget.AnyWidget):
    """A link to this page with ``query``: the full address, shown, opened and copied.

    The browser builds it from its own ``location`` (origin and path), so it works behind
    any host name, port or proxy prefix; it is hidden while ``query`` is empty. A path that
    starts with ``own_prefix`` gets ``shared_prefix`` instead (see :func:`hub_prefixes`).
    """

    _esm = PAGE_ADDRESS_JS
    query = traitlets.Unicode("").tag(sync=True)
    own_prefix = traitlets.Unicode("").tag(sync=True)
    shared_prefix = traitlets.Unicode("").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    field_label = traitlets.Unicode("").tag(sync=True)
    copy_label = traitlets.Unicode("").tag(sync=True)
    copied_label = traitlets.Unicode("").tag(sync=True)
    copy_failed_label = traitlets.Unicode("").tag(sync=True)


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

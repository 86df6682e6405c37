"""Small browser-side widgets (anywidget): card rows, the learner's storage, a file picker.

Everything they need ships inside the package: no asset is fetched from the internet.
"""

from __future__ import annotations

import anywidget
import traitlets

CARD_ROW_JS = """
function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "ct-row";
  row.setAttribute("role", "group");
  el.appendChild(row);
  const draw = () => {
    row.setAttribute("aria-label", model.get("label"));
    row.replaceChildren();
    for (const card of model.get("cards")) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "ct-card" + (card.selected ? " ct-selected" : "")
        + (card.marked ? " ct-marked" : "") + (card.best ? " ct-best" : "");
      button.dataset.card = card.code;
      button.disabled = !!card.disabled;
      button.setAttribute("aria-pressed", card.selected ? "true" : "false");
      button.setAttribute("aria-label", card.label);
      button.innerHTML = card.svg;
      button.addEventListener("click", () => {
        model.set("clicked", card.code);
        model.set("clicks", model.get("clicks") + 1);
        model.save_changes();
      });
      row.appendChild(button);
    }
    if (!model.get("cards").length) {
      const empty = document.createElement("span");
      empty.className = "ct-empty";
      empty.textContent = model.get("empty_text");
      row.appendChild(empty);
    }
  };
  model.on("change:cards", draw);
  model.on("change:label", draw);
  draw();
}
export default { render };
"""

STORE_JS = """
function render({ model, el }) {
  el.style.display = "none";
  const key = model.get("key");
  let stored = null;
  try { stored = window.localStorage.getItem(key); } catch (e) { stored = null; }
  let writable = true;
  if (stored !== null && stored.length > model.get("max_chars")) {
    model.set("oversized", stored.length);
  } else {
    model.set("loaded", stored === null ? "" : stored);
  }
  model.set("ready", true);
  model.save_changes();
  model.on("change:set_aside", () => {
    const aside = model.get("set_aside");
    if (!aside || stored === null) return;
    try {
      window.localStorage.removeItem(key);
      window.localStorage.setItem(aside, stored);
    } catch (e) {
      writable = false;  // could not move it: leave it where it was, write nothing over it
      try { window.localStorage.setItem(key, stored); } catch (e2) {}
    }
  });
  model.on("change:value", () => {
    if (!writable) return;
    try { window.localStorage.setItem(key, model.get("value")); } catch (e) {}
  });
}
export default { render };
"""

UPLOAD_JS = """
function render({ model, el }) {
  const input = document.createElement("input");
  input.type = "file";
  input.accept = model.get("accept");
  input.className = "ct-import-input";
  input.style.display = "none";
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button ct-import-button";
  const draw = () => {
    button.textContent = model.get("description");
    button.title = model.get("tooltip");
  };
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const large = file.size > model.get("max_size");
    model.set("text", large ? "" : await file.text());
    model.set("too_large", large ? file.size : 0);
    model.set("name", file.name);
    model.set("uploads", model.get("uploads") + 1);
    model.save_changes();
    input.value = "";  // choosing the same file again is a new upload
  });
  model.on("change:description", draw);
  model.on("change:tooltip", draw);
  draw();
  el.append(button, input);
}
export default { render };
"""


class CardRow(anywidget.AnyWidget):
    """A row of clickable SVG cards; each click sets ``clicked`` and bumps ``clicks``."""

    _esm = CARD_ROW_JS
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)
    clicked = traitlets.Unicode("").tag(sync=True)
    clicks = traitlets.Int(0).tag(sync=True)


class BrowserStore(anywidget.AnyWidget):
    """The learner's browser storage: ``loaded`` arrives once, ``value`` is written back.

    Stored text longer than ``max_chars`` is never sent: ``oversized`` says its length.
    Setting ``set_aside`` to another key moves the stored text there (in the browser: the
    kernel never sends it back), so that unreadable progress is kept, not overwritten.
    """

    _esm = STORE_JS
    key = traitlets.Unicode("cuarenta-tutor-progress").tag(sync=True)
    max_chars = traitlets.Int(0).tag(sync=True)
    loaded = traitlets.Unicode("").tag(sync=True, echo_update=False)
    oversized = traitlets.Int(0).tag(sync=True, echo_update=False)
    ready = traitlets.Bool(False).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    set_aside = traitlets.Unicode("").tag(sync=True)


class FilePicker(anywidget.AnyWidget):
    """A button that reads one chosen text file; files over ``max_size`` bytes are not read.

    Each choice bumps ``uploads``: ``name`` and ``text`` are the file's, or ``too_large`` is
    its size in bytes (and ``text`` is empty).
    """

    _esm = UPLOAD_JS
    description = traitlets.Unicode("").tag(sync=True)
    tooltip = traitlets.Unicode("").tag(sync=True)
    accept = traitlets.Unicode(".json").tag(sync=True)
    max_size = traitlets.Int(0).tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True, echo_update=False)
    text = traitlets.Unicode("").tag(sync=True, echo_update=False)
    too_large = traitlets.Int(0).tag(sync=True, echo_update=False)
    uploads = traitlets.Int(0).tag(sync=True)

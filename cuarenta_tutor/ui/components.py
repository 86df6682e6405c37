"""Small browser-side widgets (anywidget): clickable card rows and the learner's storage.

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
  model.set("loaded", stored === null ? "" : stored);
  model.set("ready", true);
  model.save_changes();
  model.on("change:value", () => {
    try { window.localStorage.setItem(key, model.get("value")); } catch (e) {}
  });
  model.on("change:set_aside", () => {
    const text = model.get("set_aside");
    if (text) {
      try { window.localStorage.setItem(key + ":unreadable:" + Date.now(), text); } catch (e) {}
    }
  });
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

    Setting ``set_aside`` keeps unreadable old data under a separate key instead of losing it.
    """

    _esm = STORE_JS
    key = traitlets.Unicode("cuarenta-tutor-progress").tag(sync=True)
    loaded = traitlets.Unicode("").tag(sync=True)
    ready = traitlets.Bool(False).tag(sync=True)
    value = traitlets.Unicode("").tag(sync=True)
    set_aside = traitlets.Unicode("").tag(sync=True)

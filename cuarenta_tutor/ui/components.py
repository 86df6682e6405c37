"""Small browser-side widgets (anywidget): card rows, storage, a file picker, a disclosure.

Everything they need ships inside the package: no asset is fetched from the internet.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from ..engine.cards import Card
from ..i18n import Translator
from ..render.cards import card_label, card_svg

CARD_ROW_JS = """
const still = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

function render({ model, el }) {
  const row = document.createElement("div");
  row.className = "ct-row";
  row.setAttribute("role", "group");
  el.appendChild(row);
  const buttons = new Map();  // card code -> its button, kept across redraws (focus stays)
  let current = "";           // the card that takes the row's one Tab stop
  const enabled = () => [...row.querySelectorAll("button.ct-card:not(:disabled)")];
  const roving = () => {
    const live = enabled();
    if (!live.some((b) => b.dataset.card === current)) {
      current = live.length ? live[0].dataset.card : "";
    }
    for (const b of buttons.values()) b.tabIndex = b.dataset.card === current ? 0 : -1;
  };
  const move = (button, step) => {
    const live = enabled();
    const index = live.indexOf(button);
    const next = step === "home" ? live[0] : step === "end" ? live[live.length - 1]
      : live[(index + step + live.length) % live.length];
    if (next) { current = next.dataset.card; roving(); next.focus(); }
  };
  const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: "home",
    End: "end" };
  const make = (code) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.card = code;
    button.addEventListener("click", () => {
      current = code;
      roving();
      // One message per click: state changes sent while the kernel is busy are merged into
      // one (ipywidgets' throttle), so quick clicks on three cards would arrive as two.
      model.send({ card: code });
    });
    button.addEventListener("keydown", (event) => {
      if (event.key in keys) { event.preventDefault(); move(button, keys[event.key]); }
    });
    button.addEventListener("focus", () => { current = code; roving(); });
    return button;
  };
  const fly = (button) => {  // towards the pile on the same table, if there is one
    const pile = row.closest(".ct-felt")?.querySelector(".ct-pile");
    if (still() || !pile || !button.isConnected || !button.animate) return null;
    const from = button.getBoundingClientRect(), to = pile.getBoundingClientRect();
    const dx = to.left + to.width / 2 - (from.left + from.width / 2);
    const dy = to.top + to.height / 2 - (from.top + from.height / 2);
    return button.animate(
      [{ transform: "none", opacity: 1 },
       { transform: `translate(${dx}px, ${dy}px) scale(0.3)`, opacity: 0.15 }],
      { duration: 600, easing: "ease-in" });
  };
  const leave = (button) => {
    const focused = document.activeElement === button;
    buttons.delete(button.dataset.card);
    button.disabled = true;
    const flight = fly(button);
    if (flight) { flight.finished.then(() => button.remove(), () => button.remove()); }
    else { button.remove(); }
    return focused;
  };
  const draw = () => {
    row.setAttribute("aria-label", model.get("label"));
    const cards = model.get("cards");
    const wanted = new Set(cards.map((card) => card.code));
    let lostFocus = false;
    for (const [code, button] of buttons) {
      if (!wanted.has(code)) lostFocus = leave(button) || lostFocus;
    }
    let before = row.firstChild;
    for (const card of cards) {
      let button = buttons.get(card.code);
      if (!button) { button = make(card.code); buttons.set(card.code, button); }
      if (card.taken && !button.classList.contains("ct-taken")) fly(button);
      button.className = "ct-card" + (card.selected ? " ct-selected" : "")
        + (card.marked ? " ct-marked" : "") + (card.best ? " ct-best" : "")
        + (card.taken ? " ct-taken" : "");
      button.disabled = !!card.disabled;
      button.setAttribute("aria-pressed", card.selected ? "true" : "false");
      button.setAttribute("aria-label", card.label);
      if (button.dataset.svg !== card.svg) {
        button.innerHTML = card.svg;
        button.dataset.svg = card.svg;
      }
      if (button !== before) row.insertBefore(button, before);
      before = button.nextSibling;
    }
    let empty = row.querySelector(".ct-empty");
    if (!cards.length) {
      if (!empty) {
        empty = document.createElement("span");
        empty.className = "ct-empty";
        row.appendChild(empty);
      }
      empty.textContent = model.get("empty_text");
    } else if (empty) { empty.remove(); }
    roving();
    if (lostFocus) {
      const next = enabled()[0];
      if (next) next.focus(); else row.closest(".ct-player")?.querySelector(".ct-main")?.focus();
    }
  };
  model.on("change:cards", draw);
  model.on("change:label", draw);
  model.on("change:empty_text", draw);
  draw();
}
export default { render };
"""

ANNOUNCER_JS = """
function render({ model, el }) {
  const region = document.createElement("div");
  region.className = "ct-announce ct-visually-hidden";
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-atomic", "true");
  el.appendChild(region);
  const say = () => {
    region.textContent = "";  // the same verdict twice is still announced twice
    setTimeout(() => { region.textContent = model.get("text"); }, 60);
  };
  model.on("change:serial", say);
  model.on("change:text", () => { if (!model.get("text")) region.textContent = ""; });
  region.setAttribute("lang", model.get("lang"));
  model.on("change:lang", () => region.setAttribute("lang", model.get("lang")));
}
export default { render };
"""

GROUP_NAME_JS = """
function render({ model, el }) {
  el.style.display = "none";
  // The group is another widget of the same app, found by its class (redraws may make it
  // anew); two tutors in one notebook each name their own.
  const group = model.get("controls") + "-" + Math.random().toString(36).slice(2, 10);
  let watched = document.body;
  const apply = () => {
    const app = el.closest(".ct-app");
    if (!app) return;  // not in the page yet: the observer calls again
    if (watched !== app) {  // from now on, only this app's redraws
      observer.disconnect();
      observer.observe(app, OPTIONS);
      watched = app;
    }
    const wanted = { role: model.get("role"), "aria-label": model.get("label") };
    for (const node of app.querySelectorAll("." + model.get("controls"))) {
      for (const [name, value] of Object.entries(wanted)) {
        if (node.getAttribute(name) !== value) node.setAttribute(name, value);
      }
      // Radio buttons with one name are one group: one Tab stop, arrow keys to choose.
      if (wanted.role !== "radiogroup") continue;
      for (const radio of node.querySelectorAll("input[type='radio']")) {
        if (radio.name !== group) radio.name = group;
      }
    }
  };
  const OPTIONS = { childList: true, subtree: true, attributes: true, attributeFilter: ["class"] };
  const observer = new MutationObserver(apply);
  observer.observe(document.body, OPTIONS);
  model.on("change:label", apply);
  apply();
  return () => { observer.disconnect(); model.off("change:label", apply); };
}
export default { render };
"""

FOCUS_JS = """
function render({ model, el }) {
  el.style.display = "none";
  // Once the kernel has drawn, focus goes to the first control the learner can use there,
  // unless the learner has already moved it somewhere else.
  model.on("msg:custom", (message) => {
    if (!message || typeof message.first !== "string") return;
    const start = document.activeElement;
    const until = Date.now() + 5000;
    const step = () => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== start) return;
      const target = [...document.querySelectorAll(message.first)]
        .find((node) => !node.disabled && node.tabIndex >= 0 && node.offsetParent !== null);
      if (target) target.focus(); else if (Date.now() < until) setTimeout(step, 50);
    };
    setTimeout(step, 50);
  });
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


DISCLOSURE_JS = """
function render({ model, el }) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-button widget-button ct-disclosure";
  const sign = document.createElement("span");
  sign.className = "ct-disclosure-sign";
  sign.setAttribute("aria-hidden", "true");  // aria-expanded says it in words
  const text = document.createElement("span");
  button.append(sign, text);
  el.appendChild(button);
  // The part it opens is another widget, found by its class once both are on the page.
  const part = () => document.querySelector("." + model.get("controls"));
  const link = () => {
    const found = part();
    if (!found) return false;
    found.id = model.get("controls");
    found.setAttribute("role", "group");
    found.setAttribute("aria-label", model.get("part_label"));
    button.setAttribute("aria-controls", found.id);
    return true;
  };
  const draw = () => {
    const open = model.get("expanded");
    text.textContent = model.get("label");
    sign.textContent = open ? "\u25be" : "\u25b8";
    button.setAttribute("aria-expanded", open ? "true" : "false");
    const found = part();
    if (found) found.style.display = open ? "" : "none";  // at once: not after the kernel
    link();
  };
  if (!link()) {
    const watch = new MutationObserver(() => { if (link()) watch.disconnect(); });
    watch.observe(document.body, { childList: true, subtree: true });
  }
  button.addEventListener("click", () => {  // Enter and Space too: a real button
    model.set("expanded", !model.get("expanded"));
    model.save_changes();
    draw();
  });
  for (const name of ["expanded", "label", "part_label"]) model.on("change:" + name, draw);
  draw();
}
export default { render };
"""


class CardRow(anywidget.AnyWidget):
    """A row of clickable SVG cards; each click sets ``clicked`` and bumps ``clicks``.

    Redraws update the buttons in place, so focus stays on the card the learner chose; the
    row is one Tab stop and the arrow keys move between its cards. Cards that leave the row
    (played, captured) fade out towards the pile unless the learner asked for less motion.

    The browser sends each click as its own message (``{"card": code}``), never as synced
    state: ipywidgets merges the state changes made while the kernel is busy, which would
    drop the middle one of three quick clicks. ``clicked`` and ``clicks`` live in the kernel
    only; observe ``clicks``.
    """

    _esm = CARD_ROW_JS
    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    empty_text = traitlets.Unicode("").tag(sync=True)
    clicked = traitlets.Unicode("")
    clicks = traitlets.Int(0)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.on_msg(self._on_message)

    def click(self, code: str) -> None:
        """Take a click on the card ``code``, as when the browser sends one."""
        self.clicked = code
        self.clicks += 1

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        card = content.get("card") if isinstance(content, dict) else None
        if isinstance(card, str):
            self.click(card)


def card_entry(
    card: Card,
    tr: Translator,
    *,
    four_colour: bool,
    selected: bool = False,
    marked: bool = False,
    best: bool = False,
    taken: bool = False,
    disabled: bool = False,
) -> dict[str, Any]:
    """Return one card of a :class:`CardRow`: its picture, its spoken name and its state.

    ``marked`` is the card just dropped, a caída target (its name says so); ``best`` a card
    of the shown solution; ``taken`` a card the learner's right play captures (it flies off).
    """
    label = card_label(card, tr.lang)
    if marked:
        label += " — " + tr.gettext("just dropped: a caída target")
    return {
        "code": str(card),
        "svg": card_svg(card, tr.lang, four_colour=four_colour, marked=marked),
        "label": label,
        "selected": selected,
        "marked": marked,
        "best": best,
        "taken": taken,
        "disabled": disabled,
    }


def row_entries(
    cards: Sequence[Card],
    tr: Translator,
    *,
    four_colour: bool,
    selected: Collection[Card | None] = (),
    marked: Collection[Card | None] = (),
    best: Collection[Card] = (),
    taken: Collection[Card] = (),
    disabled: bool = False,
) -> list[dict[str, Any]]:
    """Return the entries of a :class:`CardRow` showing ``cards`` (see :func:`card_entry`)."""
    return [
        card_entry(
            card,
            tr,
            four_colour=four_colour,
            selected=card in selected,
            marked=card in marked,
            best=card in best,
            taken=card in taken,
            disabled=disabled,
        )
        for card in cards
    ]


def name_board(table: CardRow, hand: CardRow, tr: Translator) -> tuple[str, str]:
    """Name the table and hand rows (and what they say empty); return the two names."""
    table.label, hand.label = tr.gettext("Table"), tr.gettext("Your hand")
    table.empty_text = tr.gettext("The table is empty.")
    hand.empty_text = tr.gettext("No cards in hand.")
    return table.label, hand.label


class Announcer(anywidget.AnyWidget):
    """A polite live region, in the page from the start, that screen readers read out.

    Call :meth:`say`: each call is announced, even when the text is the same as before.
    """

    _esm = ANNOUNCER_JS
    text = traitlets.Unicode("").tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    serial = traitlets.Int(0).tag(sync=True)

    def say(self, text: str, lang: str) -> None:
        """Announce ``text`` (in ``lang``) to screen readers (one message to the browser)."""
        with self.hold_sync():
            self.lang = lang
            self.text = text
            self.serial += 1

    def clear(self) -> None:
        """Empty the region without announcing anything (its message no longer applies)."""
        self.text = ""


class GroupName(anywidget.AnyWidget):
    """Give another widget, found by its class ``controls``, a ``role`` and a name (``label``).

    ipywidgets cannot name a group of radio buttons: this gives it the question as its name,
    so that a screen reader says what the options answer. Shows nothing itself.
    """

    _esm = GROUP_NAME_JS
    controls = traitlets.Unicode("").tag(sync=True)
    role = traitlets.Unicode("group").tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)


class FocusMover(anywidget.AnyWidget):
    """Move keyboard focus in the page to the first usable control matching a selector."""

    _esm = FOCUS_JS

    def first(self, selector: str) -> None:
        """Focus the first enabled, visible control that matches ``selector`` (once drawn)."""
        self.send({"first": selector})


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


class Disclosure(anywidget.AnyWidget):
    """A button that shows or hides another widget, ``part``, and says which and whether.

    The button carries ``aria-expanded`` and ``aria-controls``; ``part`` becomes a labelled
    group (``role=group``, named ``part_label``). ``label`` is the button's text: a summary of
    what ``part`` holds, so that it need not be opened to be read. The button stays in the
    page when pressed, so keyboard focus stays on it. ``part`` is found in the page by the
    class ``controls``, which must be unique there.
    """

    _esm = DISCLOSURE_JS
    label = traitlets.Unicode("").tag(sync=True)
    part_label = traitlets.Unicode("").tag(sync=True)
    controls = traitlets.Unicode("").tag(sync=True)
    expanded = traitlets.Bool(False).tag(sync=True)

    def __init__(self, part: w.Box, controls: str, **kwargs: Any) -> None:
        super().__init__(controls=controls, **kwargs)
        self.part = part
        part.add_class(controls)
        self.observe(self._show, names="expanded")
        self._show()

    def _show(self, _change: object = None) -> None:
        """Show ``part`` when open (the browser already did: this keeps the kernel's view)."""
        self.part.layout.display = "" if self.expanded else "none"

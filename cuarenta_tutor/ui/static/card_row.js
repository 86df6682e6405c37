// A row of card buttons (components.CardRow): one Tab stop, arrow keys inside, cards that leave
// fly to the pile. A row of cards only to be seen ("shown_only") has pictures, not buttons.
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
    for (const b of buttons.values()) {
      if (b.tagName === "BUTTON") b.tabIndex = b.dataset.card === current ? 0 : -1;
    }
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
    if (model.get("shown_only")) {  // nothing to choose: a picture with its name, no button
      const card = document.createElement("span");
      card.setAttribute("role", "img");
      card.dataset.card = code;
      return card;
    }
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
      if (button.tagName === "BUTTON") {
        button.disabled = !!card.disabled;
        button.setAttribute("aria-pressed", card.selected ? "true" : "false");
      }
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

// Move keyboard focus to the first usable control of a selector (components.FocusMover), or to
// a part marked data-ct-focus (the mesa's result, focusable by the page only), and
// bring a part of the page wholly into view with it (a panel's heading, a question).
// "show": only scroll a part into view once it is drawn (what just came), the focus stays.
function show(message) {
  const until = Date.now() + 5000;
  const look = () => {
    const part = document.querySelector(message.show);
    if (part && part.offsetParent !== null) part.scrollIntoView({ block: message.block || "nearest", inline: "nearest" });
    else if (Date.now() < until) setTimeout(look, 50);
  };
  setTimeout(look, 50);
}
// "arrive": a position that came from elsewhere (the teacher's live push) is brought into
// view once drawn and settled: from the first of "tops" (its title, else its board) down to
// "end" (its main action) when that fits the screen, else "end" at the bottom with as much
// of the board as fits above it. Scrolling only: the focus stays where the learner is.
function arrive(message) {
  const until = Date.now() + 10000;
  let last = null;
  const visible = (selector) => [...document.querySelectorAll(selector)]
    .find((node) => node.offsetParent !== null);
  const look = () => {
    const end = visible(message.end);
    const tops = message.tops.map(visible).filter(Boolean);
    const where = end && tops.length ? end.getBoundingClientRect() : null;
    const settled = where && last !== null && Math.abs(where.bottom - last) < 1;
    last = where ? where.bottom : null;
    if (!settled) { if (Date.now() < until) setTimeout(look, 150); return; }
    const board = tops[tops.length - 1].getBoundingClientRect();
    if (board.top >= 0 && where.bottom <= window.innerHeight) return;
    const top = tops.find((node) => where.bottom - node.getBoundingClientRect().top <= window.innerHeight);
    if (top) top.scrollIntoView({ block: "start", inline: "nearest" });
    else end.scrollIntoView({ block: "end", inline: "nearest" });
  };
  setTimeout(look, 100);
}
function render({ model, el }) {
  el.style.display = "none";
  // Once the kernel has drawn, focus goes to the first control the learner can use there,
  // unless the learner has already moved it somewhere else. Focusing scrolls only as far as
  // the control itself: a panel above it (its heading) or a question beside it may stay cut,
  // so the part named by "reveal" is scrolled into view as well, aligned as "block" says.
  model.on("msg:custom", (message) => {
    if (message && typeof message.show === "string") return show(message);
    if (message && Array.isArray(message.tops)) return arrive(message);
    if (!message || typeof message.first !== "string") return;
    const start = document.activeElement;
    const until = Date.now() + 5000;
    // a key pressed or a pointer put down after this message is the learner acting: the
    // move is dropped, so that a late redraw never takes the focus from where they went
    // ("hold": keys pressed on a part focused while the kernel works, a busy status, do not)
    let acted = false;
    const act = (event) => {
      const held = message.hold && event.target.closest && event.target.closest(message.hold);
      if (!held) acted = true;
    };
    const listening = { capture: true, once: true };
    document.addEventListener("keydown", act, listening);
    document.addEventListener("pointerdown", act, listening);
    const done = () => {
      document.removeEventListener("keydown", act, listening);
      document.removeEventListener("pointerdown", act, listening);
    };
    const step = () => {
      if (acted) return done();
      const active = document.activeElement;
      const target = [...document.querySelectorAll(message.first)]
        .find((node) => !node.disabled && (node.tabIndex >= 0 || node.hasAttribute("data-ct-focus"))
          && node.offsetParent !== null);
      // the page's own rescue of a lost focus may have got there first: still revealed
      const rescued = message.over && active && active.matches && active.matches(message.over);
      const moved = active && active !== document.body && active !== start && active !== target
        && !rescued;
      if (moved) return done();
      if (!target) { if (Date.now() < until) setTimeout(step, 50); else done(); return; }
      done();
      if (active !== target) target.focus();
      const part = message.reveal ? document.querySelector(message.reveal) : null;
      if (part) part.scrollIntoView({ block: message.block || "start", inline: "nearest" });
    };
    setTimeout(step, 50);
  });
}
export default { render };
